import type { Position, TileGrid } from '@authentic/core';
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

/** Cells a side of a chunk: 16 cells of 64 px make a 1024-px canvas. */
export const CHUNK_CELLS = 16;
/** Painted chunks kept at most (4 MB each; a 256×256 map has 256, a view shows six at most). */
const CHUNKS_KEPT = 24;

interface Chunk {
  canvas: HTMLCanvasElement;
  animated: AnimatedCell[];
}

/**
 * One map in its biome's art, cut into chunks of CHUNK_CELLS × CHUNK_CELLS cells (issue 25, decision
 * 0248). A chunk is painted the first time the camera shows it and kept until a cell in it changes,
 * so a frame copies a few canvases whatever the map's size: a 256×256 map costs what a 24×16 one does.
 */
export interface MapLayer {
  grid: TileGrid;
  biome: Biome;
  /** The map's size in pixels. */
  width: number;
  height: number;
  /** Copies the chunks meeting the view (map pixels from camX, camY) onto the context. */
  draw(ctx: CanvasRenderingContext2D, camX: number, camY: number, viewWidth: number, viewHeight: number): void;
  /** The animated cells of the chunks meeting the view. */
  animatedInView(camX: number, camY: number, viewWidth: number, viewHeight: number): AnimatedCell[];
  /** These cells changed: their chunks (and a neighbour's, whose walls join theirs) repaint when next shown. */
  invalidate(cells: readonly Position[]): void;
  /** How many chunks are painted and kept now (for tests and the benchmark). */
  readonly paintedChunks: number;
}

export function buildMapLayer(grid: TileGrid, biome: Biome, atlas: TileAtlas, tilePx: number): MapLayer {
  const cols = Math.max(0, ...grid.map((row) => row.length));
  const rows = grid.length;
  const chunkPx = CHUNK_CELLS * tilePx;
  const chunksAcross = Math.ceil(cols / CHUNK_CELLS);
  const chunksDown = Math.ceil(rows / CHUNK_CELLS);
  // Insertion order is use order: a chunk drawn again moves to the end, the oldest goes first.
  const chunks = new Map<number, Chunk>();

  function paint(cx: number, cy: number): Chunk {
    const x0 = cx * CHUNK_CELLS;
    const y0 = cy * CHUNK_CELLS;
    const width = Math.min(CHUNK_CELLS, cols - x0);
    const height = Math.min(CHUNK_CELLS, rows - y0);
    const canvas = offscreen(width * tilePx, height * tilePx);
    const ctx = canvas.getContext('2d');
    const animated: AnimatedCell[] = [];
    for (let y = y0; y < y0 + height; y += 1) {
      for (let x = x0; x < x0 + width; x += 1) {
        const { code, mask, variant } = cellOf(grid, x, y);
        ctx?.drawImage(atlas.tile(biome, code, { mask, variant, frame: 0 }), (x - x0) * tilePx, (y - y0) * tilePx);
        const frames = frameCount(biome, code, { mask, variant });
        if (frames > 1) animated.push({ x, y, code, mask, variant, frames });
      }
    }
    return { canvas, animated };
  }

  function chunkAt(cx: number, cy: number): Chunk {
    const key = cy * chunksAcross + cx;
    let chunk = chunks.get(key);
    if (chunk) {
      chunks.delete(key);
    } else {
      chunk = paint(cx, cy);
      if (chunks.size >= CHUNKS_KEPT) chunks.delete(chunks.keys().next().value!);
    }
    chunks.set(key, chunk);
    return chunk;
  }

  /** The chunks meeting a view, as [cx, cy] pairs. */
  function inView(camX: number, camY: number, viewWidth: number, viewHeight: number): [number, number][] {
    const first = (at: number) => Math.max(0, Math.floor(at / chunkPx));
    const last = (at: number, count: number) => Math.min(count - 1, Math.floor((at - 1) / chunkPx));
    const found: [number, number][] = [];
    for (let cy = first(camY); cy <= last(camY + viewHeight, chunksDown); cy += 1)
      for (let cx = first(camX); cx <= last(camX + viewWidth, chunksAcross); cx += 1) found.push([cx, cy]);
    return found;
  }

  return {
    grid,
    biome,
    width: cols * tilePx,
    height: rows * tilePx,
    draw(ctx, camX, camY, viewWidth, viewHeight) {
      for (const [cx, cy] of inView(camX, camY, viewWidth, viewHeight)) {
        ctx.drawImage(chunkAt(cx, cy).canvas, cx * chunkPx - camX, cy * chunkPx - camY);
      }
    },
    animatedInView(camX, camY, viewWidth, viewHeight) {
      return inView(camX, camY, viewWidth, viewHeight).flatMap(([cx, cy]) => chunkAt(cx, cy).animated);
    },
    invalidate(cells) {
      for (const { x, y } of cells) {
        // A wall's look depends on its four neighbours: a cell on a chunk's edge repaints the next chunk too.
        for (const [dx, dy] of [
          [0, 0],
          [1, 0],
          [-1, 0],
          [0, 1],
          [0, -1],
        ] as const) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= cols || ny >= rows) continue;
          chunks.delete(Math.floor(ny / CHUNK_CELLS) * chunksAcross + Math.floor(nx / CHUNK_CELLS));
        }
      }
    },
    get paintedChunks() {
      return chunks.size;
    },
  };
}
