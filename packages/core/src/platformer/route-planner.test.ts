import { describe, expect, it } from 'vitest';
import { PLATFORMER_STAGES } from './stages.js';
import { planPlatformerRoute, surveyPlatformerStage } from './route-planner.js';

describe.each(PLATFORMER_STAGES.map((stage) => [stage.id, stage] as const))('the %s stage', (_id, stage) => {
  const survey = surveyPlatformerStage(stage);

  it('lets the player stand on every ground, platform and the end platform', () => {
    const unreached = stage.rects.filter((_rect, index) => !survey.landedRects.has(index));
    expect(unreached).toEqual([]);
  });

  it('lets the player take every pickup and still reach the end zone', () => {
    const missed = stage.pickups.filter((pickup) => !survey.collectable.has(pickup.id)).map((pickup) => pickup.id);
    expect(missed).toEqual([]);
    expect(survey.endReachable).toBe(true);
  });

  it('has a route that takes everything', () => {
    expect(planPlatformerRoute(stage)).not.toBeNull();
  });
});
