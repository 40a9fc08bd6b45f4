import { describe, expect, it } from 'vitest';
import { TILED_READ_MESSAGES as SAY } from '../../../messages/tiled-read.js';
import { tileCell } from '../../tile-cells.js';
import { readTiledMap } from './index.js';
import { filled, MAP, tiledFiles, tiledMap, tileLayer, tileset } from './maps.fixture.js';

const read = (layers: Record<string, unknown>[], over = {}) => readTiledMap(MAP, tiledFiles(tiledMap(layers, over)));
const group = (name: string, layers: Record<string, unknown>[], over = {}) => ({
  type: 'group',
  name,
  layers,
  ...over,
});
const one = (gid: number) => [gid, ...filled(0).slice(1)];

describe('readTiledMap: groups and offsets', () => {
  it('flattens groups in order, multiplying opacity', () => {
    const result = read([
      tileLayer('a', filled(1)),
      group('g', [tileLayer('b', filled(2), { opacity: 0.5 }), group('inner', [tileLayer('c', filled(3))])], {
        opacity: 0.5,
      }),
      tileLayer('d', filled(4)),
    ]);
    expect(result.layers.map((layer) => [layer.name, layer.opacity])).toEqual([
      ['a', 1],
      ['b', 0.25],
      ['c', 0.5],
      ['d', 1],
    ]);
  });

  it('leaves hidden layers and layers in hidden groups out, and lists them', () => {
    const result = read([
      tileLayer('shown', filled(1)),
      tileLayer('Old', filled(1), { visible: false }),
      group('Drafts', [tileLayer('sketch', filled(1))], { visible: false }),
    ]);
    expect(result.layers.map((layer) => layer.name)).toEqual(['shown']);
    expect(result.ignored).toContain(SAY.hiddenLayers(2, "'Old', 'sketch'"));
  });

  it('moves layers by their own and their groups offsets, in whole cells', () => {
    const result = read([group('g', [tileLayer('moved', one(5), { offsetx: 16 })], { offsety: 32 })]);
    expect(result.layers[0]!.cells[2 * 4 + 1]).toBe(tileCell(0, 4));
    expect(result.layers[0]!.cells[0]).toBe(0);
  });

  it('rounds offsets that are not whole cells, once with a note, and drops tiles moved outside', () => {
    const result = read([tileLayer('nudged', one(5), { offsetx: 7, offsety: -20 })]);
    expect(result.ignored).toContain(SAY.roundedOffsets(1, "'nudged'"));
    expect(result.ignored).toContain(SAY.cellsOutside(1, "'nudged'"));
    expect([...result.layers[0]!.cells].every((cell) => cell === 0)).toBe(true);
  });

  it('notes parallax and tint it does not read', () => {
    const result = read([tileLayer('far', filled(1), { parallaxx: 0.5, tintcolor: '#ff0000' })]);
    expect(result.ignored).toEqual([SAY.parallax(1, "'far'"), SAY.tint(1, "'far'")]);
  });
});

describe('readTiledMap: above or below the player', () => {
  const placement = (layer: Record<string, unknown>) => read([layer]).layers[0]?.placement;
  const prop = (name: string, type: string, value: unknown) => ({ properties: [{ name, type, value }] });

  it('reads common names', () => {
    for (const name of [
      'Above Player',
      'above',
      'Overlay',
      'roof',
      'Roofs 2',
      'top',
      'Foreground',
      'over',
      'aboveLayer',
    ]) {
      expect(placement(tileLayer(name, filled(1))), name).toBe('above');
    }
    for (const name of ['Below Player', 'World', 'Ground', 'Leftover', 'Desktop', 'grass']) {
      expect(placement(tileLayer(name, filled(1))), name).toBe('below');
    }
  });

  it('reads properties, which say more than names', () => {
    expect(placement(tileLayer('trees', filled(1), prop('above', 'bool', true)))).toBe('above');
    expect(placement(tileLayer('trees', filled(1), prop('abovePlayer', 'string', 'true')))).toBe('above');
    expect(placement(tileLayer('trees', filled(1), prop('depth', 'int', 10)))).toBe('above');
    expect(placement(tileLayer('trees', filled(1), prop('z', 'int', -1)))).toBe('below');
    expect(placement(tileLayer('Roof', filled(1), prop('above', 'bool', false)))).toBe('below');
  });

  it('passes a group placement to its layers', () => {
    const result = read([group('Above', [tileLayer('trees', filled(1))])]);
    expect(result.layers[0]!.placement).toBe('above');
  });

  it('lists layer properties it does not read', () => {
    const result = read([tileLayer('g', filled(1), prop('exitUrl', 'string', 'a.json'))]);
    expect(result.ignored).toEqual([SAY.layerProperties(1, "'exitUrl'")]);
  });
});

