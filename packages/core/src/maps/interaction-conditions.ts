import { distance, type Position } from '../shared/geometry.js';
import { TILE_CODES } from '../tiles/tile-codes.js';
import type { BuiltInInteractionCondition } from './built-in-artifact-types.js';
import { BUILT_IN_MAPS } from './built-in-maps.js';
import type { BuiltInMapId } from './map-ids.js';

/** How close, in tiles, a character must be to a feature for a condition to hold (spec 01 §9: proximity 2). */
export const INTERACTION_CONDITION_RANGE = 2;

/**
 * Water on the built-in maps. Tile 2 is a tree (decision 0101), so water is a landmark the renderer
 * draws over the grid: Yosemite's falls, pouring from the cliff north of the sand trail.
 */
export const MAP_WATER_SPOTS: Readonly<Partial<Record<BuiltInMapId, readonly Position[]>>> = {
  yosemite: [
    { x: 13, y: 1 },
    { x: 14, y: 1 },
  ],
};

/**
 * The artifact-interaction conditions that hold at a cell (decision 0109): nearWater beside a water
 * spot, nearBook beside a text-adventure portal (8), nearTerminal beside a terminal portal (6),
 * nearBattle anywhere on the battleground or beside the shooter portal (7).
 */
export function interactionConditionsAt(mapId: BuiltInMapId, position: Position): BuiltInInteractionCondition[] {
  const grid = BUILT_IN_MAPS[mapId].data;
  const near = (spot: Position): boolean => distance(spot, position) <= INTERACTION_CONDITION_RANGE;
  const nearTile = (code: number): boolean =>
    grid.some((row, y) => row.some((tile, x) => tile === code && near({ x, y })));

  const conditions: BuiltInInteractionCondition[] = [];
  if ((MAP_WATER_SPOTS[mapId] ?? []).some(near)) conditions.push('nearWater');
  if (nearTile(TILE_CODES.textAdventurePortal)) conditions.push('nearBook');
  if (nearTile(TILE_CODES.terminalPortal)) conditions.push('nearTerminal');
  if (mapId === 'hemingway' || nearTile(TILE_CODES.shooterPortal)) conditions.push('nearBattle');
  return conditions;
}
