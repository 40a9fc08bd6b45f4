import { P } from '../../../ui/palette';
import { PLAYER_LOOK, type Look } from '../../../lib/render/art/looks';

/** Others without a pixel avatar wear our character in one of these shirts (never the player's own blue). */
const SHIRTS: readonly [string, string][] = [
  [P.red, P.wine],
  [P.leaf, P.green],
  [P.magenta, P.plum],
  [P.orange, P.rust],
  [P.pink, P.wine],
  [P.gold, P.clay],
];

/**
 * Another player's look, by their name (their username, or a guest's 'Traveller 4821'), never by
 * their handle: a handle is new on every join, so a look by handle changed with every reconnect
 * (issue 34). The same name wears the same shirt and hair on every screen, every time.
 */
export function shirtFor(name: string): Look {
  let sum = 0;
  for (const char of name) sum = (sum * 31 + char.charCodeAt(0)) >>> 0;
  const [shirt, shirtDark] = SHIRTS[sum % SHIRTS.length] ?? SHIRTS[0]!;
  return { ...PLAYER_LOOK, shirt, shirtDark, hair: sum % 2 ? P.darkBrown : P.gold };
}
