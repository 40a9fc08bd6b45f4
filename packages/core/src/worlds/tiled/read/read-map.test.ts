import { describe, expect, it } from 'vitest';
import { TILED_READ_MESSAGES as SAY } from '../../../messages/tiled-read.js';
import { CELL_FLIP_D, CELL_FLIP_H, CELL_FLIP_V, tileCell } from '../../tile-cells.js';
import { readTiledMap } from './index.js';
import { base64Gids, filled, MAP, tiledFiles, tiledMap, tileLayer, tileset } from './maps.fixture.js';

const read = (map: unknown, json = {}) => readTiledMap(MAP, tiledFiles(map, json));

describe('readTiledMap: a plain map', () => {
  it('reads size, grid, tilesets, layers in order and flips', () => {
    const ground = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 16];
    const deco = [0, 0x80000002, 0x40000003, 0x20000004, 0xe0000005, 0, 0, 0, 0, 0, 0, 0];
    const result = read(tiledMap([tileLayer('Ground', ground), tileLayer('Deco', deco)]));
    expect(result.errors).toEqual([]);
    expect(result).toMatchObject({ ok: true, width: 4, height: 3, tileWidth: 16, tileHeight: 16, spawn: null });
    expect(result.tilesets).toEqual([
      {
        name: 'town',
        imagePath: 'maps/tiles.png',
        imageWidth: 64,
        imageHeight: 64,
        tileWidth: 16,
        tileHeight: 16,
        margin: 0,
        spacing: 0,
        columns: 4,
        tileCount: 16,
        tiles: [],
      },
    ]);
    expect(result.layers.map((layer) => [layer.name, layer.placement, layer.opacity])).toEqual([
      ['Ground', 'below', 1],
      ['Deco', 'below', 1],
    ]);
    expect([...result.layers[0]!.cells]).toEqual(ground.map((gid) => tileCell(0, gid - 1)));
    expect([...result.layers[1]!.cells.slice(0, 5)]).toEqual([
      0,
      tileCell(0, 1, CELL_FLIP_H),
      tileCell(0, 2, CELL_FLIP_V),
      tileCell(0, 3, CELL_FLIP_D),
      tileCell(0, 4, CELL_FLIP_H | CELL_FLIP_V | CELL_FLIP_D),
    ]);
    expect([...result.walls]).toEqual(new Array(12).fill(0));
  });

  it('reads base64 layers, zlib and gzip alike', () => {
    const gids = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
    for (const compression of ['', 'zlib', 'gzip'] as const) {
      const layer = tileLayer('g', base64Gids(gids, compression), { encoding: 'base64', compression });
      const result = read(tiledMap([layer]));
      expect(result.ok).toBe(true);
      expect([...result.layers[0]!.cells]).toEqual(gids.map((gid) => tileCell(0, gid - 1)));
    }
  });

  it('maps gids to the tileset whose range holds them, several tilesets', () => {
    const second = tileset({ firstgid: 17, name: 'second', image: 'other.png' });
    const files = tiledFiles(
      tiledMap([tileLayer('g', [1, 16, 17, 32, ...filled(0).slice(4)])], { tilesets: [tileset(), second] }),
    );
    files.images['other.png'] = { width: 64, height: 64 };
    const result = readTiledMap(MAP, files);
    expect(result.errors).toEqual([]);
    expect(result.tilesets.map((set) => set.imagePath)).toEqual(['maps/tiles.png', 'other.png']);
    expect([...result.layers[0]!.cells.slice(0, 4)]).toEqual([
      tileCell(0, 0),
      tileCell(0, 15),
      tileCell(1, 0),
      tileCell(1, 15),
    ]);
  });

  it('keeps the map custom properties as data, drops complex values with a note', () => {
    const properties = [
      { name: 'edges', type: 'string', value: 'clamped' },
      { name: 'level', type: 'int', value: 3 },
      { name: 'dark', type: 'bool', value: true },
      { name: 'shape', type: 'class', value: { a: 1 } },
      { name: '__proto__', type: 'string', value: 'x' },
      { name: 'x'.repeat(100), type: 'string', value: 'long' },
    ];
    const result = read(tiledMap([tileLayer('g', filled(1))], { properties }));
    expect(result.properties).toMatchObject({ edges: 'clamped', level: 3, dark: true, ['x'.repeat(80)]: 'long' });
    expect(Object.hasOwn(result.properties, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(result.properties)).toBe(Object.prototype);
    expect(result.ignored).toContain(SAY.complexValues(1, "'shape'"));
    expect(result.ignored).toContain(SAY.longNames(1));
  });

  it('reads old maps whose properties are a plain object', () => {
    const result = read(tiledMap([tileLayer('g', filled(1))], { properties: { music: 'town.ogg' } }));
    expect(result.properties).toEqual({ music: 'town.ogg' });
  });
});

