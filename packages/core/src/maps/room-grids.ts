/**
 * The small rooms around the three mini-games, entered from Yosemite's special portals. Legend in map-
 * legend.ts.
 */

/**
 * Text Adventure: a library of dark shelves; the open book (8) starts the adventure, the door (9,10) leads
 * back to Yosemite.
 */
export const TEXT_ADVENTURE_ROWS: readonly string[] = [
  '####################',
  '#XXXXXXX####XXXXXXX#',
  '#..................#',
  '#.XX..XX....XX..XX.#',
  '#..................#',
  '#.XX..XX.B..XX..XX.#',
  '#..................#',
  '#.XX..XX....XX..XX.#',
  '#..................#',
  '#..................#',
  '#XXXXXXX.O..XXXXXXX#',
  '####################',
];

/** Terminal3: a server room of dark racks; the terminal (6) at (17,5), the way back to Yosemite at (3,10). */
export const TERMINAL3_ROWS: readonly string[] = [
  '####################',
  '#X.X.X.X.X.X.X.X.X.#',
  '#..................#',
  '#.XXXX.XXXX.XXXX...#',
  '#..................#',
  '#.XXXX.XXXX.XXXX.C.#',
  '#..................#',
  '#.XXXX.XXXX.XXXX...#',
  '#..................#',
  '#..................#',
  '#..O...............#',
  '####################',
];

/** Level4Shooter: an arcade hall; the cabinet (7) at (15,5), the way back to Yosemite at (3,10). */
export const LEVEL4_SHOOTER_ROWS: readonly string[] = [
  '####################',
  '#..................#',
  '#.XX.XX.XX.XX.XX...#',
  '#..................#',
  '#..................#',
  '#.......:::::..S...#',
  '#.......:::::......#',
  '#..................#',
  '#.XX.XX.XX.XX.XX...#',
  '#..................#',
  '#..O...............#',
  '####################',
];
