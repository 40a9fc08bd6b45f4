import { describe, expect, it } from 'vitest';
import {
  THUMBNAIL_BACKDROP,
  THUMBNAIL_SPAWN,
  THUMBNAIL_TILE_COLOURS,
  worldThumbnailPixels,
} from './thumbnail-colours.js';
import type { WorldDoc } from './world-doc.js';

function docOf(side: number, spawn: { x: number; y: number }, paint: Record<string, number>) {
  const rows = Array.from({ length: side }, (_, y) =>
    Array.from({ length: side }, (_, x) => String(paint[`${x},${y}`] ?? 0)).join(''),
  );
  return { maps: [{ id: 'main', rows }], spawn: { mapId: 'main', ...spawn } } as unknown as Pick<
    WorldDoc,
    'maps' | 'spawn'
  >;
}

function coloursOf({ data }: { data: Uint8Array }): Set<string> {
  const colours = new Set<string>();
  for (let i = 0; i < data.length; i += 4) {
    colours.add(`#${[data[i], data[i + 1], data[i + 2]].map((c) => c!.toString(16).padStart(2, '0')).join('')}`);
  }
  return colours;
}

describe('worldThumbnailPixels', () => {
  it('shows a big map around its spawn, filling the picture, and marks the spawn', () => {
    const pixels = worldThumbnailPixels(docOf(200, { x: 150, y: 150 }, { '155,150': 1, '10,10': 2 }));
    expect({ width: pixels.width, height: pixels.height }).toEqual({ width: 256, height: 160 });
    const colours = coloursOf(pixels);
    expect(colours).toContain(THUMBNAIL_TILE_COLOURS[0]);
    expect(colours).toContain(THUMBNAIL_TILE_COLOURS[1]);
    expect(colours).toContain(THUMBNAIL_SPAWN);
    expect(colours).not.toContain(THUMBNAIL_TILE_COLOURS[2]);
    expect(colours).not.toContain(THUMBNAIL_BACKDROP);
  });

  it('centres a small map on the backdrop, a few pixels a cell', () => {
    const pixels = worldThumbnailPixels(docOf(10, { x: 0, y: 0 }, { '9,9': 3 }));
    const colours = coloursOf(pixels);
    expect(colours).toContain(THUMBNAIL_BACKDROP);
    expect(colours).toContain(THUMBNAIL_TILE_COLOURS[3]);
    // The picture's centre is on the map (grass), its corner is not.
    const at = (x: number, y: number) =>
      `#${[0, 1, 2].map((c) => pixels.data[(y * 256 + x) * 4 + c]!.toString(16).padStart(2, '0')).join('')}`;
    expect(at(0, 0)).toBe(THUMBNAIL_BACKDROP);
    expect(at(128 + 10, 80 + 10)).toBe(THUMBNAIL_TILE_COLOURS[0]);
  });
});
