import type { WorldDoc } from './world-doc.js';
import { worldDocMapSize, worldDocTile } from './world-doc.js';

/**
 * One colour per tile code for a world's thumbnail (issue 34, decision 0267): the game's palette
 * (ENDESGA 32, apps/web/src/ui/palette.ts) by the colour each tile is mostly drawn in. Core does
 * not import the web app, so the hex values are repeated here.
 */
export const THUMBNAIL_TILE_COLOURS: readonly string[] = [
  '#63c74d', // 0 grass: leaf
  '#5a6988', // 1 wall: slate
  '#265c42', // 2 tree: forest
  '#e4a672', // 3 sand
  '#3a4466', // 4 dungeon floor: dark slate
  '#2ce8f5', // 5 portal: cyan
  '#feae34', // 6 terminal portal: gold
  '#e43b44', // 7 shooter portal: red
  '#b55088', // 8 text-adventure portal: magenta
];
/** Outside the map (a map smaller than the picture): the game's backdrop. */
export const THUMBNAIL_BACKDROP = '#100e1a';
/** The spawn's mark: a white cell with a night outline. */
export const THUMBNAIL_SPAWN = '#ffffff';
const SPAWN_OUTLINE = '#181425';

export const THUMBNAIL_SIZE = { width: 256, height: 160 } as const;
/** Pixels per cell: at most this (small maps), at least this (big maps are cropped around the spawn). */
const CELL_PX_MAX = 8;
const CELL_PX_MIN = 2;

export interface ThumbnailPixels {
  width: number;
  height: number;
  /** RGBA, row by row. */
  data: Uint8Array;
}

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/**
 * A world's spawn map as thumbnail pixels: a few pixels per cell, the whole map when it fits, else
 * the part around the spawn (centred, kept inside the map); the spawn cell is marked. Pure.
 */
export function worldThumbnailPixels(
  doc: Pick<WorldDoc, 'maps' | 'spawn'>,
  size: { width: number; height: number } = THUMBNAIL_SIZE,
): ThumbnailPixels {
  const { width, height } = size;
  const data = new Uint8Array(width * height * 4);
  const fill = (px: number, py: number, w: number, h: number, hex: string) => {
    const [r, g, b] = rgb(hex);
    for (let y = Math.max(0, py); y < Math.min(height, py + h); y++) {
      for (let x = Math.max(0, px); x < Math.min(width, px + w); x++) {
        const i = (y * width + x) * 4;
        data[i] = r;
        data[i + 1] = g;
        data[i + 2] = b;
        data[i + 3] = 255;
      }
    }
  };
  fill(0, 0, width, height, THUMBNAIL_BACKDROP);
  const map = doc.maps.find((candidate) => candidate.id === doc.spawn.mapId) ?? doc.maps[0];
  if (!map) return { width, height, data };
  const cells = worldDocMapSize(map);
  const fit = Math.floor(Math.min(width / cells.width, height / cells.height));
  const cell = Math.max(CELL_PX_MIN, Math.min(CELL_PX_MAX, fit));
  const cols = Math.min(cells.width, Math.ceil(width / cell));
  const rows = Math.min(cells.height, Math.ceil(height / cell));
  const spawn = map.id === doc.spawn.mapId ? doc.spawn : { x: cells.width >> 1, y: cells.height >> 1 };
  const clamp = (v: number, max: number) => Math.max(0, Math.min(max, v));
  const startX = clamp(spawn.x - (cols >> 1), cells.width - cols);
  const startY = clamp(spawn.y - (rows >> 1), cells.height - rows);
  // Centred in the picture when the map is smaller than it.
  const offX = Math.max(0, (width - cols * cell) >> 1);
  const offY = Math.max(0, (height - rows * cell) >> 1);
  for (let y = 0; y < rows; y++) {
    for (let x = 0; x < cols; x++) {
      const tile = worldDocTile(map, { x: startX + x, y: startY + y });
      const colour = THUMBNAIL_TILE_COLOURS[tile ?? -1] ?? THUMBNAIL_BACKDROP;
      fill(offX + x * cell, offY + y * cell, cell, cell, colour);
    }
  }
  const sx = offX + (spawn.x - startX) * cell;
  const sy = offY + (spawn.y - startY) * cell;
  const mark = Math.max(cell, 4);
  const at = (v: number) => v - ((mark - cell) >> 1);
  fill(at(sx) - 1, at(sy) - 1, mark + 2, mark + 2, SPAWN_OUTLINE);
  fill(at(sx), at(sy), mark, mark, THUMBNAIL_SPAWN);
  return { width, height, data };
}
