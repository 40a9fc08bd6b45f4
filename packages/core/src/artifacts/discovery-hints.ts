import { distance, type Position } from '../shared/geometry.js';
import { ARTIFACT_DISCOVERY_HINT_TEXTS } from '../messages/artifacts.js';
import { artifactIdOf, type ArtifactLocation } from './artifact-types.js';

/** Spec 02 §9: the Artifact Discovery panel looks this many tiles around the character. */
export const ARTIFACT_DISCOVERY_RADIUS = 3;
/** Spec 01 §5: a view is counted once the character comes this close. */
export const ARTIFACT_VIEW_DISTANCE = 2;

/** The hint for an artifact this many tiles away (straight-line distance). */
export function artifactDiscoveryHint(tiles: number): string {
  if (tiles === 0) return ARTIFACT_DISCOVERY_HINT_TEXTS.standingOn;
  if (tiles <= 1) return ARTIFACT_DISCOVERY_HINT_TEXTS.veryClose;
  if (tiles <= 2) return ARTIFACT_DISCOVERY_HINT_TEXTS.nearby;
  return ARTIFACT_DISCOVERY_HINT_TEXTS.somewhere;
}

export interface DiscoverableArtifact {
  id?: string;
  _id?: string;
  name: string;
  /** The map the artifact lies on (spec 02 §3: area holds the map name). */
  area?: string;
  /** Built-in artifacts name their map by id. */
  mapId?: string;
  location?: ArtifactLocation | null;
}

export interface ArtifactDiscoveryHint<T> {
  artifact: T;
  id: string | null;
  distance: number;
  hint: string;
  /** The panel's Interact button shows only when standing on the artifact. */
  canInteract: boolean;
}

function normalise(name: string): string {
  return name.toLowerCase().replace(/[\s_-]+/g, '');
}

/**
 * An artifact is on the map when its area or location names it, ignoring
 * case and spacing; pass the map's id and display name when both are in use.
 */
export function isArtifactOnMap(artifact: DiscoverableArtifact, mapNames: string | readonly string[]): boolean {
  const wanted = new Set((typeof mapNames === 'string' ? [mapNames] : mapNames).map(normalise));
  const names = [artifact.area, artifact.mapId, artifact.location?.mapName, artifact.location?.area];
  return names.some((name) => typeof name === 'string' && wanted.has(normalise(name)));
}

/**
 * One hint per artifact on this map within the radius, nearest first.
 * The panel is shown only when the list is not empty.
 */
export function artifactDiscoveryHints<T extends DiscoverableArtifact>(
  character: Position,
  mapNames: string | readonly string[],
  artifacts: readonly T[],
): ArtifactDiscoveryHint<T>[] {
  const hints: ArtifactDiscoveryHint<T>[] = [];
  for (const artifact of artifacts) {
    const location = artifact.location;
    if (!location || !isArtifactOnMap(artifact, mapNames)) continue;
    const tiles = distance(character, location);
    if (tiles > ARTIFACT_DISCOVERY_RADIUS) continue;
    hints.push({
      artifact,
      id: artifactIdOf(artifact),
      distance: tiles,
      hint: artifactDiscoveryHint(tiles),
      canInteract: tiles === 0,
    });
  }
  return hints.sort((a, b) => a.distance - b.distance);
}

export interface ArtifactViewTracking {
  /** True once per artifact: the moment to send the 'view' interaction. */
  track: boolean;
  viewed: readonly string[];
}

export function trackArtifactView(
  viewed: readonly string[],
  artifactId: string,
  character: Position,
  artifactAt: Position,
): ArtifactViewTracking {
  if (viewed.includes(artifactId) || distance(character, artifactAt) > ARTIFACT_VIEW_DISTANCE) {
    return { track: false, viewed };
  }
  return { track: true, viewed: [...viewed, artifactId] };
}
