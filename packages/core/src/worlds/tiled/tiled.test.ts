import { describe, expect, it } from 'vitest';
import { MAP_TYPES } from '../../contracts/worlds.js';
import { TILED_MESSAGES } from '../../messages/tiled.js';
import { TILE_NAMES } from '../../messages/tiles.js';
import { encodeNpcAvatar } from '../../npcs/npc-avatar-codec.js';
import { WORLD_CHECK_MESSAGES } from '../../messages/world-builder.js';
import { startingWorldDoc } from '../world-doc-start.js';
import type { WorldDoc, WorldDocMap } from '../world-doc.js';
import { generateWorldMap } from '../world-maps.js';
import { TILESET_FILE, TILESET_TILE_COUNT, TILESET_TILE_PX, type TiledFiles } from './tiled-format.js';
import { tiledToWorldDoc, worldDocToTiled } from './index.js';
import { scratchFiles } from './tiled-scratch.fixture.js';

/** Files as the import receives them: by path, JSON parsed (through text, as from a zip). */
const asInput = (tiled: TiledFiles): Record<string, unknown> =>
  Object.fromEntries(tiled.files.map(({ path, json }) => [path, JSON.parse(JSON.stringify(json))]));

const roundTrip = (doc: WorldDoc) => tiledToWorldDoc(asInput(worldDocToTiled(doc, { worldName: 'My World' })));

function room(id: string, width: number, height: number, extra: Partial<WorldDocMap> = {}): WorldDocMap {
  const rows = Array.from({ length: height }, (_, y) =>
    Array.from({ length: width }, (_, x) =>
      x === 0 || y === 0 || x === width - 1 || y === height - 1 ? '1' : String((x * y) % 4 === 3 ? 3 : 0),
    ).join(''),
  );
  return { id, name: `Map ${id}`, rows, portals: [], edges: {}, npcs: [], artifactSpots: [], ...extra };
}

const threeMaps = (): WorldDoc => {
  const a = room('hall', 12, 10, {
    edges: { right: 'garden' },
    portals: [
      { x: 3, y: 3, to: 'exit' },
      { x: 5, y: 5, to: { mapId: 'cave', x: 2, y: 2 } },
    ],
    npcs: [{ npcId: 'guide', x: 4, y: 6, patrol: { startX: 3, startY: 5, width: 3, height: 3 } }],
    artifactSpots: [{ x: 8, y: 8 }],
  });
  const b = room('garden', 20, 9, {
    edges: { left: 'hall' },
    npcs: [{ npcId: 'ada_lovelace', x: 2, y: 2 }],
    artifactSpots: [
      { x: 3, y: 3 },
      { x: 10, y: 4 },
    ],
  });
  const c = room('cave', 8, 8, { portals: [{ x: 6, y: 6, to: { mapId: 'hall', x: 5, y: 6 } }] });
  a.rows[3] = `${a.rows[3]!.slice(0, 3)}5${a.rows[3]!.slice(4)}`;
  return { format: 1, spawn: { mapId: 'hall', x: 2, y: 2 }, maps: [a, b, c] };
};

