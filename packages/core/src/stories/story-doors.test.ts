import { describe, expect, it } from 'vitest';
import { worldDocAtlas } from '../worlds/world-doc-atlas.js';
import type { WorldDoc } from '../worlds/world-doc.js';
import { doorKey, storyDoorCells, withDoors } from './story-doors.js';

/** A corridor: grass, a wall at (2, 0), grass. */
const doc = {
  format: 1,
  spawn: { mapId: 'm', x: 0, y: 0 },
  maps: [{ id: 'm', name: 'Corridor', rows: ['0120'], portals: [], edges: {}, npcs: [], artifactSpots: [] }],
} satisfies WorldDoc;

describe("a story's doors", () => {
  it('finds the cells its open tags name, and no others', () => {
    const source = 'Go on. # open: 2,0\n* [Stay] # close: 5,5\nAgain #OPEN:10, 12';
    expect(storyDoorCells(source)).toEqual([
      { x: 2, y: 0 },
      { x: 10, y: 12 },
    ]);
    expect(storyDoorCells(undefined)).toEqual([]);
  });

  it('lets the player through an open door in a wall, and stops them at a closed one on grass', () => {
    const doors = new Map<string, boolean>();
    const atlas = withDoors(worldDocAtlas(doc), (mapId, cell) => doors.get(doorKey(mapId, cell)));
    expect(atlas.move('m', { x: 1, y: 0 }, 'right').ok).toBe(false);
    doors.set(doorKey('m', { x: 2, y: 0 }), true);
    expect(atlas.move('m', { x: 1, y: 0 }, 'right')).toEqual({
      ok: true,
      mapId: 'm',
      position: { x: 2, y: 0 },
      changedMap: false,
    });
    doors.set(doorKey('m', { x: 0, y: 0 }), false);
    expect(atlas.move('m', { x: 1, y: 0 }, 'left')).toMatchObject({ ok: false, reason: 'tile' });
    // Off the map, a door never applies: the edge is the atlas's.
    expect(atlas.move('m', { x: 0, y: 0 }, 'up')).toMatchObject({ ok: false, reason: 'edge' });
  });
});
