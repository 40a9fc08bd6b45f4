import {
  ARTIFACT_ATTACHMENT_TYPES,
  ARTIFACT_THEMES,
  ARTIFACT_VISIBILITIES,
  type ArtifactRecord,
  type ArtifactUserModifiable,
} from './artifact-types.js';

type Check = (value: unknown) => boolean;

const isString: Check = (value) => typeof value === 'string';
const isBoolean: Check = (value) => typeof value === 'boolean';
const isStringList: Check = (value) => Array.isArray(value) && value.every((item) => typeof item === 'string');
const oneOf =
  (allowed: readonly string[]): Check =>
  (value) =>
    typeof value === 'string' && allowed.includes(value);
const isLocation: Check = (value) => {
  if (typeof value !== 'object' || value === null) return false;
  const { x, y } = value as { x?: unknown; y?: unknown };
  return typeof x === 'number' && Number.isFinite(x) && typeof y === 'number' && Number.isFinite(y);
};

/**
 * What a player may change on their own artifact, with the value kind each
 * field takes. Never the creator, votes, voters, counts, comments, dates,
 * exp or built-in properties (decision 0125).
 */
const USER_FIELD_CHECKS = {
  name: isString,
  description: isString,
  content: isString,
  messageText: isString,
  riddle: isString,
  unlockAnswer: isString,
  area: isString,
  location: isLocation,
  visible: isBoolean,
  status: isString,
  type: isString,
  isExclusive: isBoolean,
  visibility: oneOf(ARTIFACT_VISIBILITIES),
  allowedUsers: isStringList,
  tags: isStringList,
  image: isString,
  attachment: isString,
  attachmentType: oneOf(ARTIFACT_ATTACHMENT_TYPES),
  attachmentOriginalName: isString,
  quote: isString,
  quoteAuthor: isString,
  theme: oneOf(ARTIFACT_THEMES),
  dedication: isString,
  significance: isString,
  portalType: isString,
} satisfies Partial<Record<keyof ArtifactRecord, Check>>;

export type ArtifactUserField = keyof typeof USER_FIELD_CHECKS;

export const ARTIFACT_USER_FIELDS = Object.keys(USER_FIELD_CHECKS) as ArtifactUserField[];

/** The fields userModifiable can open up on a built-in artifact. */
const BUILT_IN_FLAG_FIELDS = ['description', 'content', 'riddle', 'unlockAnswer'] as const;

export interface ArtifactEditableFields {
  fields: readonly ArtifactUserField[];
  /** Names of `properties` entries that may change (built-in artifacts only). */
  properties: readonly string[];
}

/** A built-in artifact says what may change; anything else is the player's own. */
export function editableFields(artifact: { userModifiable?: ArtifactUserModifiable | null }): ArtifactEditableFields {
  const rules = artifact.userModifiable;
  if (!rules) return { fields: ARTIFACT_USER_FIELDS, properties: [] };
  return {
    fields: BUILT_IN_FLAG_FIELDS.filter((field) => rules[field] === true),
    properties: [...(rules.properties ?? [])],
  };
}

export type ArtifactUserChanges = Partial<Pick<ArtifactRecord, ArtifactUserField | 'properties'>>;

function isPropertyValue(value: unknown): value is string | number | boolean {
  return (
    typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value))
  );
}

/** Lists and the location are copied so the result shares nothing with the request. */
function ownCopy(value: unknown): unknown {
  if (Array.isArray(value)) return [...(value as unknown[])];
  if (typeof value === 'object' && value !== null) {
    const { x, y, area, mapName } = value as { x: number; y: number; area?: unknown; mapName?: unknown };
    return {
      x,
      y,
      ...(typeof area === 'string' ? { area } : {}),
      ...(typeof mapName === 'string' ? { mapName } : {}),
    };
  }
  return value;
}

/**
 * Copies from a request only what this artifact lets a player change, and
 * only values of the right kind; everything else is dropped silently.
 * Changed properties are merged into the artifact's current ones.
 */
export function pickUserChanges(
  // `object` so typed property records (e.g. the built-in maps' interfaces) fit too.
  artifact: { userModifiable?: ArtifactUserModifiable | null; properties?: object | null },
  changes: Readonly<Record<string, unknown>>,
): ArtifactUserChanges {
  const allowed = editableFields(artifact);
  const picked: Record<string, unknown> = {};
  for (const field of allowed.fields) {
    if (!Object.hasOwn(changes, field)) continue;
    const value = changes[field];
    if (USER_FIELD_CHECKS[field](value)) picked[field] = ownCopy(value);
  }
  const requested = changes.properties;
  if (allowed.properties.length > 0 && typeof requested === 'object' && requested !== null) {
    const updates: Record<string, string | number | boolean> = {};
    for (const name of allowed.properties) {
      const value = (requested as Record<string, unknown>)[name];
      if (Object.hasOwn(requested, name) && isPropertyValue(value)) updates[name] = value;
    }
    if (Object.keys(updates).length > 0) picked.properties = { ...(artifact.properties ?? {}), ...updates };
  }
  return picked as ArtifactUserChanges;
}
