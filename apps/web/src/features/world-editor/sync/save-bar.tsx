import type { WorldDoc, WorldProblemDto } from '@authentic/core';
import { formatDateTime } from '../../../lib/format-date';
import { ConflictDialog } from './conflict-dialog';
import { useSaveActions } from './save-actions';
import { SYNC_TEXTS as T } from './sync-texts';
import type { WorldDocSync } from './use-world-doc-sync';
import { VersionsDialog } from './versions-dialog';

export interface SaveBarProps {
  sync: WorldDocSync;
  /** The document as it stands when a save starts (read then, not as of the last render). */
  currentDoc: () => WorldDoc;
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
export function SaveBar(props: SaveBarProps) {
  const { sync, onReplaceDoc } = props;
  const bar = useSaveActions(props);
  const { busy, conflict } = bar;
  return (
    <div className="save-bar" role="group" aria-label={T.save}>
      {sync.restoredDraft && (
        <DraftNotice
          sync={sync}
          onDiscard={() => {
            sync.discardDraft();
            if (sync.serverDoc) onReplaceDoc(sync.serverDoc);
            bar.setMessage(null);
          }}
        />
      )}
      <div className="button-row">
        <button type="button" className="button button-primary" disabled={busy} onClick={() => void bar.save(false)}>
          {T.save}
        </button>
        <button type="button" className="button" disabled={busy} onClick={() => void bar.save(true)}>
          {T.saveAndPublish}
        </button>
        <button type="button" className="button" onClick={() => bar.setVersionsOpen(true)}>
          {T.versions}
        </button>
      </div>
      <p className="save-bar-status" role="status">
        {bar.status}
      </p>
      {conflict && (
        <ConflictDialog
          onClose={() => bar.setConflict(null)}
          onLoadNewest={() => {
            bar.setConflict(null);
            void bar.loadNewest(null);
          }}
          onKeepMine={() => {
            bar.setConflict(null);
            void bar.save(conflict.publish, true);
          }}
        />
      )}
      {bar.versionsOpen && (
        <VersionsDialog
          worldId={sync.worldId}
          busy={busy}
          onClose={() => bar.setVersionsOpen(false)}
          onRestore={(version) => void bar.restore(version)}
          onPublish={(version) => void bar.publishVersion(version)}
        />
      )}
    </div>
  );
}

/** The draft this browser kept, restored at load, with a button that drops it. */
function DraftNotice({ sync, onDiscard }: { sync: WorldDocSync; onDiscard: () => void }) {
  return (
    <p className="save-bar-draft">
      {T.restoredDraft(formatDateTime(sync.draftSavedAt ?? '') || T.noDate)}{' '}
      <button type="button" className="button" onClick={onDiscard}>
        {T.discardDraft}
      </button>
    </p>
  );
}
