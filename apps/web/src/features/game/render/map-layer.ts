import type { Position, TileGrid } from '@authentic/core';
import type { Biome } from '../../../lib/render/art/biomes';
import type { TileAtlas } from '../../../lib/render/art/tile-atlas';
import { createChunkLayer, type AnimatedCell, type ChunkLayer } from '../../../lib/render/chunk-layer';
import type { MapArt } from '../../../lib/render/painted-art';

export { CHUNK_CELLS, type AnimatedCell } from '../../../lib/render/chunk-layer';

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
  /** The world's own art (painted-art.ts), or null for built-in tiles only. */
  readonly art: MapArt | null;
  /** Draws what stands above the player: the art's upper layers. */
  drawAbove(ctx: CanvasRenderingContext2D, camX: number, camY: number, viewWidth: number, viewHeight: number): void;
}

export function buildMapLayer(
  grid: TileGrid,
  biome: Biome,
  atlas: TileAtlas,
  tilePx: number,
  art: MapArt | null = null,
): MapLayer {
  const cols = Math.max(0, ...grid.map((row) => row.length));
  const rows = grid.length;
  const tileAt = (x: number, y: number) => grid[y]?.[x];
  // One implementation for the game and the editor (chunk-layer.ts); the game reads its grid. A
  // world's own art is painted into the same chunks: below the player over the ground, above it alone.
  const chunks = createChunkLayer({
    width: cols,
    height: rows,
    tileAt,
    biome,
    atlas,
    tilePx,
    ...(art ? { paintOver: (ctx, x, y, left, top) => art.paint(ctx, 'below', y * cols + x, left, top, tilePx) } : {}),
  });
  const above: ChunkLayer | null =
    art && art.above.length > 0
      ? createChunkLayer({
          width: cols,
          height: rows,
          tileAt,
          biome,
          atlas,
          tilePx,
          ground: false,
          paintOver: (ctx, x, y, left, top) => art.paint(ctx, 'above', y * cols + x, left, top, tilePx),
        })
      : null;
  return {
    art,
    drawAbove(ctx, camX, camY, viewWidth, viewHeight) {
      above?.drawStatic(ctx, { x: camX, y: camY, width: viewWidth, height: viewHeight });
    },
    grid,
    biome,
    width: chunks.widthPx,
    height: chunks.heightPx,
    draw(ctx, camX, camY, viewWidth, viewHeight) {
      chunks.drawStatic(ctx, { x: camX, y: camY, width: viewWidth, height: viewHeight });
    },
    animatedInView(camX, camY, viewWidth, viewHeight) {
      return chunks.animatedInView({ x: camX, y: camY, width: viewWidth, height: viewHeight });
    },
    invalidate(cells) {
      chunks.invalidate(cells);
    },
    get paintedChunks() {
      return chunks.paintedChunks;
    },
  };
}
