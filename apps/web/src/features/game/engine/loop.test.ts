// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { TestClock } from './clock';
import { createFixedStepLoop, leastFrameMs, MAX_FRAME_MS, runOnAnimationFrames } from './loop';

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

describe('frames on animation frames', () => {
  /** Animation frames every 1000/60 ms, run by hand; answers how many frames the loop drew. */
  function drive(frameMs: number | undefined, frames: number) {
    const callbacks: ((time: number) => void)[] = [];
    vi.stubGlobal('window', frameMs === undefined ? {} : { __authenticFrameMs: frameMs });
    vi.stubGlobal('requestAnimationFrame', (callback: (time: number) => void) => callbacks.push(callback));
    vi.stubGlobal('cancelAnimationFrame', () => {});
    let drawn = 0;
    const stop = runOnAnimationFrames({ frame: () => ((drawn += 1), 0), reset: () => {} });
    for (let i = 1; i <= frames; i += 1) callbacks.shift()?.((i * 1000) / 60);
    stop();
    return drawn;
  }

  it('draws every animation frame for players', () => {
    expect(drive(undefined, 60)).toBe(60);
  });

  it('draws at most every __authenticFrameMs when a browser test asks (decision 0301)', () => {
    expect(drive(50, 60)).toBe(20);
    vi.stubGlobal('window', { __authenticFrameMs: 10_000 });
    // More than a frame may ever count for (MAX_FRAME_MS) is not taken: the game would stall.
    expect(leastFrameMs()).toBe(0);
  });
});
