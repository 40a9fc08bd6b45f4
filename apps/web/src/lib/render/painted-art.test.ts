import { describe, expect, it } from 'vitest';
import {
  CELL_FLIP_D,
  CELL_FLIP_H,
  encodeLayerCells,
  tileCell,
  type WorldDocMap,
  type WorldTileset,
} from '@authentic/core';
import { mapArt, paintArtCell, type TilesetArt } from './painted-art';

/** A context that notes what is drawn and how it is turned. */
function recorder() {
  const calls: unknown[][] = [];
  const ctx = {
    globalAlpha: 1,
    drawImage: (...args: unknown[]) => calls.push(['drawImage', ...args.slice(1)]),
    save: () => calls.push(['save']),
    restore: () => calls.push(['restore']),
    translate: (...args: number[]) => calls.push(['translate', ...args]),
    scale: (...args: number[]) => calls.push(['scale', ...args]),
    transform: (...args: number[]) => calls.push(['transform', ...args]),
  };
  return { ctx: ctx as unknown as CanvasRenderingContext2D, calls };
}

/** The Tuxemon town's tileset: 32 px tiles, a margin of 1 and 2 px between them, 24 columns. */
const extruded: WorldTileset = {
  id: '6f1c2a4e-9b1d-4c8e-a7f0-2d3b4c5d6e7f',
  url: '/uploads/town.png',
  name: 'Town',
  imageWidth: 816,
  imageHeight: 1020,
  tileWidth: 32,
  tileHeight: 32,
  margin: 1,
  spacing: 2,
  columns: 24,
  tileCount: 720,
  tiles: [
    {
      id: 5,
      animation: [
        { tile: 5, ms: 100 },
        { tile: 6, ms: 100 },
      ],
    },
  ],
};
const art: TilesetArt = {
  tileset: extruded,
  image: { width: 816, height: 1020 } as unknown as CanvasImageSource,
  animations: new Map([[5, { frames: extruded.tiles[0]!.animation!, total: 200 }]]),
};

function mapWith(cells: number[], placement: 'below' | 'above' = 'below'): WorldDocMap {
  return {
    id: 'a',
    name: 'A',
    rows: ['00', '00'],
    portals: [],
    edges: {},
    npcs: [],
    artifactSpots: [],
    layers: [{ name: 'L', placement, opacity: 1, cells: encodeLayerCells(Uint32Array.from(cells)) }],
  };
}

describe('painted art', () => {
  it('cuts a tile out of an extruded tileset (margin and spacing) and scales it to the cell', () => {
    const drawn = mapArt(mapWith([tileCell(0, 25), 0, 0, 0]), [art])!;
    const { ctx, calls } = recorder();
    paintArtCell(ctx, drawn, 'below', 0, 64, 128, 64);
    // Tile 25 is column 1 of row 1: 1 + 1 × (32 + 2) = 35 on both axes.
    expect(calls).toEqual([['drawImage', 35, 35, 32, 32, 64, 128, 64, 64]]);
    paintArtCell(ctx, drawn, 'below', 1, 0, 0, 64);
    expect(calls).toHaveLength(1);
  });

  it('flips as Tiled does: diagonal first, then horizontal', () => {
    const drawn = mapArt(mapWith([tileCell(0, 0, CELL_FLIP_H | CELL_FLIP_D), 0, 0, 0]), [art])!;
    const { ctx, calls } = recorder();
    paintArtCell(ctx, drawn, 'below', 0, 0, 0, 64);
    expect(calls).toEqual([
      ['save'],
      ['translate', 32, 32],
      ['scale', -1, 1],
      ['transform', 0, 1, 1, 0, 0, 0],
      ['drawImage', 1, 1, 32, 32, -32, -32, 64, 64],
      ['restore'],
    ]);
  });

  it('plays an animated tile by its frames, and notes where animated tiles are', () => {
    const drawn = mapArt(mapWith([0, 0, 0, tileCell(0, 5)]), [art])!;
    expect(drawn.animated).toEqual({ below: [3], above: [] });
    const { ctx, calls } = recorder();
    paintArtCell(ctx, drawn, 'below', 3, 0, 0, 64, 150);
    expect(calls[0]?.[1]).toBe(1 + 6 * 34);
  });

  it('keeps layers above the player apart, and has nothing to say about a map without layers', () => {
    const drawn = mapArt(mapWith([tileCell(0, 1), 0, 0, 0], 'above'), [art])!;
    expect(drawn.below).toEqual([]);
    expect(drawn.above).toHaveLength(1);
    expect(mapArt({ ...mapWith([]), layers: [] }, [art])).toBeNull();
  });
});
