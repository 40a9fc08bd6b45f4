import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { IN_GAME_TEXTS } from './in-game-texts';
import { ARTIFACT_PRESETS, PRESET_LABELS, PresetIcon, type ArtifactPreset } from './preset-icons';

type SelectFieldProps = { label: string; children: ReactNode } & SelectHTMLAttributes<HTMLSelectElement>;

/** A labelled select in the same frame as TextField. */
export function SelectField({ label, children, id, ...select }: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <div className="field">
      <label htmlFor={selectId}>{label}</label>
      <select id={selectId} {...select}>
        {children}
      </select>
    </div>
  );
}

export interface FileFieldProps {
  id: string;
  label: string;
  accept?: string;
  hint?: ReactNode;
  error?: string | null;
  disabled?: boolean;
  /** Empty the input once the file is handed over, so choosing the same file again is noticed. */
  clearAfterChoose?: boolean;
  onFile: (file: File | null) => void;
}

/** A labelled file input whose hint and error are read out with it. */
export function FileField({ id, label, accept, hint, error, disabled, clearAfterChoose, onFile }: FileFieldProps) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return (
    <div className="field artifact-file-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="file"
        accept={accept}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => {
          const input = event.currentTarget;
          onFile(input.files?.[0] ?? null);
          if (clearAfterChoose) input.value = '';
        }}
      />
      {hint && (
        <div id={`${id}-hint`} className="field-hint">
          {hint}
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** The five preset icons as one radio group; arrow keys move between them. */
export function PresetPicker({
  value,
  onChange,
}: {
  value: ArtifactPreset | null;
  onChange: (preset: ArtifactPreset) => void;
}) {
  const name = useId();
  return (
    <fieldset className="artifact-presets">
      <legend>{IN_GAME_TEXTS.presetLegend}</legend>
      {ARTIFACT_PRESETS.map((preset) => (
        <label key={preset} className="artifact-preset">
          <input type="radio" name={name} value={preset} checked={value === preset} onChange={() => onChange(preset)} />
          <PresetIcon preset={preset} />
          <span>{PRESET_LABELS[preset]}</span>
        </label>
      ))}
    </fieldset>
  );
}
