import {
  ARTIFACT_GAME_MESSAGES,
  ARTIFACT_MESSAGES,
  formatMessage,
  type ArtifactDto,
  type CreateArtifactRequest,
} from '@authentic/core';
import { Modal } from '../../../ui/modal';
import { Notice } from '../../../ui/notice';
import { ArtifactDetailsFields, ArtifactWordsFields } from './artifact-form-sections';
import type { ArtifactFormMode } from './artifact-form-values';
import { IN_GAME_TEXTS } from './in-game-texts';
import { useArtifactForm } from './use-artifact-form';
import './in-game.css';

export interface ArtifactFormFiles {
  /** The uploaded icon; without it the preset icon stands for the artifact. */
  image?: File;
  attachment?: File;
}

export interface ArtifactFormProps {
  mode: ArtifactFormMode;
  /** The artifact being edited (edit mode). */
  initial?: ArtifactDto;
  /** The character's cell: where a new artifact is placed. */
  position: { x: number; y: number };
  /** The built-in map id sent as location.mapName (decision 0171). */
  mapName: string;
  /** The map's display name, shown to the player. */
  mapLabel: string;
  signedIn: boolean;
  /** Sends the artifact; reject to keep the form open with the failure text. The form closes on success. */
  onSubmit: (fields: CreateArtifactRequest, files: ArtifactFormFiles) => Promise<void>;
  onClose: () => void;
}

/** Signed out: the form is not offered, only why (spec 01 §5). */
function SignedOutForm({ title, onClose }: { title: string; onClose: () => void }) {
  return (
    <Modal title={title} onClose={onClose}>
      <Notice kind="error">{ARTIFACT_MESSAGES.loginRequired}</Notice>
      <div className="button-row">
        <button type="button" className="button" onClick={onClose}>
          {IN_GAME_TEXTS.close}
        </button>
      </div>
    </Modal>
  );
}

/** The in-game artifact creation and edit form (spec 01 §2, §3, §5; decision 0191). */
export function ArtifactForm(props: ArtifactFormProps) {
  const { mode, initial, position, mapLabel, signedIn, onClose } = props;
  const form = useArtifactForm(props);
  const { errors, busy } = form;
  const title = mode === 'create' ? IN_GAME_TEXTS.createTitle : IN_GAME_TEXTS.editTitle;
  if (!signedIn) return <SignedOutForm title={title} onClose={onClose} />;

  return (
    <Modal title={title} onClose={onClose}>
      <form className="artifact-form" noValidate aria-busy={busy} onSubmit={(event) => void form.submit(event)}>
        {mode === 'create' && (
          <p className="artifact-form-location">
            {formatMessage(ARTIFACT_GAME_MESSAGES.formLocation, { map: mapLabel, x: position.x, y: position.y })}
          </p>
        )}
        {errors.form?.map((problem) => (
          <Notice key={problem} kind="error">
            {problem}
          </Notice>
        ))}
        <ArtifactWordsFields form={form} />
        <ArtifactDetailsFields form={form} mode={mode} initial={initial} />
        <div className="button-row">
          <button type="submit" className="button button-primary" disabled={busy}>
            {busy ? ARTIFACT_GAME_MESSAGES.saving : mode === 'create' ? IN_GAME_TEXTS.create : IN_GAME_TEXTS.save}
          </button>
          <button type="button" className="button" onClick={onClose}>
            {IN_GAME_TEXTS.cancel}
          </button>
        </div>
      </form>
    </Modal>
  );
}
