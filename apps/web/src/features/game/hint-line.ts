import { GAME_SCREEN_MESSAGES, type MapPortals } from '@authentic/core';

/** The hint folds to its first line after the first minute of play (decision 0243). */
export const HINT_FOLD_MS = 60_000;

/**
 * The hint's second line for the map the player is on (its atlas's `portalsHere`): its own portal rule,
 * in taps on touch screens; null without portals.
 */
export function portalLine({ road, waiting }: MapPortals, touch: boolean): string | null {
  const lines = GAME_SCREEN_MESSAGES.portalsHere;
  const action = touch ? GAME_SCREEN_MESSAGES.portalTap : GAME_SCREEN_MESSAGES.portalKey;
  const [onlyRoad] = road;
  const [onlyWaiting] = waiting;
  if (road.length && waiting.length) return lines.mixed(action);
  if (road.length === 1 && onlyRoad) return lines.roadOne(onlyRoad);
  if (road.length) return lines.road;
  if (waiting.length === 1 && onlyWaiting) return lines.waitOne(onlyWaiting, action);
  if (waiting.length) return lines.wait(action);
  return null;
}
