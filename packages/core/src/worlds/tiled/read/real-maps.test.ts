import { describe, expect, it } from 'vitest';
import platformer from '../../../../../../fixtures/tiled/industrial-platformer/platformer-simple.json' with { type: 'json' };
import tuxemon from '../../../../../../fixtures/tiled/tuxemon-town/tuxemon-town.json' with { type: 'json' };
import { TILED_READ_MESSAGES as SAY } from '../../../messages/tiled-read.js';
import { cellTile, cellTileset } from '../../tile-cells.js';
import { readTiledMap } from './index.js';

/** Maps from a public Phaser tutorial, as published (fixtures/tiled/README.md), their images picked without folders. */
describe('readTiledMap: real maps', () => {
  it('reads the Tuxemon town: layers below and above, collides walls, the spawn', () => {
    const image = 'tuxmon-sample-32px-extruded.png';
    const result = readTiledMap('town/tuxemon-town.json', {
      json: { 'town/tuxemon-town.json': tuxemon },
      images: { [image]: { width: 816, height: 1020 } },
    });
    expect(result.errors).toEqual([]);
    expect(result).toMatchObject({ width: 40, height: 40, tileWidth: 32, tileHeight: 32, spawn: { x: 11, y: 38 } });
    expect(result.properties).toEqual({ edges: 'clamped' });
    expect(result.tilesets[0]).toMatchObject({ imagePath: image, margin: 1, spacing: 2, columns: 24, tileCount: 720 });
    expect(result.layers.map((layer) => `${layer.name}:${layer.placement}`)).toEqual([
      'Below Player:below',
      'World:below',
      'Above Player:above',
    ]);
    const colliding = new Set(result.tilesets[0]!.tiles.filter((tile) => tile.collides).map((tile) => tile.id));
    const world = result.layers[1]!.cells;
    const expected = world.map((cell) => (cellTileset(cell) === 0 && colliding.has(cellTile(cell)) ? 1 : 0));
    expect(result.walls.some((wall) => wall === 1)).toBe(true);
    expect(result.walls.every((wall, i) => wall >= (expected[i] ?? 0))).toBe(true);
    expect(result.walls[result.spawn!.y * 40 + result.spawn!.x]).toBe(0);
    expect(result.objects).toEqual([]);
  });

  it('reads the industrial level: a foreground above, spike properties and a tile shape listed as not read', () => {
    const result = readTiledMap('platformer-simple.json', {
      json: { 'platformer-simple.json': platformer },
      images: { '0x72-industrial-tileset-32px-extruded.png': null },
    });
    expect(result.errors).toEqual([]);
    expect(result).toMatchObject({ width: 40, height: 20, spawn: { x: 5, y: 6 } });
    expect(result.tilesets[0]).toMatchObject({ imageWidth: 1088, imageHeight: 1088, columns: 32, tileCount: 1024 });
    expect(result.layers.map((layer) => `${layer.name}:${layer.placement}`)).toEqual([
      'Background:below',
      'Ground:below',
      'Foreground:above',
    ]);
    expect(result.walls.filter((wall) => wall === 1).length).toBeGreaterThan(40);
    expect(result.ignored).toEqual([
      SAY.tileProperties(1024, "'isSpike'"),
      SAY.tileShapes(1, "'0x72-industrial-tileset-32px-extruded'"),
    ]);
  });
});
