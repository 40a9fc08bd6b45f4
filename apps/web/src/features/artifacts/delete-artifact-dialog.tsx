import { formatArtifactDeleteConfirm, type ArtifactDto } from '@authentic/core';
import { ConfirmDialog } from '../../ui/confirm-dialog';
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
    <ConfirmDialog
      title={PAGE_TEXTS.deleteTitle}
      confirmLabel={PAGE_TEXTS.delete}
      busyLabel={PAGE_TEXTS.deleting}
      cancelLabel={PAGE_TEXTS.cancel}
      onConfirm={onConfirm}
      onCancel={onCancel}
      busy={deleting}
      danger
    >
      <p>{formatArtifactDeleteConfirm(artifact.name)}</p>
    </ConfirmDialog>
  );
}
