import { BUILT_IN_MAPS } from '../maps/built-in-maps.js';
import { BUILT_IN_MAP_NAMES, BUILT_IN_MAP_READABLE_NAMES, type BuiltInMapId } from '../maps/map-ids.js';
import { tryMapMove } from '../maps/movement.js';
import { MAP_PORTALS, portalAt, portalDestination, portalPrompt, specialPortalDestination } from '../maps/portals.js';
import type { MapMusicTrack } from '../maps/map-areas.js';
import type { SpecialPortalKind } from '../maps/map-types.js';
import type { MapType } from '../contracts/worlds.js';
import { npcsOnMap, type PlacedNpc } from '../npcs/npcs-on-map.js';
import type { Direction, Position } from '../shared/geometry.js';
import type { TileGrid } from '../tiles/tile-codes.js';

/** Where a portal or an edge takes the character, with the banner shown on arrival. */
export interface AtlasDestination<M extends string> {
  mapId: M;
  arrival: Position;
  banner: string;
}

export type AtlasMoveResult<M extends string> =
  | { ok: true; mapId: M; position: Position; changedMap: false }
  | { ok: true; mapId: M; position: Position; changedMap: true; banner: string }
  | { ok: false; reason: 'edge' }
  | { ok: false; reason: 'tile'; tile: number };

/**
 * A map's portals as the game's hint tells them (decision 0243): where the ones taken on stepping
 * lead, and where the ones that wait for Space lead (null for a special portal: it opens a game).
 */
export interface MapPortals {
  road: readonly string[];
  waiting: readonly (string | null)[];
}

/**
 * The maps one game screen walks: the main world's fourteen linked maps, or one player-made world.
 * The game store asks it everything about the ground, so it plays either the same way.
 */
export interface MapAtlas<M extends string> {
  mapName(mapId: M): string;
  grid(mapId: M): TileGrid;
  npcs(mapId: M): PlacedNpc[];
  move(mapId: M, position: Position, direction: Direction): AtlasMoveResult<M>;
  /** The tile-5 portal here: a way back waits for Space, the main road takes the character on stepping. */
  portalAt(mapId: M, position: Position): { returning?: boolean } | null;
  portalDestination(mapId: M, position: Position): AtlasDestination<M> | null;
  portalPrompt(mapId: M, position: Position): string | null;
  /** The portals of the map the player is on, so the hint speaks of this map only (issue 36). */
  portalsHere(mapId: M): MapPortals;
  specialPortalDestination(
    mapId: M,
    position: Position,
  ): (AtlasDestination<M> & { specialWorld: SpecialPortalKind; moves: boolean }) | null;
  /** True on a portal that leaves this atlas altogether (a world's way back to the main world). */
  isExit(mapId: M, position: Position): boolean;
}

/** The main world: the built-in maps, their portals, edges and NPCs. */
export const BUILT_IN_ATLAS: MapAtlas<BuiltInMapId> = {
  mapName: (mapId) => BUILT_IN_MAP_NAMES[mapId],
  grid: (mapId) => BUILT_IN_MAPS[mapId].data,
  npcs: npcsOnMap,
  move: tryMapMove,
  portalAt,
  portalDestination,
  portalPrompt,
  portalsHere: (mapId) => {
    const portals = MAP_PORTALS[mapId];
    return {
      road: portals
        .filter((portal) => !portal.returning)
        .map((portal) => BUILT_IN_MAP_READABLE_NAMES[portal.destination]),
      waiting: [
        ...portals
          .filter((portal) => portal.returning)
          .map((portal) => BUILT_IN_MAP_READABLE_NAMES[portal.destination]),
        ...BUILT_IN_MAPS[mapId].specialPortals.map(() => null),
      ],
    };
  },
  specialPortalDestination,
  isExit: () => false,
};

/** The name the way out of a player's world gives its destination. */
export const MAIN_WORLD_NAME = 'Main World';

/** A world's music by its type (ours): open country sounds like the overworld, stations and mazes are tense. */
export const WORLD_MUSIC: Readonly<Record<MapType, MapMusicTrack>> = {
  fantasy: 'overworld',
  'post-apocalyptic': 'yosemite',
  scifi: 'terminal',
  mystery: 'terminal',
};
