import { BUILT_IN_MAPS } from '../maps/built-in-maps.js';
import { BUILT_IN_MAP_NAMES, type BuiltInMapId } from '../maps/map-ids.js';
import { tryGridMove, tryMapMove } from '../maps/movement.js';
import { portalAt, portalDestination, portalPrompt, specialPortalDestination } from '../maps/portals.js';
import type { MapMusicTrack } from '../maps/map-areas.js';
import type { SpecialPortalKind } from '../maps/map-types.js';
import type { MapType } from '../contracts/worlds.js';
import { MAP_MESSAGES } from '../messages/maps.js';
import { isNpcId, NPC_CATALOGUE } from '../npcs/catalogue.js';
import { npcsOnMap, type PlacedNpc } from '../npcs/npcs-on-map.js';
import type { Direction, Position } from '../shared/geometry.js';
import type { TileGrid } from '../tiles/tile-codes.js';
import { startingWorldDoc } from './world-doc-start.js';
import type { GeneratedWorldMap } from './world-maps.js';

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
  specialPortalDestination,
  isExit: () => false,
};

/** The name the way out of a player's world gives its destination. */
export const MAIN_WORLD_NAME = 'Main World';

/**
 * A world's NPCs as its first document places them: each wanders the cells around it, unless that
 * could wall off the only way out, when it stands still (or aside); see decision 0246.
 */
function worldNpcs(world: { name: string; map: GeneratedWorldMap }): PlacedNpc[] {
  return (startingWorldDoc(world.map, world.name).maps[0]?.npcs ?? []).flatMap(({ npcId, x, y, patrol }) =>
    isNpcId(npcId)
      ? [{ ...NPC_CATALOGUE[npcId], position: { x, y }, ...(patrol ? { patrolArea: { ...patrol } } : {}) }]
      : [],
  );
}

/**
 * One player-made world as a single-map atlas: its map id is the world's id, its edges are walls,
 * and its one portal leads out, back to the main world (Space, like every way back).
 */
export function worldAtlas(world: { id: string; name: string; map: GeneratedWorldMap }): MapAtlas<string> {
  const { map } = world;
  let npcs: PlacedNpc[] | null = null;
  const onExit = (position: Position) => position.x === map.returnPortal.x && position.y === map.returnPortal.y;
  return {
    mapName: () => world.name,
    grid: () => map.data,
    npcs: () => (npcs ??= worldNpcs(world)).map((npc) => ({ ...npc, position: { ...npc.position } })),
    move: (mapId, position, direction) => {
      const step = tryGridMove(map.data, position, direction);
      return step.ok ? { ok: true, mapId, position: step.position, changedMap: false } : step;
    },
    portalAt: (_mapId, position) => (onExit(position) ? { returning: true } : null),
    portalDestination: () => null,
    portalPrompt: (_mapId, position) => (onExit(position) ? MAP_MESSAGES.returnTo(MAIN_WORLD_NAME) : null),
    specialPortalDestination: () => null,
    isExit: (_mapId, position) => onExit(position),
  };
}

/** A world's music by its type (ours): open country sounds like the overworld, stations and mazes are tense. */
export const WORLD_MUSIC: Readonly<Record<MapType, MapMusicTrack>> = {
  fantasy: 'overworld',
  'post-apocalyptic': 'yosemite',
  scifi: 'terminal',
  mystery: 'terminal',
};
