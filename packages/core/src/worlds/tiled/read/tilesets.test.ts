import { describe, expect, it } from 'vitest';
import { TILED_READ_MESSAGES as SAY } from '../../../messages/tiled-read.js';
import { tileCell } from '../../tile-cells.js';
import { readTiledMap } from './index.js';
import { filled, IMAGE, MAP, tiledFiles, tiledMap, tileLayer, tileset } from './maps.fixture.js';

const external = (source: string, firstgid = 1) => ({ firstgid, source });
const { firstgid: _, ...tsj } = tileset({ type: 'tileset', image: '../art/tiles.png' });

describe('readTiledMap: tilesets', () => {
  it('reads an external tileset by its relative path, its image relative to it', () => {
    const map = tiledMap([tileLayer('g', filled(2))], { tilesets: [external('../sets/town.tsj')] });
    const result = readTiledMap(MAP, tiledFiles(map, { 'sets/town.tsj': tsj }, { 'art/tiles.png': null }));
    expect(result.errors).toEqual([]);
    expect(result.tilesets[0]).toMatchObject({ name: 'town', imagePath: 'art/tiles.png', imageWidth: 64, columns: 4 });
    expect(result.layers[0]!.cells[0]).toBe(tileCell(0, 1));
  });

  it('finds files picked one by one, without their folders, by base name', () => {
    const map = tiledMap([tileLayer('g', filled(2))], { tilesets: [external('../sets/town.tsj')] });
    const files = { json: { 'town.tmj': map, 'town.tsj': tsj }, images: { 'tiles.png': { width: 64, height: 64 } } };
    const result = readTiledMap('town.tmj', files);
    expect(result.errors).toEqual([]);
    expect(result.tilesets[0]!.imagePath).toBe('tiles.png');
  });

  it('names a missing tileset, an XML one, and a file that is not a tileset', () => {
    const map = tiledMap([], { tilesets: [external('a.tsj'), external('b.tsx', 20), external('c.json', 40)] });
    const result = readTiledMap(MAP, tiledFiles(map, { 'maps/c.json': { hello: true } }));
    expect(result.errors).toEqual([
      SAY.missingTileset('maps/a.tsj', MAP),
      SAY.xmlTileset('maps/b.tsx', MAP),
      SAY.notATileset('maps/c.json'),
    ]);
  });

  it('refuses image-collection tilesets', () => {
    const collection = tileset({ image: undefined, columns: 0, tiles: [{ id: 0, image: 'tree.png' }] });
    expect(readTiledMap(MAP, tiledFiles(tiledMap([], { tilesets: [collection] }))).errors).toEqual([
      SAY.imageCollection(MAP, 'town'),
    ]);
  });

  it('names a missing image; an image of unknown size uses the size the tileset declares', () => {
    const map = tiledMap([tileLayer('g', filled(1))], { tilesets: [tileset({ image: 'gone.png' })] });
    expect(readTiledMap(MAP, tiledFiles(map)).errors).toEqual([SAY.missingImage('maps/gone.png', 'town')]);
    const known = readTiledMap(MAP, { json: { [MAP]: tiledMap([]) }, images: { [IMAGE]: null } });
    expect(known.tilesets[0]).toMatchObject({ imageWidth: 64, imageHeight: 64 });
    const measured = readTiledMap(MAP, {
      json: { [MAP]: tiledMap([]) },
      images: { [IMAGE]: { width: 128, height: 32 } },
    });
    expect(measured.tilesets[0]).toMatchObject({ imageWidth: 128, imageHeight: 32 });
  });

  it('computes columns and tile count from the image, margin and spacing when they are missing', () => {
    const extruded = tileset({
      columns: 0,
      tilecount: undefined,
      margin: 1,
      spacing: 2,
      imagewidth: 70,
      imageheight: 36,
    });
    const result = readTiledMap(MAP, {
      json: { [MAP]: tiledMap([], { tilesets: [extruded] }) },
      images: { [IMAGE]: null },
    });
    expect(result.tilesets[0]).toMatchObject({ margin: 1, spacing: 2, columns: 3, tileCount: 6 });
  });

  it('refuses tileset tiles outside 8 to 64 pixels', () => {
    const big = tileset({ tilewidth: 128, tileheight: 128 });
    expect(readTiledMap(MAP, tiledFiles(tiledMap([], { tilesets: [big] }))).errors).toEqual([
      SAY.tilesetTileSize('town', 128, 128, 8, 64),
    ]);
  });

  it('reads animations and old tileproperties, and lists tile properties it does not read', () => {
    const tiles = [
      {
        id: 4,
        animation: [
          { tileid: 4, duration: 100 },
          { tileid: 5, duration: 150 },
          { tileid: 99, duration: 1 },
        ],
      },
      { id: 6, properties: [{ name: 'isSpike', type: 'bool', value: true }] },
      { id: 7, objectgroup: { objects: [{ x: 0, y: 0, width: 8, height: 8 }] } },
    ];
    const old = { 2: { collides: 'true' }, 3: { collides: true } };
    const set = tileset({ tiles, tileproperties: old, properties: [{ name: 'author', type: 'string', value: 'me' }] });
    const result = readTiledMap(MAP, tiledFiles(tiledMap([], { tilesets: [set] })));
    expect(result.tilesets[0]!.tiles).toEqual([
      { id: 2, collides: true },
      { id: 3, collides: true },
      {
        id: 4,
        animation: [
          { tileId: 4, durationMs: 100 },
          { tileId: 5, durationMs: 150 },
        ],
      },
    ]);
    expect(result.ignored).toEqual([
      SAY.tilesetProperties(1, "'author'"),
      SAY.tileProperties(1, "'isSpike'"),
      SAY.tileShapes(1, "'town'"),
    ]);
  });
});
