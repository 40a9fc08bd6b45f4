// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { afterBump, BUMP_MS, INITIAL_MOVE_TIMING } from '@authentic/core';
import { bumpOffset } from './movement';

// The gate's own tests (lock, throttle) moved to core's presence/pace.test.ts with the gate.
describe('movement timing', () => {
  it('gives 200 ms of bump feedback toward the wall', () => {
    const timing = afterBump(INITIAL_MOVE_TIMING, 1000, 'up');
    expect(timing.bumpDirection).toBe('up');
    expect(bumpOffset(timing, 1000 + BUMP_MS / 2)).toBeCloseTo(1);
    expect(bumpOffset(timing, 1000 + BUMP_MS)).toBe(0);
  });
});
