import { DIRECTION_DELTAS, type Direction, type Position } from '../shared/geometry.js';
import { isWalkableTile, tileAt, type TileGrid } from '../tiles/tile-codes.js';
import { BUILT_IN_MAPS } from './built-in-maps.js';
import { edgeTransition } from './edges.js';
import type { BuiltInMapId } from './map-ids.js';

/** A blocked step says why: the grid ends there ('edge') or the tile (wall, tree, dungeon) blocks. */
export type GridMoveResult =
  { ok: true; position: Position } | { ok: false; reason: 'edge' } | { ok: false; reason: 'tile'; tile: number };

/** One step on a grid: the new cell, or why it is blocked (the game gives bump feedback then). */
export function tryGridMove(grid: TileGrid, position: Position, direction: Direction): GridMoveResult {
  const delta = DIRECTION_DELTAS[direction];
  const target = { x: position.x + delta.x, y: position.y + delta.y };
  const tile = tileAt(grid, target.x, target.y);
  if (tile === undefined) return { ok: false, reason: 'edge' };
  if (!isWalkableTile(tile)) return { ok: false, reason: 'tile', tile };
  return { ok: true, position: target };
}

export type MapMoveResult =
  | { ok: true; mapId: BuiltInMapId; position: Position; changedMap: false }
  | { ok: true; mapId: BuiltInMapId; position: Position; changedMap: true; banner: string }
  | { ok: false; reason: 'edge' }
  | { ok: false; reason: 'tile'; tile: number };

/** One step on a built-in map, crossing into the neighbouring overworld at a left or right edge. */
export function tryMapMove(mapId: BuiltInMapId, position: Position, direction: Direction): MapMoveResult {
  const step = tryGridMove(BUILT_IN_MAPS[mapId].data, position, direction);
  if (step.ok) return { ok: true, mapId, position: step.position, changedMap: false };
  if (step.reason === 'tile') return step;
  const crossing = edgeTransition(mapId, position, direction);
  if (!crossing) return step;
  return { ok: true, mapId: crossing.mapId, position: crossing.arrival, changedMap: true, banner: crossing.banner };
}
