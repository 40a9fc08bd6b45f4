import {
  BUILT_IN_ATLAS,
  canStandOn,
  generateWorldMap,
  isBuiltInMapId,
  PRESENCE_LIMITS,
  worldAtlas,
  worldDocAtlas,
  type MapAtlas,
  type Position,
} from '@authentic/core';
import type { Db } from '../db/client.js';
import { findCharacter } from '../db/characters-repository.js';
import { readPublished } from '../db/world-docs-repository.js';
import { readWorldPosition } from '../db/world-play-repository.js';
import { findWorld } from '../db/worlds-repository.js';

/**
 * Where a player may be and where they start (decision 0236).
 *
 * A room is one map: `main:<mapId>` for the main world, `world:<worldId>:<mapId>` for a player's
 * development world (its one map's id is the world's id). A world is entered by its owner, or by
 * anyone (guests too) when it is public; otherwise the join is refused as if it were not there.
 *
 * The start of a join, first match wins:
 *  1. the last place the server knew for this account (kept in memory, and in Redis when there is
 *     one, for PRESENCE_LIMITS.placeKeptMs after leaving), when it is on the same world and map;
 *  2. for a signed-in player, the place saved in the database (`characters.last_position` for the
 *     main world, `world_positions` for a world) when it is on the claimed map and standable;
 *  3. the cell the client claims, when one can stand on it;
 *  4. the map's spawn (a world's) or its first walkable cell (the main world's).
 * The server never takes a claimed cell over one it knows: a client cannot teleport by rejoining.
 */

/** One map of the main world or of a player's world, resolved for walking. */
export interface PlaceMap {
  room: string;
  worldId: string | null;
  mapId: string;
  mapName: string;
  atlas: MapAtlas<string>;
  spawn: Position;
  /** A world's map where its spawn is: positions saved without a map are on it. */
  spawnMap?: boolean;
}

export interface KnownPlace {
  worldId: string | null;
  mapId: string;
  x: number;
  y: number;
}

export function roomKey(worldId: string | null, mapId: string): string {
  return worldId ? `world:${worldId}:${mapId}` : `main:${mapId}`;
}

function firstWalkable(atlas: MapAtlas<string>, mapId: string): Position {
  const grid = atlas.grid(mapId);
  for (let y = 0; y < grid.length; y += 1) {
    const row = grid[y]!;
    for (let x = 0; x < row.length; x += 1) if (canStandOn(atlas, mapId, { x, y })) return { x, y };
  }
  return { x: 0, y: 0 };
}

const mainAtlas = BUILT_IN_ATLAS as MapAtlas<string>;

const mainMaps = new Map<string, PlaceMap>();

/** A main-world map by id, or null for an unknown id. */
export function mainMap(mapId: string): PlaceMap | null {
  if (!isBuiltInMapId(mapId)) return null;
  let place = mainMaps.get(mapId);
  if (!place) {
    place = {
      room: roomKey(null, mapId),
      worldId: null,
      mapId,
      mapName: mainAtlas.mapName(mapId),
      atlas: mainAtlas,
      spawn: firstWalkable(mainAtlas, mapId),
    };
    mainMaps.set(mapId, place);
  }
  return place;
}

/** Generated maps by world id and type (a world's map is a pure function of both). */
const generated = new Map<string, PlaceMap>();
const GENERATED_KEPT = 200;

/**
 * A world's map if this viewer may enter it (owner, or public; a guest only public), else null.
 * Visibility is read from the database on every join; only the generated map is kept.
 */
export async function worldMap(
  db: Db,
  worldId: string,
  mapId: string,
  viewerId: string | null,
): Promise<PlaceMap | null> {
  const entry = await findWorld(db, worldId);
  if (!entry) return null;
  const { world } = entry;
  if (!world.isPublic && (viewerId === null || world.ownerId !== viewerId)) return null;
  // A published world is walked as its document (issue 25): its maps by their own ids.
  if (world.publishedVersion !== null) return publishedMap(db, world.id, world.publishedVersion, mapId);
  if (mapId !== worldId) return null;
  const cacheKey = `${world.id}:${world.mapType}:${world.name}`;
  const cached = generated.get(cacheKey);
  if (cached) return cached;
  const map = generateWorldMap(world.mapType, world.id);
  const atlas = worldAtlas({ id: world.id, name: world.name, map });
  const place: PlaceMap = {
    room: roomKey(world.id, world.id),
    worldId: world.id,
    mapId: world.id,
    mapName: world.name,
    atlas,
    spawn: map.spawn,
  };
  remember(cacheKey, place);
  return place;
}

