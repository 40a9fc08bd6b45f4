import { createWorldRequestSchema, MAP_TYPES, WORLD_LIMITS, type MapType, type World } from '@authentic/core';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Notice } from '../../ui/notice';
import { TextAreaField, TextField } from '../../ui/text-field';
import { createWorld, createWorldErrorText } from '../../lib/worlds-api';
import { WORLDS_TEXTS } from './worlds-texts';

export const MAP_TYPE_LABELS: Record<MapType, string> = {
  fantasy: 'Fantasy',
  scifi: 'Sci-fi',
  'post-apocalyptic': 'Post-apocalyptic',
  mystery: 'Mystery',
};

type Field = 'name' | 'description' | 'mapType';
type FieldErrors = Partial<Record<Field, string>>;

export interface WorldFormProps {
  /** The dashboard sends `mapType`, the create-world page `type` (spec 01 §7). */
  mapTypeField?: 'mapType' | 'type';
  submitLabel?: string;
  onCreated: (world: World) => void;
  onCancel?: () => void;
}

/** The development-world form of the dashboard modal and the /worlds/create page. */
export function WorldForm({
  mapTypeField = 'mapType',
  submitLabel = 'Create World',
  onCreated,
  onCancel,
}: WorldFormProps) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [mapType, setMapType] = useState<MapType | ''>('');
  const [isPublic, setIsPublic] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const selectId = useId();
  const create = useMutation({ mutationFn: createWorld, onSuccess: onCreated });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createWorldRequestSchema.safeParse({ name, description, mapType: mapType || undefined, isPublic });
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    const { name: cleanName, description: cleanDescription, mapType: chosen } = parsed.data;
    create.mutate({ name: cleanName, description: cleanDescription, isPublic, [mapTypeField]: chosen });
  };

  return (
    <form className="world-form" onSubmit={submit} noValidate>
      <TextField
        label={WORLDS_TEXTS.worldName}
        value={name}
        maxLength={WORLD_LIMITS.nameMax}
        onChange={(event) => setName(event.target.value)}
        error={errors.name}
      />
      <TextAreaField
        label={WORLDS_TEXTS.description}
        value={description}
        rows={3}
        maxLength={WORLD_LIMITS.descriptionMax}
        onChange={(event) => setDescription(event.target.value)}
        error={errors.description}
      />
      <div className="field">
        <label htmlFor={selectId}>{WORLDS_TEXTS.mapType}</label>
        <select
          id={selectId}
          value={mapType}
          aria-invalid={errors.mapType ? true : undefined}
          aria-describedby={errors.mapType ? `${selectId}-error` : undefined}
          onChange={(event) => setMapType(event.target.value as MapType | '')}
        >
          <option value="">{WORLDS_TEXTS.chooseMapType}</option>
          {MAP_TYPES.map((type) => (
            <option key={type} value={type}>
              {MAP_TYPE_LABELS[type]}
            </option>
          ))}
        </select>
        {errors.mapType && (
          <p id={`${selectId}-error`} className="field-error">
            {errors.mapType}
          </p>
        )}
      </div>
      <label className="checkbox">
        <input type="checkbox" checked={isPublic} onChange={(event) => setIsPublic(event.target.checked)} />
        {WORLDS_TEXTS.makePublic}
      </label>
      {create.isError && <Notice kind="error">{createWorldErrorText(create.error)}</Notice>}
      <div className="button-row">
        {onCancel && (
          <button type="button" className="button" onClick={onCancel}>
            {WORLDS_TEXTS.cancel}
          </button>
        )}
        <button type="submit" className="button button-primary" disabled={create.isPending}>
          {create.isPending ? WORLDS_TEXTS.creating : submitLabel}
        </button>
      </div>
    </form>
  );
}
