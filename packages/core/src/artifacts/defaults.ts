import type { Position } from '../shared/geometry.js';
import { randomInt, type Rng } from '../shared/rng.js';
import type { ArtifactRecord, ArtifactLocation } from './artifact-types.js';

/** Spec 01 §5: what a new artifact gets when the form leaves a field out. */
export const ARTIFACT_DEFAULTS = {
  exp: 10,
  visible: true,
  status: 'dropped',
  type: 'artifact',
  area: 'Overworld',
} as const;

/** A missing location becomes a random cell with x and y in 0 to 99. */
export const ARTIFACT_RANDOM_LOCATION_MAX = 99;

export type ArtifactInput = Partial<ArtifactRecord> & Pick<ArtifactRecord, 'name' | 'description'>;

export type ArtifactWithDefaults = ArtifactInput & {
  content: string;
  exp: number;
  visible: boolean;
  status: string;
  type: string;
  area: string;
  location: ArtifactLocation;
};

function hasLocation(location: ArtifactLocation | null | undefined): location is ArtifactLocation {
  return !!location && Number.isFinite(location.x) && Number.isFinite(location.y);
}

export function randomArtifactLocation(rng: Rng): Position {
  return { x: randomInt(rng, 0, ARTIFACT_RANDOM_LOCATION_MAX), y: randomInt(rng, 0, ARTIFACT_RANDOM_LOCATION_MAX) };
}

/** Fills the defaults without touching the input; rng is used only for a missing location. */
export function applyArtifactDefaults(input: ArtifactInput, rng: Rng): ArtifactWithDefaults {
  const content = input.content?.trim() ? input.content : input.description;
  return {
    ...input,
    content,
    exp: input.exp !== undefined && Number.isFinite(input.exp) ? input.exp : ARTIFACT_DEFAULTS.exp,
    visible: input.visible ?? ARTIFACT_DEFAULTS.visible,
    status: input.status || ARTIFACT_DEFAULTS.status,
    type: input.type || ARTIFACT_DEFAULTS.type,
    area: input.area || ARTIFACT_DEFAULTS.area,
    location: hasLocation(input.location) ? { ...input.location } : randomArtifactLocation(rng),
  };
}
