import { describe, expect, it } from 'vitest';
import {
  afterBump,
  afterStep,
  BUMP_MS,
  bumpOffset,
  INITIAL_MOVE_TIMING,
  MOVE_THROTTLE_MS,
  moveGate,
  STEP_LOCK_MS,
} from './movement';

describe('movement timing', () => {
  it('lets the first move through', () => {
    expect(moveGate(INITIAL_MOVE_TIMING, 0)).toBe('ready');
  });

  it('locks input for 150 ms after a step', () => {
    const timing = afterStep(INITIAL_MOVE_TIMING, 1000);
    expect(moveGate(timing, 1000 + STEP_LOCK_MS - 1)).toBe('locked');
    expect(moveGate(timing, 1000 + STEP_LOCK_MS)).toBe('ready');
  });

  it('throttles attempts to one per 100 ms, bumps included', () => {
    const timing = afterBump(INITIAL_MOVE_TIMING, 1000, 'left');
    expect(moveGate(timing, 1000 + MOVE_THROTTLE_MS - 1)).toBe('throttled');
    expect(moveGate(timing, 1000 + MOVE_THROTTLE_MS)).toBe('ready');
  });

  it('gives 200 ms of bump feedback toward the wall', () => {
    const timing = afterBump(INITIAL_MOVE_TIMING, 1000, 'up');
    expect(timing.bumpDirection).toBe('up');
    expect(bumpOffset(timing, 1000 + BUMP_MS / 2)).toBeCloseTo(1);
    expect(bumpOffset(timing, 1000 + BUMP_MS)).toBe(0);
  });
});