function remember(cacheKey: string, place: PlaceMap): void {
  if (generated.size >= GENERATED_KEPT) generated.clear();
  generated.set(cacheKey, place);
}

/** One map of a world's published document; the world's own id names its spawn map. */
async function publishedMap(db: Db, worldId: string, version: number, mapId: string): Promise<PlaceMap | null> {
  const cacheKey = `${worldId}@${version}:${mapId}`;
  const cached = generated.get(cacheKey);
  if (cached) return cached;
  const published = await readPublished(db, worldId);
  if (!published) return null;
  const { doc } = published;
  const docMapId = mapId === worldId ? doc.spawn.mapId : mapId;
  const map = doc.maps.find((candidate) => candidate.id === docMapId);
  if (!map) return null;
  const atlas = worldDocAtlas(doc);
  const place: PlaceMap = {
    room: roomKey(worldId, docMapId),
    worldId,
    mapId: docMapId,
    mapName: map.name,
    atlas,
    spawn: docMapId === doc.spawn.mapId ? { x: doc.spawn.x, y: doc.spawn.y } : firstWalkable(atlas, docMapId),
    spawnMap: docMapId === doc.spawn.mapId,
  };
  remember(cacheKey, place);
  return place;
}

/** What the database says about where this player last stood on this map, or null. */
async function savedPlace(db: Db, userId: string, place: PlaceMap): Promise<Position | null> {
  if (place.worldId) {
    const saved = await readWorldPosition(db, place.worldId, userId);
    // A position saved without a map is on the spawn map (a generated world's only map).
    const onMap = saved && (saved.mapId === null ? place.spawnMap !== false : saved.mapId === place.mapId);
    return saved && onMap ? { x: saved.x, y: saved.y } : null;
  }
  const saved = (await findCharacter(db, userId))?.lastPosition;
  return saved && saved.worldId === place.mapId ? { x: saved.x, y: saved.y } : null;
}

/** Where a join starts (the rule above). Database errors fall through to the claimed cell. */
export async function startPosition(
  db: Db,
  place: PlaceMap,
  userId: string | null,
  known: KnownPlace | undefined,
  claimed: Position,
): Promise<Position> {
  const standable = (cell: Position | null | undefined): cell is Position =>
    !!cell && canStandOn(place.atlas, place.mapId, cell);
  if (known && known.worldId === place.worldId && known.mapId === place.mapId && standable(known)) {
    return { x: known.x, y: known.y };
  }
  if (userId) {
    const saved = await savedPlace(db, userId, place).catch(() => null);
    if (standable(saved)) return saved;
  }
  if (standable(claimed)) return claimed;
  return place.spawn;
}

/**
 * Last places by account, in this instance's memory for PRESENCE_LIMITS.placeKeptMs; the bus
 * (when Redis is there) keeps a copy so another instance can resume from it.
 */
export class PlaceMemory {
  private readonly places = new Map<string, KnownPlace & { at: number }>();

  remember(userId: string, place: KnownPlace, nowMs: number): void {
    this.places.delete(userId);
    this.places.set(userId, { ...place, at: nowMs });
  }

  recall(userId: string, nowMs: number): KnownPlace | undefined {
    const entry = this.places.get(userId);
    if (!entry) return undefined;
    if (nowMs - entry.at > PRESENCE_LIMITS.placeKeptMs) {
      this.places.delete(userId);
      return undefined;
    }
    return entry;
  }

  /** Drops places older than the keeping time (oldest first, they are kept in insertion order). */
  prune(nowMs: number): void {
    for (const [userId, entry] of this.places) {
      if (nowMs - entry.at <= PRESENCE_LIMITS.placeKeptMs) break;
      this.places.delete(userId);
    }
  }
}
