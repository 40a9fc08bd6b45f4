import { act } from '@testing-library/react';
import { PLATFORMER_SETTINGS } from '@authentic/core';
import type { PlatformerFrameSource } from './frame-source';

/** A frame source for tests: time moves only when `tick` says, one frame at a time. */
export function createManualFrames() {
  let now = 0;
  let pending: (() => void) | null = null;
  const source: PlatformerFrameSource = {
    now: () => now,
    request(callback) {
      pending = callback;
      return () => {
        if (pending === callback) pending = null;
      };
    },
  };
  return {
    source,
    /** One frame `ms` later (a fixed step by default). */
    tick(ms: number = PLATFORMER_SETTINGS.stepMs): void {
      now += ms;
      const callback = pending;
      pending = null;
      act(() => callback?.());
    },
    ticks(count: number, ms?: number): void {
      for (let i = 0; i < count; i += 1) this.tick(ms);
    },
  };
}
