import { describe, expect, it } from 'vitest';
import { checkWorldDoc } from './world-doc-check.js';
import { dropPortals, worldDocWithoutMap } from './world-doc-remove.js';
import type { WorldDoc, WorldDocMap } from './world-doc.js';

const room = (portalAt: number[][]): string[] =>
  Array.from({ length: 8 }, (_, y) =>
    Array.from({ length: 8 }, (_, x) => (portalAt.some(([px, py]) => px === x && py === y) ? '6' : '0')).join(''),
  );
const map = (id: string, extra: Partial<WorldDocMap>): WorldDocMap => ({
  id,
  name: id,
  rows: room([]),
  portals: [],
  edges: {},
  npcs: [],
  artifactSpots: [],
  ...extra,
});

/** Meadow (spawn, a way out at 7,7, a portal to the cave at 3,3) and a cave (a portal back at 1,1). */
const world = (): WorldDoc => ({
  format: 1,
  spawn: { mapId: 'meadow', x: 0, y: 0 },
  maps: [
    map('meadow', {
      rows: room([
        [7, 7],
        [3, 3],
      ]),
      portals: [
        { x: 7, y: 7, to: 'exit' },
        { x: 3, y: 3, to: { mapId: 'cave', x: 2, y: 2 } },
      ],
      edges: { right: 'cave' },
    }),
    map('cave', { rows: room([[1, 1]]), portals: [{ x: 1, y: 1, to: { mapId: 'meadow', x: 0, y: 0 } }] }),
  ],
});

describe('removing portals and maps (issue 36)', () => {
  it('removing a portal turns its portal tile back into grass, so no tile leads nowhere', () => {
    const doc = world();
    expect(checkWorldDoc(doc)).toEqual([]);
    const meadow = dropPortals(doc.maps[0]!, (portal) => portal.x === 3 && portal.y === 3);
    expect(meadow.portals).toEqual([{ x: 7, y: 7, to: 'exit' }]);
    expect(meadow.rows[3]).toBe('00000000');
    expect(meadow.rows[7]).toBe('00000006');
    // Without the tidy-up the check would flag the tile left behind.
    const stale = { ...doc.maps[0]!, portals: meadow.portals };
    expect(checkWorldDoc({ ...doc, maps: [stale, doc.maps[1]!] }).map((problem) => problem.code)).toContain(
      'portalTile',
    );
  });

  it('removing a map removes the portals that led to it, with their tiles, and the edges to it', () => {
    const doc = worldDocWithoutMap(world(), 'cave');
    expect(doc.maps.map((m) => m.id)).toEqual(['meadow']);
    const meadow = doc.maps[0]!;
    expect(meadow.portals).toEqual([{ x: 7, y: 7, to: 'exit' }]);
    expect(meadow.rows[3]).toBe('00000000');
    expect(meadow.edges).toEqual({});
    expect(checkWorldDoc(doc)).toEqual([]);
  });

  it('leaves a map untouched when none of its portals goes', () => {
    const meadow = world().maps[0]!;
    expect(dropPortals(meadow, () => false)).toBe(meadow);
  });
});
