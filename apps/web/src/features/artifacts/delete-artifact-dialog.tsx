import { formatArtifactDeleteConfirm, type ArtifactDto } from '@authentic/core';
import { Modal } from '../../ui/modal';
import { PAGE_TEXTS } from './page-texts';

export interface DeleteArtifactDialogProps {
  artifact: ArtifactDto;
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The card's delete confirmation (spec 01 §5) as our own dialog rather than window.confirm
 * (decision 0177): it has the pixel look, is reachable by keyboard and testable. Cancel comes first
 * and takes the focus, so Enter on an accidental open does not delete.
 */
export function DeleteArtifactDialog({ artifact, deleting, onConfirm, onCancel }: DeleteArtifactDialogProps) {
  return (
    <Modal title={PAGE_TEXTS.deleteTitle} onClose={onCancel}>
      <p>{formatArtifactDeleteConfirm(artifact.name)}</p>
      <div className="button-row">
        <button type="button" className="button" onClick={onCancel}>
          {PAGE_TEXTS.cancel}
        </button>
        <button type="button" className="button button-danger" disabled={deleting} onClick={onConfirm}>
          {deleting ? PAGE_TEXTS.deleting : PAGE_TEXTS.delete}
        </button>
      </div>
    </Modal>
  );
}
