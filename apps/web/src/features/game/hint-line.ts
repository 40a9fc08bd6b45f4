import {
  BUILT_IN_MAP_READABLE_NAMES,
  BUILT_IN_MAPS,
  GAME_SCREEN_MESSAGES,
  isBuiltInMapId,
  MAIN_WORLD_NAME,
  MAP_PORTALS,
} from '@authentic/core';

/** The hint folds to its first line after the first minute of play (decision 0243). */
export const HINT_FOLD_MS = 60_000;

/** A map's portals as the hint tells them: where the main-road ones lead, and how many wait for Space. */
export interface MapPortals {
  road: readonly string[];
  /** Ways back (named by where they lead) and special portals (no name: they open a game). */
  waiting: readonly (string | null)[];
}

/**
 * The portals of the map the player is on. A built-in map's come from core's portal table and its
 * special portals; any other map is a player's world, whose one portal leads back to the main world.
 */
export function portalsOfMap(mapId: string): MapPortals {
  if (!isBuiltInMapId(mapId)) return { road: [], waiting: [MAIN_WORLD_NAME] };
  const portals = MAP_PORTALS[mapId];
  return {
    road: portals
      .filter((portal) => !portal.returning)
      .map((portal) => BUILT_IN_MAP_READABLE_NAMES[portal.destination]),
    waiting: [
      ...portals.filter((portal) => portal.returning).map((portal) => BUILT_IN_MAP_READABLE_NAMES[portal.destination]),
      ...BUILT_IN_MAPS[mapId].specialPortals.map(() => null),
    ],
  };
}

/** The hint's second line for a map: its own portal rule, in taps on touch screens; null without portals. */
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
