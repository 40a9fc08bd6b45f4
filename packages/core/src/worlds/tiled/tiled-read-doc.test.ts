import { describe, expect, it } from 'vitest';
import { TILED_MESSAGES } from '../../messages/tiled.js';
import { CELL_FLIP_D, CELL_FLIP_V, tileCell } from '../tile-cells.js';
import type { WorldDoc } from '../world-doc.js';
import { encodeLayerCells, encodeWalls } from '../world-layers-codec.js';
import type { WorldTileset } from '../world-layers.js';
import { readTiledMap } from './read/index.js';
import { tiledImagesNeeded, tiledMapPaths, tiledReadsToWorldDoc, type UploadedTilesetImage } from './tiled-read-doc.js';
import { worldDocToTiled } from './tiled-export.js';

const W = 10;
const H = 8;
const COUNT = W * H;
const town: WorldTileset = {
  id: '6f1c2a4e-9b1d-4c8e-a7f0-2d3b4c5d6e7f',
  url: '/uploads/town.png',
  name: 'Town tiles',
  imageWidth: 130,
  imageHeight: 98,
  tileWidth: 32,
  tileHeight: 32,
  margin: 1,
  spacing: 2,
  columns: 4,
  tileCount: 12,
  tiles: [
    { id: 3, collides: true },
    {
      id: 7,
      animation: [
        { tile: 7, ms: 120 },
        { tile: 8, ms: 240 },
      ],
    },
  ],
};
const roofs: WorldTileset = {
  ...town,
  id: '7a2b3c4d-1e2f-4a5b-8c7d-9e0f1a2b3c4d',
  url: '/uploads/roofs.png',
  name: 'Roofs',
  tiles: [],
};

function layerOf(entries: [number, number][]): string {
  const cells = new Uint32Array(COUNT);
  for (const [i, cell] of entries) cells[i] = cell;
  return encodeLayerCells(cells);
}

/** Two maps with our ground under painted layers, walls of their own, NPCs, portals and edges. */
const doc: WorldDoc = {
  format: 1,
  spawn: { mapId: 'square', x: 2, y: 3 },
  tilesets: [town, roofs],
  maps: [
    {
      id: 'square',
      name: 'Town square',
      rows: Array.from({ length: H }, (_, y) => (y === 4 ? '0000000005' : y === 0 ? '1111111111' : '0000000000')),
      portals: [{ x: 9, y: 4, to: 'exit' }],
      edges: { right: 'lane' },
      npcs: [{ npcId: 'guide', x: 5, y: 5, patrol: { startX: 4, startY: 5, width: 3, height: 2 } }],
      artifactSpots: [{ x: 6, y: 6 }],
      layers: [
        {
          name: 'Street',
          placement: 'below',
          opacity: 1,
          cells: layerOf([
            [11, tileCell(0, 2)],
            [12, tileCell(0, 7, CELL_FLIP_V)],
            [13, tileCell(0, 3)],
          ]),
        },
        { name: 'Roofs', placement: 'above', opacity: 0.75, cells: layerOf([[21, tileCell(1, 11, CELL_FLIP_D)]]) },
      ],
      walls: encodeWalls(Uint8Array.from({ length: COUNT }, (_, i) => (i === 40 ? 1 : 0))),
    },
    {
      id: 'lane',
      name: 'Back lane',
      rows: Array.from({ length: H }, () => '0000000000'),
      portals: [],
      edges: { left: 'square' },
      npcs: [],
      artifactSpots: [],
    },
  ],
};

/** The exported files as the import reads them (the images' sizes as their .tsj files say). */
function reread(exported: ReturnType<typeof worldDocToTiled>) {
  const json = Object.fromEntries(exported.files.map(({ path, json: value }) => [path, value]));
  const images: Record<string, null> = { [exported.tilesetImagePath]: null };
  for (const image of exported.images) images[image.path] = null;
  return tiledMapPaths(json).map((path) => ({ path, read: readTiledMap(path, { json, images }) }));
}

describe('a world with its own tilesets, through Tiled and back', () => {
  it('exports each tileset beside its image and comes back equal', () => {
    const exported = worldDocToTiled(doc, { worldName: 'Harbour' });
    expect(exported.images).toEqual([
      { path: 'tilesets/town-tiles.png', url: town.url },
      { path: 'tilesets/roofs.png', url: roofs.url },
    ]);
    expect(exported.tilesetPx).toBe(32);
    const maps = reread(exported);
    expect(maps.map(({ path }) => path)).toEqual(['maps/square.tmj', 'maps/lane.tmj']);
    expect(maps.flatMap(({ read }) => read.errors)).toEqual([]);
    expect(tiledImagesNeeded(maps).map(({ path }) => path)).toEqual(['tilesets/town-tiles.png', 'tilesets/roofs.png']);
    const uploaded: Record<string, UploadedTilesetImage> = {
      'tilesets/town-tiles.png': { id: town.id, url: town.url },
      'tilesets/roofs.png': { id: roofs.id, url: roofs.url },
    };
    const back = tiledReadsToWorldDoc(maps, uploaded);
    if (!back.ok) throw new Error(back.errors.join('\n'));
    expect(back.doc).toEqual(doc);
    expect(back.notes).toEqual([]);
  });

  it('a world of built-in tiles only needs no image and comes back as it was', () => {
    const plain: WorldDoc = {
      ...doc,
      tilesets: undefined,
      maps: doc.maps.map(({ layers: _l, walls: _w, ...map }) => map),
    };
    delete (plain as { tilesets?: unknown }).tilesets;
    const maps = reread(worldDocToTiled(plain, { worldName: 'Plain' }));
    expect(tiledImagesNeeded(maps)).toEqual([]);
    const back = tiledReadsToWorldDoc(maps, {});
    expect(back.ok && back.doc).toEqual(plain);
  });

  it('names an image that was not uploaded', () => {
    const maps = reread(worldDocToTiled(doc, { worldName: 'Harbour' }));
    const back = tiledReadsToWorldDoc(maps, {});
    expect(back.ok).toBe(false);
    if (!back.ok) expect(back.errors).toContain(TILED_MESSAGES.missingFile('tilesets/town-tiles.png', 'Town tiles'));
  });
});
