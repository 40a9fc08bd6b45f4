import { describe, expect, it } from 'vitest';
import {
  afterBump,
  afterStep,
  BUMP_MS,
  INITIAL_MOVE_TIMING,
  MOVE_THROTTLE_MS,
  stepGate,
  WALK_STEP_MS,
} from './pace.js';

describe('walking pace and the step gate', () => {
  it('lets the first move through', () => {
    expect(stepGate(INITIAL_MOVE_TIMING, 0)).toBe('ready');
  });

  it('locks input for 150 ms after a step', () => {
    expect(WALK_STEP_MS).toBe(150);
    const timing = afterStep(INITIAL_MOVE_TIMING, 1000);
    expect(stepGate(timing, 1000 + WALK_STEP_MS - 1)).toBe('locked');
    expect(stepGate(timing, 1000 + WALK_STEP_MS)).toBe('ready');
  });

  it('throttles attempts to one per 100 ms, bumps included', () => {
    const timing = afterBump(INITIAL_MOVE_TIMING, 1000, 'left');
    expect(stepGate(timing, 1000 + MOVE_THROTTLE_MS - 1)).toBe('throttled');
    expect(stepGate(timing, 1000 + MOVE_THROTTLE_MS)).toBe('ready');
  });

  it('gives 200 ms of bump feedback toward the wall', () => {
    const timing = afterBump(INITIAL_MOVE_TIMING, 1000, 'up');
    expect(timing.bumpDirection).toBe('up');
    expect(timing.bumpUntil).toBe(1000 + BUMP_MS);
  });
});
