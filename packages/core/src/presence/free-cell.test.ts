import { describe, expect, it } from 'vitest';
import { nearestFreeCell } from './free-cell.js';

/** 0 grass, 1 wall, 5 portal. */
const GRID = [
  [1, 1, 1, 1, 1, 1],
  [1, 0, 0, 1, 0, 1],
  [1, 0, 5, 1, 0, 1],
  [1, 0, 0, 1, 0, 1],
  [1, 1, 1, 1, 1, 1],
];
const takenAt =
  (...cells: [number, number][]) =>
  (x: number, y: number) =>
    cells.some(([cx, cy]) => cx === x && cy === y);

describe('nearestFreeCell', () => {
  it('keeps the cell when nobody stands on it', () => {
    expect(nearestFreeCell(GRID, { x: 1, y: 1 }, takenAt())).toEqual({ x: 1, y: 1 });
  });

  it('puts a newcomer on the nearest free walkable cell, never a wall', () => {
    expect(nearestFreeCell(GRID, { x: 1, y: 1 }, takenAt([1, 1]))).toEqual({ x: 2, y: 1 });
    expect(nearestFreeCell(GRID, { x: 1, y: 1 }, takenAt([1, 1], [2, 1]))).toEqual({ x: 1, y: 2 });
  });

  it('never stands them on a portal, and never behind a wall', () => {
    // (2,1) and (1,2) taken: (2,2) is a portal, so the next is (1,3); (4,1) beyond the wall is nearer by air.
    const cell = nearestFreeCell(GRID, { x: 1, y: 1 }, takenAt([1, 1], [2, 1], [1, 2]));
    expect(cell).toEqual({ x: 1, y: 3 });
  });

  it('gives back the cell itself when every reachable cell is taken', () => {
    const all = takenAt([4, 1], [4, 2], [4, 3]);
    expect(nearestFreeCell(GRID, { x: 4, y: 1 }, all)).toEqual({ x: 4, y: 1 });
  });

  it('looks at no more than the limit of cells', () => {
    const open = Array.from({ length: 100 }, () => Array.from({ length: 100 }, () => 0));
    let asked = 0;
    const everyone = () => {
      asked += 1;
      return true;
    };
    expect(nearestFreeCell(open, { x: 50, y: 50 }, everyone, 50)).toEqual({ x: 50, y: 50 });
    expect(asked).toBeLessThan(60);
  });
});
