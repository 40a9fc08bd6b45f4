import { describe, expect, it } from 'vitest';
import {
  CELL_FLIP_D,
  CELL_FLIP_H,
  CELL_FLIP_V,
  CELL_TILE_MAX,
  cellFlips,
  cellTile,
  cellTileset,
  isEmptyCell,
  tileCell,
} from './tile-cells.js';

describe('tile cells', () => {
  it('holds a tileset, a tile and the flips, and reads them back', () => {
    const cell = tileCell(15, CELL_TILE_MAX, CELL_FLIP_H | CELL_FLIP_D);
    expect(cell).toBeGreaterThan(0);
    expect(cellTileset(cell)).toBe(15);
    expect(cellTile(cell)).toBe(CELL_TILE_MAX);
    expect(cellFlips(cell)).toBe((CELL_FLIP_H | CELL_FLIP_D) >>> 0);
    expect(cellFlips(tileCell(0, 0, CELL_FLIP_V))).toBe(CELL_FLIP_V);
  });

  it('never makes the empty cell out of a real tile', () => {
    expect(isEmptyCell(0)).toBe(true);
    expect(isEmptyCell(tileCell(0, 0))).toBe(false);
    expect(cellTileset(0)).toBe(-1);
  });

  it('refuses what it cannot hold', () => {
    expect(() => tileCell(16, 0)).toThrow(RangeError);
    expect(() => tileCell(0, CELL_TILE_MAX + 1)).toThrow(RangeError);
    expect(() => tileCell(-1, 0)).toThrow(RangeError);
  });
});
