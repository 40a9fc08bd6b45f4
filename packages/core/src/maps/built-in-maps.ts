import { DESERT1_ROWS, DESERT2_ROWS, DESERT3_ROWS } from './desert-grids.js';
import { DUNGEON1_ROWS, DUNGEON2_ROWS, DUNGEON3_ROWS } from './dungeon-grids.js';
import { BUILT_IN_MAP_NAMES, type BuiltInMapId } from './map-ids.js';
import { decodeMapRows } from './map-legend.js';
import type { BuiltInMap, SpecialPortal } from './map-types.js';
import { OVERWORLD2_ROWS, OVERWORLD3_ROWS, OVERWORLD_ROWS } from './overworld-grids.js';
import { LEVEL4_SHOOTER_ROWS, TERMINAL3_ROWS, TEXT_ADVENTURE_ROWS } from './room-grids.js';
import { HEMINGWAY_ROWS, YOSEMITE_ROWS } from './valley-grids.js';

function builtInMap(id: BuiltInMapId, rows: readonly string[], specialPortals: SpecialPortal[] = []): BuiltInMap {
  return { id, name: BUILT_IN_MAP_NAMES[id], data: decodeMapRows(rows), specialPortals };
}

/** The 14 built-in maps. Checked by validateBuiltInMaps (map-checks.ts) at start-up and in tests. */
export const BUILT_IN_MAPS: Readonly<Record<BuiltInMapId, BuiltInMap>> = {
  overworld: builtInMap('overworld', OVERWORLD_ROWS),
  overworld2: builtInMap('overworld2', OVERWORLD2_ROWS),
  overworld3: builtInMap('overworld3', OVERWORLD3_ROWS),
  desert1: builtInMap('desert1', DESERT1_ROWS),
  desert2: builtInMap('desert2', DESERT2_ROWS),
  desert3: builtInMap('desert3', DESERT3_ROWS),
  yosemite: builtInMap('yosemite', YOSEMITE_ROWS, [
    { position: { x: 21, y: 3 }, type: 'terminal', destination: 'terminal3', tileType: 6 },
    { position: { x: 21, y: 8 }, type: 'shooter', destination: 'level4_shooter', tileType: 7 },
    { position: { x: 21, y: 13 }, type: 'text_adventure', destination: 'text_adventure', tileType: 8 },
  ]),
  hemingway: builtInMap('hemingway', HEMINGWAY_ROWS),
  text_adventure: builtInMap('text_adventure', TEXT_ADVENTURE_ROWS, [
    { position: { x: 9, y: 5 }, type: 'text_adventure', destination: 'text_adventure', tileType: 8 },
  ]),
  terminal3: builtInMap('terminal3', TERMINAL3_ROWS, [
    { position: { x: 17, y: 5 }, type: 'terminal', destination: 'terminal3', tileType: 6 },
  ]),
  level4_shooter: builtInMap('level4_shooter', LEVEL4_SHOOTER_ROWS, [
    { position: { x: 15, y: 5 }, type: 'shooter', destination: 'level4_shooter', tileType: 7 },
  ]),
  dungeon1: builtInMap('dungeon1', DUNGEON1_ROWS),
  dungeon2: builtInMap('dungeon2', DUNGEON2_ROWS),
  dungeon3: builtInMap('dungeon3', DUNGEON3_ROWS),
};
