/**
 * Tile codes of every map grid (spec 01 §3). Code 2 is a tree (the spec also knows it as water in
 * one definition; see decision 0101).
 */
export const TILE_CODES = {
  grass: 0,
  wall: 1,
  tree: 2,
  sand: 3,
  dungeon: 4,
  portal: 5,
  terminalPortal: 6,
  shooterPortal: 7,
  textAdventurePortal: 8,
} as const;

export type TileCode = (typeof TILE_CODES)[keyof typeof TILE_CODES];

/** A map grid: rows of tile codes, indexed grid[y][x]. */
export type TileGrid = readonly (readonly number[])[];

export const MIN_TILE_CODE = 0;
export const MAX_TILE_CODE = 8;

export const WALKABLE_TILES: readonly TileCode[] = [0, 3, 5, 6, 7, 8];

/** Portal tiles: the next-map portal (5) and the three special portals (6, 7, 8). */
export const PORTAL_TILES: readonly TileCode[] = [5, 6, 7, 8];

export function isTileCode(value: unknown): value is TileCode {
  return typeof value === 'number' && Number.isInteger(value) && value >= MIN_TILE_CODE && value <= MAX_TILE_CODE;
}

export function isWalkableTile(tile: number | undefined): boolean {
  return tile !== undefined && (WALKABLE_TILES as readonly number[]).includes(tile);
}

export function isPortalTile(tile: number | undefined): boolean {
  return tile !== undefined && (PORTAL_TILES as readonly number[]).includes(tile);
}

/** The tile at a cell, or undefined outside the grid. */
export function tileAt(grid: TileGrid, x: number, y: number): number | undefined {
  return grid[y]?.[x];
}
