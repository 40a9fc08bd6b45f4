/**
 * The shortest honest way through The Writer's Journey, as a player types it. Tests of the engine,
 * the server's replay, the screen and the browser all play it; nothing in the product reads it.
 */
export const ADVENTURE_WINNING_COMMANDS: readonly string[] = [
  'examine chest',
  'take torch',
  'north',
  'examine portraits',
  'e',
  'read book',
  'take tome',
  'go west',
  'w',
  'take pen',
  'e',
  'd',
  'read quotes',
  'say one true sentence',
  'door',
  'talk to ghosts',
  'write truth',
];
