import type { TileGrid } from '@authentic/core';

/** Bits of a 4-bit neighbour mask: set when that neighbour is the same terrain. */
export const N = 1;
export const E = 2;
export const S = 4;
export const W = 8;

/** Which tile codes count as "the same terrain" for a code's edges (portals sit on paths, pits join). */
const JOINS: Readonly<Record<number, readonly number[]>> = {
  1: [1],
  3: [3, 5, 6, 7, 8],
  4: [4],
};

/**
 * The 4-bit mask of a cell: N, E, S, W set where the neighbour is the same terrain. Off the map
 * counts as the same, so a map's border never draws a shore into the void.
 */
export function neighbourMask(grid: TileGrid, x: number, y: number): number {
  return neighbourMaskAt((cx, cy) => grid[cy]?.[cx], x, y);
}

/** The same mask read through an accessor (undefined off the map), for maps kept as rows of digits. */
export function neighbourMaskAt(tileAt: (x: number, y: number) => number | undefined, x: number, y: number): number {
  const code = tileAt(x, y);
  if (code === undefined) return 0;
  const joins = JOINS[code] ?? [code];
  const same = (cx: number, cy: number) => {
    const other = tileAt(cx, cy);
    return other === undefined || joins.includes(other);
  };
  return (same(x, y - 1) ? N : 0) | (same(x + 1, y) ? E : 0) | (same(x, y + 1) ? S : 0) | (same(x - 1, y) ? W : 0);
}

export const has = (mask: number, bit: number): boolean => (mask & bit) !== 0;
