import { TILED_READ_MESSAGES as SAY } from '../../../messages/tiled-read.js';
import { CELL_FLIPS, cellTile, cellTileset, tileCell } from '../../tile-cells.js';
import type { MapFrame, TileGrid } from './grid.js';
import type { Notes } from './notes.js';
import type { TilesetsRead } from './tilesets.js';
import type { TiledLayerRead } from './types.js';

const GID_ID = 0x0fffffff;
const GID_HEX_120 = 0x10000000;

export interface Painted {
  layers: TiledLayerRead[];
  walls: Uint8Array;
  /** The first tile of a start layer, when there is one. */
  start: { x: number; y: number } | null;
}

/** A gid as a cell: the tileset whose range holds it, flips kept; -1 when no tileset holds it. */
function gidToCell(sets: TilesetsRead): (gid: number) => number {
  let lastGid = 0;
  let lastCell = 0;
  return (gid) => {
    if (gid === lastGid) return lastCell;
    const id = gid & GID_ID;
    let cell = id === 0 ? 0 : -1;
    const range = id === 0 ? undefined : sets.ranges.find((candidate) => id >= candidate.firstGid);
    if (range && id - range.firstGid < range.tileCount)
      cell = tileCell(range.index, id - range.firstGid, gid & CELL_FLIPS);
    [lastGid, lastCell] = [gid, cell];
    return cell;
  };
}

/** Every non-empty gid of a grid at its place in the frame; those the offset puts outside are counted. */
function eachTile(grid: TileGrid, frame: MapFrame, visit: (index: number, gid: number, x: number, y: number) => void) {
  let outside = 0;
  for (const block of grid.blocks) {
    for (let i = 0; i < block.gids.length; i += 1) {
      const gid = block.gids[i] ?? 0;
      if ((gid & GID_ID) === 0) continue;
      const x = block.x + (i % block.w) + grid.dx - frame.originX;
      const y = block.y + Math.floor(i / block.w) + grid.dy - frame.originY;
      if (x < 0 || y < 0 || x >= frame.width || y >= frame.height) outside += 1;
      else visit(y * frame.width + x, gid, x, y);
    }
  }
  return outside;
}

/**
 * Tile layers into cells, walls and a start cell. Drawn layers keep their order; collision and start
 * layers give walls and the spawn and are not drawn; a wall layer is both.
 */
export function paintLayers(
  path: string,
  grids: TileGrid[],
  frame: MapFrame,
  sets: TilesetsRead,
  notes: Notes,
): Painted {
  const size = frame.width * frame.height;
  const painted: Painted = { layers: [], walls: new Uint8Array(size), start: null };
  const toCell = gidToCell(sets);
  for (const grid of grids) {
    const { layer } = grid;
    const draws = layer.visible && (layer.role === 'draw' || layer.role === 'walls');
    const cells = draws ? new Uint32Array(size) : null;
    let [unknown, hex, firstUnknown] = [0, 0, 0];
    const outside = eachTile(grid, frame, (index, gid, x, y) => {
      if (layer.role === 'collisions' || layer.role === 'walls') painted.walls[index] = 1;
      if (layer.role === 'start') {
        const start = painted.start;
        if (!start || y < start.y || (y === start.y && x < start.x)) painted.start = { x, y };
      }
      if (!cells) return;
      const cell = toCell(gid);
      if (cell < 0) {
        if (unknown === 0) firstUnknown = gid & GID_ID;
        unknown += 1;
        return;
      }
      if (gid & GID_HEX_120) hex += 1;
      cells[index] = cell;
      if (sets.collides[cellTileset(cell)]?.has(cellTile(cell))) painted.walls[index] = 1;
    });
    if (unknown > 0)
      notes.error('unknownGid', (count) => SAY.unknownGid(path, count, String(firstUnknown)), '', unknown);
    if (hex > 0) notes.ignore('hexRotation', SAY.hexRotation, '', hex);
    if (outside > 0) notes.ignore('cellsOutside', SAY.cellsOutside, layer.name, outside);
    if (cells)
      painted.layers.push({
        name: layer.name,
        placement: layer.above ? 'above' : 'below',
        opacity: layer.opacity,
        cells,
      });
  }
  return painted;
}
