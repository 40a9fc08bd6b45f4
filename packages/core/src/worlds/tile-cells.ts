/**
 * One cell of a painted layer, as a 32-bit number (issue 36): which of the world's tilesets, which
 * tile of it, and how it is flipped. 0 is an empty cell. The flip bits are Tiled's own, so a cell
 * reads and writes like a Tiled gid without its firstgid:
 *
 *   bit 31 flipped horizontally · bit 30 vertically · bit 29 diagonally (with the others: rotated)
 *   bits 20–24 the tileset's index in the world, plus one (1–16)
 *   bits 0–19  the tile's id inside its tileset (0 to 1,048,575)
 */
export const CELL_FLIP_H = 0x80000000;
export const CELL_FLIP_V = 0x40000000;
export const CELL_FLIP_D = 0x20000000;
export const CELL_FLIPS = CELL_FLIP_H | CELL_FLIP_V | CELL_FLIP_D;
export const CELL_EMPTY = 0;

const TILE_BITS = 20;
const TILE_MASK = (1 << TILE_BITS) - 1;
const TILESET_MASK = 0x1f;
/** The most tilesets one world holds. */
export const CELL_TILESETS_MAX = 16;
/** The largest tile id a cell can name (a 4096 px image of 8 px tiles has 262,144). */
export const CELL_TILE_MAX = TILE_MASK;

/** The cell of tile `tile` of the world's tileset `tileset` (0-based), with Tiled's flip bits. */
export function tileCell(tileset: number, tile: number, flips = 0): number {
  if (!Number.isInteger(tileset) || tileset < 0 || tileset >= CELL_TILESETS_MAX) {
    throw new RangeError(`tileset index ${tileset} is out of range`);
  }
  if (!Number.isInteger(tile) || tile < 0 || tile > CELL_TILE_MAX)
    throw new RangeError(`tile id ${tile} is out of range`);
  return ((flips & CELL_FLIPS) | ((tileset + 1) << TILE_BITS) | tile) >>> 0;
}

/** The cell's tileset index (0-based), or -1 for an empty cell. */
export function cellTileset(cell: number): number {
  return ((cell >>> TILE_BITS) & TILESET_MASK) - 1;
}

/** The cell's tile id inside its tileset. */
export function cellTile(cell: number): number {
  return cell & TILE_MASK;
}

/** The cell's flip bits (CELL_FLIP_H | CELL_FLIP_V | CELL_FLIP_D, or 0). */
export function cellFlips(cell: number): number {
  return (cell & CELL_FLIPS) >>> 0;
}

export function isEmptyCell(cell: number): boolean {
  return cellTileset(cell) < 0;
}
