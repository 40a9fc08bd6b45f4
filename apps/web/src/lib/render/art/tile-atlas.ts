import type { TileGrid } from '@authentic/core';
import { neighbourMask, neighbourMaskAt } from './autotile';
import { BIOME_ART, type Biome } from './biomes';
import { createPen, hash, offscreen, ART_PX, type PaintTarget } from './pen';
import type { Cell, TileSpec } from './tile-types';

/** How often animated tiles (water, torches, portals, racks) turn a frame: one shared slow clock. */
export const TILE_FRAME_MS = 200;

/** What a cell of a grid looks like, less the frame: its code, autotile mask and variant. */
export function cellOf(grid: TileGrid, x: number, y: number): { code: number; mask: number; variant: number } {
  return { code: grid[y]?.[x] ?? 0, mask: neighbourMask(grid, x, y), variant: Math.floor(hash(x, y) * 8) };
}

/** cellOf read through an accessor (undefined off the map) rather than a grid. */
export function cellAt(
  tileAt: (x: number, y: number) => number | undefined,
  x: number,
  y: number,
): { code: number; mask: number; variant: number } {
  return { code: tileAt(x, y) ?? 0, mask: neighbourMaskAt(tileAt, x, y), variant: Math.floor(hash(x, y) * 8) };
}

export function tileSpec(biome: Biome, code: number): TileSpec {
  const tiles = BIOME_ART[biome].tiles;
  return tiles[code] ?? tiles[0] ?? { draw: () => undefined };
}

export function frameCount(biome: Biome, code: number, cell: Omit<Cell, 'frame'>): number {
  return tileSpec(biome, code).frames?.({ ...cell, frame: 0 }) ?? 1;
}

/** Paints one cell (its floor, then its tile) with its top-left at (x, y) in target pixels. */
export function paintCell(
  target: PaintTarget,
  x: number,
  y: number,
  scale: number,
  biome: Biome,
  code: number,
  cell: Cell,
): void {
  const spec = tileSpec(biome, code);
  const pen = createPen(target, x, y, scale);
  spec.under?.(pen, { ...cell, mask: 15 });
  spec.draw(pen, cell);
}

/**
 * Every tile variant the game shows, painted once at first use into its own 64-px canvas and then
 * only copied (by the static layer, and per frame for animated cells).
 */
export function createTileAtlas(tilePx: number) {
  const cache = new Map<string, HTMLCanvasElement>();
  return {
    tile(biome: Biome, code: number, cell: Cell): HTMLCanvasElement {
      const key = `${biome}|${code}|${cell.mask}|${cell.variant}|${cell.frame}`;
      let canvas = cache.get(key);
      if (!canvas) {
        canvas = offscreen(tilePx, tilePx);
        const ctx = canvas.getContext('2d');
        if (ctx) paintCell(ctx, 0, 0, tilePx / ART_PX, biome, code, cell);
        cache.set(key, canvas);
      }
      return canvas;
    },
    get size() {
      return cache.size;
    },
  };
}

export type TileAtlas = ReturnType<typeof createTileAtlas>;