describe('Tiled export', () => {
  it('writes a map per file, a world laying them side by side, and the tileset they reference', () => {
    const tiled = worldDocToTiled(threeMaps(), { worldName: 'My World!' });
    expect(tiled.files.map((file) => file.path)).toEqual([
      'maps/hall.tmj',
      'maps/garden.tmj',
      'maps/cave.tmj',
      'my-world.world',
      TILESET_FILE,
    ]);
    expect(tiled.tilesetImagePath).toBe('authentic-tileset.png');
    const world = tiled.files[3]!.json as { maps: { fileName: string; x: number; width: number }[] };
    expect(world.maps[1]!.x).toBeGreaterThanOrEqual(world.maps[0]!.x + world.maps[0]!.width);
    const tileset = tiled.files[4]!.json as { tilecount: number; columns: number; tilewidth: number; tiles: unknown[] };
    expect(tileset).toMatchObject({ tilecount: TILESET_TILE_COUNT, columns: 9, tilewidth: TILESET_TILE_PX });
    const hall = tiled.files[0]!.json as { layers: { name: string; data?: number[] }[]; tilesets: unknown[] };
    expect(hall.layers.map((layer) => layer.name)).toEqual(['ground', 'objects']);
    expect(hall.layers[0]!.data![0]).toBe(2); // wall (code 1) with firstgid 1
    expect(hall.tilesets).toEqual([{ firstgid: 1, source: '../authentic-tileset.tsj' }]);
  });

  it("names each built-in tile in the tileset as the builder's palette does (core's TILE_NAMES)", () => {
    const tiled = worldDocToTiled(threeMaps(), { worldName: 'Names' });
    const tileset = tiled.files.find((file) => file.path === TILESET_FILE)!.json as {
      tiles: { id: number; properties: { name: string; value: unknown }[] }[];
    };
    const names = tileset.tiles.map((tile) => [tile.id, tile.properties.find((p) => p.name === 'name')?.value]);
    expect(names).toEqual(Object.entries(TILE_NAMES).map(([code, name]) => [Number(code), name]));
    expect(names[4]).toEqual([4, 'Obstacle']);
    expect(names[6]).toEqual([6, 'Terminal portal']);
  });
});

describe('Tiled round trip', () => {
  it('gives back a hand-made three-map world: portals, edges, NPCs with patrols, artifact spots', () => {
    const doc = threeMaps();
    expect(roundTrip(doc)).toEqual({ ok: true, doc });
  });

  it("gives back a story's names, knots and drawn looks of characters, and its books", () => {
    const doc = threeMaps();
    const map = doc.maps[0]!;
    // The first character also wears a look drawn for it (decision 0299).
    const avatar = encodeNpcAvatar(16, [...Array<string | null>(255).fill(null), '#f4b41b'])!;
    map.npcs = map.npcs.map((npc, i) => (i === 0 ? { ...npc, name: 'Old Muir', knot: 'muir', avatar } : npc));
    map.books = [{ x: 2, y: 2, knot: 'diary', title: 'A diary' }];
    expect(map.npcs.length).toBeGreaterThan(0);
    expect(roundTrip(doc)).toEqual({ ok: true, doc });
  });

  it('gives back every generated world', () => {
    for (const type of MAP_TYPES) {
      const doc = startingWorldDoc(generateWorldMap(type, `seed-${type}`), 'Generated');
      expect(roundTrip(doc)).toEqual({ ok: true, doc });
    }
  });

  it('carries a 256×256 map', () => {
    const big = room('big', 256, 256, { portals: [{ x: 1, y: 1, to: 'exit' }] });
    const doc: WorldDoc = { format: 1, spawn: { mapId: 'big', x: 2, y: 2 }, maps: [big] };
    expect(roundTrip(doc)).toEqual({ ok: true, doc });
  });
});

