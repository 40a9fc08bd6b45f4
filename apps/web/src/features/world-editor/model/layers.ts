import {
  encodeLayerCells,
  encodeWalls,
  tileCell,
  WORLD_ART_LIMITS,
  worldDocMapArt,
  worldDocMapSize,
  type LayerPlacement,
  type Position,
  type WorldDoc,
  type WorldDocLayer,
  type WorldDocMap,
  type WorldTileset,
} from '@authentic/core';
import { LAYER_TEXTS as T } from './layer-texts';
import { findMap, updateMap } from './edits';

/**
 * Pure edits of a world's own art (issue 36): its tilesets, a map's layers, and the cells of a layer
 * or of the walls. A stroke works on a decoded copy of one layer (a `LayerWork`) and the document
 * gets the encoded text once, when the stroke ends.
 */

/** What the tile tools paint on: a layer of the shown map (its index) or the map's own walls. */
export type LayerTarget = number | 'walls';

/** A block of a tileset's tiles chosen in the palette: its top-left tile (column, row) and size in tiles. */
export interface TileStamp {
  tileset: number;
  column: number;
  row: number;
  width: number;
  height: number;
}

/** A stroke's decoded copy of what it paints, and the cells it changed so far (y × width + x). */
export interface LayerWork {
  mapId: string;
  target: LayerTarget;
  cells: Uint32Array | Uint8Array;
  touched: readonly number[];
}

export type ArtEdit = { ok: true; doc: WorldDoc; index: number } | { ok: false; reason: string };

const fail = (reason: string): ArtEdit => ({ ok: false, reason });

export function addTileset(doc: WorldDoc, tileset: WorldTileset): ArtEdit {
  const tilesets = doc.tilesets ?? [];
  if (tilesets.length >= WORLD_ART_LIMITS.tilesets) return fail(T.tooManyTilesets(WORLD_ART_LIMITS.tilesets));
  return { ok: true, doc: { ...doc, tilesets: [...tilesets, tileset] }, index: tilesets.length };
}

const layersOf = (doc: WorldDoc, mapId: string) => findMap(doc, mapId)?.layers ?? [];

/** The map with its layers replaced (the key left out when none remain, as a map without art has it). */
function withLayers(map: WorldDocMap, layers: WorldDocLayer[]): WorldDocMap {
  const { layers: _old, ...rest } = map;
  return layers.length > 0 ? { ...rest, layers } : rest;
}

function cleanName(name: string): string | null {
  const trimmed = name.trim();
  return trimmed.length > 0 && trimmed.length <= WORLD_ART_LIMITS.layerNameMax ? trimmed : null;
}

/** A new empty layer on top of the others of the map. */
export function addLayer(doc: WorldDoc, mapId: string, name: string, placement: LayerPlacement): ArtEdit {
  const map = findMap(doc, mapId);
  if (!map) return fail(T.noSuchLayer);
  const layers = map.layers ?? [];
  if (layers.length >= WORLD_ART_LIMITS.layersPerMap) return fail(T.tooManyLayers(WORLD_ART_LIMITS.layersPerMap));
  const clean = cleanName(name);
  if (!clean) return fail(T.badLayerName(WORLD_ART_LIMITS.layerNameMax));
  const { width, height } = worldDocMapSize(map);
  const layer: WorldDocLayer = {
    name: clean,
    placement,
    opacity: 1,
    cells: encodeLayerCells(new Uint32Array(width * height)),
  };
  return { ok: true, doc: updateMap(doc, mapId, (m) => withLayers(m, [...layers, layer])), index: layers.length };
}

export function renameLayer(doc: WorldDoc, mapId: string, index: number, name: string): ArtEdit {
  const layers = layersOf(doc, mapId);
  if (!layers[index]) return fail(T.noSuchLayer);
  const clean = cleanName(name);
  if (!clean) return fail(T.badLayerName(WORLD_ART_LIMITS.layerNameMax));
  const next = layers.map((layer, i) => (i === index ? { ...layer, name: clean } : layer));
  return { ok: true, doc: updateMap(doc, mapId, (m) => withLayers(m, next)), index };
}

export function deleteLayer(doc: WorldDoc, mapId: string, index: number): ArtEdit {
  const layers = layersOf(doc, mapId);
  if (!layers[index]) return fail(T.noSuchLayer);
  const next = layers.filter((_, i) => i !== index);
  return { ok: true, doc: updateMap(doc, mapId, (m) => withLayers(m, next)), index };
}

/** Moves a layer one place up (+1: drawn later, over more) or down (-1). */
export function moveLayer(doc: WorldDoc, mapId: string, index: number, by: 1 | -1): ArtEdit {
  const layers = layersOf(doc, mapId);
  const to = index + by;
  if (!layers[index] || !layers[to]) return fail(T.cannotMove);
  const next = [...layers];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return { ok: true, doc: updateMap(doc, mapId, (m) => withLayers(m, next)), index: to };
}

