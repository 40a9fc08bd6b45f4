import {
  ARTIFACT_GAME_MESSAGES,
  ARTIFACT_THEMES,
  ARTIFACT_VISIBILITIES,
  type ArtifactDto,
  type ArtifactTheme,
  type ArtifactVisibility,
} from '@authentic/core';
import { TextAreaField, TextField } from '../../../ui/text-field';
import { FileField, PresetPicker, SelectField } from './artifact-form-parts';
import { EXTRA_TEXT_LIMITS, TAGS_MAX_LENGTH, type ArtifactFormMode } from './artifact-form-values';
import { ICON_ACCEPT } from './file-rules';
import { IN_GAME_TEXTS } from './in-game-texts';
import type { ArtifactFormState } from './use-artifact-form';

/** The artifact's words and look: name, description, content, message, riddle, preset and icon. */
export function ArtifactWordsFields({ form }: { form: ArtifactFormState }) {
  const { ids, errors, text, values, set, busy, chooseIcon } = form;
  return (
    <>
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
    </>
  );
}

/** Theme and visibility, side by side. */
function ThemeAndVisibility({ form }: { form: ArtifactFormState }) {
  const { values, set } = form;
  return (
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
  );
}

/** Who may see it and what it means: theme, visibility, tags, dedication, significance and a file. */
export function ArtifactDetailsFields({
  form,
  mode,
  initial,
}: {
  form: ArtifactFormState;
  mode: ArtifactFormMode;
  initial?: ArtifactDto;
}) {
  const { ids, errors, values, set, busy, chooseAttachment } = form;
  return (
    <>
      <ThemeAndVisibility form={form} />
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
    </>
  );
}
