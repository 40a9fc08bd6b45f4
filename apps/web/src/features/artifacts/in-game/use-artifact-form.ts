import { useId, useState, type FormEvent } from 'react';
import { ARTIFACT_MESSAGES, ARTIFACT_TEXT_LIMITS, artifactFormProblems } from '@authentic/core';
import { artifactFormRequest, initialFormValues, type ArtifactFormValues } from './artifact-form-values';
import { formAttachmentProblems, iconFileProblems } from './file-rules';
import type { ArtifactFormFiles, ArtifactFormProps } from './artifact-form';

export interface FormErrors {
  name?: string;
  description?: string;
  icon?: string;
  attachment?: string;
  /** Problems that belong to no single field, and the save failure. */
  form?: string[];
}

const L = ARTIFACT_TEXT_LIMITS;
const FIELDS_IN_ORDER = ['name', 'description', 'icon', 'attachment'] as const;

const iconProblem = (file: File | null) => (file ? iconFileProblems(file).join(' ') || undefined : undefined);
const attachmentProblem = (file: File | null) =>
  file ? formAttachmentProblems(file).join(' ') || undefined : undefined;

/** Every problem of the form: a field's under it, the rest above the fields. */
function formErrors(values: ArtifactFormValues, icon: File | null, attachment: File | null): FormErrors {
  const problems = artifactFormProblems(values);
  const next: FormErrors = {
    name: problems.includes(ARTIFACT_MESSAGES.nameRequired) ? ARTIFACT_MESSAGES.nameRequired : undefined,
    description: problems.includes(ARTIFACT_MESSAGES.descriptionRequired)
      ? ARTIFACT_MESSAGES.descriptionRequired
      : undefined,
    icon: iconProblem(icon),
    attachment: attachmentProblem(attachment),
  };
  const rest = problems.filter(
    (p) => p !== ARTIFACT_MESSAGES.nameRequired && p !== ARTIFACT_MESSAGES.descriptionRequired,
  );
  if (rest.length > 0) next.form = rest;
  return next;
}

type TextKey = 'name' | 'description' | 'content' | 'messageText' | 'riddle' | 'unlockAnswer';

/**
 * The in-game artifact form's state: the values, the chosen files, the problems, and the submit
 * that checks them (focusing the first field in trouble), sends, and closes on success.
 */
export function useArtifactForm({
  mode,
  initial,
  position,
  mapName,
  onSubmit,
  onClose,
}: Pick<ArtifactFormProps, 'mode' | 'initial' | 'position' | 'mapName' | 'onSubmit' | 'onClose'>) {
  const [values, setValues] = useState<ArtifactFormValues>(() => initialFormValues(initial));
  const [icon, setIcon] = useState<File | null>(null);
  const [attachment, setAttachment] = useState<File | null>(null);
  const [errors, setErrors] = useState<FormErrors>({});
  const [busy, setBusy] = useState(false);
  const ids = { name: useId(), description: useId(), icon: useId(), attachment: useId() };

  const set = <K extends keyof ArtifactFormValues>(key: K, value: ArtifactFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  /** A text field's value, limit and change handler. */
  const text = (key: TextKey) => ({
    value: values[key],
    maxLength: L[key],
    onChange: (event: { currentTarget: { value: string } }) => set(key, event.currentTarget.value),
  });

  const chooseIcon = (file: File | null) => {
    setIcon(file);
    setErrors((current) => ({ ...current, icon: iconProblem(file) }));
  };

  const chooseAttachment = (file: File | null) => {
    setAttachment(file);
    setErrors((current) => ({ ...current, attachment: attachmentProblem(file) }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const next = formErrors(values, icon, attachment);
    setErrors(next);
    const firstInvalid = FIELDS_IN_ORDER.find((field) => next[field]);
    if (firstInvalid) {
      document.getElementById(ids[firstInvalid])?.focus();
      return;
    }
    if (next.form) return;

    const files: ArtifactFormFiles = {};
    if (icon) files.image = icon;
    if (attachment) files.attachment = attachment;
    setBusy(true);
    try {
      await onSubmit(artifactFormRequest(values, { mode, position, mapName }), files);
    } catch {
      setBusy(false);
      setErrors({ form: [ARTIFACT_MESSAGES.saveFailed] });
      return;
    }
    setBusy(false);
    onClose();
  };

  return { values, set, text, errors, busy, ids, chooseIcon, chooseAttachment, submit };
}

export type ArtifactFormState = ReturnType<typeof useArtifactForm>;
