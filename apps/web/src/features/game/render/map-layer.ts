import type { TileGrid } from '@authentic/core';
import type { Biome } from './art/biomes';
import { cellOf, frameCount, type TileAtlas } from './art/tile-atlas';
import { offscreen } from './art/pen';

/** A cell that animates: redrawn each frame, only while it is in view. */
export interface AnimatedCell {
  x: number;
  y: number;
  code: number;
  mask: number;
  variant: number;
  frames: number;
}

/** One map painted once in its biome's art, with the cells that animate over it. */
export interface MapLayer {
  grid: TileGrid;
  biome: Biome;
  canvas: HTMLCanvasElement;
  width: number;
  height: number;
  animated: AnimatedCell[];
}

export function buildMapLayer(grid: TileGrid, biome: Biome, atlas: TileAtlas, tilePx: number): MapLayer {
  const cols = Math.max(0, ...grid.map((row) => row.length));
  const width = cols * tilePx;
  const height = grid.length * tilePx;
  const canvas = offscreen(width, height);
  const ctx = canvas.getContext('2d');
  const animated: AnimatedCell[] = [];
  grid.forEach((row, y) =>
    row.forEach((_, x) => {
      const { code, mask, variant } = cellOf(grid, x, y);
      ctx?.drawImage(atlas.tile(biome, code, { mask, variant, frame: 0 }), x * tilePx, y * tilePx);
      const frames = frameCount(biome, code, { mask, variant });
      if (frames > 1) animated.push({ x, y, code, mask, variant, frames });
    }),
  );
  return { grid, biome, canvas, width, height, animated };
}
