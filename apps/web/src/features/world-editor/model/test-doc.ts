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
