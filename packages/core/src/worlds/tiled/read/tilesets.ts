import { TILESET_NAME } from '../tiled-format.js';
import { TILED_READ_MESSAGES as SAY } from '../../../messages/tiled-read.js';
import { CELL_TILE_MAX } from '../../tile-cells.js';
import {
  findKey,
  int,
  isRecord,
  isTrue,
  list,
  plainName,
  readProperties,
  resolvePath,
  squash,
  type Json,
} from './json.js';
import type { Notes } from './notes.js';
import {
  TILED_READ_LIMITS as LIMITS,
  type TiledReadFiles,
  type TiledTileRead,
  type TiledTilesetRead,
} from './types.js';

/** Where a tileset's gids start in the map and how many it holds; index is its place in `tilesets`. */
export interface TilesetRange {
  firstGid: number;
  tileCount: number;
  index: number;
}

export interface TilesetsRead {
  tilesets: TiledTilesetRead[];
  ranges: TilesetRange[];
  /** Per tileset, the local ids of tiles that collide. */
  collides: Set<number>[];
}

/** Tile properties that make a tile a wall (Phaser tutorials and WorkAdventure write `collides`). */
const TILE_WALL_PROPERTIES = new Set(['collides', 'collision', 'collide', 'solid']);

/** The map's tilesets, embedded or external (`source`), in the order their gids are numbered. */
export function readTilesets(mapPath: string, map: Json, files: TiledReadFiles, notes: Notes): TilesetsRead {
  const entries = list(map.tilesets).filter(isRecord);
  const read: TilesetsRead = { tilesets: [], ranges: [], collides: [] };
  if (entries.length > LIMITS.tilesets) {
    notes.error('tooManyTilesets', () => SAY.tooManyTilesets(mapPath, entries.length, LIMITS.tilesets));
    return read;
  }
  for (const entry of entries) {
    const firstGid = int(entry.firstgid, 1, 0x0fffffff);
    const found = external(mapPath, entry, files, notes);
    if (!found) continue;
    const tileset = readTileset(found.path, found.json, files, notes);
    if (firstGid === null) {
      notes.error(`badTileset:${tileset?.read.name ?? ''}`, () =>
        SAY.badTileset(plainName(found.json.name, notes), mapPath),
      );
    }
    if (!tileset || firstGid === null) continue;
    read.ranges.push({ firstGid, tileCount: tileset.read.tileCount, index: read.tilesets.length });
    read.tilesets.push(tileset.read);
    read.collides.push(tileset.collides);
  }
  read.ranges.sort((a, b) => b.firstGid - a.firstGid);
  return read;
}

/** An embedded tileset as it is; an external one from among the files, by path or by base name. */
function external(
  mapPath: string,
  entry: Json,
  files: TiledReadFiles,
  notes: Notes,
): { path: string; json: Json } | null {
  if (typeof entry.source !== 'string') return { path: mapPath, json: entry };
  const wanted = resolvePath(mapPath, entry.source);
  const key = findKey(files.json, wanted);
  const json = key === null ? undefined : files.json[key];
  if (key === null) {
    const xml = /\.tsx$/i.test(wanted);
    notes.error(`tileset:${wanted}`, () =>
      xml ? SAY.xmlTileset(wanted, mapPath) : SAY.missingTileset(wanted, mapPath),
    );
    return null;
  }
  const looksLikeTileset =
    isRecord(json) &&
    (json.type === 'tileset' || (json.type === undefined && ('tilewidth' in json || 'image' in json)));
  if (!looksLikeTileset) {
    notes.error(`tileset:${key}`, () => SAY.notATileset(key));
    return null;
  }
  return { path: key, json };
}

