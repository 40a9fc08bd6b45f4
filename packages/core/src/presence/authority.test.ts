import { describe, expect, it } from 'vitest';
import { BUILT_IN_ATLAS } from '../worlds/atlas.js';
import { BUILT_IN_MAPS } from '../maps/built-in-maps.js';
import { isWalkableTile, tileAt } from '../tiles/tile-codes.js';
import { DIRECTION_DELTAS, type Direction } from '../shared/geometry.js';
import type { BuiltInMapId } from '../maps/map-ids.js';
import { canStandOn, newWalker, walkStep, WALK_STEP_MS } from './authority.js';
import { clientFrameSchema, directionFromWire, directionToWire } from './protocol.js';

const MAP: BuiltInMapId = 'overworld';

/** A walkable cell with a walkable neighbour in `open` and a wall in `blocked`. */
function findCell(open: Direction, blocked: Direction) {
  const grid = BUILT_IN_MAPS[MAP].data;
  for (let y = 1; y < grid.length - 1; y += 1) {
    for (let x = 1; x < (grid[0]?.length ?? 0) - 1; x += 1) {
      const walk = (d: Direction) => isWalkableTile(tileAt(grid, x + DIRECTION_DELTAS[d].x, y + DIRECTION_DELTAS[d].y));
      const here = tileAt(grid, x, y);
      if (here === 0 && walk(open) && !walk(blocked)) return { x, y };
    }
  }
  throw new Error('no such cell');
}

describe('movement authority', () => {
  it('refuses a step into a wall and keeps the player where they stood', () => {
    const start = findCell('left', 'right');
    const result = walkStep(BUILT_IN_ATLAS, newWalker(MAP, start, 0), 'right', 1000);
    expect(result.ok).toBe(false);
    expect(result.walker.position).toEqual(start);
    expect(result.ok ? null : result.reason).toBe('tile');
  });

  it('allows walking pace, and refuses steps faster than the game walks once the burst is spent', () => {
    const start = findCell('left', 'right');
    let walker = newWalker<BuiltInMapId>(MAP, start, 0);
    // Back and forth at walking pace: every step passes.
    for (let i = 0; i < 20; i += 1) {
      const result = walkStep(BUILT_IN_ATLAS, walker, i % 2 === 0 ? 'left' : 'right', (i + 1) * WALK_STEP_MS);
      expect(result.ok).toBe(true);
      walker = result.walker;
    }
    // Ten steps in the same millisecond: the burst passes, then 'tooFast'.
    const now = 21 * WALK_STEP_MS;
    const outcomes = Array.from({ length: 10 }, (_, i) => {
      const result = walkStep(BUILT_IN_ATLAS, walker, i % 2 === 0 ? 'left' : 'right', now);
      walker = result.walker;
      return result.ok ? 'ok' : result.reason;
    });
    expect(outcomes.filter((o) => o === 'ok').length).toBeLessThanOrEqual(5);
    expect(outcomes.at(-1)).toBe('tooFast');
  });

  it('knows which cells can be stood on', () => {
    expect(canStandOn(BUILT_IN_ATLAS, MAP, findCell('left', 'right'))).toBe(true);
    expect(canStandOn(BUILT_IN_ATLAS, MAP, { x: -1, y: 0 })).toBe(false);
  });
});

describe('presence wire format', () => {
  it('round-trips directions and refuses unknown or extra fields', () => {
    for (const d of ['up', 'down', 'left', 'right'] as const) expect(directionFromWire(directionToWire(d))).toBe(d);
    expect(clientFrameSchema.safeParse({ t: 'mv', d: 1, s: 3 }).success).toBe(true);
    expect(clientFrameSchema.safeParse({ t: 'mv', d: 1, s: 3, x: 4 }).success).toBe(false);
    expect(clientFrameSchema.safeParse({ t: 'tp', x: 4 }).success).toBe(false);
    expect(clientFrameSchema.safeParse({ t: 'say', m: 'x'.repeat(201) }).success).toBe(false);
  });
});
