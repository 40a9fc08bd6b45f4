import { describe, expect, it } from 'vitest';
import { MAP_TYPES } from '../contracts/worlds.js';
import { WORLD_CHECK_MESSAGES } from '../messages/world-builder.js';
import { checkWorldDoc } from './world-doc-check.js';
import { startingWorldDoc } from './world-doc-start.js';
import {
  WORLD_DOC_LIMITS,
  worldDocFromGenerated,
  worldDocSchema,
  type WorldDoc,
  type WorldDocMap,
} from './world-doc.js';
import { generateWorldMap } from './world-maps.js';

/** A map from a picture: '#' wall, '.' grass, 'P' portal tile. */
function map(id: string, picture: string[], extra: Partial<WorldDocMap> = {}): WorldDocMap {
  const rows = picture.map((line) => line.replace(/#/g, '1').replace(/\./g, '0').replace(/P/g, '5'));
  return { id, name: id, rows, portals: [], edges: {}, npcs: [], artifactSpots: [], ...extra };
}

const ROOM = ['########', '#......#', '#......#', '#......#', '#......P', '#......#', '#......#', '########'];
/** The same room walled all round: no portal tile. */
const CLOSED_ROOM = ROOM.map((row) => row.replace('P', '#'));
const oneRoom = (extra: Partial<WorldDocMap> = {}): WorldDoc => ({
  format: 1,
  spawn: { mapId: 'a', x: 1, y: 1 },
  maps: [map('a', ROOM, { portals: [{ x: 7, y: 4, to: 'exit' }], ...extra })],
});
const codes = (doc: WorldDoc) => checkWorldDoc(doc).map((problem) => problem.code);

/**
 * `count` maps of 256×256 grass joined edge to edge, the exit near the last one's far corner. On the
 * first, the spawn sits in a 16×16 box whose two-cell lanes wind back and forth: the only way out,
 * with no single cell every way passes through. `narrow` walls one cell of a lane, so the cell
 * beside it becomes the only way through. `npcs` NPCs patrol the whole box.
 */
function windingWorld(count: number, npcs: number, narrow?: { x: number; y: number }): WorldDoc {
  const side = 256;
  const top = 120;
  const grass = (cells: Record<number, string> = {}) =>
    Array.from({ length: side }, (_, x) => cells[x] ?? '0').join('');
  const walls = (from: number, to: number) =>
    Object.fromEntries(Array.from({ length: to - from }, (_, index) => [from + index, '1']));
  const box = (y: number): string => {
    const lane = y - top;
    if (lane === -1 || lane === 16) return grass(walls(0, 17));
    if (lane < 0 || lane > 16) return grass();
    // The box's right wall, open on its last two rows; inside, a wall every third row, open at alternate ends.
    const cells: Record<number, string> = lane < 14 ? { 16: '1' } : {};
    if (lane % 3 === 2 && lane < 12) Object.assign(cells, Math.floor(lane / 3) % 2 === 0 ? walls(0, 14) : walls(2, 16));
    if (narrow?.y === y) cells[narrow.x] = '1';
    return grass(cells);
  };
  const id = (index: number) => (index === 0 ? 'main' : `m${index}`);
  const maps = Array.from({ length: count }, (_, index) => {
    const rows = Array.from({ length: side }, (_, y) => (index === 0 ? box(y) : grass()));
    const last = index === count - 1;
    if (last) rows[side - 2] = grass({ [side - 2]: '5' });
    return map(id(index), rows, {
      name: `Map ${index + 1}`,
      portals: last ? [{ x: side - 2, y: side - 2, to: 'exit' as const }] : [],
      edges: { ...(index > 0 && { left: id(index - 1) }), ...(!last && { right: id(index + 1) }) },
    });
  });
  const patrol = { startX: 0, startY: top, width: 16, height: 16 };
  maps[0]!.npcs = Array.from({ length: npcs }, () => ({ npcId: 'guide' as const, x: 8, y: top + 1, patrol }));
  return { format: 1, spawn: { mapId: 'main', x: 0, y: top }, maps };
}

describe('world checks', () => {
  it('accept a room with a spawn and a way out', () => {
    expect(checkWorldDoc(oneRoom())).toEqual([]);
  });

  it('start every new world from its generated map, with no NPC able to wall off the way out', () => {
    let stilled = 0;
    for (const type of MAP_TYPES) {
      for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
        const generated = generateWorldMap(type, seed);
        const doc = worldDocSchema.parse(startingWorldDoc(generated, 'Home'));
        expect(checkWorldDoc(doc), `${type} ${seed}`).toEqual([]);
        expect(doc.maps[0]!.npcs).toHaveLength(generated.npcs.length);
        if (checkWorldDoc(worldDocFromGenerated(generated, 'Home')).length > 0) stilled += 1;
      }
    }
    // The generated wanderers really did wall off some worlds (the case the checks exist for).
    expect(stilled).toBeGreaterThan(0);
  });

  it('refuse a spawn on a wall, naming the cell', () => {
    const doc = { ...oneRoom(), spawn: { mapId: 'a', x: 0, y: 0 } };
    expect(checkWorldDoc(doc)).toEqual([
      { code: 'spawn', message: WORLD_CHECK_MESSAGES.spawnBlocked, mapId: 'a', x: 0, y: 0 },
    ]);
  });

  it('refuse a world whose exit cannot be reached', () => {
    const walled = ['########', '#...#..#', '#...#..#', '#...#..#', '#...#..P', '#...#..#', '#...#..#', '########'];
    const doc: WorldDoc = { ...oneRoom(), maps: [map('a', walled, { portals: [{ x: 7, y: 4, to: 'exit' }] })] };
    expect(codes(doc)).toEqual(['exitUnreachable']);
  });

  it('refuse a world without a way back, a portal to nowhere and a map nobody reaches', () => {
    const doc: WorldDoc = {
      format: 1,
      spawn: { mapId: 'a', x: 1, y: 1 },
      maps: [map('a', ROOM, { portals: [{ x: 7, y: 4, to: { mapId: 'zz', x: 1, y: 1 } }] }), map('b', CLOSED_ROOM)],
    };
    expect(codes(doc)).toEqual(['portal', 'noExit']);
    const fixed: WorldDoc = {
      ...doc,
      maps: [map('a', ROOM, { portals: [{ x: 7, y: 4, to: 'exit' }] }), map('b', CLOSED_ROOM)],
    };
    expect(checkWorldDoc(fixed)).toEqual([
      { code: 'mapUnreachable', message: WORLD_CHECK_MESSAGES.mapUnreachable, mapId: 'b' },
    ]);
  });

  it('walks portals and edges between maps to reach the exit', () => {
    const open = ['########', '#.......', '#.......', '#.......', '#.......', '#.......', '#.......', '########'];
    const closed = ['########', '.......#', '.......#', '.......#', '......P#', '.......#', '.......#', '########'];
    const doc: WorldDoc = {
      format: 1,
      spawn: { mapId: 'a', x: 1, y: 1 },
      maps: [
        map('a', open, { edges: { right: 'b' } }),
        map('b', closed, { edges: { left: 'a' }, portals: [{ x: 6, y: 4, to: 'exit' }] }),
      ],
    };
    expect(checkWorldDoc(doc)).toEqual([]);
    const noEdge: WorldDoc = { ...doc, maps: [map('a', open), doc.maps[1]!] };
    expect(codes(noEdge)).toEqual(['exitUnreachable', 'mapUnreachable']);
  });

  it('refuse an NPC whose patrol can stand in the only corridor to the exit', () => {
    const corridor = ['########', '#..#####', '#..#####', '#......P', '#..#####', '#..#####', '#..#####', '########'];
    const patrol = { startX: 4, startY: 3, width: 2, height: 1 };
    const doc: WorldDoc = {
      format: 1,
      spawn: { mapId: 'a', x: 1, y: 1 },
      maps: [
        map('a', corridor, { portals: [{ x: 7, y: 3, to: 'exit' }], npcs: [{ npcId: 'guide', x: 4, y: 3, patrol }] }),
      ],
    };
    const [problem] = checkWorldDoc(doc);
    expect(problem).toMatchObject({ code: 'npcWallsOff', mapId: 'a', x: 4, y: 3 });
    // In the open room the same NPC is simply walked around.
    expect(
      checkWorldDoc(
        oneRoom({ npcs: [{ npcId: 'guide', x: 3, y: 3, patrol: { startX: 2, startY: 2, width: 3, height: 3 } }] }),
      ),
    ).toEqual([]);
  });

  it('refuse things placed outside their map or on walls', () => {
    const doc = oneRoom({
      npcs: [{ npcId: 'guide', x: 0, y: 3 }],
      artifactSpots: [{ x: 40, y: 40 }],
      portals: [
        { x: 7, y: 4, to: 'exit' },
        { x: 2, y: 2, to: 'exit' },
      ],
    });
    expect(codes(doc)).toEqual(['portal', 'npc', 'outside']);
  });

  it('refuse a portal tile with no portal on it, pinned to its cell (issue 36)', () => {
    const lone = ROOM.map((row, y) => (y === 2 ? '#..P...#' : row));
    const doc: WorldDoc = { ...oneRoom(), maps: [map('a', lone, { portals: [{ x: 7, y: 4, to: 'exit' }] })] };
    expect(checkWorldDoc(doc)).toEqual([
      { code: 'portalTile', message: WORLD_CHECK_MESSAGES.portalTileAlone, mapId: 'a', x: 3, y: 2 },
    ]);
    // Every portal tile code counts, not only 5; a portal on the tile makes it right.
    for (const code of ['6', '7', '8']) {
      const rows = lone.map((row) => row.replace('P', code));
      expect(codes({ ...doc, maps: [map('a', rows, { portals: [{ x: 7, y: 4, to: 'exit' }] })] })).toEqual([
        'portalTile',
      ]);
    }
    const placed = map('a', lone, {
      portals: [
        { x: 7, y: 4, to: 'exit' },
        { x: 3, y: 2, to: { mapId: 'a', x: 1, y: 1 } },
      ],
    });
    expect(checkWorldDoc({ ...doc, maps: [placed] })).toEqual([]);
  });

  it('list at most 32 lone portal tiles of a map painted full of them', () => {
    const rows = Array.from({ length: 64 }, () => '5'.repeat(64));
    const doc: WorldDoc = {
      format: 1,
      spawn: { mapId: 'a', x: 1, y: 1 },
      maps: [map('a', rows, { portals: [{ x: 0, y: 0, to: 'exit' }] })],
    };
    expect(codes(doc).filter((code) => code === 'portalTile')).toHaveLength(32);
  });

  it('the schema bounds a world: 16 maps, sides of 8 to 256, tile codes 0 to 8', () => {
    const big = { ...oneRoom(), maps: Array.from({ length: 17 }, (_, index) => map(`m${index}`, ROOM)) };
    expect(worldDocSchema.safeParse(big).success).toBe(false);
    const wide = {
      ...oneRoom(),
      maps: [
        map(
          'a',
          Array.from({ length: 257 }, () => '0'.repeat(8)),
        ),
      ],
    };
    expect(worldDocSchema.safeParse(wide).success).toBe(false);
    const badTile = { ...oneRoom(), maps: [map('a', ['9'.repeat(8), ...ROOM.slice(1)])] };
    expect(worldDocSchema.safeParse(badTile).success).toBe(false);
    const tooWide = {
      ...oneRoom(),
      maps: [
        map(
          'a',
          ROOM.map(() => '0'.repeat(257)),
        ),
      ],
    };
    expect(codes(worldDocSchema.parse(tooWide))).toEqual(['size']);
  });

  it('check the biggest worlds in one search, however much of the way out NPCs patrol (issue 33)', () => {
    // Searching the world again for each patrolled cell of the way out took seconds per NPC here.
    const doc = windingWorld(WORLD_DOC_LIMITS.maps, 8);
    expect(worldDocSchema.safeParse(doc).success).toBe(true);
    expect(checkWorldDoc(doc)).toEqual([]);
    // One cell of a lane walled at (8, 124): (8, 123) and its neighbours on the row are the only way
    // through, and the builder shows the first of them in the patrol area, in reading order.
    const narrowed = windingWorld(WORLD_DOC_LIMITS.maps, 8, { x: 8, y: 124 });
    const problems = checkWorldDoc(narrowed);
    expect(problems).toHaveLength(8);
    problems.forEach((problem, npc) =>
      expect(problem).toEqual({
        npc,
        code: 'npcWallsOff',
        message: WORLD_CHECK_MESSAGES.npcWallsOff('Guide'),
        mapId: 'main',
        x: 7,
        y: 123,
      }),
    );
  });

  it('follow portals one way only when looking for the only way out', () => {
    const corridor = ['########', '#..#####', '#..#####', '#......P', '#..#####', '#..#####', '#...#..#', '########'];
    const npcs = [{ npcId: 'guide' as const, x: 4, y: 3 }];
    const exit = { x: 7, y: 3, to: 'exit' as const };
    const world = (portal: WorldDocMap['portals'][number], tile: { x: number; y: number }): WorldDoc => {
      const rows = corridor.map((row, y) => (y === tile.y ? `${row.slice(0, tile.x)}P${row.slice(tile.x + 1)}` : row));
      return {
        format: 1,
        spawn: { mapId: 'a', x: 1, y: 1 },
        maps: [map('a', rows, { portals: [exit, portal], npcs })],
      };
    };
    // A portal from the room to beyond the NPC: a second way out.
    expect(checkWorldDoc(world({ x: 1, y: 6, to: { mapId: 'a', x: 6, y: 3 } }, { x: 1, y: 6 }))).toEqual([]);
    // The same portal the other way round, from beyond the NPC back into the room, is no way out.
    expect(codes(world({ x: 6, y: 6, to: { mapId: 'a', x: 1, y: 5 } }, { x: 6, y: 6 }))).toEqual(['npcWallsOff']);
  });

  it('checks a 256×256 world with NPCs in good time for a save', () => {
    const side = 256;
    const rows = Array.from({ length: side }, (_, y) =>
      Array.from({ length: side }, (_, x) =>
        x === side - 1 && y === 5 ? '5' : x % 8 === 0 && y % 6 === 0 ? '1' : '0',
      ).join(''),
    );
    const npcs = Array.from({ length: 8 }, (_, index) => ({
      npcId: 'guide' as const,
      x: 20 + index * 20,
      y: 20,
      patrol: { startX: 18 + index * 20, startY: 18, width: 5, height: 5 },
    }));
    const doc: WorldDoc = {
      format: 1,
      spawn: { mapId: 'big', x: 1, y: 1 },
      maps: [map('big', rows, { portals: [{ x: side - 1, y: 5, to: 'exit' }], npcs })],
    };
    expect(checkWorldDoc(doc)).toEqual([]);
  });
});