describe('Tiled import', () => {
  it('reads a map made in Tiled from scratch (embedded tileset, point, tile and class objects, CSV data)', () => {
    const result = tiledToWorldDoc(scratchFiles());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const [map] = result.doc.maps;
    expect(map).toMatchObject({ id: 'cave', name: 'cave', portals: [{ x: 1, y: 2, to: 'exit' }] });
    expect(result.doc.spawn).toEqual({ mapId: 'cave', x: 2, y: 3 });
    expect(map!.npcs).toEqual([{ npcId: 'guide', x: 4, y: 4 }]);
    expect(map!.artifactSpots).toEqual([{ x: 5, y: 1 }]);
    expect(map!.rows[0]).toBe('11111111');
  });

  it("refuses a map under 8×8 or over 256×256 in the words saving uses, not in zod's (issue 36)", () => {
    const sized = (width: number, height: number) => {
      const files = scratchFiles();
      const map = files['maps/cave.tmj'] as { width: number; height: number; layers: Record<string, unknown>[] };
      const data = Array.from({ length: width * height }, () => 1);
      Object.assign(map, { width, height });
      map.layers = map.layers.map((layer) => (layer.type === 'tilelayer' ? { ...layer, width, height, data } : layer));
      return tiledToWorldDoc(files);
    };
    const refusal = { ok: false, errors: [WORLD_CHECK_MESSAGES.tooSmall('cave', 8, 256)] };
    expect(sized(6, 6)).toEqual(refusal);
    expect(sized(8, 7)).toEqual(refusal);
    expect(sized(257, 8)).toEqual(refusal);
    expect(JSON.stringify(sized(6, 6))).not.toContain('expected array');
    expect(sized(8, 8).ok).toBe(true);
  });

  it('refuses an unknown layer, naming it and its file', () => {
    const files = scratchFiles();
    const map = files['maps/cave.tmj'] as { layers: unknown[] };
    map.layers.push({
      id: 9,
      name: 'Foreground',
      type: 'tilelayer',
      width: 8,
      height: 8,
      data: [],
      x: 0,
      y: 0,
      opacity: 1,
      visible: true,
    });
    const result = tiledToWorldDoc(files);
    expect(result).toEqual({ ok: false, errors: [TILED_MESSAGES.unknownLayer('Foreground', 'maps/cave.tmj')] });
    expect(TILED_MESSAGES.unknownLayer('Foreground', 'maps/cave.tmj')).toMatch(
      /^Unknown layer 'Foreground' in maps\/cave.tmj/,
    );
  });

  it('refuses an unknown tile, naming its gid and cell, and a flipped one', () => {
    const files = scratchFiles();
    const ground = (files['maps/cave.tmj'] as { layers: { data: number[] }[] }).layers[0]!;
    ground.data[8 * 2 + 3] = 42;
    ground.data[8 * 5 + 1] = 0x80000001;
    const result = tiledToWorldDoc(files);
    expect(result).toEqual({
      ok: false,
      errors: [
        TILED_MESSAGES.unknownTile(42, 3, 2, 'maps/cave.tmj'),
        TILED_MESSAGES.flippedTile(1, 5, 'maps/cave.tmj'),
      ],
    });
  });

  it('refuses an unknown object class, an infinite map, a missing tileset and no maps', () => {
    const files = scratchFiles();
    const objects = (files['maps/cave.tmj'] as { layers: { objects?: Record<string, unknown>[] }[] }).layers[1]!
      .objects!;
    objects.push({ id: 99, class: 'chest', x: 0, y: 0, width: 16, height: 16 });
    expect(tiledToWorldDoc(files)).toEqual({
      ok: false,
      errors: [TILED_MESSAGES.unknownClass('chest', 'maps/cave.tmj')],
    });

    const infinite = scratchFiles();
    (infinite['maps/cave.tmj'] as { infinite: boolean }).infinite = true;
    expect(tiledToWorldDoc(infinite)).toMatchObject({
      ok: false,
      // No word about the spawn: it may be on the map that could not be read.
      errors: [TILED_MESSAGES.infinite('maps/cave.tmj')],
    });

    const exported = asInput(worldDocToTiled(threeMaps(), { worldName: 'w' }));
    (exported['maps/hall.tmj'] as { tilesets: unknown[] }).tilesets = [{ firstgid: 1, source: '../other.tsj' }];
    expect(tiledToWorldDoc(exported)).toMatchObject({
      ok: false,
      errors: [TILED_MESSAGES.missingFile('other.tsj', 'maps/hall.tmj')],
    });

    expect(tiledToWorldDoc({})).toEqual({ ok: false, errors: [TILED_MESSAGES.noMaps] });
    expect(tiledToWorldDoc({ 'a.tmj': { type: 'map', layers: [null] } })).toMatchObject({
      ok: false,
      errors: [TILED_MESSAGES.notJson('a.tmj')],
    });
  });

  it('refuses a world file naming a map that is missing', () => {
    const files = asInput(worldDocToTiled(threeMaps(), { worldName: 'w' }));
    delete files['maps/cave.tmj'];
    const result = tiledToWorldDoc(files);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[0]).toBe(TILED_MESSAGES.missingFile('maps/cave.tmj', 'w.world'));
  });
});
