import {
  ARTIFACT_API_MESSAGES,
  ARTIFACT_FORM_MESSAGES,
  areaOfMap,
  artifactPlacementProblem,
  BUILT_IN_MAP_READABLE_NAMES,
  BUILT_IN_MAPS,
  resolveBuiltInMapId,
  ARTIFACT_GAME_MESSAGES,
  ARTIFACT_MESSAGES,
  ARTIFACT_TEXT_LIMITS,
  artifactIconProblems,
  formAttachmentWithinLimit,
  formatArtifactFieldTooLong,
  type ArtifactDto,
  type CreateArtifactRequest,
  type UpdateArtifactRequest,
} from '@authentic/core';
import { PAGE_TEXTS } from './page-texts';

/** The text fields of the page's create/edit form, as typed. */
export interface ArtifactFormValues {
  name: string;
  description: string;
  content: string;
  messageText: string;
  theme: string;
  visibility: string;
  tags: string;
  dedication: string;
  significance: string;
  riddle: string;
  unlockAnswer: string;
  /** Where a new artifact lies (decision 0220): a built-in map's id, and an optional cell typed as text. */
  mapName: string;
  x: string;
  y: string;
}

export interface ArtifactFormFiles {
  image: File | null;
  attachment: File | null;
}

export type ArtifactFormField = keyof ArtifactFormValues | keyof ArtifactFormFiles;
export type ArtifactFormErrors = Partial<Record<ArtifactFormField, string>>;

/** Every limit of the form: spec 01 §3 for the named fields, the contract's for dedication and significance. */
export const FORM_MAX_LENGTHS = {
  ...ARTIFACT_TEXT_LIMITS,
  dedication: 200,
  significance: 500,
  tags: 700,
} as const satisfies Partial<Record<keyof ArtifactFormValues, number>>;

type LimitedField = keyof typeof FORM_MAX_LENGTHS;

export function emptyFormValues(): ArtifactFormValues {
  return {
    name: '',
    description: '',
    content: '',
    messageText: '',
    theme: '',
    visibility: 'public',
    tags: '',
    dedication: '',
    significance: '',
    riddle: '',
    unlockAnswer: '',
    mapName: 'overworld',
    x: '',
    y: '',
  };
}

/** The form filled from an artifact being edited. */
export function formValuesOf(artifact: ArtifactDto): ArtifactFormValues {
  return {
    name: artifact.name,
    description: artifact.description,
    content: artifact.content === artifact.description ? '' : artifact.content,
    messageText: artifact.messageText ?? '',
    theme: artifact.theme ?? '',
    visibility: artifact.visibility ?? 'public',
    tags: (artifact.tags ?? []).join(', '),
    dedication: artifact.dedication ?? '',
    significance: artifact.significance ?? '',
    riddle: artifact.riddle ?? '',
    unlockAnswer: artifact.unlockAnswer ?? '',
    mapName: artifact.location?.mapName ?? 'overworld',
    x: artifact.location ? String(artifact.location.x) : '',
    y: artifact.location ? String(artifact.location.y) : '',
  };
}

/** Spec 01 §5 (artifacts page): name and description required, every text within its limit, files checked. */
export function validateArtifactForm(values: ArtifactFormValues, files: ArtifactFormFiles): ArtifactFormErrors {
  const errors: ArtifactFormErrors = {};
  for (const field of Object.keys(FORM_MAX_LENGTHS) as LimitedField[]) {
    const max = FORM_MAX_LENGTHS[field];
    if (values[field].length > max) errors[field] = formatArtifactFieldTooLong(PAGE_TEXTS.fields[field], max);
  }
  if (!values.name.trim()) errors.name = ARTIFACT_MESSAGES.pageNameRequired;
  if (!values.description.trim()) errors.description = ARTIFACT_MESSAGES.pageDescriptionRequired;
  Object.assign(errors, cellErrors(values));
  if (files.image) {
    const [problem] = artifactIconProblems({ type: files.image.type, size: files.image.size });
    if (problem) errors.image = problem;
  }
  if (files.attachment && !formAttachmentWithinLimit({ type: files.attachment.type, size: files.attachment.size })) {
    errors.attachment = ARTIFACT_GAME_MESSAGES.formAttachmentTooLarge;
  }
  return errors;
}

const WHOLE = /^\d+$/;

/** The typed cell: both or neither, whole numbers, inside the chosen map and walkable (core's rule). */
function cellErrors(values: ArtifactFormValues): ArtifactFormErrors {
  const x = values.x.trim();
  const y = values.y.trim();
  if (!x && !y) return {};
  if (!x) return { x: ARTIFACT_API_MESSAGES.cellNeedsBoth };
  if (!y) return { y: ARTIFACT_API_MESSAGES.cellNeedsBoth };
  const errors: ArtifactFormErrors = {};
  if (!WHOLE.test(x)) errors.x = ARTIFACT_FORM_MESSAGES.cellNotWhole;
  if (!WHOLE.test(y)) errors.y = ARTIFACT_FORM_MESSAGES.cellNotWhole;
  const mapId = resolveBuiltInMapId(values.mapName);
  if (Object.keys(errors).length > 0 || !mapId) return errors;
  const map = { name: BUILT_IN_MAP_READABLE_NAMES[mapId], grid: BUILT_IN_MAPS[mapId].data };
  const problem = artifactPlacementProblem(map, { x: Number(x), y: Number(y) });
  return problem ? { x: problem } : {};
}

/** The optional texts: left out of a create when empty, so the server's defaults apply. */
const OPTIONAL_TEXTS = ['messageText', 'riddle', 'unlockAnswer', 'dedication', 'significance'] as const;

export function createRequestOf(values: ArtifactFormValues): CreateArtifactRequest {
  const request: CreateArtifactRequest = {
    name: values.name.trim(),
    description: values.description.trim(),
    visibility: values.visibility as CreateArtifactRequest['visibility'],
  };
  if (values.content.trim()) request.content = values.content.trim();
  // The form asks for the map only; its area follows from it (decision 0245).
  const mapId = resolveBuiltInMapId(values.mapName);
  if (mapId) request.area = areaOfMap(mapId);
  if (values.theme) request.theme = values.theme as CreateArtifactRequest['theme'];
  if (values.tags.trim()) request.tags = values.tags;
  for (const field of OPTIONAL_TEXTS) if (values[field].trim()) request[field] = values[field].trim();
  // No cell: the server picks a walkable one of the chosen map (decision 0220).
  request.location =
    values.x.trim() && values.y.trim()
      ? { mapName: values.mapName, x: Number(values.x), y: Number(values.y) }
      : { mapName: values.mapName };
  return request;
}

/** An edit sends every text, so clearing a field clears it; empty content falls back to the description. */
export function updateRequestOf(values: ArtifactFormValues): UpdateArtifactRequest {
  const request: UpdateArtifactRequest = {
    name: values.name.trim(),
    description: values.description.trim(),
    content: values.content.trim() || values.description.trim(),
    visibility: values.visibility as UpdateArtifactRequest['visibility'],
    tags: values.tags,
  };
  // Where it lies is not edited here, so neither is its area.
  if (values.theme) request.theme = values.theme as UpdateArtifactRequest['theme'];
  for (const field of OPTIONAL_TEXTS) request[field] = values[field].trim();
  return request;
}
