import { PLATFORMER_REPLAY_MAX_STEPS, PLATFORMER_STAGE_MAX_STEPS } from './replay-limits.js';
import { countPlatformerSteps, type PlatformerRunSegment } from './platformer-log.js';

/**
 * Whether a platformer log is within what the server replays, found by counting run lengths
 * only (decision 0231): 'bad-log' when a segment is not a log, 'too-long' when one try at a
 * stage takes more steps than that stage allows or the run more than a whole run may, else null.
 * The server asks this before it replays anything; the screen asks it before it sends a result.
 */
export function platformerRunLengthProblem(
  segments: readonly Pick<PlatformerRunSegment, 'stage' | 'inputs'>[],
): 'bad-log' | 'too-long' | null {
  let total = 0;
  for (const segment of segments) {
    const cap = Math.min(PLATFORMER_STAGE_MAX_STEPS[segment.stage] ?? 0, PLATFORMER_REPLAY_MAX_STEPS - total);
    const steps = countPlatformerSteps(segment.inputs, cap);
    if (steps === null) return 'bad-log';
    if (steps > cap) return 'too-long';
    total += steps;
  }
  return null;
}
