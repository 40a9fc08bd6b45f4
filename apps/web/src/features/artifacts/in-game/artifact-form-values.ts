import {
  type ArtifactDto,
  type ArtifactTheme,
  type ArtifactVisibility,
  type CreateArtifactRequest,
} from '@authentic/core';
import { isArtifactPreset, type ArtifactPreset } from './preset-icons';

/** What the in-game form holds while the player types: every field as text. */
export interface ArtifactFormValues {
  name: string;
  description: string;
  content: string;
  messageText: string;
  riddle: string;
  unlockAnswer: string;
  theme: ArtifactTheme | '';
  visibility: ArtifactVisibility;
  tags: string;
  dedication: string;
  significance: string;
  /** Null when editing an artifact whose type is not one of the presets and none was picked. */
  preset: ArtifactPreset | null;
}

/** Limits of the contract for the two free texts core's ARTIFACT_TEXT_LIMITS does not list. */
export const EXTRA_TEXT_LIMITS = { dedication: 200, significance: 500 } as const;

export const TAGS_MAX_LENGTH = 700;

export type ArtifactFormMode = 'create' | 'edit';

export function initialFormValues(initial?: ArtifactDto): ArtifactFormValues {
  return {
    name: initial?.name ?? '',
    description: initial?.description ?? '',
    content: initial?.content ?? '',
    messageText: initial?.messageText ?? '',
    riddle: initial?.riddle ?? '',
    unlockAnswer: initial?.unlockAnswer ?? '',
    theme: initial?.theme ?? '',
    visibility: initial?.visibility ?? 'public',
    tags: (initial?.tags ?? []).join(', '),
    dedication: initial?.dedication ?? '',
    significance: initial?.significance ?? '',
    preset: initial ? (isArtifactPreset(initial.type) ? initial.type : null) : 'scroll',
  };
}

export function parseTags(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
}

export interface FormRequestContext {
  mode: ArtifactFormMode;
  position: { x: number; y: number };
  mapName: string;
}

/**
 * The request the form sends (spec 01 §5, decision 0191). Creating: empty content falls back to the
 * description, location is the character's cell on this map, optional texts left empty are left out;
 * exp is not a field a player sends — the server gives a new artifact its default of 10. Editing: every
 * text is sent as typed (so a player can clear one), and location is left alone — the artifact may be in
 * the player's inventory.
 */
export function artifactFormRequest(values: ArtifactFormValues, context: FormRequestContext): CreateArtifactRequest {
  const editing = context.mode === 'edit';
  const optional = (text: string) => (editing || text.trim() ? text : undefined);
  const request: CreateArtifactRequest = {
    name: values.name,
    description: values.description,
    content: values.content.trim() ? values.content : values.description,
    messageText: optional(values.messageText),
    riddle: optional(values.riddle),
    unlockAnswer: optional(values.unlockAnswer),
    theme: values.theme || undefined,
    visibility: values.visibility,
    tags: editing || values.tags.trim() ? parseTags(values.tags) : undefined,
    dedication: optional(values.dedication),
    significance: optional(values.significance),
    type: values.preset ?? undefined,
  };
  if (!editing) {
    request.location = { x: context.position.x, y: context.position.y, mapName: context.mapName };
  }
  // Undefined keys would reach a multipart form as the text 'undefined' in some clients: drop them.
  return Object.fromEntries(
    Object.entries(request).filter(([, value]) => value !== undefined),
  ) as CreateArtifactRequest;
}
