import { beforeAll, describe, expect, it } from 'vitest';
import { PLATFORMER_PLANNED_STEPS, PLATFORMER_STAGE_MAX_STEPS } from '../minigames/replay-limits.js';
import { PLATFORMER_STAGES } from './stages.js';
import { planPlatformerRoute, surveyPlatformerStage, type PlatformerStageSurvey } from './route-planner.js';

/** Exploring a stage takes about half a second alone; a busy machine may take many times that. */
const SLOW = 120_000;

describe.each(PLATFORMER_STAGES.map((stage) => [stage.id, stage] as const))('the %s stage', (_id, stage) => {
  let survey: PlatformerStageSurvey;
  beforeAll(() => {
    survey = surveyPlatformerStage(stage);
  }, SLOW);

  it('lets the player stand on every ground, platform and the end platform', () => {
    const unreached = stage.rects.filter((_rect, index) => !survey.landedRects.has(index));
    expect(unreached).toEqual([]);
  });

  it('lets the player take every pickup and still reach the end zone', () => {
    const missed = stage.pickups.filter((pickup) => !survey.collectable.has(pickup.id)).map((pickup) => pickup.id);
    expect(missed).toEqual([]);
    expect(survey.endReachable).toBe(true);
  });

  it(
    'has a route that takes everything, far inside what one try at the stage may take',
    () => {
      const route = planPlatformerRoute(stage);
      expect(route).not.toBeNull();
      // The replay caps are derived from these counts (decision 0231): a changed stage must change them.
      expect(route?.length).toBe(PLATFORMER_PLANNED_STEPS[stage.id]);
      expect((route?.length ?? Infinity) * 15).toBeLessThanOrEqual(PLATFORMER_STAGE_MAX_STEPS[stage.id]);
    },
    SLOW,
  );
});