describe('readTiledMap: refusals', () => {
  it('refuses what is not a map, or is not among the files', () => {
    expect(readTiledMap(MAP, tiledFiles({ hello: 1 })).errors).toEqual([SAY.notAMap(MAP)]);
    expect(readTiledMap('other.tmj', tiledFiles(tiledMap([]))).errors).toEqual([SAY.notAMap('other.tmj')]);
    expect(readTiledMap(MAP, tiledFiles(tileset({ type: 'tileset' }))).ok).toBe(false);
  });

  it('refuses maps that are not orthogonal', () => {
    for (const orientation of ['isometric', 'staggered', 'hexagonal']) {
      const result = read(tiledMap([tileLayer('g', filled(1))], { orientation }));
      expect(result).toMatchObject({ ok: false, errors: [SAY.notOrthogonal(MAP, orientation)] });
    }
  });

  it('refuses a huge map from its header, before making any array', () => {
    const result = read(
      tiledMap([tileLayer('g', [], { width: 1_000_000, height: 1_000_000 })], { width: 1_000_000, height: 1_000_000 }),
    );
    expect(result.errors).toEqual([SAY.mapTooLarge(MAP, 1_000_000, 1_000_000, 256)]);
    expect(result.walls.length).toBe(0);
    expect(read(tiledMap([], { width: 257, height: 3 })).errors).toEqual([SAY.mapTooLarge(MAP, 257, 3, 256)]);
    expect(read(tiledMap([], { width: 'big' })).errors).toEqual([SAY.mapSize(MAP)]);
  });

  it('refuses tiles smaller than 8 or larger than 64 pixels', () => {
    expect(read(tiledMap([], { tilewidth: 4, tileheight: 4 })).errors).toEqual([SAY.tileSize(MAP, 4, 4, 8, 64)]);
    expect(read(tiledMap([], { tilewidth: 128, tileheight: 64 })).errors).toEqual([SAY.tileSize(MAP, 128, 64, 8, 64)]);
  });

  it('refuses zstd, naming the layer and the formats to choose', () => {
    const layer = tileLayer('Ground', 'KLUv/Q==', { encoding: 'base64', compression: 'zstd' });
    expect(read(tiledMap([layer])).errors).toEqual([SAY.zstd(MAP, 'Ground')]);
    expect(SAY.zstd(MAP, 'Ground')).toMatch(/zlib, gzip or uncompressed/);
  });

  it('refuses data that does not match the layer size', () => {
    expect(read(tiledMap([tileLayer('Ground', [1, 2, 3])])).errors).toEqual([SAY.dataSize(MAP, 'Ground')]);
    const packed = tileLayer('Top', base64Gids([1, 2], 'zlib'), { encoding: 'base64', compression: 'zlib' });
    expect(read(tiledMap([packed])).errors).toEqual([SAY.dataSize(MAP, 'Top')]);
  });

  it('refuses image layers once, with their count', () => {
    const image = { type: 'imagelayer', name: 'Sky', image: 'sky.png' };
    const result = read(tiledMap([image, { ...image, name: 'Clouds' }, tileLayer('g', filled(1))]));
    expect(result.errors).toEqual([SAY.imageLayers(MAP, 2, "'Sky', 'Clouds'")]);
  });

  it('refuses more than 16 tilesets', () => {
    const tilesets = Array.from({ length: 17 }, (_, i) => tileset({ firstgid: 1 + i * 16 }));
    expect(read(tiledMap([], { tilesets })).errors).toEqual([SAY.tooManyTilesets(MAP, 17, 16)]);
  });

  it('reports gids no tileset holds once, with their count', () => {
    const result = read(
      tiledMap([tileLayer('a', [1, 99, 99, 17, ...filled(1).slice(4)]), tileLayer('b', filled(200))]),
    );
    expect(result.errors).toEqual([SAY.unknownGid(MAP, 15, '99')]);
  });

  it('gives one message per cause when several are wrong', () => {
    const image = { type: 'imagelayer', name: 'Sky' };
    const result = read(
      tiledMap([image, tileLayer('g', [1])], {
        tilesets: [tileset({ image: undefined, tiles: [{ id: 0, image: 'a.png' }] })],
      }),
    );
    expect(result.errors).toEqual([SAY.imageCollection(MAP, 'town'), SAY.imageLayers(MAP, 1, "'Sky'")]);
  });
});
