import { useEffect, useId, useRef, useState } from 'react';
import {
  ARTIFACT_GAME_MESSAGES,
  ARTIFACT_MESSAGES,
  ARTIFACT_TEXT_LIMITS,
  type ArtifactDto,
  type BuiltInArtifact,
} from '@authentic/core';
import { TextAreaField } from '../../../ui/text-field';
import { FileField } from './artifact-form-parts';
import { inventoryAttachmentFileProblems } from './file-rules';
import { IN_GAME_TEXTS } from './in-game-texts';
import { PresetIcon, isArtifactPreset } from './preset-icons';
import { saveStateText, useSaveState, type SaveState } from './use-save-state';

export interface ServerInventoryItem {
  kind: 'server';
  artifact: ArtifactDto;
  /** The player created it: Update and Delete show (spec 01 §6). */
  mine: boolean;
}

/** A built-in artifact picked up on a map: a keepsake, view only (decision 0171). */
export interface BuiltInInventoryItem {
  kind: 'builtIn';
  artifact: BuiltInArtifact;
}

export type InventoryItem = ServerInventoryItem | BuiltInInventoryItem;

export interface InventoryActions {
  onPlace: (item: ServerInventoryItem) => void;
  onUpdate: (item: ServerInventoryItem) => void;
  onDelete: (item: ServerInventoryItem) => Promise<void>;
  onSaveMessage: (item: ServerInventoryItem, text: string) => Promise<void>;
  onDeleteMessage: (item: ServerInventoryItem) => Promise<void>;
  onUpdateAttachment: (item: ServerInventoryItem, file: File) => Promise<void>;
  onDrop: (item: ServerInventoryItem) => Promise<void>;
}

/** The save state of one action as text; it stays in the page so changes are announced. */
function SaveStatusText({ state }: { state: SaveState }) {
  return (
    <p className="save-status" role="status" data-status={state.status}>
      {saveStateText(state)}
    </p>
  );
}

function ArtifactIcon({ type }: { type: string | undefined }) {
  return isArtifactPreset(type) ? <PresetIcon preset={type} scale={3} /> : <PresetIcon preset="relic" scale={3} />;
}

/** Every action needs the artifact's id; without one nothing is sent. */
function withArtifact(
  artifact: ArtifactDto,
  state: SaveState,
  action: () => Promise<unknown>,
  failText: string,
): Promise<boolean> {
  if (!artifact.id) {
    state.fail(ARTIFACT_MESSAGES.noArtifactSelected);
    return Promise.resolve(false);
  }
  return state.run(action, failText);
}

interface ItemPartProps {
  item: ServerInventoryItem;
  actions: InventoryActions;
}

/** Delete asks below the buttons, with the safe answer under the player's hand. */
function DeleteQuestion({
  item,
  actions,
  removal,
  onDone,
}: ItemPartProps & { removal: SaveState; onDone: () => void }) {
  const cancelDelete = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    cancelDelete.current?.focus();
  }, []);
  return (
    <div className="inventory-confirm" role="group" aria-label={ARTIFACT_MESSAGES.deleteConfirmList}>
      <p>{ARTIFACT_MESSAGES.deleteConfirmList}</p>
      <div className="button-row">
        <button
          type="button"
          className="button button-danger"
          disabled={removal.status === 'saving'}
          onClick={async () => {
            const run = () => actions.onDelete(item);
            const done = await withArtifact(item.artifact, removal, run, ARTIFACT_MESSAGES.deleteFailed);
            if (done) onDone();
          }}
        >
          {IN_GAME_TEXTS.confirmDelete}
        </button>
        <button ref={cancelDelete} type="button" className="button" onClick={onDone}>
          {IN_GAME_TEXTS.cancel}
        </button>
      </div>
    </div>
  );
}

