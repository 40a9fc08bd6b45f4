import { PLATFORMER_RULES_VERSION, PLATFORMER_SETTINGS } from '../platformer/constants.js';
import { createPlatformer, restartPlatformerStage, stepPlatformer } from '../platformer/game.js';
import type { PlatformerState } from '../platformer/types.js';
import { encodePlatformerInputs, platformerInputFromCode, type PlatformerRunSegment } from './platformer-log.js';
import { PLATFORMER_REPLAY_MAX_STEPS, PLATFORMER_STAGE_MAX_STEPS } from './replay-limits.js';

const LEFT = 1;
const RIGHT = 2;
/** Steps a walk from near the spawn into Paris's first gap takes at most, and some to spare. */
const WALK_TO_DEATH = 400;

/**
 * For tests and benchmarks, not play: the platformer log that costs the server most while the
 * caps still let it through (decision 0231). Tries at Paris, each as long as a try may be: left
 * and right in turn at every step (about the dearest step there is, and the player stays by
 * the spawn), then a walk right into the first gap, so every try ends in a real fall and the
 * replay has to run every step of every try before it finds the run unfinished (a 422).
 */
export function costliestPlatformerLog(): { version: number; score: number; segments: PlatformerRunSegment[] } {
  const segments: PlatformerRunSegment[] = [];
  let state: PlatformerState = createPlatformer();
  let total = 0;
  while (PLATFORMER_REPLAY_MAX_STEPS - total > WALK_TO_DEATH * 2) {
    const room = Math.min(PLATFORMER_STAGE_MAX_STEPS.paris, PLATFORMER_REPLAY_MAX_STEPS - total);
    const codes: number[] = [];
    const step = (code: number) => {
      codes.push(code);
      const result = stepPlatformer(state, platformerInputFromCode(code), PLATFORMER_SETTINGS.stepMs);
      state = result.state;
    };
    for (let i = 0; i < room - WALK_TO_DEATH; i += 1) step(i % 2 === 0 ? LEFT : RIGHT);
    while (state.status === 'playing' && codes.length < room) step(RIGHT);
    if (state.status !== 'dead') throw new Error('the costliest log no longer ends each try in a fall');
    segments.push({ stage: 'paris', inputs: encodePlatformerInputs(codes), outcome: 'death' });
    total += codes.length;
    state = restartPlatformerStage(state);
  }
  return { version: PLATFORMER_RULES_VERSION, score: 0, segments };
}
