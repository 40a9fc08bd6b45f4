import { useId, useState, type FormEvent } from 'react';
import {
  ARTIFACT_GAME_MESSAGES,
  ARTIFACT_MESSAGES,
  ARTIFACT_TEXT_LIMITS,
  ARTIFACT_THEMES,
  ARTIFACT_VISIBILITIES,
  artifactFormProblems,
  formatMessage,
  type ArtifactDto,
  type ArtifactTheme,
  type ArtifactVisibility,
  type CreateArtifactRequest,
} from '@authentic/core';
import { Modal } from '../../../ui/modal';
import { Notice } from '../../../ui/notice';
import { TextAreaField, TextField } from '../../../ui/text-field';
import { FileField, PresetPicker, SelectField } from './artifact-form-parts';
import {
  artifactFormRequest,
  EXTRA_TEXT_LIMITS,
  initialFormValues,
  TAGS_MAX_LENGTH,
  type ArtifactFormMode,
  type ArtifactFormValues,
} from './artifact-form-values';
import { formAttachmentProblems, ICON_ACCEPT, iconFileProblems } from './file-rules';
import { IN_GAME_TEXTS } from './in-game-texts';
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

interface FormErrors {
  name?: string;
  description?: string;
  icon?: string;
  attachment?: string;
  /** Problems that belong to no single field, and the save failure. */
  form?: string[];
}

const L = ARTIFACT_TEXT_LIMITS;

/** The in-game artifact creation and edit form (spec 01 §2, §3, §5; decision 0191). */
export function ArtifactForm({
  mode,
  initial,
  position,
  mapName,
  mapLabel,
  signedIn,
  onSubmit,
  onClose,
}: ArtifactFormProps) {
  const [values, setValues] = useState<ArtifactFormValues>(() => initialFormValues(initial));
  const [icon, setIcon] = useState<File | null>(null);
  const [attachment, setAttachment] = useState<File | null>(null);
  const [errors, setErrors] = useState<FormErrors>({});
  const [busy, setBusy] = useState(false);
  const ids = { name: useId(), description: useId(), icon: useId(), attachment: useId() };
  const title = mode === 'create' ? IN_GAME_TEXTS.createTitle : IN_GAME_TEXTS.editTitle;

  if (!signedIn) {
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

  const set = <K extends keyof ArtifactFormValues>(key: K, value: ArtifactFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const text = (key: 'name' | 'description' | 'content' | 'messageText' | 'riddle' | 'unlockAnswer') => ({
    value: values[key],
    maxLength: L[key],
    onChange: (event: { currentTarget: { value: string } }) => set(key, event.currentTarget.value),
  });

  const chooseIcon = (file: File | null) => {
    setIcon(file);
    setErrors((current) => ({ ...current, icon: file ? iconFileProblems(file).join(' ') || undefined : undefined }));
  };

  const chooseAttachment = (file: File | null) => {
    setAttachment(file);
    setErrors((current) => ({
      ...current,
      attachment: file ? formAttachmentProblems(file).join(' ') || undefined : undefined,
    }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problems = artifactFormProblems(values);
    const next: FormErrors = {
      name: problems.includes(ARTIFACT_MESSAGES.nameRequired) ? ARTIFACT_MESSAGES.nameRequired : undefined,
      description: problems.includes(ARTIFACT_MESSAGES.descriptionRequired)
        ? ARTIFACT_MESSAGES.descriptionRequired
        : undefined,
      icon: icon ? iconFileProblems(icon).join(' ') || undefined : undefined,
      attachment: attachment ? formAttachmentProblems(attachment).join(' ') || undefined : undefined,
    };
    const rest = problems.filter(
      (p) => p !== ARTIFACT_MESSAGES.nameRequired && p !== ARTIFACT_MESSAGES.descriptionRequired,
    );
    if (rest.length > 0) next.form = rest;
    setErrors(next);
    const firstInvalid = (['name', 'description', 'icon', 'attachment'] as const).find((field) => next[field]);
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

  return (
    <Modal title={title} onClose={onClose}>
      <form className="artifact-form" noValidate aria-busy={busy} onSubmit={(event) => void submit(event)}>
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
        <TextField id={ids.name} label={IN_GAME_TEXTS.fields.name} required error={errors.name} {...text('name')} />
        <TextAreaField
          id={ids.description}
          label={IN_GAME_TEXTS.fields.description}
          required
          rows={3}
          error={errors.description}
          {...text('description')}
        />
        <TextAreaField label={IN_GAME_TEXTS.fields.content} rows={4} {...text('content')} />
        <TextAreaField label={IN_GAME_TEXTS.fields.messageText} rows={3} {...text('messageText')} />
        <TextField label={IN_GAME_TEXTS.fields.riddle} {...text('riddle')} />
        <TextField label={IN_GAME_TEXTS.fields.unlockAnswer} {...text('unlockAnswer')} />
        <PresetPicker value={values.preset} onChange={(preset) => set('preset', preset)} />
        <FileField
          id={ids.icon}
          label={IN_GAME_TEXTS.fields.icon}
          accept={ICON_ACCEPT}
          hint={IN_GAME_TEXTS.iconHint}
          error={errors.icon}
          disabled={busy}
          onFile={chooseIcon}
        />
        <div className="artifact-form-row">
          <SelectField
            label={IN_GAME_TEXTS.fields.theme}
            value={values.theme}
            onChange={(event) => set('theme', event.currentTarget.value as ArtifactTheme | '')}
          >
            <option value="">{IN_GAME_TEXTS.noTheme}</option>
            {ARTIFACT_THEMES.map((theme) => (
              <option key={theme} value={theme}>
                {IN_GAME_TEXTS.themes[theme]}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={IN_GAME_TEXTS.fields.visibility}
            value={values.visibility}
            onChange={(event) => set('visibility', event.currentTarget.value as ArtifactVisibility)}
          >
            {ARTIFACT_VISIBILITIES.map((visibility) => (
              <option key={visibility} value={visibility}>
                {IN_GAME_TEXTS.visibilities[visibility]}
              </option>
            ))}
          </SelectField>
        </div>
        <TextField
          label={IN_GAME_TEXTS.fields.tags}
          hint={IN_GAME_TEXTS.tagsHint}
          maxLength={TAGS_MAX_LENGTH}
          value={values.tags}
          onChange={(event) => set('tags', event.currentTarget.value)}
        />
        <TextField
          label={IN_GAME_TEXTS.fields.dedication}
          maxLength={EXTRA_TEXT_LIMITS.dedication}
          value={values.dedication}
          onChange={(event) => set('dedication', event.currentTarget.value)}
        />
        <TextAreaField
          label={IN_GAME_TEXTS.fields.significance}
          hint={IN_GAME_TEXTS.significanceHint}
          rows={2}
          maxLength={EXTRA_TEXT_LIMITS.significance}
          value={values.significance}
          onChange={(event) => set('significance', event.currentTarget.value)}
        />
        <FileField
          id={ids.attachment}
          label={IN_GAME_TEXTS.fields.attachment}
          hint={
            mode === 'edit' && initial?.attachmentOriginalName
              ? `${ARTIFACT_GAME_MESSAGES.attachmentHelp} · ${IN_GAME_TEXTS.currentAttachment}${initial.attachmentOriginalName}`
              : ARTIFACT_GAME_MESSAGES.attachmentHelp
          }
          error={errors.attachment}
          disabled={busy}
          onFile={chooseAttachment}
        />
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
