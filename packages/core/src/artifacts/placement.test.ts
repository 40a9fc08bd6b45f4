import { describe, expect, it } from 'vitest';
import { BUILT_IN_MAPS } from '../maps/built-in-maps.js';
import { BUILT_IN_MAP_NAMES, BUILT_IN_MAP_READABLE_NAMES, resolveBuiltInMapId } from '../maps/map-ids.js';
import { seededRng } from '../shared/rng.js';
import { isWalkableTile, tileAt } from '../tiles/tile-codes.js';
import { artifactPlacementProblem, randomWalkableCell, walkableCells } from './placement.js';

const overworld = { name: 'Overworld', grid: BUILT_IN_MAPS.overworld.data };

describe('where an artifact may lie', () => {
  it('refuses a cell outside the grid, naming the map and its bounds', () => {
    const width = overworld.grid[0]!.length;
    const height = overworld.grid.length;
    expect(artifactPlacementProblem(overworld, { x: 95, y: 13 })).toBe(
      `Cell (95, 13) is outside Overworld: x must be 0 to ${width - 1} and y 0 to ${height - 1}`,
    );
  });

  it('refuses a wall and accepts a walkable cell', () => {
    const wall = overworld.grid.flatMap((row, y) => row.map((tile, x) => ({ tile, x, y }))).find((c) => c.tile === 1)!;
    expect(artifactPlacementProblem(overworld, wall)).toMatch(/^Cell \(\d+, \d+\) on Overworld is not walkable/);
    expect(artifactPlacementProblem(overworld, { x: 1, y: 1 })).toBeNull();
  });

  it('picks random cells that are always walkable and inside the map', () => {
    const rng = seededRng(7);
    for (let i = 0; i < 200; i += 1) {
      const cell = randomWalkableCell(overworld.grid, rng);
      expect(isWalkableTile(tileAt(overworld.grid, cell.x, cell.y))).toBe(true);
    }
    expect(walkableCells(overworld.grid).length).toBeGreaterThan(0);
  });
});

describe('readable map names', () => {
  it('keeps the spec names and reads the internal ones', () => {
    expect(BUILT_IN_MAP_NAMES.terminal3).toBe('Terminal3');
    expect(BUILT_IN_MAP_READABLE_NAMES.terminal3).toBe('Terminal Room');
    expect(BUILT_IN_MAP_READABLE_NAMES.level4_shooter).toBe('Arcade Hall');
    expect(BUILT_IN_MAP_READABLE_NAMES.overworld).toBe('Overworld');
  });

  it('resolves a map by id, spec name or readable name', () => {
    expect(resolveBuiltInMapId('terminal3')).toBe('terminal3');
    expect(resolveBuiltInMapId('Overworld 2')).toBe('overworld2');
    expect(resolveBuiltInMapId('Arcade Hall')).toBe('level4_shooter');
    expect(resolveBuiltInMapId('Atlantis')).toBeNull();
  });
});
