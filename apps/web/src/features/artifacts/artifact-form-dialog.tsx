import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  ARTIFACT_FORM_MESSAGES,
  ARTIFACT_MESSAGES,
  BUILT_IN_MAP_IDS,
  BUILT_IN_MAP_READABLE_NAMES,
  formatArtifactFormErrorSummary,
  ARTIFACT_THEMES,
  ARTIFACT_VISIBILITIES,
  formatArtifactCreateFailed,
  formatArtifactCreateFailedStatus,
  formatArtifactUpdateFailed,
  SCREEN_MESSAGES,
  type ArtifactDto,
} from '@authentic/core';
import { ApiError } from '../../lib/api-client';
import { Modal } from '../../ui/modal';
import { Notice } from '../../ui/notice';
import { TextAreaField, TextField } from '../../ui/text-field';
import {
  createRequestOf,
  emptyFormValues,
  FORM_MAX_LENGTHS,
  formValuesOf,
  updateRequestOf,
  validateArtifactForm,
  type ArtifactFormErrors,
  type ArtifactFormFiles,
  type ArtifactFormValues,
} from './artifact-form';
import { createArtifact, updateArtifact } from './artifacts-api';
import { PAGE_TEXTS } from './page-texts';

export type ArtifactFormMode = { kind: 'create' } | { kind: 'edit'; artifact: ArtifactDto | null };

export interface ArtifactFormDialogProps {
  mode: ArtifactFormMode;
  signedIn: boolean;
  onClose: () => void;
  onSaved: (artifact: ArtifactDto, kind: ArtifactFormMode['kind']) => void;
}

/** Spec 01 §8: the server's message, else 'Error {status}: …', else what the client knows. */
export function createFailureText(error: unknown): string {
  if (!(error instanceof ApiError)) return ARTIFACT_MESSAGES.createFailed;
  if (error.serverMessage) return formatArtifactCreateFailed(error.serverMessage);
  if (error.status !== undefined) return formatArtifactCreateFailedStatus(error.status);
  return formatArtifactCreateFailed(error.message);
}

export function updateFailureText(error: unknown): string {
  if (!(error instanceof ApiError)) return ARTIFACT_MESSAGES.updateFailed;
  return formatArtifactUpdateFailed(error.serverMessage ?? error.message);
}

const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

function SelectField({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </select>
    </div>
  );
}

