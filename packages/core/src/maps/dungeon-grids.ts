/**
 * The three dungeons: walkable floor (0) between walls (1) and dark dungeon stone (4). Legend in map-
 * legend.ts.
 */

/**
 * Dungeon Level 1: stone halls (floor tile 0) between walls and dark pillars (tile 4); the stairs down are
 * at (19,4).
 */
export const DUNGEON1_ROWS: readonly string[] = [
  '########################',
  '#......#.......#.......#',
  '#.X..X.#.X...X.#..XXX..#',
  '#......#.......#.......#',
  '#.X..X.........#...O...#',
  '#......#.X...X.#.......#',
  '####.###.......###.#####',
  '#......#########.......#',
  '#.XX...................#',
  '#.XX...#########...XX..#',
  '#......#.......#...XX..#',
  '##.#####.XXXXX.#.......#',
  '#..............####.####',
  '#.X.X.X.XXXXX..........#',
  '#......................#',
  '########################',
];

/** Dungeon Level 2: corridors around two sealed vaults; the way down is in the small chamber at (12,12). */
export const DUNGEON2_ROWS: readonly string[] = [
  '########################',
  '#XXXXXX#...............#',
  '#X....X#.X.X.X.X.X.X.X.#',
  '#X....X#...............#',
  '#X.......X.#####.#####.#',
  '#X....X#...#XXX#.#XXX#.#',
  '#XX.XXX#...#X.....XXX#.#',
  '#......#...###.#####.#.#',
  '#.####.#.............#.#',
  '#.#XX#.#######.#######.#',
  '#.#XX#.........#.......#',
  '#.#..#####.###.#.XXXXX.#',
  '#........#.#O#.#.X...X.#',
  '#.XXXXXX.#.#.#...X.....#',
  '#........#.............#',
  '########################',
];

/** Dungeon Level 3: a maze of dark stone; the portal to Yosemite glows in the central chamber (13,7). */
export const DUNGEON3_ROWS: readonly string[] = [
  '########################',
  '#XXXXXXXXXXXXXXXXXXXXXX#',
  '#X....X..............XX#',
  '#X.......XXXX.XXXX.X..X#',
  '#X..................X.X#',
  '#X.....X.X.XXXXXX.X.X.X#',
  '#XX.XXXX.X.X....X.X...X#',
  '#X.......X.X.O..X.XXX.X#',
  '#X.XXXXXXX.X....X.....X#',
  '#X.........XXX.XX.XXXXX#',
  '#XXXX.XXXX.............#',
  '#X.......X.XXXXXXXXXXX.#',
  '#X.XXXXX.X.X.........X.#',
  '#X.......X...XXXXXXX...#',
  '#XXXXXXXXXXXXXXXXXXXXXX#',
  '########################',
];