function readTileset(
  path: string,
  json: Json,
  files: TiledReadFiles,
  notes: Notes,
): { read: TiledTilesetRead; collides: Set<number> } | null {
  const name = plainName(json.name, notes);
  if (typeof json.image !== 'string' || json.image === '') {
    notes.error(`collection:${name}`, () => SAY.imageCollection(path, name));
    return null;
  }
  const tileWidth = int(json.tilewidth, 1, LIMITS.imagePx);
  const tileHeight = int(json.tileheight, 1, LIMITS.imagePx);
  const image = readImage(path, json, name, files, notes);
  if (tileWidth === null || tileHeight === null) notes.error(`badTileset:${name}`, () => SAY.badTileset(name, path));
  if (!image || tileWidth === null || tileHeight === null) return null;
  if ([tileWidth, tileHeight].some((px) => px < LIMITS.tilePxMin || px > LIMITS.tilePxMax)) {
    const { tilePxMin: min, tilePxMax: max } = LIMITS;
    notes.error(`tileSize:${name}`, () => SAY.tilesetTileSize(name, tileWidth, tileHeight, min, max));
    return null;
  }
  const margin = int(json.margin, 0, image.width) ?? 0;
  const spacing = int(json.spacing, 0, image.width) ?? 0;
  const fitting = (side: number, tile: number) =>
    Math.max(0, Math.floor((side - 2 * margin + spacing) / (tile + spacing)));
  const columns = int(json.columns, 1, LIMITS.imagePx) ?? fitting(image.width, tileWidth);
  const tileCount = int(json.tilecount, 1, Number.MAX_SAFE_INTEGER) ?? columns * fitting(image.height, tileHeight);
  if (columns < 1 || tileCount < 1) {
    notes.error(`badTileset:${name}`, () => SAY.badTileset(name, path));
    return null;
  }
  if (tileCount > CELL_TILE_MAX + 1) {
    notes.error(`tilesetTooLarge:${name}`, () => SAY.tilesetTooLarge(name, tileCount, CELL_TILE_MAX + 1));
    return null;
  }
  if (isRecord(json.properties) || list(json.properties).length > 0) {
    for (const key of Object.keys(readProperties(json.properties, notes)))
      notes.ignore('tilesetProperties', SAY.tilesetProperties, key);
  }
  const { tiles, collides } = readTiles(json, name, tileCount, notes);
  const read = { name, imagePath: image.path, imageWidth: image.width, imageHeight: image.height };
  return { read: { ...read, tileWidth, tileHeight, margin, spacing, columns, tileCount, tiles }, collides };
}

/** The image among the files; `null` there means present with an unknown size: the tileset's own then. */
function readImage(path: string, json: Json, name: string, files: TiledReadFiles, notes: Notes) {
  const wanted = resolvePath(path, String(json.image));
  const key = findKey(files.images, wanted);
  if (key === null) {
    notes.error(`image:${wanted}`, () => SAY.missingImage(wanted, name));
    return null;
  }
  const known = files.images[key];
  const width = int(known ? known.width : json.imagewidth, 1, LIMITS.imagePx);
  const height = int(known ? known.height : json.imageheight, 1, LIMITS.imagePx);
  if (width === null || height === null) {
    notes.error(`badTileset:${name}`, () => SAY.badTileset(name, path));
    return null;
  }
  return { path: key, width, height };
}

/** Tiles with something to say: `tiles` (Tiled 1.2+) and `tileproperties` (older maps). */
function readTiles(json: Json, name: string, tileCount: number, notes: Notes) {
  const byId = new Map<number, TiledTileRead>();
  const collides = new Set<number>();
  let shapes = 0;
  const readTileProperties = (id: number, value: unknown) => {
    for (const [key, prop] of Object.entries(readProperties(value, notes))) {
      // Our own export names its nine tiles for people in Tiled: nothing left out there.
      if (name === TILESET_NAME && key === 'name') continue;
      if (!TILE_WALL_PROPERTIES.has(squash(key))) notes.ignore('tileProperties', SAY.tileProperties, key);
      else if (isTrue(prop)) collides.add(id);
    }
  };
  for (const tile of list(json.tiles).slice(0, tileCount).filter(isRecord)) {
    const id = int(tile.id, 0, tileCount - 1);
    if (id === null) continue;
    readTileProperties(id, tile.properties);
    if (isRecord(tile.objectgroup) && list(tile.objectgroup.objects).length > 0) shapes += 1;
    const animation = readAnimation(tile.animation, tileCount);
    if (animation.length > 0) byId.set(id, { id, animation });
  }
  if (isRecord(json.tileproperties)) {
    for (const [key, value] of Object.entries(json.tileproperties).slice(0, tileCount)) {
      const id = int(Number(key), 0, tileCount - 1);
      if (id !== null) readTileProperties(id, value);
    }
  }
  if (shapes > 0) notes.ignore('tileShapes', SAY.tileShapes, name, shapes);
  for (const id of collides) byId.set(id, { id, collides: true, ...byId.get(id) });
  return { tiles: [...byId.values()].sort((a, b) => a.id - b.id), collides };
}

function readAnimation(value: unknown, tileCount: number): { tileId: number; durationMs: number }[] {
  const frames: { tileId: number; durationMs: number }[] = [];
  for (const frame of list(value).slice(0, LIMITS.animationFrames).filter(isRecord)) {
    const tileId = int(frame.tileid, 0, tileCount - 1);
    const durationMs = int(frame.duration, 1, 3_600_000);
    if (tileId !== null && durationMs !== null) frames.push({ tileId, durationMs });
  }
  return frames;
}
