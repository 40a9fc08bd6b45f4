import { afterEach, describe, expect, it, vi } from 'vitest';
import { livePlatformerEnemies, platformerEnemyBox, platformerEnemyFacing } from './combat.js';
import { PLATFORMER_COMBAT, PLATFORMER_SETTINGS } from './constants.js';
import { createPlatformer, restartPlatformerStage, stepPlatformer } from './game.js';
import { platformerStageById } from './stages.js';
import type { PlatformerEvent, PlatformerInput, PlatformerStageId, PlatformerState } from './types.js';

const STEP = PLATFORMER_SETTINGS.stepMs;
const idle: PlatformerInput = { left: false, right: false, jump: false };
const fire: PlatformerInput = { ...idle, fire: true };

function enemy(stage: PlatformerStageId, id: string) {
  const found = platformerStageById(stage).enemies.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no enemy ${id}`);
  return found;
}

/** The start of a stage, as Try Again would give it. */
function stageStart(stage: PlatformerStageId): PlatformerState {
  return restartPlatformerStage({ ...createPlatformer(), stage });
}

/** Puts the player somewhere, still, standing (or falling from there when `grounded` is false). */
function placeAt(state: PlatformerState, x: number, y: number, grounded = true): PlatformerState {
  return { ...state, player: { ...state.player, position: { x, y }, velocity: { x: 0, y: 0 }, grounded } };
}

function play(state: PlatformerState, input: PlatformerInput, steps: number) {
  const events: { step: number; event: PlatformerEvent }[] = [];
  let current = state;
  for (let step = 1; step <= steps && current.status === 'playing'; step += 1) {
    const result = stepPlatformer(current, input, STEP);
    current = result.state;
    for (const event of result.events) events.push({ step, event });
  }
  return { state: current, events, of: (type: PlatformerEvent['type']) => events.filter((e) => e.event.type === type) };
}

afterEach(() => vi.restoreAllMocks());

describe('enemies', () => {
  it('pace to and fro as a pure function of the steps since the stage began', () => {
    const rat = enemy('paris', 'paris-rat-1');
    expect(rat).toMatchObject({ x: 1150, range: 300, speed: 1 });
    expect(platformerEnemyBox(rat, 0)).toEqual({ x: 1150, y: 326, width: 40, height: 24 });
    expect(platformerEnemyBox(rat, 120).x).toBe(1270);
    expect(platformerEnemyFacing(rat, 120)).toBe('right');
    expect(platformerEnemyBox(rat, 300).x).toBe(1450);
    expect(platformerEnemyBox(rat, 450).x).toBe(1300);
    expect(platformerEnemyFacing(rat, 450)).toBe('left');
    expect(platformerEnemyBox(rat, 600)).toEqual(platformerEnemyBox(rat, 0));
    // Half-pixel speeds stay exact, however long the stage lasts.
    const bull = enemy('spain', 'spain-bull-1');
    expect(platformerEnemyBox(bull, 1_000_001).x % 0.5).toBe(0);
  });

  it('cost 20 health at a touch, then nothing hurts for a second', () => {
    const rat = enemy('paris', 'paris-rat-1');
    const start = placeAt(stageStart('paris'), rat.x, 300);
    const { state, of } = play(start, idle, 120);
    // The rat walks through the player: one hurt, not one a step.
    expect(of('hurt').map((e) => [e.step, e.event])).toEqual([
      [1, { type: 'hurt', source: 'enemy', damage: 20, health: 80 }],
    ]);
    expect(state.player.health).toBe(80);
    expect(state.status).toBe('playing');
  });

  it('are stomped by landing on them from above: 50 points and a hop, no hurt', () => {
    const rat = enemy('paris', 'paris-rat-1');
    const start = placeAt(stageStart('paris'), rat.x + 10, 240, false);
    const { state, events, of } = play(start, idle, 12);
    expect(of('hurt')).toEqual([]);
    const stomp = events.find((e) => e.event.type === 'enemyDefeated');
    expect(stomp?.event).toEqual({ type: 'enemyDefeated', enemyId: 'paris-rat-1', by: 'stomp', scoreGained: 50 });
    expect(state.player.score).toBe(50);
    expect(state.defeatedEnemies).toEqual(['paris-rat-1']);
    expect(livePlatformerEnemies(platformerStageById('paris'), state.defeatedEnemies).map((e) => e.id)).toEqual([
      'paris-rat-2',
    ]);
    const hop = play(start, idle, stomp?.step ?? 0).state;
    expect(hop.player.velocity.y).toBe(PLATFORMER_COMBAT.stompBounce);
    expect(hop.player.grounded).toBe(false);
  });
});

describe('hazards and running out of health', () => {
  it('hurt once a second while touched, and health 0 is Game Over', () => {
    const spikes = platformerStageById('paris').hazards[0]!;
    const { state, events, of } = play(placeAt(stageStart('paris'), spikes.x, 300), idle, 1000);
    expect(of('hurt').map((e) => [e.step, e.event.type === 'hurt' && e.event.health])).toEqual([
      [1, 80],
      [62, 60],
      [123, 40],
      [184, 20],
      [245, 0],
    ]);
    expect(of('hurt').every((e) => e.event.type === 'hurt' && e.event.source === 'hazard')).toBe(true);
    expect(events.at(-1)).toEqual({ step: 245, event: { type: 'death', stage: 'paris', cause: 'health' } });
    expect(state.status).toBe('dead');
  });

  it('Try Again after running out of health starts the same stage again, not Paris, as it began', () => {
    const cactus = platformerStageById('spain').hazards[0]!;
    const spain = stageStart('spain');
    const began = { ...spain, stageStart: { ...spain.stageStart, score: 700, health: 60 } };
    const dead = play(placeAt(restartPlatformerStage(began), cactus.x, 350 - 50), idle, 1000).state;
    expect(dead).toMatchObject({ status: 'dead', stage: 'spain', player: { health: 0 } });
    const again = restartPlatformerStage(dead);
    expect(again).toMatchObject({
      stage: 'spain',
      status: 'playing',
      stageTicks: 0,
      defeatedEnemies: [],
      projectiles: [],
      player: { position: { x: 50, y: 300 }, health: 60, score: 700, invulnerableTicks: 0 },
    });
  });
});

describe('the weapon', () => {
  it('does nothing before a weapon pickup', () => {
    const { state, of } = play(stageStart('paris'), fire, 60);
    expect(of('shot')).toEqual([]);
    expect(state.projectiles).toEqual([]);
  });

  it('once taken, fires the way the player faces and a shot defeats an enemy for 50 points', () => {
    const paris = stageStart('paris');
    const armed = { ...paris, player: { ...paris.player, armed: true } };
    const { state, events, of } = play(placeAt(armed, 1000, 300), fire, 40);
    expect(of('shot')[0]).toEqual({ step: 1, event: { type: 'shot' } });
    expect(of('enemyDefeated').map((e) => e.event)).toEqual([
      { type: 'enemyDefeated', enemyId: 'paris-rat-1', by: 'shot', scoreGained: 50 },
    ]);
    expect(state.player.score).toBe(50);
    expect(events.some((e) => e.event.type === 'hurt')).toBe(false);
    // Facing left, the shot flies left.
    const left = stepPlatformer(
      { ...placeAt(armed, 1000, 300), player: { ...placeAt(armed, 1000, 300).player, facing: 'left' } },
      fire,
      STEP,
    ).state;
    expect(left.projectiles).toEqual([{ x: 988, y: 330, vx: -8, ticksLeft: 60 }]);
  });

  it('fires three times a second while held, with at most two shots in flight', () => {
    const paris = stageStart('paris');
    const armed = placeAt({ ...paris, player: { ...paris.player, armed: true } }, 100, 300);
    let state = armed;
    const shots: number[] = [];
    for (let step = 1; step <= 200; step += 1) {
      const result = stepPlatformer(state, fire, STEP);
      state = result.state;
      if (result.events.some((e) => e.type === 'shot')) shots.push(step);
      expect(state.projectiles.length).toBeLessThanOrEqual(PLATFORMER_COMBAT.maxProjectiles);
    }
    expect(shots.slice(0, 3)).toEqual([1, 21, 61]);
    for (let i = 1; i < shots.length; i += 1) {
      expect((shots[i] ?? 0) - (shots[i - 1] ?? 0)).toBeGreaterThanOrEqual(PLATFORMER_COMBAT.fireCooldownTicks);
    }
  });

  it('stops at a wall of ground', () => {
    const spain = stageStart('spain');
    const armed = { ...spain, player: { ...spain.player, armed: true } };
    const flying = play(placeAt(armed, 400, 300), fire, 4).state;
    expect(flying.projectiles).toHaveLength(1);
    // The ground steps up at x 500: the shot is gone within a few steps, well before its 60.
    expect(play(flying, idle, 10).state.projectiles).toEqual([]);
  });

  it('is kept into the next stages, and Try Again gives back what the stage began with', () => {
    const paris = stageStart('paris');
    const weapon = paris.pickups.find((p) => p.type === 'weapon')!;
    const taken = stepPlatformer(placeAt(paris, weapon.x, weapon.y - 10, false), idle, STEP).state;
    expect(taken.player.armed).toBe(true);
    const shot = play(placeAt(taken, 1000, 300), fire, 40).state;
    expect(shot.defeatedEnemies).toEqual(['paris-rat-1']);
    const fallen = play(placeAt(shot, 750, 480, false), idle, 10).state;
    expect(fallen.status).toBe('dead');
    const again = restartPlatformerStage(fallen);
    expect(again).toMatchObject({ player: { armed: false }, defeatedEnemies: [], projectiles: [], fireCooldown: 0 });
  });
});

describe('the rules stay replayable', () => {
  it('never roll a die', () => {
    vi.spyOn(Math, 'random').mockImplementation(() => {
      throw new Error('Math.random in the platformer');
    });
    const paris = stageStart('paris');
    const armed = placeAt({ ...paris, player: { ...paris.player, armed: true } }, 900, 300);
    expect(() => play(armed, { ...fire, right: true }, 600)).not.toThrow();
  });
});
