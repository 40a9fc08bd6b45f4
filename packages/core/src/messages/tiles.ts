/**
 * Texts of the tile layer: the names of the tile codes (spec 01 §3, tile types) and the problems
 * grid validation reports. Rows and columns are counted from 0, like the grid cells (y = row, x = column).
 */

/**
 * The one name of each built-in tile, wherever a player reads it: the world builder's palette and live
 * region, the Tiled export's tileset (each tile's `name`) and docs/product.md. Code 4 is drawn as
 * whatever nobody walks on in the map's biome (a dungeon's dark floor, a pond, a pit, a rack, a
 * shelf), so it is named for what it does.
 */
export const TILE_NAMES = {
  0: 'Grass',
  1: 'Wall',
  2: 'Tree',
  3: 'Sand',
  4: 'Obstacle',
  5: 'Portal',
  6: 'Terminal portal',
  7: 'Shooter portal',
  8: 'Text adventure portal',
} as const;

export const GRID_PROBLEM_MESSAGES = {
  notAList: 'The map grid is not a list of rows',
  noRows: 'The map grid has no rows',
  rowNotAList: (row: number): string => `Row ${row} is not a list of tiles`,
  rowEmpty: (row: number): string => `Row ${row} has no tiles`,
  ragged: (row: number, length: number, expected: number): string =>
    `Row ${row} has ${length} ${length === 1 ? 'tile' : 'tiles'}, but row 0 has ${expected}: ` +
    'every row must be the same length',
  notInteger: (row: number, column: number, value: string): string =>
    `Row ${row}, column ${column}: ${value} is not a whole number`,
  outOfRange: (row: number, column: number, value: number): string =>
    `Row ${row}, column ${column}: ${value} is not a tile code from 0 to 8`,
} as const;
