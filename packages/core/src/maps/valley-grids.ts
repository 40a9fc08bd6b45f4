/**
 * The two side worlds you walk: the Yosemite valley and the writer's battleground. Legend in map-legend.ts.
 */

/**
 * Yosemite: a meadow valley under granite cliffs. Sand trails lead to the way back to Overworld 3 (8,8) and
 * to the three special portals on the east side: terminal (21,3), shooter (21,8) and text adventure
 * (21,13). The falls pour from the cliff at (13,1) and (14,1) onto the sand trail below.
 */
export const YOSEMITE_ROWS: readonly string[] = [
  '##########################',
  '###TT.......#########..TT#',
  '##T.......::::::####.....#',
  '#T........:....:###..C...#',
  '#T........:....:.........#',
  '#.........:.:::::::......#',
  '#...TT....:.:.....:..T...#',
  '#...TT....:.:.....:......#',
  '#.......O::.:..TT.:::S...#',
  '#T..........:..TT........#',
  '#TT....T....:.........T..#',
  '#T..........:::::........#',
  '#.....TT........:...TT...#',
  '#..T..TT....T...:....B...#',
  '#T..............:........#',
  '#TT...T...TT....::::.....#',
  '##TTT..........TTTT....TT#',
  '##########################',
];

/**
 * Hemingway's Battleground: a sand field of sandbag walls (tile 1) and craters (tile 4); the way back to
 * Desert 1 is at (3,14).
 */
export const HEMINGWAY_ROWS: readonly string[] = [
  'TTTTTTTTTTTTTTTTTTTTTTTT',
  'T:::::::::::::::::::::TT',
  'T::#####::::::::#####::T',
  'T:::::::::XXXX:::::::::T',
  'T::::::::X::::X::::::::T',
  'T::XX::::::::::::::XX::T',
  'T:::::##::::::::##:::::T',
  'T::::::::::T:::::::::::T',
  'T::::::::::::::::::::::T',
  'T:::::##::::::::##:::::T',
  'T::XX::::::::::::::XX::T',
  'T::::::::X::::X::::::::T',
  'T:::::::::XXXX:::::::::T',
  'T::#####::::::::#####::T',
  'T::O:::::::::::::::::::T',
  'TTTTTTTTTTTTTTTTTTTTTTTT',
];
