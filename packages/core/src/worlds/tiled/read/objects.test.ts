import { describe, expect, it } from 'vitest';
import { TILED_READ_MESSAGES as SAY } from '../../../messages/tiled-read.js';
import { tileCell } from '../../tile-cells.js';
import { readTiledMap } from './index.js';
import { base64Gids, filled, MAP, objectLayer, tiledFiles, tiledMap, tileLayer } from './maps.fixture.js';

const read = (layers: Record<string, unknown>[], over = {}) => readTiledMap(MAP, tiledFiles(tiledMap(layers, over)));
const ground = tileLayer('ground', filled(1));

describe('readTiledMap: spawn and objects', () => {
  it('finds the spawn by name or class, in a hidden layer too', () => {
    for (const spawn of [
      { name: 'Spawn Point', point: true, x: 40, y: 20 },
      { name: 'spawn_point', x: 40, y: 20, width: 16, height: 16 },
      { name: '', type: 'Player', x: 40, y: 20 },
      { name: 'hero', class: 'start point', x: 40, y: 20 },
    ]) {
      const result = read([ground, objectLayer('Objects', [spawn], { visible: false })]);
      expect(result.spawn, JSON.stringify(spawn)).toEqual({ x: 2, y: 1 });
      expect(result.objects).toEqual([]);
    }
  });

  it('stands tile objects on their bottom edge', () => {
    const result = read([ground, objectLayer('o', [{ name: 'start', gid: 3, x: 16, y: 48, width: 16, height: 16 }])]);
    expect(result.spawn).toEqual({ x: 1, y: 2 });
  });

  it('takes the first of several spawns, and prefers a spawn object to a start layer', () => {
    const spawns = [
      { name: 'spawn', x: 0, y: 0 },
      { name: 'Spawn', x: 32, y: 32 },
    ];
    const result = read([ground, tileLayer('start', [0, 0, 0, 1, ...filled(0).slice(4)]), objectLayer('o', spawns)]);
    expect(result.spawn).toEqual({ x: 0, y: 0 });
    expect(result.ignored).toContain(SAY.extraSpawns(1, "'Spawn'"));
  });

  it('keeps points, rectangles and tile objects in cells, with class (or type) and plain properties', () => {
    const objects = [
      { name: 'sign', class: 'npc', x: 32, y: 16, properties: [{ name: 'text', type: 'string', value: 'Hello' }] },
      {
        name: 'door',
        type: 'portal',
        x: 8,
        y: 0,
        width: 32,
        height: 16,
        properties: [{ name: 'to', type: 'object', value: 3 }],
      },
      { name: 'chest', gid: 2, x: 0, y: 48, width: 16, height: 16 },
    ];
    const result = read([ground, objectLayer('floorLayer', objects)]);
    expect(result.objects).toEqual([
      { name: 'sign', className: 'npc', x: 2, y: 1, width: 0, height: 0, properties: { text: 'Hello' } },
      { name: 'door', className: 'portal', x: 0.5, y: 0, width: 2, height: 1, properties: { to: 3 } },
      { name: 'chest', className: '', x: 0, y: 2, width: 1, height: 1, properties: {} },
    ]);
    expect(result.ignored).toEqual([]);
  });

  it('leaves polygons, polylines, ellipses, text and objects outside the map out, with counts', () => {
    const objects = [
      { name: 'a', x: 0, y: 0, polygon: [] },
      { name: 'b', x: 0, y: 0, polygon: [] },
      { name: 'c', x: 0, y: 0, polyline: [] },
      { name: 'd', x: 0, y: 0, ellipse: true },
      { name: 'e', x: 0, y: 0, text: { text: 'hi' } },
      { name: 'far', x: 1000, y: 0 },
      { name: 'turned', x: 0, y: 0, rotation: 45 },
    ];
    const result = read([ground, objectLayer('o', objects)]);
    expect(result.objects.map((object) => object.name)).toEqual(['turned']);
    expect(result.ignored).toEqual([
      SAY.shapes(5, "'polygon', 'polyline', 'ellipse', 'text'"),
      SAY.objectsOutside(1, "'far'"),
      SAY.rotatedObjects(1, "'turned'"),
    ]);
  });
});

describe('readTiledMap: infinite maps', () => {
  const chunk = (x: number, y: number, gids: number[]) => ({ x, y, width: 2, height: 2, data: gids });

  it('bounds the map to its non-empty chunks and shifts objects and the spawn with it', () => {
    const layer = {
      type: 'tilelayer',
      name: 'ground',
      visible: true,
      opacity: 1,
      chunks: [chunk(-4, -2, [1, 0, 0, 0]), chunk(-2, -2, [0, 0, 0, 2]), chunk(100, 100, [0, 0, 0, 0])],
    };
    const objects = [
      { name: 'spawn', x: -64, y: -32 },
      { name: 'sign', x: -48, y: -16 },
    ];
    const result = read([layer, objectLayer('o', objects)], { infinite: true, width: 30, height: 30 });
    expect(result.errors).toEqual([]);
    expect(result).toMatchObject({ width: 4, height: 2, spawn: { x: 0, y: 0 } });
    expect(result.layers[0]!.cells[0]).toBe(tileCell(0, 0));
    expect(result.layers[0]!.cells[7]).toBe(tileCell(0, 1));
    expect(result.objects[0]).toMatchObject({ name: 'sign', x: 1, y: 1 });
  });

  it('reads base64 zlib chunks', () => {
    const data = base64Gids([0, 3, 0, 0], 'zlib');
    const layer = {
      type: 'tilelayer',
      name: 'g',
      encoding: 'base64',
      compression: 'zlib',
      chunks: [{ ...chunk(16, 0, []), data }],
    };
    const result = read([layer], { infinite: true });
    expect(result).toMatchObject({ ok: true, width: 2, height: 2 });
    expect(result.layers[0]!.cells[1]).toBe(tileCell(0, 2));
  });

  it('refuses an extent past 256 cells, and too many chunk cells, before allocating', () => {
    const wide = { type: 'tilelayer', name: 'g', chunks: [chunk(0, 0, [1, 0, 0, 0]), chunk(400, 0, [1, 0, 0, 0])] };
    expect(read([wide], { infinite: true }).errors).toEqual([SAY.mapTooLarge(MAP, 402, 2, 256)]);
    const many = Array.from({ length: 80 }, (_, i) => ({ x: i * 256, y: 0, width: 256, height: 256, data: [] }));
    const huge = { type: 'tilelayer', name: 'g', chunks: many };
    expect(read([huge], { infinite: true }).errors).toEqual([SAY.tooManyChunks(MAP, 4 * 1024 * 1024)]);
    const oversized = {
      type: 'tilelayer',
      name: 'g',
      chunks: [{ x: 0, y: 0, width: 100_000, height: 100_000, data: [] }],
    };
    expect(read([oversized], { infinite: true }).errors).toEqual([SAY.dataSize(MAP, 'g')]);
  });

  it('refuses an infinite map with no tiles', () => {
    expect(read([{ type: 'tilelayer', name: 'g', chunks: [] }], { infinite: true }).errors).toEqual([
      SAY.emptyMap(MAP),
    ]);
  });
});
