import { WORLD_BUILDER_MESSAGES } from '@authentic/core';
import { Modal } from '../../../ui/modal';
import { SYNC_TEXTS as T } from './sync-texts';

/** A save was told the world changed since its base version (409): load the newest, or keep one's own. */
export function ConflictDialog({
  onLoadNewest,
  onKeepMine,
  onClose,
}: {
  onLoadNewest: () => void;
  onKeepMine: () => void;
  onClose: () => void;
}) {
  return (
    <Modal title={T.conflictTitle} onClose={onClose}>
      <p>{WORLD_BUILDER_MESSAGES.conflict}</p>
      <div className="button-row">
        <button type="button" className="button" onClick={onLoadNewest}>
          {T.loadNewest}
        </button>
        <button type="button" className="button button-primary" onClick={onKeepMine}>
          {T.keepMine}
        </button>
      </div>
    </Modal>
  );
}
