import { describe, expect, it } from 'vitest';
import { PRESENCE_LIMITS } from './protocol.js';
import { WALK_STEP_MS } from './pace.js';
import { stepsWalkableSince, walkableWithin } from './walk-reach.js';

// 0 grass, 2 a wall (not walkable), 5 a portal.
const GRID = [
  [0, 0, 0, 0, 0],
  [0, 2, 2, 2, 0],
  [0, 0, 5, 2, 0],
  [2, 2, 2, 2, 0],
];

describe('walkableWithin', () => {
  it('counts steps around walls, not as the crow flies', () => {
    // (0,2) to (4,2): four cells apart, but the wall makes it eight steps round by the top row.
    expect(walkableWithin(GRID, { x: 0, y: 2 }, { x: 4, y: 2 }, 7)).toBe(false);
    expect(walkableWithin(GRID, { x: 0, y: 2 }, { x: 4, y: 2 }, 8)).toBe(true);
  });

  it('is true for the same cell and false for a wall or too few steps', () => {
    expect(walkableWithin(GRID, { x: 1, y: 0 }, { x: 1, y: 0 }, 0)).toBe(true);
    expect(walkableWithin(GRID, { x: 1, y: 0 }, { x: 1, y: 1 }, 5)).toBe(false);
    expect(walkableWithin(GRID, { x: 0, y: 0 }, { x: 2, y: 0 }, 1)).toBe(false);
    expect(walkableWithin(GRID, { x: 0, y: 0 }, { x: 9, y: 9 }, 99)).toBe(false);
  });

  it('may end on a portal but never walks through one', () => {
    expect(walkableWithin(GRID, { x: 1, y: 2 }, { x: 2, y: 2 }, 1)).toBe(true);
    const beyond = [
      [0, 5, 0],
      [2, 2, 2],
    ];
    expect(walkableWithin(beyond, { x: 0, y: 0 }, { x: 2, y: 0 }, 10)).toBe(false);
  });
});

describe('stepsWalkableSince', () => {
  it('is one step per WALK_STEP_MS, none for an unknown or future time, at most joinWalkCells', () => {
    expect(stepsWalkableSince(1_000, 1_000 + 3 * WALK_STEP_MS + 1)).toBe(3);
    expect(stepsWalkableSince(undefined, 5_000)).toBe(0);
    expect(stepsWalkableSince(5_000, 4_000)).toBe(0);
    expect(stepsWalkableSince(0, 10 * 60_000)).toBe(PRESENCE_LIMITS.joinWalkCells);
  });
});
