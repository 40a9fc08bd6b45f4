import type { Direction } from '@authentic/core';

/** Spec 01 §2 movement timings. */
export const MOVE_THROTTLE_MS = 100;
export const STEP_LOCK_MS = 150;
export const BUMP_MS = 200;

/** When the character may next move, and the last step or bump the renderer animates. */
export interface MoveTiming {
  lastAttemptAt: number;
  lockedUntil: number;
  /** The step being drawn: it started at this time (the renderer slides over STEP_LOCK_MS). */
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

export type MoveGate = 'ready' | 'throttled' | 'locked';

/** Whether a move may be tried now: a step locks input, and attempts are at most one per throttle window. */
export function moveGate(timing: MoveTiming, nowMs: number): MoveGate {
  if (nowMs < timing.lockedUntil) return 'locked';
  if (nowMs - timing.lastAttemptAt < MOVE_THROTTLE_MS) return 'throttled';
  return 'ready';
}

export function afterStep(timing: MoveTiming, nowMs: number): MoveTiming {
  return { ...timing, lastAttemptAt: nowMs, lockedUntil: nowMs + STEP_LOCK_MS, stepStartedAt: nowMs };
}

export function afterBump(timing: MoveTiming, nowMs: number, direction: Direction): MoveTiming {
  return { ...timing, lastAttemptAt: nowMs, bumpUntil: nowMs + BUMP_MS, bumpDirection: direction };
}

/** 0 → 1 across a step, for sliding the character between cells; 1 when still. */
export function stepProgress(timing: MoveTiming, nowMs: number): number {
  return Math.min(Math.max((nowMs - timing.stepStartedAt) / STEP_LOCK_MS, 0), 1);
}

/** How far (0 → 1 → 0) the bump nudge leans into the wall at this time; 0 when not bumping. */
export function bumpOffset(timing: MoveTiming, nowMs: number): number {
  if (nowMs >= timing.bumpUntil) return 0;
  const t = 1 - (timing.bumpUntil - nowMs) / BUMP_MS;
  return Math.sin(Math.PI * t);
}
