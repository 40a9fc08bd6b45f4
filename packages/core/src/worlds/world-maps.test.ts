import { describe, expect, it } from 'vitest';
import { MAP_TYPES, type MapType } from '../contracts/worlds.js';
import { reachableCells } from '../maps/reachability.js';
import { isNpcId } from '../npcs/catalogue.js';
import { isPortalTile, isWalkableTile } from '../tiles/tile-codes.js';
import { validateGrid } from '../tiles/grid-validation.js';
import { generateWorldMap, type GeneratedWorldMap } from './world-maps.js';

const SEEDS = Array.from({ length: 200 }, (_, i) => `world-${i}`);

function tileMix(map: GeneratedWorldMap): number[] {
  const counts = [0, 0, 0, 0, 0, 0, 0, 0, 0];
  map.data.forEach((row) =>
    row.forEach((code) => {
      counts[code] = (counts[code] ?? 0) + 1;
    }),
  );
  const total = map.data.length * (map.data[0]?.length ?? 0);
  return counts.map((count) => count / total);
}

function averageMix(mapType: MapType): number[] {
  const sums = [0, 0, 0, 0, 0, 0, 0, 0, 0];
  for (const seed of SEEDS.slice(0, 50)) {
    tileMix(generateWorldMap(mapType, seed)).forEach((share, code) => {
      sums[code] = (sums[code] ?? 0) + share / 50;
    });
  }
  return sums;
}

describe.each(MAP_TYPES)('generateWorldMap(%s)', (mapType) => {
  it('makes a valid, fully connected map for 200 seeds', () => {
    for (const seed of SEEDS) {
      const map = generateWorldMap(mapType, seed);
      const { data, spawn, returnPortal, npcs } = map;
      const context = `${mapType} ${seed}`;

      expect(validateGrid(data), context).toEqual([]);
      const width = data[0]?.length ?? 0;
      expect(width, context).toBeGreaterThan(0);
      for (const row of data) expect(row.length, context).toBe(width);
      for (const row of data) for (const code of row) expect(code >= 0 && code <= 5, context).toBe(true);

      const spawnTile = data[spawn.y]?.[spawn.x];
      expect(isWalkableTile(spawnTile), context).toBe(true);
      expect(isPortalTile(spawnTile), context).toBe(false);

      expect(data[returnPortal.y]?.[returnPortal.x], context).toBe(5);
      const portals = data.flatMap((row, y) => row.flatMap((code, x) => (code === 5 ? [{ x, y }] : [])));
      expect(portals, context).toEqual([returnPortal]);

      const reach = reachableCells(data, spawn);
      expect(reach[returnPortal.y]?.[returnPortal.x], context).toBe(true);
      data.forEach((row, y) =>
        row.forEach((code, x) => {
          if (isWalkableTile(code)) expect(reach[y]?.[x], `${context} cell ${x},${y}`).toBe(true);
        }),
      );

      expect(npcs.length, context).toBeGreaterThanOrEqual(2);
      expect(npcs.length, context).toBeLessThanOrEqual(4);
      expect(new Set(npcs.map((npc) => npc.id)).size, context).toBe(npcs.length);
      expect(new Set(npcs.map((npc) => `${npc.position.x},${npc.position.y}`)).size, context).toBe(npcs.length);
      for (const npc of npcs) {
        expect(isNpcId(npc.id), context).toBe(true);
        expect(npc.name.length, context).toBeGreaterThan(0);
        const code = data[npc.position.y]?.[npc.position.x];
        expect(isWalkableTile(code), context).toBe(true);
        expect(isPortalTile(code), context).toBe(false);
        expect(npc.position.x === spawn.x && npc.position.y === spawn.y, context).toBe(false);
      }
    }
  });

  it('is deterministic per seed and varies across seeds', () => {
    expect(generateWorldMap(mapType, 'abc')).toEqual(generateWorldMap(mapType, 'abc'));
    const first = JSON.stringify(generateWorldMap(mapType, SEEDS[0] ?? ''));
    const distinct = new Set(SEEDS.slice(0, 20).map((seed) => JSON.stringify(generateWorldMap(mapType, seed))));
    expect(distinct.size).toBeGreaterThan(15);
    expect(distinct.has(first)).toBe(true);
  });

  it('keeps a sizeable walkable area', () => {
    for (const seed of SEEDS.slice(0, 50)) {
      const walkable = generateWorldMap(mapType, seed).data.flat().filter(isWalkableTile).length;
      expect(walkable, seed).toBeGreaterThanOrEqual(40);
    }
  });
});

describe('map types', () => {
  it('give the same seed different maps per type', () => {
    const maps = MAP_TYPES.map((mapType) => JSON.stringify(generateWorldMap(mapType, 'shared').data));
    expect(new Set(maps).size).toBe(MAP_TYPES.length);
  });

  it('each have their own tile mix', () => {
    const fantasy = averageMix('fantasy');
    const scifi = averageMix('scifi');
    const wasteland = averageMix('post-apocalyptic');
    const mystery = averageMix('mystery');
    const share = (mix: number[], code: number): number => mix[code] ?? 0;

    // Fantasy: a grass meadow with trees, no station or ruin walls inside.
    expect(share(fantasy, 0) + share(fantasy, 2)).toBeGreaterThan(0.8);
    expect(share(fantasy, 0)).toBeGreaterThan(0.45);
    expect(share(fantasy, 4)).toBe(0);
    // Scifi: hull and walls, sand deck plating, no grass.
    expect(share(scifi, 4) + share(scifi, 1)).toBeGreaterThan(0.5);
    expect(share(scifi, 0)).toBe(0);
    // Post-apocalyptic: mostly sand with wall ruins.
    expect(share(wasteland, 3)).toBeGreaterThan(0.5);
    expect(share(wasteland, 1)).toBeGreaterThan(0.1);
    expect(share(wasteland, 0)).toBe(0);
    // Mystery: grass corridors in a maze of walls, trees and dungeon blocks.
    expect(share(mystery, 0)).toBeGreaterThan(0.25);
    expect(share(mystery, 1)).toBeGreaterThan(0.15);
    expect(share(mystery, 2)).toBeGreaterThan(0.05);
    expect(share(mystery, 4)).toBeGreaterThan(0.05);
    expect(share(mystery, 3)).toBe(0);
  });
});
