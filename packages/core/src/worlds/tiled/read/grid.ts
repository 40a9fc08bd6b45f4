import { TILED_READ_MESSAGES as SAY } from '../../../messages/tiled-read.js';
import type { FlatLayer } from './flatten.js';
import { int, isRecord, list } from './json.js';
import { decodeLayerData } from './layer-data.js';
import type { Notes } from './notes.js';
import { TILED_READ_LIMITS as LIMITS } from './types.js';

/** A rectangle of gids in the layer's own cells: the whole layer of a fixed map, or one chunk of an infinite one. */
export interface GidBlock {
  x: number;
  y: number;
  w: number;
  h: number;
  gids: Uint32Array;
}

/** A tile layer with its data decoded and its offset in whole cells. */
export interface TileGrid {
  layer: FlatLayer;
  dx: number;
  dy: number;
  blocks: GidBlock[];
}

export interface MapHeader {
  tileWidth: number;
  tileHeight: number;
  width: number;
  height: number;
  infinite: boolean;
}

/** Where the map's cell 0,0 is in Tiled's cells, and its size: an infinite map is cut to its tiles. */
export interface MapFrame {
  originX: number;
  originY: number;
  width: number;
  height: number;
}

const GID_ID = 0x0fffffff;
const COORD = 1 << 24;

interface Area {
  x: number;
  y: number;
  w: number;
  h: number;
  data: unknown;
}

/** The blocks a layer declares, sizes checked; null when one is malformed. */
function areasOf(json: Record<string, unknown>, header: MapHeader): Area[] | null {
  const side = LIMITS.chunkSide;
  if (!header.infinite) {
    const w = json.width === undefined ? header.width : int(json.width, 1, LIMITS.mapCells);
    const h = json.height === undefined ? header.height : int(json.height, 1, LIMITS.mapCells);
    if (w === null || h === null) return null;
    return [{ x: int(json.x, -COORD, COORD) ?? 0, y: int(json.y, -COORD, COORD) ?? 0, w, h, data: json.data }];
  }
  const areas: Area[] = [];
  for (const chunk of list(json.chunks)) {
    if (!isRecord(chunk)) return null;
    const [x, y] = [int(chunk.x, -COORD, COORD), int(chunk.y, -COORD, COORD)];
    const [w, h] = [int(chunk.width, 1, side), int(chunk.height, 1, side)];
    if (x === null || y === null || w === null || h === null) return null;
    areas.push({ x, y, w, h, data: chunk.data });
  }
  return areas;
}

/** The layer's offset in whole cells; one that is not is rounded, with one note per layer. */
function cellOffset(layer: FlatLayer, header: MapHeader, notes: Notes): { dx: number; dy: number } {
  const [x, y] = [layer.offsetX / header.tileWidth, layer.offsetY / header.tileHeight];
  if (!Number.isInteger(x) || !Number.isInteger(y)) notes.ignore('roundedOffsets', SAY.roundedOffsets, layer.name);
  return { dx: Math.round(x), dy: Math.round(y) };
}

/**
 * Decodes the tile layers that matter (drawn ones, and walls or spawn layers even when hidden), after
 * checking every declared size: all chunks of an infinite map together are bounded before any is decoded.
 */
export function decodeTileLayers(path: string, flat: FlatLayer[], header: MapHeader, notes: Notes): TileGrid[] {
  const wanted: { layer: FlatLayer; areas: Area[] }[] = [];
  let chunkCells = 0;
  for (const layer of flat) {
    if (layer.kind !== 'tile') continue;
    if (!layer.visible && layer.role === 'draw') {
      notes.ignore('hiddenLayers', SAY.hiddenLayers, layer.name);
      continue;
    }
    const areas = areasOf(layer.json, header);
    if (!areas) notes.error(`dataSize:${layer.name}`, () => SAY.dataSize(path, layer.name));
    else wanted.push({ layer, areas });
    chunkCells += (areas ?? []).reduce((sum, area) => sum + area.w * area.h, 0);
  }
  if (chunkCells > LIMITS.chunkCells) {
    notes.error('tooManyChunks', () => SAY.tooManyChunks(path, LIMITS.chunkCells));
    return [];
  }
  const grids: TileGrid[] = [];
  for (const { layer, areas } of wanted) {
    const blocks: GidBlock[] = [];
    for (const area of areas) {
      const decoded = decodeLayerData(area.data, layer.json.encoding, layer.json.compression, area.w * area.h);
      if ('gids' in decoded) blocks.push({ x: area.x, y: area.y, w: area.w, h: area.h, gids: decoded.gids });
      else if (decoded.problem === 'zstd') notes.error(`zstd:${layer.name}`, () => SAY.zstd(path, layer.name));
      else if (decoded.problem === 'encoding') {
        notes.error(`encoding:${layer.name}`, () => SAY.encoding(path, layer.name, decoded.format ?? ''));
      } else notes.error(`dataSize:${layer.name}`, () => SAY.dataSize(path, layer.name));
    }
    grids.push({ layer, ...cellOffset(layer, header, notes), blocks });
  }
  return grids;
}

/** An infinite map's frame: the union of its non-empty chunks, at most the largest map. */
export function boundChunks(path: string, grids: TileGrid[], notes: Notes): MapFrame | null {
  let [left, top, right, bottom] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const { blocks, dx, dy } of grids) {
    for (const block of blocks) {
      if (!block.gids.some((gid) => (gid & GID_ID) !== 0)) continue;
      left = Math.min(left, block.x + dx);
      top = Math.min(top, block.y + dy);
      right = Math.max(right, block.x + dx + block.w);
      bottom = Math.max(bottom, block.y + dy + block.h);
    }
  }
  if (left === Infinity) {
    notes.error('emptyMap', () => SAY.emptyMap(path));
    return null;
  }
  const [width, height] = [right - left, bottom - top];
  if (width > LIMITS.mapCells || height > LIMITS.mapCells) {
    notes.error('mapTooLarge', () => SAY.mapTooLarge(path, width, height, LIMITS.mapCells));
    return null;
  }
  return { originX: left, originY: top, width, height };
}
