import { describe, expect, it } from 'vitest';
import { validateGrid } from '../tiles/grid-validation.js';
import { BUILT_IN_MAPS } from './built-in-maps.js';
import { validateBuiltInMaps } from './map-checks.js';
import {
  BUILT_IN_MAP_IDS,
  BUILT_IN_MAP_NAMES,
  builtInMapIdByName,
  isBuiltInMapId,
  type BuiltInMapId,
} from './map-ids.js';
import { decodeMapRows } from './map-legend.js';

describe('built-in map data', () => {
  it('has no problems at start-up', () => {
    expect(validateBuiltInMaps()).toEqual([]);
  });

  it.each<[BuiltInMapId, string]>([
    ['overworld', 'Overworld'],
    ['overworld2', 'Overworld 2'],
    ['overworld3', 'Overworld 3'],
    ['desert1', 'Desert 1'],
    ['desert2', 'Desert 2'],
    ['desert3', 'Desert 3'],
    ['yosemite', 'Yosemite'],
    ['hemingway', "Hemingway's Battleground"],
    ['text_adventure', 'Text Adventure'],
    ['terminal3', 'Terminal3'],
    ['level4_shooter', 'Level4Shooter'],
    ['dungeon1', 'Dungeon Level 1'],
    ['dungeon2', 'Dungeon Level 2'],
    ['dungeon3', 'Dungeon Level 3'],
  ])('%s is called %s and is a valid grid of a comfortable size', (id, name) => {
    const map = BUILT_IN_MAPS[id];
    expect(map.name).toBe(name);
    expect(builtInMapIdByName(name)).toBe(id);
    expect(validateGrid(map.data)).toEqual([]);
    expect(map.data[0]?.length).toBeGreaterThanOrEqual(20);
    expect(map.data[0]?.length).toBeLessThanOrEqual(30);
    expect(map.data.length).toBeGreaterThanOrEqual(12);
    expect(map.data.length).toBeLessThanOrEqual(20);
  });

  it('lists the 14 maps in the spec order, Overworld 2 at index 1 and Overworld 3 at index 2', () => {
    expect(BUILT_IN_MAP_IDS).toHaveLength(14);
    expect(BUILT_IN_MAP_IDS.indexOf('overworld2')).toBe(1);
    expect(BUILT_IN_MAP_IDS.indexOf('overworld3')).toBe(2);
    expect(Object.keys(BUILT_IN_MAP_NAMES)).toHaveLength(14);
  });

  it('tells map ids from other strings', () => {
    expect(isBuiltInMapId('yosemite')).toBe(true);
    expect(isBuiltInMapId('Yosemite')).toBe(false);
    expect(builtInMapIdByName('Atlantis')).toBeNull();
  });

  it('decodes string rows with the legend and leaves unknown characters for validation to report', () => {
    const grid = decodeMapRows(['.#T:X', 'OCSB?']);
    expect(grid).toEqual([
      [0, 1, 2, 3, 4],
      [5, 6, 7, 8, -1],
    ]);
    expect(validateGrid(grid)).toEqual(['Row 1, column 4: -1 is not a tile code from 0 to 8']);
  });
});
