import { describe, expect, it } from 'vitest';
import { costliestPlatformerLog } from './costliest-log.js';
import { countPlatformerSteps } from './platformer-log.js';
import { replayPlatformer } from './replay.js';
import { PLATFORMER_REPLAY_MAX_STEPS } from './replay-limits.js';
import { platformerRunLengthProblem } from './run-length.js';

describe('the costliest platformer log', () => {
  it('passes the caps, fills nearly all of a run, and is replayed to its very end', () => {
    const { segments } = costliestPlatformerLog();
    expect(platformerRunLengthProblem(segments)).toBeNull();
    const steps = segments.reduce((sum, segment) => sum + (countPlatformerSteps(segment.inputs) ?? 0), 0);
    expect(steps).toBeGreaterThan(PLATFORMER_REPLAY_MAX_STEPS * 0.98);
    // Every try is a real fall, so only the end shows that the run was never finished.
    expect(replayPlatformer(segments)).toEqual({ ok: false, reason: 'not-finished' });
  }, 120_000);
});
