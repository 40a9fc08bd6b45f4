import { describe, expect, it, vi } from 'vitest';
import { createTileAtlas } from '../../../lib/render/art/tile-atlas';
import { buildMapLayer, CHUNK_CELLS } from './map-layer';

const TILE = 64;
const CHUNK_PX = CHUNK_CELLS * TILE;

/** A square map of grass with a portal (an animated tile) in the middle of each chunk. */
function bigGrid(side: number): number[][] {
  return Array.from({ length: side }, (_, y) =>
    Array.from({ length: side }, (_, x) => (x % CHUNK_CELLS === 8 && y % CHUNK_CELLS === 8 ? 5 : 0)),
  );
}

const context = () =>
  ({ drawImage: vi.fn() }) as unknown as CanvasRenderingContext2D & { drawImage: ReturnType<typeof vi.fn> };

describe('buildMapLayer (chunked)', () => {
  it('draws only the chunks the view meets, at their places, whatever the size of the map', () => {
    const layer = buildMapLayer(bigGrid(256), 'meadow', createTileAtlas(TILE), TILE);
    expect(layer.width).toBe(256 * TILE);
    expect(layer.paintedChunks).toBe(0);
    const ctx = context();
    // A 1280×720 view whose top-left is inside chunk (2, 3) and reaches into the next column and row.
    layer.draw(ctx, 2 * CHUNK_PX + 100, 3 * CHUNK_PX + 500, 1280, 720);
    const places = ctx.drawImage.mock.calls.map(([, x, y]) => [x, y]);
    expect(places).toEqual([
      [-100, -500],
      [CHUNK_PX - 100, -500],
      [-100, CHUNK_PX - 500],
      [CHUNK_PX - 100, CHUNK_PX - 500],
    ]);
    expect(layer.paintedChunks).toBe(4);
    // Drawn again, nothing is painted anew.
    layer.draw(context(), 2 * CHUNK_PX + 100, 3 * CHUNK_PX + 500, 1280, 720);
    expect(layer.paintedChunks).toBe(4);
  });

  it('lists only the animated cells of the chunks in view', () => {
    const layer = buildMapLayer(bigGrid(256), 'meadow', createTileAtlas(TILE), TILE);
    const cells = layer.animatedInView(0, 0, 1280, 720);
    expect(cells.map(({ x, y }) => [x, y]).sort()).toEqual(
      [
        [24, 8],
        [8, 8],
      ].sort(),
    );
  });

  it('repaints a changed cell in its painted chunk, keeping every chunk, also on a chunk edge', () => {
    const layer = buildMapLayer(bigGrid(64), 'meadow', createTileAtlas(TILE), TILE);
    layer.draw(context(), 0, 0, 4 * CHUNK_PX, 4 * CHUNK_PX);
    expect(layer.paintedChunks).toBe(16);
    layer.invalidate([{ x: 5, y: 5 }]);
    layer.invalidate([{ x: CHUNK_CELLS - 1, y: 5 }]);
    expect(layer.paintedChunks).toBe(16);
    layer.draw(context(), 0, 0, 4 * CHUNK_PX, 4 * CHUNK_PX);
    expect(layer.paintedChunks).toBe(16);
  });

  it('keeps a bounded number of painted chunks however far the camera travels', () => {
    const layer = buildMapLayer(bigGrid(256), 'meadow', createTileAtlas(TILE), TILE);
    for (let cx = 0; cx < 16; cx += 1)
      for (let cy = 0; cy < 16; cy += 1) layer.draw(context(), cx * CHUNK_PX, cy * CHUNK_PX, 10, 10);
    expect(layer.paintedChunks).toBeLessThanOrEqual(24);
  });
});
