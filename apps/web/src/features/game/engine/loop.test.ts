// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { TestClock } from './clock';
import { createFixedStepLoop, MAX_FRAME_MS } from './loop';

function setup(stepMs = 10) {
  const clock = new TestClock(1000);
  const updates: number[] = [];
  const draws: number[] = [];
  const loop = createFixedStepLoop({
    clock,
    stepMs,
    update: (dt) => updates.push(dt),
    draw: (alpha) => draws.push(alpha),
  });
  return { clock, updates, draws, loop };
}

describe('fixed-step loop', () => {
  it('runs whole steps for the elapsed time and draws once per frame', () => {
    const { clock, updates, draws, loop } = setup();
    clock.advance(35);
    expect(loop.frame()).toBe(3);
    expect(updates).toEqual([10, 10, 10]);
    expect(draws).toEqual([0.5]);
  });

  it('carries the leftover time into the next frame', () => {
    const { clock, updates, loop } = setup();
    clock.advance(7);
    expect(loop.frame()).toBe(0);
    clock.advance(7);
    expect(loop.frame()).toBe(1);
    expect(updates).toHaveLength(1);
  });

  it('draws even when no step is due', () => {
    const { draws, loop } = setup();
    loop.frame();
    expect(draws).toEqual([0]);
  });

  it('clamps a long frame so the game does not race after a pause', () => {
    const { clock, updates, loop } = setup();
    clock.advance(10_000);
    loop.frame();
    expect(updates).toHaveLength(MAX_FRAME_MS / 10);
  });

  it('forgets time spent away on reset', () => {
    const { clock, updates, loop } = setup();
    clock.advance(100);
    loop.reset();
    clock.advance(20);
    loop.frame();
    expect(updates).toHaveLength(2);
  });
});
