import { useEffect, useRef, useState } from 'react';
import { checkWorldDoc, WORLD_BUILDER_MESSAGES, type WorldDoc, type WorldProblemDto } from '@authentic/core';
import { formatDateTime } from '../../../lib/format-date';
import { fetchWorldDoc, publishWorldVersion, restoreWorldVersion, saveWorldDoc } from './builder-api';
import { ConflictDialog } from './conflict-dialog';
import { SYNC_TEXTS as T } from './sync-texts';
import type { WorldDocSync } from './use-world-doc-sync';
import { VersionsDialog } from './versions-dialog';

export interface SaveBarProps {
  sync: WorldDocSync;
  doc: WorldDoc;
  onProblems: (problems: readonly WorldProblemDto[]) => void;
  onReplaceDoc: (doc: WorldDoc) => void;
  /** A save or restore was answered (kept or refused): what the player's storage holds may have changed. */
  onStored?: () => void;
}

/**
 * Save, 'Save and publish' and 'Versions…' with a status line (decision 0252). Core's checks run
 * first, so a broken world is shown on its map without a request; a save based on an old version
 * opens the conflict dialog. Ctrl+S saves.
 */
export function SaveBar({ sync, doc, onProblems, onReplaceDoc, onStored }: SaveBarProps) {
  /** The last outcome; one said while the world was saved hides again at the next change. */
  const [said, setSaid] = useState<{ text: string; whileDirty: boolean } | null>(null);
  const message = said && (said.whileDirty || !sync.dirty) ? said.text : null;
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState<{ publish: boolean } | null>(null);
  const [versionsOpen, setVersionsOpen] = useState(false);
  const latest = useRef({ doc, sync, busy });
  useEffect(() => {
    latest.current = { doc, sync, busy };
  });
  const setMessage = (text: string | null) =>
    setSaid(text === null ? null : { text, whileDirty: latest.current.sync.dirty });

  const save = async (publish: boolean, force = false) => {
    const { doc: current, sync: state } = latest.current;
    if (latest.current.busy) return;
    const problems = checkWorldDoc(current);
    onProblems(problems);
    if (problems.length > 0) {
      setMessage(T.problems(problems.length));
      return;
    }
    setBusy(true);
    setMessage(null);
    const outcome = await saveWorldDoc(state.worldId, { doc: current, baseVersion: state.baseVersion, force, publish });
    setBusy(false);
    onStored?.();
    if (outcome.kind === 'saved') {
      state.markSaved(outcome.version, outcome.published, current);
      setSaid({
        text: publish
          ? WORLD_BUILDER_MESSAGES.published(outcome.version)
          : WORLD_BUILDER_MESSAGES.saved(outcome.version),
        whileDirty: false,
      });
    } else if (outcome.kind === 'problems') {
      onProblems(outcome.problems);
      setMessage(outcome.problems.length > 0 ? T.problems(outcome.problems.length) : outcome.message);
    } else if (outcome.kind === 'conflict') {
      setMessage(WORLD_BUILDER_MESSAGES.conflict);
      setConflict({ publish });
    } else {
      setMessage(outcome.message);
    }
  };
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  });

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.shiftKey && !event.altKey && event.key.toLowerCase() === 's') {
        event.preventDefault();
        void saveRef.current(false);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  /** The newest saved version replaces the editor's document; the draft is dropped. */
  const loadNewest = async (say: string | null) => {
    try {
      const newest = await fetchWorldDoc(sync.worldId);
      sync.markSaved(newest.version, newest.published, newest.doc);
      onReplaceDoc(newest.doc);
      setSaid({ text: say ?? T.allSaved, whileDirty: false });
    } catch (error) {
      setMessage(error instanceof Error ? error.message : String(error));
    }
  };

  const restore = async (from: number) => {
    setBusy(true);
    const outcome = await restoreWorldVersion(sync.worldId, from);
    setBusy(false);
    onStored?.();
    setVersionsOpen(false);
    if (outcome.kind === 'saved') await loadNewest(WORLD_BUILDER_MESSAGES.restored(from, outcome.version));
    else setMessage(outcome.message);
  };

  const publishVersion = async (version: number) => {
    setBusy(true);
    const outcome = await publishWorldVersion(sync.worldId, version);
    setBusy(false);
    setVersionsOpen(false);
    if (outcome.kind === 'saved') {
      sync.setPublished(outcome.published);
      setMessage(WORLD_BUILDER_MESSAGES.published(version));
    } else setMessage(outcome.message);
  };

  const status = busy
    ? T.saving
    : (message ?? (sync.dirty ? T.unsaved : T.allSaved)) + (sync.draftKept ? '' : ` ${T.draftNotKept}`);

  return (
    <div className="save-bar" role="group" aria-label={T.save}>
      {sync.restoredDraft && (
        <p className="save-bar-draft">
          {T.restoredDraft(formatDateTime(sync.draftSavedAt ?? '') || '—')}{' '}
          <button
            type="button"
            className="button"
            onClick={() => {
              sync.discardDraft();
              if (sync.serverDoc) onReplaceDoc(sync.serverDoc);
              setMessage(null);
            }}
          >
            {T.discardDraft}
          </button>
        </p>
      )}
      <div className="button-row">
        <button type="button" className="button button-primary" disabled={busy} onClick={() => void save(false)}>
          {T.save}
        </button>
        <button type="button" className="button" disabled={busy} onClick={() => void save(true)}>
          {T.saveAndPublish}
        </button>
        <button type="button" className="button" onClick={() => setVersionsOpen(true)}>
          {T.versions}
        </button>
      </div>
      <p className="save-bar-status" role="status">
        {status}
      </p>
      {conflict && (
        <ConflictDialog
          onClose={() => setConflict(null)}
          onLoadNewest={() => {
            setConflict(null);
            void loadNewest(null);
          }}
          onKeepMine={() => {
            const { publish } = conflict;
            setConflict(null);
            void save(publish, true);
          }}
        />
      )}
      {versionsOpen && (
        <VersionsDialog
          worldId={sync.worldId}
          busy={busy}
          onClose={() => setVersionsOpen(false)}
          onRestore={(version) => void restore(version)}
          onPublish={(version) => void publishVersion(version)}
        />
      )}
    </div>
  );
}
