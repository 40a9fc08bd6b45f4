import { BUILT_IN_MAPS } from './built-in-maps.js';
import { EDGE_NEIGHBOURS } from './edges.js';
import { BUILT_IN_MAP_IDS, type BuiltInMapId } from './map-ids.js';
import type { SpecialPortalKind } from './map-types.js';
import { MAP_PORTALS } from './portals.js';

/**
 * How a link is walked: a tile-5 portal on the main road, a way back (Space on the portal), walking
 * off the right or left edge of an overworld, or a special portal (tiles 6–8) into a mini-game's room.
 */
export type MapLinkWay = 'portal' | 'way-back' | 'right-edge' | 'left-edge' | SpecialPortalKind;

export const MAP_LINK_WAYS: readonly MapLinkWay[] = [
  'portal',
  'way-back',
  'right-edge',
  'left-edge',
  'terminal',
  'shooter',
  'text_adventure',
];

export function isMapLinkWay(value: unknown): value is MapLinkWay {
  return (MAP_LINK_WAYS as readonly unknown[]).includes(value);
}

/** One direction of travel between two maps, with every way the game offers to make it. */
export interface MapLink<M extends string = BuiltInMapId> {
  from: M;
  to: M;
  ways: MapLinkWay[];
}

/**
 * The links the game walks (decision 0241), read from the tables the moves themselves use: the
 * tile-5 portals (MAP_PORTALS), the overworlds' edges (EDGE_NEIGHBOURS) and the special portals that
 * lead into another map (a room's own portal reopens its mini-game and goes nowhere). One link per
 * direction, in map order; a link walked two ways lists both.
 */
function builtInMapLinks(): MapLink[] {
  const links: MapLink[] = [];
  const add = (from: BuiltInMapId, to: BuiltInMapId, way: MapLinkWay) => {
    const link = links.find((candidate) => candidate.from === from && candidate.to === to);
    if (!link) links.push({ from, to, ways: [way] });
    else if (!link.ways.includes(way)) link.ways.push(way);
  };
  for (const from of BUILT_IN_MAP_IDS) {
    for (const portal of MAP_PORTALS[from]) add(from, portal.destination, portal.returning ? 'way-back' : 'portal');
    for (const special of BUILT_IN_MAPS[from].specialPortals) {
      if (special.destination !== from) add(from, special.destination, special.type);
    }
    const edges = EDGE_NEIGHBOURS[from];
    if (edges?.right) add(from, edges.right, 'right-edge');
    if (edges?.left) add(from, edges.left, 'left-edge');
  }
  return links;
}

export const BUILT_IN_MAP_LINKS: readonly MapLink[] = builtInMapLinks();
