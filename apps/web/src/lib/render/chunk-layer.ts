import type { Position } from '@authentic/core';
import type { Biome } from './art/biomes';
import { offscreen } from './art/pen';
import { cellAt, frameCount, TILE_FRAME_MS, type TileAtlas } from './art/tile-atlas';

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
/** Painted chunks kept at least (4 MB each at 64 px; a game view shows six at most). More when a view needs more. */
export const CHUNKS_KEPT = 24;

/** A map-pixel rectangle. */
export interface MapView {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * One map in its biome's art, cut into chunks of chunkCells × chunkCells cells (issue 25, decision
 * 0253). A chunk is painted the first time it is in view and kept until a cell in it changes, so a
 * frame copies a few canvases whatever the map's size. Cells are read through `tileAt`, so the editor
 * can hand its rows of digits and the game its grid. The game (map-layer.ts) and the editor share it.
 */
export interface ChunkLayer {
  readonly widthPx: number;
  readonly heightPx: number;
  /** Draws the chunks meeting `view` (map pixels) at their map-pixel places; the caller sets ctx's transform (pan, zoom). Animated tiles animate. */
  draw(ctx: CanvasRenderingContext2D, view: MapView, nowMs: number): void;
  /** Copies the chunks meeting `view` with the view's top-left at (0, 0) of the context (no animation). */
  drawStatic(ctx: CanvasRenderingContext2D, view: MapView): void;
  /** The animated cells of the chunks meeting the view. */
  animatedInView(view: MapView): AnimatedCell[];
  /** These cells changed: they and their neighbours (autotiling) repaint in place at their chunk's next draw. */
  invalidate(cells: readonly Position[]): void;
  invalidateAll(): void;
  dispose(): void;
  /** How many chunks are painted and kept now (for tests and the benchmark). */
  readonly paintedChunks: number;
}

export interface ChunkLayerOptions {
  width: number;
  height: number;
  tileAt: (x: number, y: number) => number | undefined;
  biome: Biome;
  atlas: TileAtlas;
  tilePx: number;
  chunkCells?: number;
  /** Painted chunks kept at least (least recently drawn go first); a view needing more keeps them all. */
  chunksKept?: number;
  /** Paints a world's own art over a cell, at (left, top) of its chunk (painted-art.ts). */
  paintOver?: PaintOver;
  /** False for a layer of art alone (what is drawn above the player): no built-in ground under it. */
  ground?: boolean;
}

/** Paints over cell (x, y), whose top-left is (left, top) in the context. */
export type PaintOver = (ctx: CanvasRenderingContext2D, x: number, y: number, left: number, top: number) => void;

interface Chunk {
  canvas: HTMLCanvasElement;
  animated: AnimatedCell[];
}

const NEIGHBOURS = [
  [0, 0],
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
] as const;

/** What painting a cell needs: the map's cells and its art (fixed for the layer's life). */
interface Painter {
  cols: number;
  rows: number;
  tileAt: (x: number, y: number) => number | undefined;
  biome: Biome;
  atlas: TileAtlas;
  tilePx: number;
  chunkCells: number;
  paintOver: PaintOver | undefined;
  ground: boolean;
}

/** Paints cell (x, y) at its place in the chunk whose top-left cell is (x0, y0); notes it in `animated` if it animates. */
function paintCell(
  ctx: CanvasRenderingContext2D | null,
  painter: Painter,
  x: number,
  y: number,
  x0: number,
  y0: number,
  animated: AnimatedCell[],
): void {
  const { tileAt, atlas, biome, tilePx, paintOver } = painter;
  const left = (x - x0) * tilePx;
  const top = (y - y0) * tilePx;
  if (painter.ground) {
    const { code, mask, variant } = cellAt(tileAt, x, y);
    ctx?.drawImage(atlas.tile(biome, code, { mask, variant, frame: 0 }), left, top);
    const frames = frameCount(biome, code, { mask, variant });
    if (frames > 1) animated.push({ x, y, code, mask, variant, frames });
  }
  if (ctx && paintOver) paintOver(ctx, x, y, left, top);
}

function paintChunk(painter: Painter, cx: number, cy: number): Chunk {
  const { cols, rows, tilePx, chunkCells } = painter;
  const x0 = cx * chunkCells;
  const y0 = cy * chunkCells;
  const width = Math.min(chunkCells, cols - x0);
  const height = Math.min(chunkCells, rows - y0);
  const canvas = offscreen(width * tilePx, height * tilePx);
  const ctx = canvas.getContext('2d');
  const animated: AnimatedCell[] = [];
  for (let y = y0; y < y0 + height; y += 1) {
    for (let x = x0; x < x0 + width; x += 1) paintCell(ctx, painter, x, y, x0, y0, animated);
  }
  return { canvas, animated };
}

/** Repaints changed cells of a painted chunk in place (a brush dab costs a few tiles, not 256). */
function repaintCells(painter: Painter, chunk: Chunk, cx: number, cy: number, cells: Set<number>): void {
  const { cols, tilePx, chunkCells } = painter;
  const ctx = chunk.canvas.getContext('2d');
  const x0 = cx * chunkCells;
  const y0 = cy * chunkCells;
  const animated = chunk.animated.filter((cell) => !cells.has(cell.y * cols + cell.x));
  for (const index of cells) {
    const x = index % cols;
    const y = Math.floor(index / cols);
    ctx?.clearRect((x - x0) * tilePx, (y - y0) * tilePx, tilePx, tilePx);
    paintCell(ctx, painter, x, y, x0, y0, animated);
  }
  chunk.animated = animated;
}

