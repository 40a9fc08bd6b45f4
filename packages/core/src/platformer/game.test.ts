import { describe, expect, it } from 'vitest';
import {
  PLATFORMER_COMPANION_MESSAGES,
  PLATFORMER_MANUSCRIPT_PAGES,
  PLATFORMER_NEED_MORE_MANUSCRIPTS,
} from '../messages/platformer.js';
import { seededRng, randomInt } from '../shared/rng.js';
import { PLATFORMER_SETTINGS } from './constants.js';
import {
  createPlatformer,
  platformerCameraX,
  platformerFinalScore,
  platformerQuoteBanner,
  restartPlatformerStage,
  stepPlatformer,
} from './game.js';
import { platformerNeedMoreMessage } from './tick.js';
import type { PlatformerEvent, PlatformerInput, PlatformerState } from './types.js';

const STEP = PLATFORMER_SETTINGS.stepMs;
const idle: PlatformerInput = { left: false, right: false, jump: false };
const right: PlatformerInput = { ...idle, right: true };

/** Puts the player somewhere, standing still and not on the ground. */
function placeAt(state: PlatformerState, x: number, y: number): PlatformerState {
  return { ...state, player: { ...state.player, position: { x, y }, velocity: { x: 0, y: 0 }, grounded: false } };
}

/** Puts the player right on top of a pickup of the current stage. */
function onPickup(state: PlatformerState, id: string): PlatformerState {
  const pickup = state.pickups.find((candidate) => candidate.id === id);
  if (!pickup) throw new Error(`no pickup ${id}`);
  return placeAt(state, pickup.x, pickup.y - 10);
}

function collectAllManuscripts(state: PlatformerState): PlatformerState {
  return {
    ...state,
    pickups: state.pickups.map((p) => (p.type === 'manuscript' ? { ...p, collected: true } : p)),
  };
}

/** Runs frames of `ms` each, collecting every event. */
function play(state: PlatformerState, input: PlatformerInput, frames: number, ms = STEP) {
  const events: PlatformerEvent[] = [];
  let current = state;
  for (let n = 0; n < frames; n += 1) {
    const result = stepPlatformer(current, input, ms);
    current = result.state;
    events.push(...result.events);
  }
  return { state: current, events };
}

/** Stands on the end platform, just inside the end zone. */
const IN_END_ZONE = { x: 2760, y: 300 };

describe('a new run', () => {
  it('starts in Paris, standing at the spawn point with full health and no score', () => {
    const state = createPlatformer();
    expect(state).toMatchObject({
      stage: 'paris',
      status: 'playing',
      player: { position: { x: 50, y: 300 }, health: 100, score: 0, facing: 'right' },
      manuscriptsCollected: 0,
    });
    expect(state.pickups.filter((p) => p.type === 'manuscript')).toHaveLength(3);
    expect(state.pickups.every((p) => !p.collected)).toBe(true);
  });
});

