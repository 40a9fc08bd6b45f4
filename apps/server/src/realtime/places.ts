import {
  BUILT_IN_ATLAS,
  canStandOn,
  generateWorldMap,
  isBuiltInMapId,
  PRESENCE_LIMITS,
  docMapIdOfKey,
  keyedWorldDoc,
  startingWorldDoc,
  storyDoorCells,
  withDoors,
  worldDocAtlas,
  type MapAtlas,
  type WorldDoc,
  type Position,
} from '@authentic/core';
import { findCharacter, readPublished, readWorldPosition, type Db } from './seams.js';
import { cachedWorld } from './world-lookups.js';

/**
 * Where a player may be (decision 0236).
 *
 * A room is one map: `main:<mapId>` for the main world, `world:<worldId>:<mapId>` for a map of a
 * player's world (its document's map ids; the world's own id names its spawn map). A world is
 * entered by its owner, or by anyone (guests too) when it is public; otherwise the join is refused
 * as if it were not there.
 *
 * Where a join starts is rejoin.ts's rule (decisions 0236 and 0262); this file resolves maps,
 * reads the saved place and keeps the last places left.
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
  /** A world's map's id in its document (`mapId` is its key, core's worldMapKey). */
  docMapId?: string;
  /** Another map of the same world (walking through its portals and edges), or null. */
  sibling?: (mapId: string) => PlaceMap | null;
}

export interface KnownPlace {
  worldId: string | null;
  mapId: string;
  x: number;
  y: number;
  /** When the server knew the player there (ms): a join may claim a cell walked to since (decision 0300). */
  at?: number;
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

/**
 * A world's map if this viewer may enter it (owner, or public; a guest only public), else null.
 * The world's row is kept a moment (world-lookups.ts, decision 0261); its maps by version.
 */
export async function worldMap(
  db: Db,
  worldId: string,
  mapId: string,
  viewerId: string | null,
): Promise<PlaceMap | null> {
  const entry = await cachedWorld(db, worldId);
  if (!entry) return null;
  const { world } = entry;
  if (!world.isPublic && (viewerId === null || world.ownerId !== viewerId)) return null;
  // A world is walked as its published document, or as the document its type generates (issue 25).
  const version = world.publishedVersion ?? 0;
  const cacheKey = version > 0 ? `${world.id}@${version}` : `${world.id}@0:${world.mapType}:${world.name}`;
  let places = documents.get(cacheKey);
  if (!places) {
    const published = version > 0 ? await readPublished(db, world.id) : null;
    const doc = published?.doc ?? startingWorldDoc(generateWorldMap(world.mapType, world.id), world.name);
    places = placesOf(world.id, doc);
    if (documents.size >= DOCUMENTS_KEPT) documents.clear();
    documents.set(cacheKey, places);
  }
  // Maps are known by their keys (core's worldMapKey); the world's own id finds its spawn map when
  // the document has no map 'main'.
  return places.get(mapId) ?? (mapId === worldId ? places.get(SPAWN) : undefined) ?? null;
}

const SPAWN = Symbol('spawn');
/** Places of each world document by world and version (a document's maps are fixed once saved). */
const documents = new Map<string, Map<string | typeof SPAWN, PlaceMap>>();
const DOCUMENTS_KEPT = 200;

/** Every map of a world's document as a place; each finds its siblings without the database. */
function placesOf(worldId: string, ownDoc: WorldDoc): Map<string | typeof SPAWN, PlaceMap> {
  const doc = keyedWorldDoc(ownDoc, worldId);
  // A story's doors are each player's (the game screen keeps them); the walk authority lets anyone
  // through a cell a story can open, whatever its tile (decision 0296).
  const doorCells = new Set(storyDoorCells(doc.story?.source).map(({ x, y }) => `${x},${y}`));
  const plain = worldDocAtlas(doc);
  const atlas =
    doorCells.size === 0 ? plain : withDoors(plain, (_map, { x, y }) => doorCells.has(`${x},${y}`) || undefined);
  const places = new Map<string | typeof SPAWN, PlaceMap>();
  const sibling = (mapId: string) => places.get(mapId) ?? null;
  for (const map of doc.maps) {
    const spawnMap = map.id === doc.spawn.mapId;
    places.set(map.id, {
      room: roomKey(worldId, map.id),
      worldId,
      mapId: map.id,
      docMapId: docMapIdOfKey(worldId, map.id) ?? map.id,
      mapName: map.name,
      atlas,
      spawn: spawnMap ? { x: doc.spawn.x, y: doc.spawn.y } : firstWalkable(atlas, map.id),
      spawnMap,
      sibling,
    });
  }
  const spawn = places.get(doc.spawn.mapId);
  if (spawn) places.set(SPAWN, spawn);
  return places;
}

/** What the database says about where this player last stood on this map, or null. */
export async function savedPlace(db: Db, userId: string, place: PlaceMap): Promise<Position | null> {
  if (place.worldId) {
    const saved = await readWorldPosition(db, place.worldId, userId);
    // A position saved without a map is on the spawn map (a generated world's only map).
    const onMap = saved && (saved.mapId === null ? place.spawnMap === true : saved.mapId === place.docMapId);
    return saved && onMap ? { x: saved.x, y: saved.y } : null;
  }
  const saved = (await findCharacter(db, userId))?.lastPosition;
  return saved && saved.worldId === place.mapId ? { x: saved.x, y: saved.y } : null;
}

/**
 * Last places by account (or by socket, for a guest), one per world (the main world is one): kept
 * in this instance's memory for PRESENCE_LIMITS.placeKeptMs after leaving. The bus (when Redis is
 * there) keeps a copy of an account's latest so another instance can resume from it.
 */
export class PlaceMemory {
  private readonly places = new Map<string, KnownPlace & { at: number }>();
  /** When each key last left anywhere, so a join knows it came from another world. */
  private readonly latest = new Map<string, number>();

  remember(key: string, place: KnownPlace, nowMs: number): void {
    const slot = `${key} ${place.worldId ?? ''}`;
    this.places.delete(slot);
    this.places.set(slot, { ...place, at: nowMs });
    this.latest.delete(key);
    this.latest.set(key, nowMs);
  }

  /** The place last left in this world (null: the main world), while it is kept. */
  recall(key: string, worldId: string | null, nowMs: number): KnownPlace | undefined {
    const slot = `${key} ${worldId ?? ''}`;
    const entry = this.places.get(slot);
    if (!entry) return undefined;
    if (nowMs - entry.at > PRESENCE_LIMITS.placeKeptMs) {
      this.places.delete(slot);
      return undefined;
    }
    return entry;
  }

  /** True while a place left anywhere is kept. */
  knows(key: string, nowMs: number): boolean {
    const at = this.latest.get(key);
    return at !== undefined && nowMs - at <= PRESENCE_LIMITS.placeKeptMs;
  }

  /** Drops places older than the keeping time (oldest first, they are kept in insertion order). */
  prune(nowMs: number): void {
    for (const map of [this.places, this.latest] as Map<string, { at: number } | number>[]) {
      for (const [slot, entry] of map) {
        if (nowMs - (typeof entry === 'number' ? entry : entry.at) <= PRESENCE_LIMITS.placeKeptMs) break;
        map.delete(slot);
      }
    }
  }
}