describe('readTiledMap: walls and the start layer', () => {
  it('makes walls of tiles whose tileset says collides, bool or text', () => {
    const tiles = [
      { id: 1, properties: [{ name: 'collides', type: 'bool', value: true }] },
      { id: 2, properties: [{ name: 'collides', type: 'string', value: 'true' }] },
      { id: 3, properties: [{ name: 'collides', type: 'bool', value: false }] },
    ];
    const result = read([tileLayer('g', [1, 2, 3, 4, ...filled(0).slice(4)])], { tilesets: [tileset({ tiles })] });
    expect([...result.walls.slice(0, 4)]).toEqual([0, 1, 1, 0]);
    expect(result.tilesets[0]!.tiles).toEqual([
      { id: 1, collides: true },
      { id: 2, collides: true },
    ]);
  });

  it('makes walls of a collisions layer, which is not drawn, even when hidden', () => {
    for (const layer of [
      tileLayer('Collisions', one(9)),
      tileLayer('blocked', one(9), { visible: false }),
      tileLayer('hits', one(9), { properties: [{ name: 'collides', type: 'bool', value: true }] }),
    ]) {
      const result = read([tileLayer('ground', filled(1)), layer]);
      expect(result.layers.map((drawn) => drawn.name)).toEqual(['ground']);
      expect(result.walls[0]).toBe(1);
      expect(result.walls.slice(1).every((wall) => wall === 0)).toBe(true);
    }
  });

  it('draws a walls layer and makes every tile of it a wall', () => {
    const result = read([tileLayer('Walls', one(3))]);
    expect(result.layers.map((drawn) => drawn.name)).toEqual(['Walls']);
    expect(result.walls[0]).toBe(1);
  });

  it('takes the spawn from a start layer, not drawn (WorkAdventure)', () => {
    const start = [0, 0, 0, 0, 0, 0, 1, 0, 0, 1, 0, 0];
    expect(read([tileLayer('floor', filled(1)), tileLayer('start', start)])).toMatchObject({ spawn: { x: 2, y: 1 } });
    const marked = tileLayer('entry', start, { properties: [{ name: 'startLayer', type: 'bool', value: true }] });
    const result = read([tileLayer('floor', filled(1)), marked]);
    expect(result.spawn).toEqual({ x: 2, y: 1 });
    expect(result.layers).toHaveLength(1);
  });

  it('masks the hexagonal rotation bit off, with a counted note', () => {
    const result = read([tileLayer('g', [0x10000002, 0x90000002, ...filled(0).slice(2)])]);
    expect(result.layers[0]!.cells[0]).toBe(tileCell(0, 1));
    expect(result.ignored).toEqual([SAY.hexRotation(2)]);
  });
});

describe('readTiledMap: a WorkAdventure-style map', () => {
  it('reads collides tiles, the start layer, floorLayer as objects and the layers above it', () => {
    const tiles = [{ id: 1, properties: [{ name: 'collides', type: 'bool', value: true }] }];
    const result = read(
      [
        tileLayer('floor', filled(1)),
        tileLayer('walls-deco', [0, 2, ...filled(0).slice(2)]),
        tileLayer('start', [0, 0, 0, 0, 1, ...filled(0).slice(5)]),
        { type: 'objectgroup', name: 'floorLayer', objects: [] },
        tileLayer('over', filled(0), { properties: [{ name: 'exitUrl', type: 'string', value: 'next.json' }] }),
      ],
      { tilesets: [tileset({ tiles })] },
    );
    expect(result.errors).toEqual([]);
    expect(result.layers.map((layer) => `${layer.name}:${layer.placement}`)).toEqual([
      'floor:below',
      'walls-deco:below',
      'over:above',
    ]);
    expect(result.spawn).toEqual({ x: 0, y: 1 });
    expect([...result.walls.slice(0, 2)]).toEqual([0, 1]);
    expect(result.ignored).toEqual([SAY.layerProperties(1, "'exitUrl'")]);
  });
});