describe('pickups', () => {
  it.each([
    ['health at 50', 'paris-health-1', 50, 70, 50, 20],
    ['health at 90, capped at 100', 'paris-health-1', 90, 100, 50, 10],
    ['health at 100', 'paris-health-1', 100, 100, 50, 0],
    ['a weapon', 'paris-weapon-1', 60, 60, 100, 0],
    ['a manuscript', 'paris-manuscript-2', 60, 60, 200, 0],
  ])('%s', (_name, id, healthBefore, healthAfter, scoreGained, healthGained) => {
    const start = onPickup(createPlatformer(), id);
    const hurt = { ...start, player: { ...start.player, health: healthBefore, score: 1000 } };
    const { state, events } = stepPlatformer(hurt, idle, STEP);
    expect(state.player.health).toBe(healthAfter);
    expect(state.player.score).toBe(1000 + scoreGained);
    expect(state.pickups.find((p) => p.id === id)?.collected).toBe(true);
    expect(events[0]).toMatchObject({ type: 'pickup', pickupId: id, scoreGained, healthGained });
  });

  it('gives nothing a second time', () => {
    const once = stepPlatformer(onPickup(createPlatformer(), 'paris-weapon-1'), idle, STEP).state;
    const again = stepPlatformer(onPickup(once, 'paris-weapon-1'), idle, STEP);
    expect(again.state.player.score).toBe(100);
    expect(again.events).toEqual([]);
  });

  it('shows the manuscript page in the quote banner for 5 s', () => {
    const { state } = stepPlatformer(onPickup(createPlatformer(), 'paris-manuscript-1'), idle, STEP);
    const standing = { ...state, player: { ...state.player, position: { x: 100, y: 300 } } };
    expect(platformerQuoteBanner(standing)).toBe(PLATFORMER_MANUSCRIPT_PAGES['paris-manuscript-1']);
    const later = play(standing, idle, 49, 100).state;
    expect(platformerQuoteBanner(later)).not.toBeNull();
    expect(platformerQuoteBanner(play(later, idle, 1, 100).state)).toBeNull();
  });

  it('lets the companion speak at the 1st, 3rd and 5th manuscript of the run', () => {
    let state = createPlatformer();
    const spoken: number[] = [];
    const ids = ['paris-manuscript-1', 'paris-manuscript-2', 'paris-manuscript-3'];
    for (const id of ids) {
      const result = stepPlatformer(onPickup(state, id), idle, STEP);
      state = result.state;
      for (const event of result.events) {
        if (event.type === 'companionMessage') {
          spoken.push(event.count);
          expect(event.message).toBe(PLATFORMER_COMPANION_MESSAGES[event.count as 1 | 3 | 5]);
        }
      }
    }
    expect(spoken).toEqual([1, 3]);
    state = stepPlatformer(placeAt(state, IN_END_ZONE.x, IN_END_ZONE.y), idle, STEP).state;
    expect(state.stage).toBe('spain');
    const counts = ['spain-manuscript-1', 'spain-manuscript-2'].flatMap((id) => {
      const result = stepPlatformer(onPickup(state, id), idle, STEP);
      state = result.state;
      return result.events.flatMap((event) => (event.type === 'companionMessage' ? [event.count] : []));
    });
    expect(counts).toEqual([5]);
    expect(state.manuscriptsCollected).toBe(5);
  });
});

describe('the end zone', () => {
  it.each([
    [0, 'You need 3 more manuscripts to continue.'],
    [1, 'You need 2 more manuscripts to continue.'],
    [2, 'You need 1 more manuscript to continue.'],
  ])('with %i manuscripts says "%s" once per visit', (collected, message) => {
    const base = createPlatformer();
    let taken = 0;
    const state = {
      ...base,
      pickups: base.pickups.map((p) =>
        p.type === 'manuscript' && taken++ < collected ? { ...p, collected: true } : p,
      ),
    };
    const visit = play(placeAt(state, IN_END_ZONE.x, IN_END_ZONE.y), idle, 30);
    expect(visit.events).toEqual([{ type: 'needMoreManuscripts', missing: 3 - collected, message }]);
    expect(visit.state.stage).toBe('paris');
    const away = play(placeAt(visit.state, 2600, 300), idle, 2).state;
    expect(play(placeAt(away, IN_END_ZONE.x, IN_END_ZONE.y), idle, 2).events).toHaveLength(1);
  });

  it('exports the message template', () => {
    expect(PLATFORMER_NEED_MORE_MANUSCRIPTS).toBe('You need {count} more manuscripts to continue.');
    expect(platformerNeedMoreMessage(2)).toBe('You need 2 more manuscripts to continue.');
  });

  it('moves Paris to Spain to Africa, each from its start with fresh pickups', () => {
    let state = createPlatformer();
    const stages: string[] = [state.stage];
    for (const expected of [
      { stage: 'paris', nextStage: 'spain' },
      { stage: 'spain', nextStage: 'africa' },
    ]) {
      const { state: next, events } = stepPlatformer(
        placeAt(collectAllManuscripts(state), IN_END_ZONE.x, IN_END_ZONE.y),
        idle,
        STEP,
      );
      expect(events).toEqual([{ type: 'stageComplete', ...expected }]);
      state = next;
      stages.push(state.stage);
      expect(state.player.position).toEqual({ x: 50, y: 300 });
      expect(state.pickups.every((p) => !p.collected && p.id.startsWith(state.stage))).toBe(true);
    }
    expect(stages).toEqual(['paris', 'spain', 'africa']);
  });

  it('ends in victory after Africa, and nothing moves afterwards', () => {
    const africa = restartPlatformerStage({ ...createPlatformer(), stage: 'africa' });
    const scored = { ...africa, player: { ...africa.player, score: 1234 } };
    const { state, events } = stepPlatformer(
      placeAt(collectAllManuscripts(scored), IN_END_ZONE.x, IN_END_ZONE.y),
      right,
      STEP,
    );
    expect(events).toEqual([{ type: 'victory', score: 1234 }]);
    expect(state.status).toBe('victory');
    expect(platformerFinalScore(state)).toBe(1234);
    expect(stepPlatformer(state, right, 200)).toEqual({ state, events: [] });
    expect(PLATFORMER_SETTINGS.victoryReportDelayMs).toBe(5000);
  });
});

