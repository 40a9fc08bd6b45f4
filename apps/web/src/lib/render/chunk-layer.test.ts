import { describe, expect, it, vi } from 'vitest';
import { createTileAtlas } from './art/tile-atlas';
import { createChunkLayer } from './chunk-layer';

const TILE = 32;
const CELLS = 8;
const CHUNK_PX = CELLS * TILE;

/** A map kept as rows of digits, as the editor keeps it: grass, a portal (animated) at (3, 3). */
function rowsOf(side: number): string[] {
  return Array.from({ length: side }, (_, y) =>
    Array.from({ length: side }, (_, x) => (x === 3 && y === 3 ? '5' : '0')).join(''),
  );
}

function layerOf(rows: string[], chunksKept?: number) {
  const tileAt = vi.fn((x: number, y: number) => {
    const code = rows[y]?.charCodeAt(x);
    return code === undefined || Number.isNaN(code) ? undefined : code - 48;
  });
  const layer = createChunkLayer({
    width: rows[0]!.length,
    height: rows.length,
    tileAt,
    biome: 'meadow',
    atlas: createTileAtlas(TILE),
    tilePx: TILE,
    chunkCells: CELLS,
    chunksKept,
  });
  return { layer, tileAt };
}

const context = () =>
  ({ drawImage: vi.fn() }) as unknown as CanvasRenderingContext2D & { drawImage: ReturnType<typeof vi.fn> };

describe('createChunkLayer', () => {
  it('draws the chunks meeting the view at their map-pixel places, then the animated tiles in view', () => {
    const { layer } = layerOf(rowsOf(64));
    expect(layer.widthPx).toBe(64 * TILE);
    const ctx = context();
    layer.draw(ctx, { x: 10, y: 10, width: CHUNK_PX, height: 4 * TILE }, 0);
    const places = ctx.drawImage.mock.calls.map(([, x, y]) => [x, y]);
    // Two chunks across, one down, then the portal at (3, 3) on top.
    expect(places).toEqual([
      [0, 0],
      [CHUNK_PX, 0],
      [3 * TILE, 3 * TILE],
    ]);
    expect(layer.paintedChunks).toBe(2);
  });

  it('reads each cell through tileAt only when its chunk is painted, then only the changed cells and their neighbours', () => {
    const { layer, tileAt } = layerOf(rowsOf(64));
    layer.draw(context(), { x: 0, y: 0, width: 10, height: 10 }, 0);
    const reads = tileAt.mock.calls.length;
    expect(reads).toBeGreaterThan(0);
    layer.draw(context(), { x: 0, y: 0, width: 10, height: 10 }, 1000);
    expect(tileAt.mock.calls.length).toBe(reads);
    layer.invalidate([{ x: 2, y: 2 }]);
    expect(layer.paintedChunks).toBe(1);
    layer.draw(context(), { x: 0, y: 0, width: 10, height: 10 }, 0);
    // The cell and its four neighbours (each read with its own neighbours for the wall mask), not the chunk.
    const again = tileAt.mock.calls.slice(reads).map(([x, y]) => `${x},${y}`);
    expect(again.length).toBeLessThan(reads / 4);
    expect(new Set(again)).toEqual(
      new Set(['2,2', '1,2', '3,2', '2,1', '2,3', '0,2', '4,2', '2,0', '2,4', '1,1', '1,3', '3,1', '3,3']),
    );
  });

  it('repaints the changed cells of the neighbouring chunk when a cell is on a chunk edge (walls join across it)', () => {
    const { layer, tileAt } = layerOf(rowsOf(32));
    layer.draw(context(), { x: 0, y: 0, width: 4 * CHUNK_PX, height: 4 * CHUNK_PX }, 0);
    expect(layer.paintedChunks).toBe(16);
    const reads = tileAt.mock.calls.length;
    layer.invalidate([{ x: CELLS - 1, y: CELLS }]); // the corner of chunk (0, 1), next to chunks (0, 0) and (1, 1)
    layer.draw(context(), { x: 0, y: 0, width: 4 * CHUNK_PX, height: 4 * CHUNK_PX }, 0);
    const touched = new Set(
      tileAt.mock.calls.slice(reads).map(([x, y]) => `${Math.floor(x / CELLS)},${Math.floor(y / CELLS)}`),
    );
    expect([...touched].sort()).toEqual(expect.arrayContaining(['0,0', '0,1', '1,1']));
    expect(layer.paintedChunks).toBe(16);
    layer.invalidateAll();
    expect(layer.paintedChunks).toBe(0);
  });

  it('paints a chunk anew when most of it changed (a fill)', () => {
    const { layer, tileAt } = layerOf(rowsOf(16));
    layer.draw(context(), { x: 0, y: 0, width: 10, height: 10 }, 0);
    const reads = tileAt.mock.calls.length;
    const all = Array.from({ length: CELLS * CELLS }, (_, i) => ({ x: i % CELLS, y: Math.floor(i / CELLS) }));
    layer.invalidate(all);
    layer.draw(context(), { x: 0, y: 0, width: 10, height: 10 }, 0);
    expect(tileAt.mock.calls.length - reads).toBe(reads);
  });

  it('keeps a bounded number of chunks, but never drops one the current view shows', () => {
    const { layer } = layerOf(rowsOf(256), 4);
    for (let cx = 0; cx < 32; cx += 1) layer.draw(context(), { x: cx * CHUNK_PX, y: 0, width: 10, height: 10 }, 0);
    expect(layer.paintedChunks).toBe(4);
    // A zoomed-out view showing 16 chunks keeps all of them.
    layer.draw(context(), { x: 0, y: 0, width: 4 * CHUNK_PX, height: 4 * CHUNK_PX }, 0);
    expect(layer.paintedChunks).toBe(16);
    layer.dispose();
    expect(layer.paintedChunks).toBe(0);
  });
});
