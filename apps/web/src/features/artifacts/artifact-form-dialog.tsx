import { formatArtifactFormErrorSummary, SCREEN_MESSAGES, type ArtifactDto } from '@authentic/core';
import { useRef } from 'react';
import { Modal } from '../../ui/modal';
import { Notice } from '../../ui/notice';
import { TextAreaField, TextField } from '../../ui/text-field';
import { FileFields, PlaceFields, ThemeAndVisibility } from './artifact-form-dialog-fields';
import { PAGE_TEXTS } from './page-texts';
import { useArtifactFormDialog } from './use-artifact-form-dialog';

export { createFailureText, updateFailureText } from './use-artifact-form-dialog';

export type ArtifactFormMode = { kind: 'create' } | { kind: 'edit'; artifact: ArtifactDto | null };

export interface ArtifactFormDialogProps {
  mode: ArtifactFormMode;
  signedIn: boolean;
  onClose: () => void;
  onSaved: (artifact: ArtifactDto, kind: ArtifactFormMode['kind']) => void;
}

/** The create/edit dialog of the artifacts page: labelled fields, the spec's limits and messages. */
export function ArtifactFormDialog({ mode, signedIn, onClose, onSaved }: ArtifactFormDialogProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useArtifactFormDialog({ mode, signedIn, onSaved }, formRef);
  const { text, errors, formError, saving } = form;
  const errorCount = Object.keys(errors).length;

  return (
    <Modal title={mode.kind === 'create' ? SCREEN_MESSAGES.createNewArtifact : PAGE_TEXTS.editTitle} onClose={onClose}>
      <form ref={formRef} className="artifact-form" onSubmit={form.submit} noValidate>
        {errorCount > 0 && (
          <div className="artifact-form-summary">
            <Notice kind="error">{formatArtifactFormErrorSummary(errorCount)}</Notice>
          </div>
        )}
        <TextField {...text('name')} autoComplete="off" required />
        <TextAreaField {...text('description')} rows={3} required />
        <TextAreaField {...text('content')} rows={4} />
        <TextAreaField {...text('messageText')} rows={3} />
        <ThemeAndVisibility form={form} />
        {mode.kind === 'create' && <PlaceFields form={form} />}
        <TextField {...text('tags')} hint={PAGE_TEXTS.tagsHint} />
        <TextField {...text('dedication')} />
        <TextAreaField {...text('significance')} rows={2} hint={PAGE_TEXTS.significanceHint} />
        <TextField {...text('riddle')} />
        <TextField {...text('unlockAnswer')} autoComplete="off" />
        <FileFields form={form} />
        {formError && <Notice kind="error">{formError}</Notice>}
        <div className="button-row">
          <button type="submit" className="button button-primary" disabled={saving}>
            {saving ? PAGE_TEXTS.saving : mode.kind === 'create' ? PAGE_TEXTS.create : PAGE_TEXTS.save}
          </button>
          <button type="button" className="button" onClick={onClose}>
            {PAGE_TEXTS.cancel}
          </button>
        </div>
      </form>
    </Modal>
  );
}
