import { describe, expect, it } from 'vitest';
import { CELL_FLIP_H, tileCell } from './tile-cells.js';
import { worldDocWithoutTileset, worldDocTilesetUses } from './world-art-remove.js';
import type { WorldDoc } from './world-doc.js';
import { decodeLayerCells, encodeLayerCells } from './world-layers-codec.js';
import type { WorldTileset } from './world-layers.js';

const tileset = (name: string, id: string): WorldTileset => ({
  id,
  url: `/uploads/${name}.png`,
  name,
  imageWidth: 32,
  imageHeight: 16,
  tileWidth: 16,
  tileHeight: 16,
  margin: 0,
  spacing: 0,
  columns: 2,
  tileCount: 2,
  tiles: [],
});
const A = tileset('a', '6f1c2a4e-9b1d-4c8e-a7f0-2d3b4c5d6e7f');
const B = tileset('b', '7a2b3c4d-1e2f-4a5b-8c7d-9e0f1a2b3c4d');
const cells = Uint32Array.of(tileCell(0, 1), tileCell(1, 1, CELL_FLIP_H), 0, tileCell(1, 0));
const rows = ['00', '00'];
const doc: WorldDoc = {
  format: 1,
  spawn: { mapId: 'm', x: 0, y: 0 },
  tilesets: [A, B],
  maps: [
    {
      id: 'm',
      name: 'M',
      rows,
      portals: [],
      edges: {},
      npcs: [],
      artifactSpots: [],
      layers: [{ name: 'L', placement: 'below', opacity: 1, cells: encodeLayerCells(cells) }],
    },
    { id: 'n', name: 'N', rows, portals: [], edges: {}, npcs: [], artifactSpots: [] },
  ],
};

describe("removing a world's tileset", () => {
  it("clears its cells, keeps the later tilesets' tiles (moved down one), and shares untouched maps", () => {
    expect(worldDocTilesetUses(doc, 0)).toBe(1);
    expect(worldDocTilesetUses(doc, 1)).toBe(2);
    const without = worldDocWithoutTileset(doc, 0);
    expect(without.tilesets).toEqual([B]);
    expect(decodeLayerCells(without.maps[0]!.layers![0]!.cells, 4)).toEqual(
      Uint32Array.of(0, tileCell(0, 1, CELL_FLIP_H), 0, tileCell(0, 0)),
    );
    expect(without.maps[1]).toBe(doc.maps[1]);
  });

  it('removing the last one leaves no tileset list, and a wrong index changes nothing', () => {
    const one = worldDocWithoutTileset(worldDocWithoutTileset(doc, 1), 0);
    expect(one).not.toHaveProperty('tilesets');
    expect(decodeLayerCells(one.maps[0]!.layers![0]!.cells, 4)).toEqual(new Uint32Array(4));
    expect(worldDocWithoutTileset(doc, 5)).toBe(doc);
  });
});