/** The create/edit dialog of the artifacts page: labelled fields, the spec's limits and messages. */
export function ArtifactFormDialog({ mode, signedIn, onClose, onSaved }: ArtifactFormDialogProps) {
  const editing = mode.kind === 'edit' ? mode.artifact : null;
  const [values, setValues] = useState<ArtifactFormValues>(() => (editing ? formValuesOf(editing) : emptyFormValues()));
  const [files, setFiles] = useState<ArtifactFormFiles>({ image: null, attachment: null });
  const [errors, setErrors] = useState<ArtifactFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  /** Counts refused submits, so each one brings the first problem into view again. */
  const [refusals, setRefusals] = useState(0);
  const errorCount = Object.keys(errors).length;

  // A long form scrolls: after a refused submit, the first field in trouble takes focus and comes into view.
  useEffect(() => {
    if (refusals === 0) return;
    const first = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!first) return;
    first.focus({ preventScroll: true });
    first.scrollIntoView?.({ block: 'center' });
  }, [refusals]);

  const set = (field: keyof ArtifactFormValues) => (value: string) => setValues((old) => ({ ...old, [field]: value }));
  const text = (field: keyof ArtifactFormValues & keyof typeof FORM_MAX_LENGTHS) => ({
    label: PAGE_TEXTS.fields[field],
    value: values[field],
    maxLength: FORM_MAX_LENGTHS[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => set(field)(event.target.value),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setFormError(null);
    if (!signedIn) {
      setFormError(ARTIFACT_MESSAGES.loginRequired);
      return;
    }
    if (mode.kind === 'edit' && !editing) {
      setFormError(ARTIFACT_MESSAGES.noArtifactSelectedForEditing);
      return;
    }
    const problems = validateArtifactForm(values, files);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      setRefusals((count) => count + 1);
      return;
    }
    setSaving(true);
    try {
      if (editing) {
        onSaved(await updateArtifact(editing.id, updateRequestOf(values), files), 'edit');
      } else {
        onSaved((await createArtifact(createRequestOf(values), files)).artifact, 'create');
      }
    } catch (error) {
      setFormError(editing ? updateFailureText(error) : createFailureText(error));
      setSaving(false);
    }
  };

  return (
    <Modal title={mode.kind === 'create' ? SCREEN_MESSAGES.createNewArtifact : PAGE_TEXTS.editTitle} onClose={onClose}>
      <form ref={form} className="artifact-form" onSubmit={submit} noValidate>
        {errorCount > 0 && (
          <div className="artifact-form-summary">
            <Notice kind="error">{formatArtifactFormErrorSummary(errorCount)}</Notice>
          </div>
        )}
        <TextField {...text('name')} autoComplete="off" required />
        <TextAreaField {...text('description')} rows={3} required />
        <TextAreaField {...text('content')} rows={4} />
        <TextAreaField {...text('messageText')} rows={3} />
        <div className="artifact-form-row">
          <SelectField label={PAGE_TEXTS.fields.theme} value={values.theme} onChange={set('theme')}>
            <option value="">{PAGE_TEXTS.noTheme}</option>
            {ARTIFACT_THEMES.map((theme) => (
              <option key={theme} value={theme}>
                {capitalise(theme)}
              </option>
            ))}
          </SelectField>
          <SelectField label={PAGE_TEXTS.fields.visibility} value={values.visibility} onChange={set('visibility')}>
            {ARTIFACT_VISIBILITIES.map((visibility) => (
              <option key={visibility} value={visibility}>
                {capitalise(visibility)}
              </option>
            ))}
          </SelectField>
        </div>
        {mode.kind === 'create' && (
          <div className="artifact-form-row">
            <SelectField label={ARTIFACT_FORM_MESSAGES.mapLabel} value={values.mapName} onChange={set('mapName')}>
              {BUILT_IN_MAP_IDS.map((id) => (
                <option key={id} value={id}>
                  {BUILT_IN_MAP_READABLE_NAMES[id]}
                </option>
              ))}
            </SelectField>
            <TextField
              label={ARTIFACT_FORM_MESSAGES.xLabel}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              className="artifact-form-cell"
              value={values.x}
              error={errors.x}
              onChange={(event) => set('x')(event.target.value)}
            />
            <TextField
              label={ARTIFACT_FORM_MESSAGES.yLabel}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              className="artifact-form-cell"
              value={values.y}
              error={errors.y}
              hint={ARTIFACT_FORM_MESSAGES.cellHint}
              onChange={(event) => set('y')(event.target.value)}
            />
          </div>
        )}
        <TextField {...text('tags')} hint={PAGE_TEXTS.tagsHint} />
        <TextField {...text('dedication')} />
        <TextAreaField {...text('significance')} rows={2} hint={PAGE_TEXTS.significanceHint} />
        <TextField {...text('riddle')} />
        <TextField {...text('unlockAnswer')} autoComplete="off" />
        <TextField
          label={PAGE_TEXTS.fields.image}
          type="file"
          accept="image/jpeg,image/png,image/gif,image/svg+xml"
          hint={PAGE_TEXTS.iconHint}
          error={errors.image}
          onChange={(event) => setFiles((old) => ({ ...old, image: event.target.files?.[0] ?? null }))}
        />
        <TextField
          label={PAGE_TEXTS.fields.attachment}
          type="file"
          hint={PAGE_TEXTS.attachmentHint}
          error={errors.attachment}
          onChange={(event) => setFiles((old) => ({ ...old, attachment: event.target.files?.[0] ?? null }))}
        />
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
