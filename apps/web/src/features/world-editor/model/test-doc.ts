import type { WorldDoc } from '@authentic/core';

/** A 16×12 grass world for the model's tests: spawn at 1, 1, a way out at 6, 6, a wall across row 4. */
export function testDoc(): WorldDoc {
  const rows = Array.from({ length: 12 }, (_, y) => (y === 4 ? '1111111111111110' : '0000000000000000'));
  return {
    format: 1,
    spawn: { mapId: 'main', x: 1, y: 1 },
    maps: [
      {
        id: 'main',
        name: 'Meadow',
        rows,
        portals: [{ x: 6, y: 6, to: 'exit' }],
        edges: {},
        npcs: [],
        artifactSpots: [],
      },
    ],
  };
}

export const tileOf = (doc: WorldDoc, x: number, y: number, map = 0) => Number(doc.maps[map]!.rows[y]![x]);

/** An 8×8 walled hall for the editor's page and saving tests: spawn at 2, 2, the way out in the east wall. */
export const HALL_ROWS = [
  '11111111',
  '10000001',
  '10000001',
  '10000005',
  '10000001',
  '10000001',
  '10000001',
  '11111111',
];
export const HALL_DOC: WorldDoc = {
  format: 1,
  spawn: { mapId: 'main', x: 2, y: 2 },
  maps: [
    {
      id: 'main',
      name: 'Main hall',
      rows: HALL_ROWS,
      portals: [{ x: 7, y: 3, to: 'exit' }],
      edges: {},
      npcs: [],
      artifactSpots: [],
    },
  ],
};
