import { TILED_READ_MESSAGES as SAY } from '../../../messages/tiled-read.js';
import { flattenLayers } from './flatten.js';
import { boundChunks, decodeTileLayers, type MapFrame, type MapHeader } from './grid.js';
import { findKey, int, isRecord, num, readProperties, type Json } from './json.js';
import { Notes } from './notes.js';
import { readObjects } from './objects.js';
import { paintLayers } from './paint.js';
import { readTilesets } from './tilesets.js';
import { TILED_READ_LIMITS as LIMITS, type TiledMapRead, type TiledReadFiles } from './types.js';

/** The map's header, checked before anything is allocated: a map claiming a million cells a side stops here. */
function readHeader(path: string, map: unknown, notes: Notes): (MapHeader & { json: Json }) | null {
  const looksLikeMap = isRecord(map) && (map.type === 'map' || (map.type === undefined && Array.isArray(map.layers)));
  if (!looksLikeMap) {
    notes.error('notAMap', () => SAY.notAMap(path));
    return null;
  }
  const orientation = typeof map.orientation === 'string' ? map.orientation : 'orthogonal';
  if (orientation !== 'orthogonal') notes.error('orientation', () => SAY.notOrthogonal(path, orientation));
  const [tileWidth, tileHeight] = [num(map.tilewidth, 0), num(map.tileheight, 0)];
  const { tilePxMin: min, tilePxMax: max, mapCells } = LIMITS;
  if ([tileWidth, tileHeight].some((px) => !Number.isInteger(px) || px < min || px > max)) {
    notes.error('tileSize', () => SAY.tileSize(path, tileWidth, tileHeight, min, max));
  }
  const infinite = map.infinite === true;
  const [width, height] = infinite ? [0, 0] : [num(map.width, 0), num(map.height, 0)];
  if (width > mapCells || height > mapCells)
    notes.error('mapTooLarge', () => SAY.mapTooLarge(path, width, height, mapCells));
  else if (!infinite && (int(width, 1, mapCells) === null || int(height, 1, mapCells) === null)) {
    notes.error('mapSize', () => SAY.mapSize(path));
  }
  return notes.failed ? null : { json: map, tileWidth, tileHeight, width, height, infinite };
}

function finish(notes: Notes, read: Omit<TiledMapRead, 'ok' | 'errors' | 'ignored'>): TiledMapRead {
  const { errors, ignored } = notes.lists();
  return { ok: errors.length === 0, errors, ignored, ...read };
}

function nothing(header: Partial<MapHeader> = {}): Omit<TiledMapRead, 'ok' | 'errors' | 'ignored'> {
  const { tileWidth = 0, tileHeight = 0 } = header;
  const grid = { width: 0, height: 0, tileWidth, tileHeight };
  return { ...grid, tilesets: [], layers: [], walls: new Uint8Array(0), spawn: null, objects: [], properties: {} };
}

/**
 * Any orthogonal Tiled map (JSON) as plain data: its tilesets, its tile layers as cells in drawing
 * order, walls, the spawn, its objects and properties. Refuses what cannot be read, saying what to
 * change in Tiled, and lists what was imported without. Player content: every size is checked before
 * the array it sizes is made, and values are kept as data.
 */
export function readTiledMap(path: string, files: TiledReadFiles): TiledMapRead {
  const notes = new Notes();
  const key = findKey(files.json, path);
  const header = readHeader(path, key === null ? undefined : files.json[key], notes);
  if (!header) return finish(notes, nothing());
  const sets = readTilesets(path, header.json, files, notes);
  const flat = flattenLayers(path, header.json.layers, notes);
  const grids = notes.failed ? [] : decodeTileLayers(path, flat, header, notes);
  if (notes.failed) return finish(notes, nothing(header));
  const fixed: MapFrame = { originX: 0, originY: 0, width: header.width, height: header.height };
  const frame = header.infinite ? boundChunks(path, grids, notes) : fixed;
  if (!frame) return finish(notes, nothing(header));
  const painted = paintLayers(path, grids, frame, sets, notes);
  const placed = readObjects(flat, frame, header, notes);
  const properties = readProperties(header.json.properties, notes);
  if (notes.failed) return finish(notes, nothing(header));
  return finish(notes, {
    width: frame.width,
    height: frame.height,
    tileWidth: header.tileWidth,
    tileHeight: header.tileHeight,
    tilesets: sets.tilesets,
    layers: painted.layers,
    walls: painted.walls,
    spawn: placed.spawn ?? painted.start,
    objects: placed.objects,
    properties,
  });
}
