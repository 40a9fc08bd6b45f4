import { describe, expect, it } from 'vitest';
import { docMapIdOfKey, keyedWorldDoc, worldMapKey } from './world-doc-keys.js';
import type { WorldDoc } from './world-doc.js';

const WORLD = '7d3f4c2e-1111-4222-8333-944455556666';

describe('world map keys', () => {
  it("names the map 'main' by the world's id and any other as <world>:<map>, and reads both back", () => {
    expect(worldMapKey(WORLD, 'main')).toBe(WORLD);
    expect(worldMapKey(WORLD, 'cave')).toBe(`${WORLD}:cave`);
    expect(docMapIdOfKey(WORLD, WORLD)).toBe('main');
    expect(docMapIdOfKey(WORLD, `${WORLD}:cave`)).toBe('cave');
    expect(docMapIdOfKey(WORLD, 'cave')).toBeNull();
    expect(docMapIdOfKey(WORLD, `${WORLD}:`)).toBeNull();
  });

  it('renames every map and every reference to one, leaving the way out as it is', () => {
    const rows = Array.from({ length: 8 }, () => '00000000');
    const doc: WorldDoc = {
      format: 1,
      spawn: { mapId: 'cave', x: 1, y: 1 },
      maps: [
        {
          id: 'main',
          name: 'Main',
          rows,
          portals: [{ x: 2, y: 2, to: 'exit' }],
          edges: { right: 'cave' },
          npcs: [],
          artifactSpots: [],
        },
        {
          id: 'cave',
          name: 'Cave',
          rows,
          portals: [{ x: 3, y: 3, to: { mapId: 'main', x: 1, y: 1 } }],
          edges: { left: 'main' },
          npcs: [],
          artifactSpots: [],
        },
      ],
    };
    const keyed = keyedWorldDoc(doc, WORLD);
    expect(keyed.spawn.mapId).toBe(`${WORLD}:cave`);
    expect(keyed.maps.map((map) => map.id)).toEqual([WORLD, `${WORLD}:cave`]);
    expect(keyed.maps[0]!.edges).toEqual({ right: `${WORLD}:cave` });
    expect(keyed.maps[0]!.portals[0]!.to).toBe('exit');
    expect(keyed.maps[1]!.portals[0]!.to).toEqual({ mapId: WORLD, x: 1, y: 1 });
    expect(keyed.maps[1]!.edges).toEqual({ left: WORLD });
  });
});