/** A decoded copy of a layer's cells (or the walls) to paint on; a layer that does not fit starts empty. */
export function startWork(map: WorldDocMap, target: LayerTarget): LayerWork {
  const { width, height } = worldDocMapSize(map);
  const art = worldDocMapArt(map);
  const decoded = target === 'walls' ? art.walls : art.layers[target];
  const cells = decoded
    ? decoded.slice()
    : target === 'walls'
      ? new Uint8Array(width * height)
      : new Uint32Array(width * height);
  return { mapId: map.id, target, cells, touched: [] };
}

/** The cells a stamp puts with its top-left at `at` (empty cells, or 1 for a wall, when erasing). */
export function stampCells(
  stamp: TileStamp | null,
  tilesets: readonly WorldTileset[],
  target: LayerTarget,
): { dx: number; dy: number; value: number }[] {
  if (!stamp) return [{ dx: 0, dy: 0, value: 0 }];
  const tileset = tilesets[stamp.tileset];
  const out: { dx: number; dy: number; value: number }[] = [];
  for (let dy = 0; dy < stamp.height; dy += 1)
    for (let dx = 0; dx < stamp.width; dx += 1) {
      if (target === 'walls') {
        out.push({ dx, dy, value: 1 });
        continue;
      }
      if (!tileset) continue;
      const tile = (stamp.row + dy) * tileset.columns + stamp.column + dx;
      if (tile < tileset.tileCount) out.push({ dx, dy, value: tileCell(stamp.tileset, tile) });
    }
  return out;
}

/** The work with the stamp's cells written at each of `at` (a copy; null when no cell changed). */
export function paintWork(
  work: LayerWork,
  width: number,
  height: number,
  at: readonly Position[],
  cells: readonly { dx: number; dy: number; value: number }[],
): { work: LayerWork; changed: Position[] } | null {
  let next: Uint32Array | Uint8Array | null = null;
  const changed: Position[] = [];
  const touched: number[] = [];
  for (const { x, y } of at)
    for (const { dx, dy, value } of cells) {
      const cx = x + dx;
      const cy = y + dy;
      if (cx < 0 || cy < 0 || cx >= width || cy >= height) continue;
      const index = cy * width + cx;
      if ((next ?? work.cells)[index] === value) continue;
      next ??= work.cells.slice();
      next[index] = value;
      changed.push({ x: cx, y: cy });
      touched.push(index);
    }
  if (!next) return null;
  return { work: { ...work, cells: next, touched: [...work.touched, ...touched] }, changed };
}

/** The document with the work's cells encoded into its layer (or walls): one text written per stroke. */
export function writeWork(doc: WorldDoc, work: LayerWork): WorldDoc {
  return updateMap(doc, work.mapId, (map) => {
    if (work.target === 'walls') {
      const walls = work.cells as Uint8Array;
      if (walls.every((wall) => wall === 0)) {
        const { walls: _old, ...rest } = map;
        return rest;
      }
      return { ...map, walls: encodeWalls(walls) };
    }
    const index = work.target;
    const layers = (map.layers ?? []).map((layer, i) =>
      i === index ? { ...layer, cells: encodeLayerCells(work.cells as Uint32Array) } : layer,
    );
    return { ...map, layers };
  });
}

/** The layer a tool paints on now: the chosen one if the shown map has it, else its top layer, else the walls. */
export function activeTarget(layers: readonly WorldDocLayer[], chosen: LayerTarget): LayerTarget {
  if (chosen === 'walls') return 'walls';
  if (chosen < layers.length) return chosen;
  return layers.length > 0 ? layers.length - 1 : 'walls';
}

/** Cells of a `from`-wide grid copied into a `width` × `height` one, keeping the top-left (new cells empty). */
function regrid<A extends Uint32Array | Uint8Array>(
  cells: A,
  from: number,
  fresh: A,
  width: number,
  height: number,
): A {
  const fromHeight = from === 0 ? 0 : cells.length / from;
  for (let y = 0; y < Math.min(height, fromHeight); y += 1)
    fresh.set(cells.subarray(y * from, y * from + Math.min(width, from)), y * width);
  return fresh;
}

/** A map's layers and walls fitted to a new size, keeping the top-left (what a resize does to its rows). */
export function resizeArt(map: WorldDocMap, width: number, height: number): Pick<WorldDocMap, 'layers' | 'walls'> {
  const from = worldDocMapSize(map).width;
  const art = worldDocMapArt(map);
  const out: Pick<WorldDocMap, 'layers' | 'walls'> = {};
  if (map.layers)
    out.layers = map.layers.map((layer, i) => {
      const cells = art.layers[i] ?? new Uint32Array(0);
      return { ...layer, cells: encodeLayerCells(regrid(cells, from, new Uint32Array(width * height), width, height)) };
    });
  if (map.walls !== undefined && art.walls)
    out.walls = encodeWalls(regrid(art.walls, from, new Uint8Array(width * height), width, height));
  return out;
}