describe('death and restart', () => {
  it('dies once below y 500 and stays dead', () => {
    const { state, events } = play(placeAt(createPlatformer(), 750, 495), idle, 10);
    expect(events).toEqual([{ type: 'death', stage: 'paris', cause: 'fall' }]);
    expect(state.status).toBe('dead');
    expect(stepPlatformer(state, right, 100).state).toBe(state);
  });

  it('restarts the stage with its pickups, position, score and health as they were when it began', () => {
    let spainStart = createPlatformer();
    for (const id of ['paris-manuscript-1', 'paris-manuscript-2', 'paris-manuscript-3']) {
      spainStart = stepPlatformer(onPickup(spainStart, id), idle, STEP).state;
    }
    spainStart = stepPlatformer(placeAt(spainStart, IN_END_ZONE.x, IN_END_ZONE.y), idle, STEP).state;
    expect(spainStart).toMatchObject({ stage: 'spain', player: { score: 600 } });
    const collected = stepPlatformer(onPickup(spainStart, 'spain-manuscript-1'), idle, STEP).state;
    const dead = play(placeAt(collected, 1150, 480), idle, 20).state;
    expect(dead.status).toBe('dead');

    const again = restartPlatformerStage(dead);
    expect(again).toMatchObject({
      stage: 'spain',
      status: 'playing',
      player: { position: { x: 50, y: 300 }, velocity: { x: 0, y: 0 }, score: 600, health: 100, armed: false },
      manuscriptsCollected: 3,
      quoteBanner: null,
    });
    expect(again.pickups.every((p) => !p.collected)).toBe(true);
  });
});

describe('the fixed-step loop', () => {
  const script: [number, PlatformerInput][] = [
    [400, right],
    [300, { ...right, jump: true }],
    [300, { left: true, right: false, jump: true }],
    [500, { ...right, jump: true }],
    [400, { ...idle, left: true }],
    [600, idle],
  ];

  function runScript(slice: (ms: number) => number[]): PlatformerState {
    let state = createPlatformer();
    for (const [ms, input] of script) {
      for (const frame of slice(ms)) state = stepPlatformer(state, input, frame).state;
    }
    return state;
  }

  it('gives the same game however the time is sliced into frames', () => {
    const rng = seededRng(3);
    const randomSlices = (ms: number) => {
      const frames: number[] = [];
      for (let left = ms; left > 0;) {
        const frame = Math.min(left, randomInt(rng, 1, 60));
        frames.push(frame);
        left -= frame;
      }
      return frames;
    };
    const evenSlices = (size: number) => (ms: number) => [
      ...Array<number>(Math.floor(ms / size)).fill(size),
      ...(ms % size ? [ms % size] : []),
    ];
    const reference = runScript(evenSlices(1));
    expect(reference).toMatchObject({ ticks: 150, status: 'playing' });
    expect(reference.player.position.x).toBeGreaterThan(50);
    for (const slicing of [evenSlices(16), evenSlices(17), evenSlices(50), evenSlices(100), randomSlices]) {
      expect(runScript(slicing)).toEqual(reference);
    }
  });

  it('runs one step per frame of 1000/60 ms', () => {
    expect(play(createPlatformer(), right, 60).state).toMatchObject({ ticks: 60, player: { position: { x: 350 } } });
  });

  it('counts a long frame as 250 ms and ignores a broken one', () => {
    expect(stepPlatformer(createPlatformer(), right, 10_000).state.ticks).toBe(15);
    expect(stepPlatformer(createPlatformer(), right, Number.NaN).state.ticks).toBe(0);
    expect(stepPlatformer(createPlatformer(), right, -50).state.ticks).toBe(0);
  });

  it('never changes the state it is given', () => {
    const state = createPlatformer();
    const copy: unknown = JSON.parse(JSON.stringify(state));
    stepPlatformer(onPickup(state, 'paris-manuscript-1'), right, 100);
    restartPlatformerStage(state);
    expect(state).toEqual(copy);
  });
});

describe('the camera', () => {
  it.each([
    [0, 0],
    [300, 0],
    [500, 200],
    [1700, 1400],
    [2500, 2200],
    [2960, 2200],
  ])('with the player at x %i starts the view at %i', (x, cameraX) => {
    expect(platformerCameraX(placeAt(createPlatformer(), x, 300))).toBe(cameraX);
  });
});
