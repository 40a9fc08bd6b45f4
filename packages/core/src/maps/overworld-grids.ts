/** The three overworlds: green, with trees and sand paths. Legend in map-legend.ts. */

/**
 * Overworld: a meadow village with a ruined stone house; the portal to Overworld 2 sits at (8,11) and the
 * east edge opens on rows 5–10.
 */
export const OVERWORLD_ROWS: readonly string[] = [
  'TTTTTTTTTTTTTTTTTTTTTTTT',
  'T......T.......TT.....TT',
  'T.TT...T..:::::.......TT',
  'T.TT......:...:...TTT..T',
  'T.........:...:...T....T',
  'T..T......:::::.........',
  'T..TT..............T....',
  'T......##.###.......::::',
  'T......#.....#.....::...',
  'T......#.....#...TT:....',
  'T......###.###......:...',
  'T.......O...........:TTT',
  'T..TT...............:..T',
  'T..TT....TT....TTT.....T',
  'T.......TT.............T',
  'TTTTTTTTTTTTTTTTTTTTTTTT',
];

/**
 * Overworld 2: woods crossed by sand paths; the northern trail ends at the level-2 goal (19,0), the portal
 * to Overworld 3 is at (8,6), both side edges open on rows 5–10.
 */
export const OVERWORLD2_ROWS: readonly string[] = [
  'TTTTTTTTTTTTTTTTTTT:TTTT',
  'T....TT......TT....:..TT',
  'T.TT.TT..TT..TT....:...T',
  'T.TT.....TT.......:::..T',
  'T.......:::::::::::....T',
  '........:...T.T.........',
  '....TT..O...T.T....TT...',
  '........:..........TT...',
  '...TTT..:::::::::.......',
  '...T............:..TTT..',
  '........TTT.....:.......',
  'T.......TTT.....:...TT.T',
  'T..TT...........:......T',
  'T..TT...TT..TT..:..TT..T',
  'T.......TT..TT.........T',
  'TTTTTTTTTTTTTTTTTTTTTTTT',
];

/**
 * Overworld 3: the northern portal (8,1) leads to Yosemite, the south-eastern one (21,12) to Desert 1; the
 * west edge opens on rows 5–10.
 */
export const OVERWORLD3_ROWS: readonly string[] = [
  'TTTTTTTTTTTTTTTTTTTTTTTT',
  'T..TT...O...TT.....TT..T',
  'T..TT...:...TT..T......T',
  'T.......:.......T..TT..T',
  'T.......:::::::::......T',
  '........:.......:..TT..T',
  '...TT...:..TT...:......T',
  '...TT...:..TT...::::...T',
  '........:..........:...T',
  '..TT....::::::.....:.TTT',
  '..TT.........:.....:...T',
  'T....TT......:.....:...T',
  'T....TT..TT..::::::::O.T',
  'T........TT............T',
  'T..TTT.........TT......T',
  'TTTTTTTTTTTTTTTTTTTTTTTT',
];
