import type { TileCode } from '../tiles/tile-codes.js';

/**
 * Built-in maps are written as string rows, one character per cell, so a map reads like a picture.
 * An unknown character decodes to -1, which grid validation then reports with its row and column.
 */
export const MAP_ROW_LEGEND: Readonly<Record<string, TileCode>> = {
  '.': 0, // grass (in dungeons and rooms: floor)
  '#': 1, // wall, rock, cliff or sandbag
  T: 2, // tree or palm
  ':': 3, // sand: paths, trails, desert
  X: 4, // dark dungeon stone, shelves, racks, craters
  O: 5, // portal to another map
  C: 6, // terminal portal
  S: 7, // shooter portal
  B: 8, // text-adventure portal (a book)
};

export function decodeMapRows(rows: readonly string[]): number[][] {
  return rows.map((row) => [...row].map((cell) => MAP_ROW_LEGEND[cell] ?? -1));
}
