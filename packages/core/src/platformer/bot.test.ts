import { describe, expect, it } from 'vitest';
import { PLATFORMER_SETTINGS } from './constants.js';
import { createPlatformer, platformerFinalScore, restartPlatformerStage, stepPlatformer } from './game.js';
import { planPlatformerRoute } from './route-planner.js';
import { PLATFORMER_STAGES, platformerStageById } from './stages.js';
import type { PlatformerEvent, PlatformerInput, PlatformerState } from './types.js';

const STEP = PLATFORMER_SETTINGS.stepMs;
/** Planning a route explores the stage (about half a second alone); a busy machine may take many times that. */
const SLOW = 120_000;

/** Feeds one input per frame until the inputs run out or the stage ends. */
function playInputs(start: PlatformerState, inputs: readonly PlatformerInput[]) {
  let state = start;
  const events: PlatformerEvent[] = [];
  for (const input of inputs) {
    const result = stepPlatformer(state, input, STEP);
    state = result.state;
    events.push(...result.events);
    if (result.events.some((e) => e.type === 'stageComplete' || e.type === 'victory' || e.type === 'death')) break;
  }
  return { state, events };
}

const pickupScore = { health: 50, weapon: 100, manuscript: 200 } as const;
const ENEMY_SCORE = 50;

describe('a bot playing the whole run', () => {
  it(
    'takes every pickup of Paris, Spain and Africa and wins',
    () => {
      let state = createPlatformer();
      const events: PlatformerEvent[] = [];
      for (const stage of ['paris', 'spain', 'africa'] as const) {
        expect(state.stage).toBe(stage);
        const inputs = planPlatformerRoute(platformerStageById(stage));
        if (!inputs) throw new Error(`no route through ${stage}`);
        const played = playInputs(state, inputs);
        state = played.state;
        events.push(...played.events);
        expect(played.events.filter((e) => e.type === 'pickup')).toHaveLength(
          platformerStageById(stage).pickups.length,
        );
      }

      const pickupsScore = PLATFORMER_STAGES.flatMap((s) => s.pickups).reduce((sum, p) => sum + pickupScore[p.type], 0);
      expect(pickupsScore).toBe(2550);
      // Past every enemy and hazard unhurt; it shoots what its held fire meets on the way.
      const defeated = events.filter((e) => e.type === 'enemyDefeated');
      expect(defeated.map((e) => e.type === 'enemyDefeated' && `${e.enemyId} ${e.by}`)).toEqual([
        'spain-bull-2 shot',
        'africa-vulture-1 shot',
      ]);
      const expectedScore = pickupsScore + defeated.length * ENEMY_SCORE;
      expect(expectedScore).toBe(2650);
      expect(state.status).toBe('victory');
      expect(platformerFinalScore(state)).toBe(expectedScore);
      expect(events.filter((e) => e.type === 'hurt')).toEqual([]);
      expect(state.player.health).toBe(100);
      expect(state.manuscriptsCollected).toBe(9);
      expect(events.filter((e) => e.type === 'stageComplete')).toEqual([
        { type: 'stageComplete', stage: 'paris', nextStage: 'spain' },
        { type: 'stageComplete', stage: 'spain', nextStage: 'africa' },
      ]);
      expect(events.filter((e) => e.type === 'victory')).toEqual([{ type: 'victory', score: expectedScore }]);
      expect(events.flatMap((e) => (e.type === 'companionMessage' ? [e.count] : []))).toEqual([1, 3, 5]);
      expect(events.some((e) => e.type === 'death' || e.type === 'needMoreManuscripts')).toBe(false);
    },
    SLOW,
  );

  it(
    'plays the same run to the same result every time',
    () => {
      const paris = planPlatformerRoute(platformerStageById('paris')) ?? [];
      expect(playInputs(createPlatformer(), paris)).toEqual(playInputs(createPlatformer(), paris));
    },
    SLOW,
  );
});

describe('a bot that runs straight ahead', () => {
  const holdRight: PlatformerInput[] = Array.from({ length: 600 }, () => ({ left: false, right: true, jump: false }));

  it(
    'falls into the first gap of Paris, dies, and can try again from the start',
    () => {
      const { state, events } = playInputs(createPlatformer(), holdRight);
      expect(events).toEqual([{ type: 'death', stage: 'paris', cause: 'fall' }]);
      expect(state.status).toBe('dead');
      expect(state.player.position.x).toBeGreaterThan(700);
      expect(state.player.position.x).toBeLessThan(900);
      expect(state.player.position.y).toBeGreaterThan(500);

      const again = restartPlatformerStage(state);
      expect(again).toMatchObject({ status: 'playing', stage: 'paris', player: { position: { x: 50, y: 300 } } });
    },
    SLOW,
  );

  it(
    'does not hear the companion twice for the same count after a retry',
    () => {
      const inputs = planPlatformerRoute(platformerStageById('paris')) ?? [];
      // Stop just after the first manuscript, then fall to death and retry.
      let state = createPlatformer();
      const heard: number[] = [];
      for (const input of inputs) {
        const result = stepPlatformer(state, input, STEP);
        state = result.state;
        heard.push(...result.events.flatMap((e) => (e.type === 'companionMessage' ? [e.count] : [])));
        if (state.manuscriptsCollected === 1) break;
      }
      expect(heard).toEqual([1]);
      const dead = playInputs({ ...state, player: { ...state.player, position: { x: 750, y: 480 } } }, holdRight).state;
      expect(dead.status).toBe('dead');
      const retry = playInputs(restartPlatformerStage(dead), inputs);
      expect(retry.state.manuscriptsCollected).toBe(3);
      expect(retry.events.flatMap((e) => (e.type === 'companionMessage' ? [e.count] : []))).toEqual([3]);
    },
    SLOW,
  );
});