/** Draws the animated cells that meet `view` at this moment's frame. */
function drawAnimated(
  ctx: CanvasRenderingContext2D,
  painter: Painter,
  cells: readonly AnimatedCell[],
  view: MapView,
  nowMs: number,
): void {
  const { atlas, biome, tilePx } = painter;
  const tick = Math.floor(nowMs / TILE_FRAME_MS);
  for (const cell of cells) {
    const x = cell.x * tilePx;
    const y = cell.y * tilePx;
    if (x + tilePx <= view.x || y + tilePx <= view.y || x >= view.x + view.width || y >= view.y + view.height) continue;
    // Neighbouring cells run a little out of step, so water shimmers rather than blinks.
    const frame = (tick + cell.variant) % cell.frames;
    ctx.drawImage(atlas.tile(biome, cell.code, { ...cell, frame }), x, y);
  }
}

/** Notes changed cells and their four neighbours (a wall's look depends on them) as dirty in the painted chunks holding them. */
function markDirty(
  painter: Painter,
  chunksAcross: number,
  chunks: ReadonlyMap<number, Chunk>,
  dirty: Map<number, Set<number>>,
  cells: readonly Position[],
): void {
  const { cols, rows, chunkCells } = painter;
  for (const { x, y } of cells) {
    // Neighbours on a chunk's edge repaint in the next chunk.
    for (const [dx, dy] of NEIGHBOURS) {
      const nx = x + dx;
      const ny = y + dy;
      if (nx < 0 || ny < 0 || nx >= cols || ny >= rows) continue;
      const key = Math.floor(ny / chunkCells) * chunksAcross + Math.floor(nx / chunkCells);
      if (!chunks.has(key)) continue;
      let changed = dirty.get(key);
      if (!changed) dirty.set(key, (changed = new Set()));
      changed.add(ny * cols + nx);
    }
  }
}

export function createChunkLayer(options: ChunkLayerOptions): ChunkLayer {
  const { width: cols, height: rows, tileAt, biome, atlas, tilePx } = options;
  const chunkCells = options.chunkCells ?? CHUNK_CELLS;
  const kept = options.chunksKept ?? CHUNKS_KEPT;
  const painter: Painter = {
    cols,
    rows,
    tileAt,
    biome,
    atlas,
    tilePx,
    chunkCells,
    paintOver: options.paintOver,
    ground: options.ground ?? true,
  };
  const chunkPx = chunkCells * tilePx;
  const chunksAcross = Math.ceil(cols / chunkCells);
  const chunksDown = Math.ceil(rows / chunkCells);
  // Insertion order is use order: a chunk drawn again moves to the end, the oldest goes first.
  const chunks = new Map<number, Chunk>();
  /** Cells (y × cols + x) of painted chunks that changed: repainted in place at the chunk's next draw. */
  const dirty = new Map<number, Set<number>>();

  function chunkAt(cx: number, cy: number, inViewCount: number): Chunk {
    const key = cy * chunksAcross + cx;
    let chunk = chunks.get(key);
    const changed = dirty.get(key);
    dirty.delete(key);
    if (chunk && changed && changed.size > (chunkCells * chunkCells) / 2) {
      // Most of the chunk changed (a fill): painting it anew is cheaper than cell by cell.
      chunks.delete(key);
      chunk = undefined;
    }
    if (chunk) {
      if (changed) repaintCells(painter, chunk, cx, cy, changed);
      chunks.delete(key);
    } else {
      chunk = paintChunk(painter, cx, cy);
      // Never evict a chunk this view still shows: keep at least as many as it needs.
      if (chunks.size >= Math.max(kept, inViewCount)) {
        const oldest = chunks.keys().next().value!;
        chunks.delete(oldest);
        dirty.delete(oldest);
      }
    }
    chunks.set(key, chunk);
    return chunk;
  }
  /** The chunks meeting a view, as [cx, cy] pairs. */
  function inView(view: MapView): [number, number][] {
    const first = (at: number) => Math.max(0, Math.floor(at / chunkPx));
    const last = (at: number, count: number) => Math.min(count - 1, Math.floor((at - 1) / chunkPx));
    const found: [number, number][] = [];
    for (let cy = first(view.y); cy <= last(view.y + view.height, chunksDown); cy += 1)
      for (let cx = first(view.x); cx <= last(view.x + view.width, chunksAcross); cx += 1) found.push([cx, cy]);
    return found;
  }

  function drawChunks(ctx: CanvasRenderingContext2D, view: MapView, offsetX: number, offsetY: number): void {
    const found = inView(view);
    for (const [cx, cy] of found) {
      ctx.drawImage(chunkAt(cx, cy, found.length).canvas, cx * chunkPx - offsetX, cy * chunkPx - offsetY);
    }
  }

  function animatedInView(view: MapView): AnimatedCell[] {
    const found = inView(view);
    return found.flatMap(([cx, cy]) => chunkAt(cx, cy, found.length).animated);
  }

  return {
    widthPx: cols * tilePx,
    heightPx: rows * tilePx,
    draw(ctx, view, nowMs) {
      drawChunks(ctx, view, 0, 0);
      drawAnimated(ctx, painter, animatedInView(view), view, nowMs);
    },
    drawStatic(ctx, view) {
      drawChunks(ctx, view, view.x, view.y);
    },
    animatedInView,
    invalidate(cells) {
      markDirty(painter, chunksAcross, chunks, dirty, cells);
    },
    invalidateAll() {
      chunks.clear();
      dirty.clear();
    },
    dispose() {
      // Zero-sized canvases give their memory back at once rather than at the next collection.
      for (const { canvas } of chunks.values()) {
        canvas.width = 0;
        canvas.height = 0;
      }
      chunks.clear();
      dirty.clear();
    },
    get paintedChunks() {
      return chunks.size;
    },
  };
}
