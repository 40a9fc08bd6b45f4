import {
  ARTIFACT_API_MESSAGES,
  artifactPlacementProblem,
  BUILT_IN_MAP_READABLE_NAMES,
  BUILT_IN_MAPS,
  formatArtifactPlacement,
  generateWorldMap,
  randomWalkableCell,
  resolveBuiltInMapId,
  type PlacementMap,
  type Position,
  type Rng,
} from '@authentic/core';
import type { Db } from '../../db/client.js';
import { loadVisibleWorld } from '../worlds/access.js';
import { httpError } from './access.js';

/** Where an artifact goes when the request names no map (spec 01 §5's default area, Overworld). */
export const DEFAULT_ARTIFACT_MAP = 'overworld';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface PlacementRequest {
  x?: number | undefined;
  y?: number | undefined;
  mapName?: string | undefined;
  area?: string | undefined;
}

export interface ResolvedPlacement {
  x: number;
  y: number;
  /** A built-in map's id, or a player-made world's id. */
  mapName: string;
  area?: string;
}

const unknownMap = (map: string) => httpError(400, formatArtifactPlacement(ARTIFACT_API_MESSAGES.unknownMap, { map }));

/**
 * The map a location names, and its id as the game asks for it: a built-in map (by id or name), or a
 * player-made world the player may see (its generated grid). Anything else is a 400.
 */
async function placementMap(db: Db, mapName: string, userId: string): Promise<PlacementMap & { id: string }> {
  const builtIn = resolveBuiltInMapId(mapName);
  if (builtIn) return { id: builtIn, name: BUILT_IN_MAP_READABLE_NAMES[builtIn], grid: BUILT_IN_MAPS[builtIn].data };
  if (!UUID.test(mapName)) throw unknownMap(mapName);
  const entry = await loadVisibleWorld(db, mapName, userId).catch(() => null);
  if (!entry) throw unknownMap(mapName);
  const { world } = entry;
  return { id: world.id, name: world.name, grid: generateWorldMap(world.mapType, world.id).data };
}

/**
 * Decision 0220: an artifact lies on a walkable cell of a real map. A given cell is checked (400 with
 * core's message); no cell means a random walkable one of the named map (Overworld when none is named).
 */
export async function resolvePlacement(
  db: Db,
  userId: string,
  location: PlacementRequest | undefined,
  rng: Rng,
): Promise<ResolvedPlacement> {
  const map = await placementMap(db, location?.mapName?.trim() || DEFAULT_ARTIFACT_MAP, userId);
  let cell: Position;
  if (location?.x !== undefined && location.y !== undefined) {
    cell = { x: location.x, y: location.y };
    const problem = artifactPlacementProblem(map, cell);
    if (problem) throw httpError(400, problem);
  } else {
    cell = randomWalkableCell(map.grid, rng);
  }
  return { ...cell, mapName: map.id, ...(location?.area ? { area: location.area } : {}) };
}
