import type { Direction } from '@authentic/core';

/**
 * Like a keyboard's own repeat: a tap moves one cell, and a key held this long walks on. Without the
 * delay a tap whose key-up arrives late (a busy machine) would take a second step.
 */
export const HOLD_REPEAT_DELAY_MS = 250;

/** Directions held down, newest last: a held key keeps walking, step after step. */
export function createHeldKeys() {
  let held: Direction[] = [];
  /** When the newest direction went down: a tap is one step; walking on starts after HOLD_REPEAT_DELAY_MS. */
  let heldSince = 0;
  return {
    hold(direction: Direction, nowMs: number) {
      if (held.at(-1) !== direction) heldSince = nowMs;
      held = [...held.filter((d) => d !== direction), direction];
    },
    release(direction: Direction) {
      held = held.filter((d) => d !== direction);
    },
    releaseAll: () => void (held = []),
    /** The direction to walk on in now, if a key has been held long enough. */
    walking(nowMs: number): Direction | undefined {
      const direction = held.at(-1);
      return direction && nowMs - heldSince >= HOLD_REPEAT_DELAY_MS ? direction : undefined;
    },
  };
}
