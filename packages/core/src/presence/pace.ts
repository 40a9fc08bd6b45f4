import type { Direction } from '../shared/geometry.js';

/** The game's walking pace: one cell per step lock (spec 01 §2, 150 ms). The game screen and the server both walk by it. */
export const WALK_STEP_MS = 150;
/** Spec 01 §2: at most one move attempt per this window (a bump included). */
export const MOVE_THROTTLE_MS = 100;
/** Spec 01 §2: how long a bump into a wall is drawn. */
export const BUMP_MS = 200;

/** When the character may next move, and the last step or bump the renderer animates. */
export interface MoveTiming {
  lastAttemptAt: number;
  lockedUntil: number;
  /** The step being drawn: it started at this time (the renderer slides over WALK_STEP_MS). */
  stepStartedAt: number;
  bumpUntil: number;
  bumpDirection: Direction | null;
}

export const INITIAL_MOVE_TIMING: MoveTiming = {
  lastAttemptAt: -Infinity,
  lockedUntil: -Infinity,
  stepStartedAt: -Infinity,
  bumpUntil: -Infinity,
  bumpDirection: null,
};

export type StepGate = 'ready' | 'throttled' | 'locked';

/** Whether a move may be tried now: a step locks input for WALK_STEP_MS, and attempts are at most one per throttle window. */
export function stepGate(timing: MoveTiming, nowMs: number): StepGate {
  if (nowMs < timing.lockedUntil) return 'locked';
  if (nowMs - timing.lastAttemptAt < MOVE_THROTTLE_MS) return 'throttled';
  return 'ready';
}

export function afterStep(timing: MoveTiming, nowMs: number): MoveTiming {
  return { ...timing, lastAttemptAt: nowMs, lockedUntil: nowMs + WALK_STEP_MS, stepStartedAt: nowMs };
}

export function afterBump(timing: MoveTiming, nowMs: number, direction: Direction): MoveTiming {
  return { ...timing, lastAttemptAt: nowMs, bumpUntil: nowMs + BUMP_MS, bumpDirection: direction };
}
