import { describe, expect, it } from 'vitest';
import { TILE_NAMES } from '../messages/tiles.js';
import { isPortalTile, isTileCode, isWalkableTile, TILE_CODES, tileAt } from './tile-codes.js';

describe('tile codes', () => {
  it.each([
    [0, 'Grass', true],
    [1, 'Wall', false],
    [2, 'Tree', false],
    [3, 'Sand', true],
    [4, 'Obstacle', false],
    [5, 'Portal', true],
    [6, 'Terminal portal', true],
    [7, 'Shooter portal', true],
    [8, 'Text adventure portal', true],
  ] as const)('tile %i is %s, walkable: %s', (code, name, walkable) => {
    expect(TILE_NAMES[code]).toBe(name);
    expect(isWalkableTile(code)).toBe(walkable);
    expect(isTileCode(code)).toBe(true);
  });

  it('names each code once', () => {
    expect(Object.values(TILE_CODES)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it.each([-1, 9, 2.5, Number.NaN, undefined])('treats %s as neither a tile code nor walkable', (value) => {
    expect(isTileCode(value)).toBe(false);
    expect(isWalkableTile(value)).toBe(false);
  });

  it('knows the portal tiles', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8].filter(isPortalTile)).toEqual([5, 6, 7, 8]);
  });

  it('reads a cell as grid[y][x] and gives undefined outside the grid', () => {
    const grid = [
      [0, 1],
      [2, 3],
    ];
    expect(tileAt(grid, 1, 0)).toBe(1);
    expect(tileAt(grid, 0, 1)).toBe(2);
    expect(tileAt(grid, 2, 0)).toBeUndefined();
    expect(tileAt(grid, 0, -1)).toBeUndefined();
  });
});
