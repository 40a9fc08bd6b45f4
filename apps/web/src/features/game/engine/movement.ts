import { BUMP_MS, WALK_STEP_MS, type MoveTiming } from '@authentic/core';

/**
 * The pace and the step gate are core's (WALK_STEP_MS, stepGate, afterStep, afterBump), the same the
 * server walks by (decision 0274); this file only turns a timing into what the renderer draws.
 */

/** 0 → 1 across a step, for sliding the character between cells; 1 when still. */
export function stepProgress(timing: MoveTiming, nowMs: number): number {
  return Math.min(Math.max((nowMs - timing.stepStartedAt) / WALK_STEP_MS, 0), 1);
}

/** How far (0 → 1 → 0) the bump nudge leans into the wall at this time; 0 when not bumping. */
export function bumpOffset(timing: MoveTiming, nowMs: number): number {
  if (nowMs >= timing.bumpUntil) return 0;
  const t = 1 - (timing.bumpUntil - nowMs) / BUMP_MS;
  return Math.sin(Math.PI * t);
}
