import { useId, type ReactNode } from 'react';
import {
  ARTIFACT_FORM_MESSAGES,
  ARTIFACT_THEMES,
  ARTIFACT_VISIBILITIES,
  BUILT_IN_MAP_IDS,
  BUILT_IN_MAP_READABLE_NAMES,
} from '@authentic/core';
import { TextField } from '../../ui/text-field';
import { PAGE_TEXTS } from './page-texts';
import type { ArtifactFormDialogState } from './use-artifact-form-dialog';

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

/** Theme and visibility, side by side. */
export function ThemeAndVisibility({ form }: { form: ArtifactFormDialogState }) {
  const { values, set } = form;
  return (
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
  );
}

/** Where a new artifact goes: a built-in map and a cell. */
export function PlaceFields({ form }: { form: ArtifactFormDialogState }) {
  const { values, set, errors } = form;
  return (
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
  );
}

/** The icon and the attached file. */
export function FileFields({ form }: { form: ArtifactFormDialogState }) {
  const { errors, setFile } = form;
  return (
    <>
      <TextField
        label={PAGE_TEXTS.fields.image}
        type="file"
        accept="image/jpeg,image/png,image/gif,image/svg+xml"
        hint={PAGE_TEXTS.iconHint}
        error={errors.image}
        onChange={(event) => setFile('image', event.target.files?.[0] ?? null)}
      />
      <TextField
        label={PAGE_TEXTS.fields.attachment}
        type="file"
        hint={PAGE_TEXTS.attachmentHint}
        error={errors.attachment}
        onChange={(event) => setFile('attachment', event.target.files?.[0] ?? null)}
      />
    </>
  );
}
