import { describe, expect, it } from 'vitest';
import { WORLD_CHECK_MESSAGES as SAY } from '../messages/world-builder.js';
import { CELL_FLIP_H, tileCell } from './tile-cells.js';
import { checkWorldDoc } from './world-doc-check.js';
import { worldDocAtlas } from './world-doc-atlas.js';
import { worldDocWalkable, worldDocWallMask } from './world-doc-walls.js';
import { worldDocSchema, type WorldDoc, type WorldDocMap } from './world-doc.js';
import { decodeLayerCells, decodeWalls, encodeLayerCells, encodeWalls } from './world-layers-codec.js';
import { WORLD_ART_LIMITS, type WorldTileset } from './world-layers.js';

const SIDE = 8;
const COUNT = SIDE * SIDE;
const at = (x: number, y: number) => y * SIDE + x;

const tileset = (tiles: WorldTileset['tiles'] = []): WorldTileset => ({
  id: '6f1c2a4e-9b1d-4c8e-a7f0-2d3b4c5d6e7f',
  url: '/uploads/tileset-1.png',
  name: 'Town',
  imageWidth: 64,
  imageHeight: 64,
  tileWidth: 16,
  tileHeight: 16,
  margin: 0,
  spacing: 0,
  columns: 4,
  tileCount: 16,
  tiles,
});

/** An 8×8 field of grass with its exit at the right edge; `extra` adds layers or walls. */
function field(extra: Partial<WorldDocMap>, tiles?: WorldTileset['tiles']): WorldDoc {
  const rows = Array.from({ length: SIDE }, (_, y) => (y === 4 ? '00000005' : '00000000'));
  return {
    format: 1,
    spawn: { mapId: 'a', x: 0, y: 4 },
    maps: [
      {
        id: 'a',
        name: 'Field',
        rows,
        portals: [{ x: 7, y: 4, to: 'exit' }],
        edges: {},
        npcs: [],
        artifactSpots: [],
        ...extra,
      },
    ],
    tilesets: [tileset(tiles)],
  };
}

function cells(entries: [number, number][]): Uint32Array {
  const out = new Uint32Array(COUNT);
  for (const [index, cell] of entries) out[index] = cell;
  return out;
}

describe("a world's own layers and walls", () => {
  it('keeps cells and walls exactly through their text, and refuses text of another size', () => {
    const layer = cells([
      [at(1, 1), tileCell(0, 5, CELL_FLIP_H)],
      [at(7, 7), tileCell(0, 15)],
    ]);
    expect(decodeLayerCells(encodeLayerCells(layer), COUNT)).toEqual(layer);
    expect(decodeLayerCells(encodeLayerCells(layer), COUNT - 1)).toBeNull();
    expect(decodeLayerCells(encodeLayerCells(layer), COUNT + 1)).toBeNull();
    expect(decodeLayerCells('not base64!', COUNT)).toBeNull();
    const walls = Uint8Array.from({ length: COUNT }, (_, i) => (i % 3 === 0 ? 1 : 0));
    expect(decodeWalls(encodeWalls(walls), COUNT)).toEqual(walls);
    expect(decodeWalls(encodeWalls(walls), COUNT * 2)).toBeNull();
  });

  it('stops inflating at the size it expects (a layer that inflates to 4 MB where 256 bytes are due)', () => {
    const bomb = encodeLayerCells(new Uint32Array(1024 * 1024));
    expect(bomb.length).toBeLessThan(WORLD_ART_LIMITS.layerTextMax);
    expect(decodeLayerCells(bomb, COUNT)).toBeNull();
  });

  it('a full 256×256 layer of any cells fits the schema', () => {
    let seed = 7;
    const noisy = Uint32Array.from({ length: 256 * 256 }, () => {
      seed = (seed * 1103515245 + 12345) >>> 0;
      return tileCell(seed % 16, seed % 262144, seed & 0xe0000000);
    });
    expect(encodeLayerCells(noisy).length).toBeLessThan(WORLD_ART_LIMITS.layerTextMax);
    expect(encodeWalls(new Uint8Array(256 * 256).fill(1)).length).toBeLessThan(WORLD_ART_LIMITS.wallsTextMax);
  });

  it("walks around the map's own walls and its layers' wall tiles, and draws its ground as before", () => {
    const doc = field(
      {
        walls: encodeWalls(Uint8Array.from({ length: COUNT }, (_, i) => (i === at(1, 4) ? 1 : 0))),
        layers: [
          {
            name: 'World',
            placement: 'below',
            opacity: 1,
            cells: encodeLayerCells(cells([[at(0, 3), tileCell(0, 2)]])),
          },
        ],
      },
      [{ id: 2, collides: true }],
    );
    expect(worldDocSchema.parse(doc)).toEqual(doc);
    const map = doc.maps[0]!;
    expect(worldDocWalkable(doc, map, 1, 4)).toBe(false);
    expect(worldDocWalkable(doc, map, 0, 3)).toBe(false);
    expect(worldDocWalkable(doc, map, 0, 5)).toBe(true);
    expect(worldDocWallMask(field({}), field({}).maps[0]!)).toBeNull();
    const atlas = worldDocAtlas(doc);
    expect(atlas.move('a', { x: 0, y: 4 }, 'right')).toMatchObject({ ok: false });
    expect(atlas.move('a', { x: 0, y: 4 }, 'up')).toMatchObject({ ok: false });
    expect(atlas.move('a', { x: 0, y: 4 }, 'down')).toMatchObject({ ok: true, position: { x: 0, y: 5 } });
    expect(map.rows[4]).toBe('00000005');
  });

  it('the checks see painted walls: a walled-in spawn cannot reach its way out', () => {
    const ring = [at(0, 3), at(1, 3), at(1, 4), at(1, 5), at(0, 5)];
    const doc = field({ walls: encodeWalls(Uint8Array.from({ length: COUNT }, (_, i) => (ring.includes(i) ? 1 : 0))) });
    expect(checkWorldDoc(doc).map((problem) => problem.code)).toEqual(['exitUnreachable']);
    expect(checkWorldDoc(field({}))).toEqual([]);
  });

  it('refuses a layer that does not fit the map, a tile no tileset holds, and walls of another size', () => {
    const wrongSize = field({
      layers: [{ name: 'Sky', placement: 'above', opacity: 1, cells: encodeLayerCells(new Uint32Array(COUNT - 8)) }],
    });
    expect(checkWorldDoc(wrongSize).map((problem) => problem.message)).toEqual([SAY.layerUnreadable('Field', 'Sky')]);
    const noTile = field({
      layers: [{ name: 'Sky', placement: 'above', opacity: 1, cells: encodeLayerCells(cells([[0, tileCell(0, 16)]])) }],
    });
    expect(checkWorldDoc(noTile).map((problem) => problem.message)).toEqual([SAY.layerTileset('Field', 'Sky')]);
    const noTileset = field({
      layers: [{ name: 'Sky', placement: 'above', opacity: 1, cells: encodeLayerCells(cells([[0, tileCell(3, 0)]])) }],
    });
    expect(checkWorldDoc(noTileset).map((problem) => problem.code)).toEqual(['art']);
    const walls = field({ walls: encodeWalls(new Uint8Array(COUNT * 2)) });
    expect(checkWorldDoc(walls).map((problem) => problem.message)).toEqual([SAY.wallsUnreadable('Field')]);
  });
});
