import { DESERT_DUNGEON_ARTIFACTS } from './artifacts-desert-dungeon.js';
import { OVERWORLD_ARTIFACTS } from './artifacts-overworld.js';
import { VALLEY_ARTIFACTS } from './artifacts-valley.js';
import type { BuiltInArtifact } from './built-in-artifact-types.js';
import type { BuiltInMapId } from './map-ids.js';

/** Every artifact that ships with the game, placed on the built-in maps. */
export const BUILT_IN_ARTIFACTS: readonly BuiltInArtifact[] = [
  ...OVERWORLD_ARTIFACTS,
  ...DESERT_DUNGEON_ARTIFACTS,
  ...VALLEY_ARTIFACTS,
];

export function builtInArtifactsOnMap(mapId: BuiltInMapId): BuiltInArtifact[] {
  return BUILT_IN_ARTIFACTS.filter((artifact) => artifact.mapId === mapId);
}

export function builtInArtifactById(id: string): BuiltInArtifact | null {
  return BUILT_IN_ARTIFACTS.find((artifact) => artifact.id === id) ?? null;
}
