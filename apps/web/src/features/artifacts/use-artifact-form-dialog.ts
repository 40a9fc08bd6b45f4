import { useEffect, useState, type FormEvent, type RefObject } from 'react';
import {
  ARTIFACT_MESSAGES,
  formatArtifactCreateFailed,
  formatArtifactCreateFailedStatus,
  formatArtifactUpdateFailed,
  type ArtifactDto,
} from '@authentic/core';
import { ApiError } from '../../lib/api-client';
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
import type { ArtifactFormDialogProps } from './artifact-form-dialog';
import { createArtifact, updateArtifact } from './artifacts-api';
import { PAGE_TEXTS } from './page-texts';

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

/** A long form scrolls: after a refused submit, the first field in trouble takes focus and comes into view. */
function useFocusFirstProblem(form: RefObject<HTMLFormElement | null>) {
  /** Counts refused submits, so each one brings the first problem into view again. */
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals === 0) return;
    const first = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!first) return;
    first.focus({ preventScroll: true });
    first.scrollIntoView?.({ block: 'center' });
  }, [refusals, form]);
  return () => setRefusals((count) => count + 1);
}

/**
 * The artifacts page's form state: values, files, the problems per field, and the submit that
 * checks them and creates or updates the artifact (the failure as the spec words it).
 */
/** `form` is the form element, where the first field in trouble is looked for. */
export function useArtifactFormDialog(
  { mode, signedIn, onSaved }: Omit<ArtifactFormDialogProps, 'onClose'>,
  form: RefObject<HTMLFormElement | null>,
) {
  const editing = mode.kind === 'edit' ? mode.artifact : null;
  const [values, setValues] = useState<ArtifactFormValues>(() => (editing ? formValuesOf(editing) : emptyFormValues()));
  const [files, setFiles] = useState<ArtifactFormFiles>({ image: null, attachment: null });
  const [errors, setErrors] = useState<ArtifactFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const refused = useFocusFirstProblem(form);

  const set = (field: keyof ArtifactFormValues) => (value: string) => setValues((old) => ({ ...old, [field]: value }));
  const text = (field: keyof ArtifactFormValues & keyof typeof FORM_MAX_LENGTHS) => ({
    label: PAGE_TEXTS.fields[field],
    value: values[field],
    maxLength: FORM_MAX_LENGTHS[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => set(field)(event.target.value),
  });
  const setFile = (field: keyof ArtifactFormFiles, file: File | null) => setFiles((old) => ({ ...old, [field]: file }));

  /** Why the form cannot be sent at all, before its fields are looked at. */
  const refusal = (): string | null => {
    if (!signedIn) return ARTIFACT_MESSAGES.loginRequired;
    if (mode.kind === 'edit' && !editing) return ARTIFACT_MESSAGES.noArtifactSelectedForEditing;
    return null;
  };

  const save = async (artifact: ArtifactDto | null) => {
    setSaving(true);
    try {
      if (artifact) {
        onSaved(await updateArtifact(artifact.id, updateRequestOf(values), files), 'edit');
      } else {
        onSaved((await createArtifact(createRequestOf(values), files)).artifact, 'create');
      }
    } catch (error) {
      setFormError(artifact ? updateFailureText(error) : createFailureText(error));
      setSaving(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const cannot = refusal();
    setFormError(cannot);
    if (cannot) return;
    const problems = validateArtifactForm(values, files);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      refused();
      return;
    }
    await save(editing);
  };

  return { values, set, text, setFile, errors, formError, saving, submit };
}

export type ArtifactFormDialogState = ReturnType<typeof useArtifactFormDialog>;