/** The message the artifact shows, saved or deleted on its own. */
function ItemMessage({ item, actions }: ItemPartProps) {
  const { artifact } = item;
  const [message, setMessage] = useState(artifact.messageText ?? '');
  const messageState = useSaveState();
  const saving = messageState.status === 'saving';
  const save = () =>
    void withArtifact(
      artifact,
      messageState,
      () => actions.onSaveMessage(item, message),
      ARTIFACT_MESSAGES.saveMessageFailed,
    );
  const remove = async () => {
    const run = () => actions.onDeleteMessage(item);
    const done = await withArtifact(artifact, messageState, run, ARTIFACT_MESSAGES.deleteMessageFailed);
    if (done) setMessage('');
  };
  return (
    <div className="inventory-message">
      <TextAreaField
        label={IN_GAME_TEXTS.fields.messageText}
        rows={2}
        maxLength={ARTIFACT_TEXT_LIMITS.messageText}
        value={message}
        onChange={(event) => setMessage(event.currentTarget.value)}
      />
      <div className="button-row">
        <button type="button" className="button" disabled={saving} onClick={save}>
          {IN_GAME_TEXTS.saveMessage}
        </button>
        <button type="button" className="button button-danger" disabled={saving} onClick={() => void remove()}>
          {IN_GAME_TEXTS.deleteMessage}
        </button>
      </div>
      <SaveStatusText state={messageState} />
    </div>
  );
}

/** Replaces the attached file (checked here first). */
function ItemAttachment({ item, actions }: ItemPartProps) {
  const { artifact } = item;
  const attachment = useSaveState();
  const attachmentId = useId();
  const chooseAttachment = (file: File | null) => {
    if (!file) return;
    const problems = inventoryAttachmentFileProblems(file);
    if (problems.length > 0) {
      attachment.fail(problems.join(' '));
      return;
    }
    const run = () => actions.onUpdateAttachment(item, file);
    void withArtifact(artifact, attachment, run, ARTIFACT_MESSAGES.updateFailed);
  };
  return (
    <>
      <FileField
        id={attachmentId}
        label={IN_GAME_TEXTS.replaceAttachment}
        hint={
          artifact.attachmentOriginalName
            ? `${IN_GAME_TEXTS.currentAttachment}${artifact.attachmentOriginalName}`
            : null
        }
        disabled={attachment.status === 'saving'}
        clearAfterChoose
        onFile={chooseAttachment}
      />
      <SaveStatusText state={attachment} />
    </>
  );
}

/** One carried artifact with its actions (spec 01 §4, inventory actions; decision 0192). */
export function ServerItemCard({ item, actions }: ItemPartProps) {
  const { artifact, mine } = item;
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  const drop = useSaveState();
  const removal = useSaveState();

  return (
    <article className="inventory-item" aria-labelledby={headingId}>
      <div className="inventory-item-header">
        <ArtifactIcon type={artifact.type} />
        <h4 id={headingId}>{artifact.name}</h4>
        {mine && <span className="artifact-badge">{IN_GAME_TEXTS.mine}</span>}
      </div>
      <p className="inventory-item-description">{artifact.description}</p>

      <div className="button-row inventory-item-actions">
        <button type="button" className="button" onClick={() => actions.onPlace(item)}>
          {IN_GAME_TEXTS.place}
        </button>
        {mine && (
          <button type="button" className="button" onClick={() => actions.onUpdate(item)}>
            {IN_GAME_TEXTS.update}
          </button>
        )}
        {mine && (
          <button
            type="button"
            className="button button-danger"
            aria-expanded={confirming}
            onClick={() => setConfirming(true)}
          >
            {IN_GAME_TEXTS.delete}
          </button>
        )}
        <button
          type="button"
          className="button"
          disabled={drop.status === 'saving'}
          onClick={() => void withArtifact(artifact, drop, () => actions.onDrop(item), ARTIFACT_MESSAGES.dropFailed)}
        >
          {IN_GAME_TEXTS.drop}
        </button>
      </div>
      <SaveStatusText state={drop} />
      {confirming && (
        <DeleteQuestion item={item} actions={actions} removal={removal} onDone={() => setConfirming(false)} />
      )}
      <SaveStatusText state={removal} />
      {/* Only its creator may change an artifact's message or file: the server refuses anyone else (issue 38). */}
      {mine && <ItemMessage item={item} actions={actions} />}
      {mine && <ItemAttachment item={item} actions={actions} />}
    </article>
  );
}

/** A keepsake: what it is, nothing to do with it. */
export function BuiltInItemCard({ item }: { item: BuiltInInventoryItem }) {
  const { artifact } = item;
  const headingId = useId();
  return (
    <article className="inventory-item inventory-keepsake" aria-labelledby={headingId}>
      <div className="inventory-item-header">
        <ArtifactIcon type={artifact.type} />
        <h4 id={headingId}>{artifact.name}</h4>
      </div>
      <p className="inventory-item-description">{artifact.description}</p>
      <p className="field-hint">{ARTIFACT_GAME_MESSAGES.keepsake}</p>
    </article>
  );
}
