import { MAP_MESSAGES } from '../messages/maps.js';
import type { Position } from '../shared/geometry.js';
import { BUILT_IN_MAPS } from './built-in-maps.js';
import {
  BUILT_IN_MAP_NAMES,
  MAP_ARRIVAL_CELL,
  OVERWORLD3_YOSEMITE_PORTAL,
  YOSEMITE_RETURN_ARRIVAL,
  YOSEMITE_RETURN_PORTAL,
  type BuiltInMapId,
} from './map-ids.js';
import type { MapDestination, MapPortal, SpecialPortal, SpecialPortalKind, SpecialWorldKind } from './map-types.js';

const A = MAP_ARRIVAL_CELL;

/**
 * Every tile-5 portal of the built-in maps (spec 01 §4, map progression). The main road lands on
 * (4,4); a way back lands beside the portal it came through (decision 0104). Overworld's (8,11) and
 * Overworld 2's (8,6) follow the spec's earlier portal table, so both of its readings hold.
 */
export const MAP_PORTALS: Readonly<Record<BuiltInMapId, readonly MapPortal[]>> = {
  overworld: [{ position: { x: 8, y: 11 }, destination: 'overworld2', arrival: A }],
  overworld2: [{ position: { x: 8, y: 6 }, destination: 'overworld3', arrival: A }],
  overworld3: [
    { position: OVERWORLD3_YOSEMITE_PORTAL, destination: 'yosemite', arrival: A },
    { position: { x: 21, y: 12 }, destination: 'desert1', arrival: A },
  ],
  desert1: [
    { position: { x: 21, y: 13 }, destination: 'desert2', arrival: A },
    { position: { x: 3, y: 12 }, destination: 'hemingway', arrival: A },
  ],
  desert2: [{ position: { x: 13, y: 14 }, destination: 'desert3', arrival: A }],
  desert3: [{ position: { x: 20, y: 2 }, destination: 'dungeon1', arrival: A }],
  dungeon1: [{ position: { x: 19, y: 4 }, destination: 'dungeon2', arrival: A }],
  dungeon2: [{ position: { x: 12, y: 12 }, destination: 'dungeon3', arrival: A }],
  dungeon3: [{ position: { x: 13, y: 7 }, destination: 'yosemite', arrival: A }],
  yosemite: [
    { position: YOSEMITE_RETURN_PORTAL, destination: 'overworld3', arrival: YOSEMITE_RETURN_ARRIVAL, returning: true },
  ],
  hemingway: [{ position: { x: 3, y: 14 }, destination: 'desert1', arrival: { x: 4, y: 12 }, returning: true }],
  text_adventure: [{ position: { x: 9, y: 10 }, destination: 'yosemite', arrival: { x: 21, y: 14 }, returning: true }],
  terminal3: [{ position: { x: 3, y: 10 }, destination: 'yosemite', arrival: { x: 21, y: 4 }, returning: true }],
  level4_shooter: [{ position: { x: 3, y: 10 }, destination: 'yosemite', arrival: { x: 21, y: 9 }, returning: true }],
};

const samePosition = (a: Position, b: Position): boolean => a.x === b.x && a.y === b.y;

export function portalAt(mapId: BuiltInMapId, position: Position): MapPortal | null {
  return MAP_PORTALS[mapId].find((portal) => samePosition(portal.position, position)) ?? null;
}

/** Where the tile-5 portal at this cell leads, or null when no portal stands there. */
export function portalDestination(mapId: BuiltInMapId, position: Position): MapDestination | null {
  const portal = portalAt(mapId, position);
  if (!portal) return null;
  return { mapId: portal.destination, arrival: { ...portal.arrival }, banner: arrivalBanner(portal) };
}

function arrivalBanner(portal: MapPortal): string {
  return portal.returning ? MAP_MESSAGES.welcomeBack : MAP_MESSAGES.welcome(BUILT_IN_MAP_NAMES[portal.destination]);
}

export function specialPortalAt(mapId: BuiltInMapId, position: Position): SpecialPortal | null {
  return BUILT_IN_MAPS[mapId].specialPortals.find((portal) => samePosition(portal.position, position)) ?? null;
}

/**
 * Where a special portal (tiles 6–8) takes the character: to its mini-game's room, landing on (4,4),
 * with the special world to open there. Inside that room the portal only reopens the mini-game.
 */
export function specialPortalDestination(
  mapId: BuiltInMapId,
  position: Position,
): (MapDestination & { specialWorld: SpecialPortalKind; moves: boolean }) | null {
  const portal = specialPortalAt(mapId, position);
  if (!portal) return null;
  const moves = portal.destination !== mapId;
  return {
    mapId: portal.destination,
    arrival: moves ? { ...MAP_ARRIVAL_CELL } : { ...position },
    banner: MAP_MESSAGES.welcome(BUILT_IN_MAP_NAMES[portal.destination]),
    specialWorld: portal.type,
    moves,
  };
}

const SPECIAL_PORTAL_PROMPTS: Readonly<Record<SpecialPortalKind, string>> = {
  terminal: MAP_MESSAGES.openTerminal,
  shooter: MAP_MESSAGES.playShooter,
  text_adventure: MAP_MESSAGES.beginTextAdventure,
};

/** The prompt shown while the character stands on a portal, or null off portals. */
export function portalPrompt(mapId: BuiltInMapId, position: Position): string | null {
  const portal = portalAt(mapId, position);
  if (portal) {
    const name = BUILT_IN_MAP_NAMES[portal.destination];
    return portal.returning ? MAP_MESSAGES.returnTo(name) : MAP_MESSAGES.enter(name);
  }
  const special = specialPortalAt(mapId, position);
  return special ? SPECIAL_PORTAL_PROMPTS[special.type] : null;
}

const SPECIAL_WORLD_BY_TILE: Readonly<Record<number, SpecialPortalKind>> = {
  6: 'terminal',
  7: 'shooter',
  8: 'text_adventure',
};

/** The special world a tile opens: 6 terminal, 7 shooter, 8 text adventure; null for other tiles. */
export function specialWorldOfTile(tile: number | undefined): SpecialPortalKind | null {
  return tile === undefined ? null : (SPECIAL_WORLD_BY_TILE[tile] ?? null);
}

const SPECIAL_WORLD_BY_MAP: Partial<Record<BuiltInMapId, SpecialWorldKind>> = {
  terminal3: 'terminal',
  level4_shooter: 'shooter',
  text_adventure: 'text_adventure',
  hemingway: 'hemingway',
};

/** The special world a map belongs to (the debug overlay shows it); null for ordinary maps. */
export function specialWorldOfMap(mapId: BuiltInMapId): SpecialWorldKind | null {
  return SPECIAL_WORLD_BY_MAP[mapId] ?? null;
}
