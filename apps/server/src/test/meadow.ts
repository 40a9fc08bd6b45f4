import type { WorldDoc } from '@authentic/core';

/** A 10×10 meadow: spawn at 1, 1, the way out at 8, 8, and a wall at 4, 4 when `wall` (two different saves). */
export const meadow = (wall = false): WorldDoc => ({
  format: 1,
  spawn: { mapId: 'a', x: 1, y: 1 },
  maps: [
    {
      id: 'a',
      name: 'Meadow',
      rows: Array.from({ length: 10 }, (_, y) =>
        Array.from({ length: 10 }, (_, x) => (x === 8 && y === 8 ? '5' : wall && x === 4 && y === 4 ? '1' : '0')).join(
          '',
        ),
      ),
      portals: [{ x: 8, y: 8, to: 'exit' }],
      edges: {},
      npcs: [],
      artifactSpots: [],
    },
  ],
});
