import { WORLD_CHECK_MESSAGES as SAY } from '../messages/world-builder.js';
import { isWalkableTile, TILE_CODES, type TileGrid } from '../tiles/tile-codes.js';
import { cellTile, cellTileset } from './tile-cells.js';
import { worldDocMapSize, type WorldDoc, type WorldDocMap } from './world-doc.js';
import type { WorldTileset } from './world-layers.js';
import { decodeLayerCells, decodeWalls } from './world-layers-codec.js';

type Art = Pick<WorldDoc, 'tilesets'>;

/** Per tileset, the ids of its tiles that are walls (Tiled's `collides`). */
function wallTiles(tilesets: readonly WorldTileset[]): Set<number>[] {
  return tilesets.map((tileset) => new Set(tileset.tiles.filter((tile) => tile.collides).map((tile) => tile.id)));
}

/** Decoded per map object: a document is not changed once checked, and the game reads it often. */
const decoded = new WeakMap<WorldDocMap, { walls: Uint8Array | null; layers: (Uint32Array | null)[] }>();

/** A map's layers' cells (null for a layer that does not fit the map) and its own walls. */
export function worldDocMapArt(map: WorldDocMap): { walls: Uint8Array | null; layers: (Uint32Array | null)[] } {
  let art = decoded.get(map);
  if (!art) {
    const { width, height } = worldDocMapSize(map);
    const count = width * height;
    art = {
      walls: map.walls === undefined ? null : decodeWalls(map.walls, count),
      layers: (map.layers ?? []).map((layer) => decodeLayerCells(layer.cells, count)),
    };
    decoded.set(map, art);
  }
  return art;
}

/**
 * The cells of a map that are walls besides its built-in tiles: its own walls, and every cell of a
 * layer painted with a tile its tileset marks as a wall. Null when there are none to add.
 */
export function worldDocWallMask(doc: Art, map: WorldDocMap): Uint8Array | null {
  const { walls, layers } = worldDocMapArt(map);
  const marked = wallTiles(doc.tilesets ?? []);
  const anyMarked = marked.some((tiles) => tiles.size > 0);
  if (!walls && !anyMarked) return null;
  const { width, height } = worldDocMapSize(map);
  const mask = walls ? walls.slice() : new Uint8Array(width * height);
  if (anyMarked)
    for (const cells of layers) {
      if (!cells) continue;
      for (let i = 0; i < cells.length; i += 1) {
        const cell = cells[i]!;
        const tileset = cellTileset(cell);
        if (tileset >= 0 && marked[tileset]?.has(cellTile(cell))) mask[i] = 1;
      }
    }
  return mask;
}

const walkGrids = new WeakMap<WorldDocMap, TileGrid>();

/**
 * The map as the game walks it: its tile codes, with a wall wherever the map's own walls or its
 * layers' wall tiles stand. The ground the player sees is still `rows`; this grid only decides steps.
 */
export function worldDocWalkGrid(doc: Art, map: WorldDocMap): TileGrid {
  let grid = walkGrids.get(map);
  if (!grid) {
    const mask = worldDocWallMask(doc, map);
    const width = map.rows[0]?.length ?? 0;
    grid = map.rows.map((row, y) =>
      Array.from(row, (digit, x) => (mask?.[y * width + x] ? TILE_CODES.wall : digit.charCodeAt(0) - 48)),
    );
    walkGrids.set(map, grid);
  }
  return grid;
}

/** Whether the player may stand on a cell of the map (false outside it). */
export function worldDocWalkable(doc: Art, map: WorldDocMap, x: number, y: number): boolean {
  return isWalkableTile(worldDocWalkGrid(doc, map)[y]?.[x]);
}

/** What is wrong with a map's own art: a layer or its walls that do not fit it, a tile no tileset holds. */
export function worldDocArtProblems(doc: Art, map: WorldDocMap): string[] {
  const problems: string[] = [];
  const { walls, layers } = worldDocMapArt(map);
  const tilesets = doc.tilesets ?? [];
  if (map.walls !== undefined && !walls) problems.push(SAY.wallsUnreadable(map.name));
  (map.layers ?? []).forEach((layer, index) => {
    const cells = layers[index];
    if (!cells) {
      problems.push(SAY.layerUnreadable(map.name, layer.name));
      return;
    }
    for (const cell of cells) {
      if (cell === 0) continue;
      const tileset = tilesets[cellTileset(cell)];
      if (!tileset || cellTile(cell) >= tileset.tileCount) {
        problems.push(SAY.layerTileset(map.name, layer.name));
        return;
      }
    }
  });
  return problems;
}
