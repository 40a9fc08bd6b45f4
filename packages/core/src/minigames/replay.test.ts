import { describe, expect, it } from 'vitest';
import { ADVENTURE_WINNING_COMMANDS } from '../adventure/adventure-walkthrough.js';
import { createPlatformer, stepPlatformer } from '../platformer/game.js';
import { PLATFORMER_SETTINGS } from '../platformer/constants.js';
import { planPlatformerRoute } from '../platformer/route-planner.js';
import { platformerStageById } from '../platformer/stages.js';
import type { PlatformerInput } from '../platformer/types.js';
import {
  countPlatformerSteps,
  createPlatformerRecorder,
  decodePlatformerInputs,
  encodePlatformerInputs,
  platformerInputCode,
  platformerInputFromCode,
  type PlatformerRunSegment,
} from './platformer-log.js';
import { replayAdventure, replayPlatformer, replayTerminal } from './replay.js';
import { MINI_GAME_SCREEN_MESSAGES } from '../messages/minigames.js';
import {
  PLATFORMER_REPLAY_MAX_STEPS,
  PLATFORMER_STAGE_MAX_STEPS,
  PLATFORMER_STEPS_PER_MINUTE,
} from './replay-limits.js';
import { platformerRunLengthProblem } from './run-length.js';

/** Planning the bot's routes explores each stage (a second or so alone); a busy machine may take many times that. */
const SLOW = 120_000;

/** Plays the bot's planned route one fixed step at a time, as the screen does, and records it. */
function playAndRecord(options: { dieFirst?: boolean } = {}) {
  const recorder = createPlatformerRecorder();
  let state = createPlatformer();
  const play = (inputs: readonly PlatformerInput[]) => {
    for (const input of inputs) {
      const before = state.stage;
      const result = stepPlatformer(state, input, PLATFORMER_SETTINGS.stepMs);
      state = result.state;
      recorder.step(before, input, result.events);
      if (result.events.some((e) => e.type === 'death' || e.type === 'stageComplete' || e.type === 'victory')) return;
    }
  };
  if (options.dieFirst) {
    play(Array.from({ length: 600 }, () => ({ left: false, right: true, jump: false })));
    expect(state.status).toBe('dead');
    state = { ...createPlatformer(), player: { ...createPlatformer().player } };
  }
  for (const stage of ['paris', 'spain', 'africa'] as const)
    play(planPlatformerRoute(platformerStageById(stage)) ?? []);
  return { state, segments: recorder.segments() };
}

describe('platformer input logs', () => {
  it('encode runs of inputs compactly and decode them back', () => {
    const codes = [2, 2, 2, 6, 0, 0, 1];
    expect(encodePlatformerInputs(codes)).toBe('c3ga2b');
    expect(decodePlatformerInputs('c3ga2b', 100)).toEqual(codes);
    expect(decodePlatformerInputs('c3ga2b', 5)).toBeNull();
    expect(decodePlatformerInputs('z9', 100)).toBeNull();
    expect(decodePlatformerInputs('c99999999999', 1000)).toBeNull();
  });

  it('carry fire as a fourth button, letters i to p (rules version 2)', () => {
    expect(platformerInputCode({ left: false, right: true, jump: false, fire: true })).toBe(10);
    expect(encodePlatformerInputs([10, 10, 14, 8])).toBe('k2oi');
    expect(decodePlatformerInputs('k2oi', 100)?.map(platformerInputFromCode)).toEqual([
      { left: false, right: true, jump: false, fire: true },
      { left: false, right: true, jump: false, fire: true },
      { left: false, right: true, jump: true, fire: true },
      { left: false, right: false, jump: false, fire: true },
    ]);
    expect(countPlatformerSteps('p9')).toBe(9);
    expect(decodePlatformerInputs('q', 100)).toBeNull();
  });

  it('are counted from their run lengths alone, and counting stops past the limit', () => {
    expect(countPlatformerSteps('c3ga2b')).toBe(7);
    expect(countPlatformerSteps('')).toBe(0);
    expect(countPlatformerSteps('c3ga2b', 5)).toBe(6);
    expect(countPlatformerSteps('a216000', 18_000)).toBe(18_001);
    expect(countPlatformerSteps('a99999999999999999999999', 10)).toBe(11);
    expect(countPlatformerSteps('z9')).toBeNull();
    expect(countPlatformerSteps('a0')).toBeNull();
    expect(countPlatformerSteps('3a')).toBeNull();
    for (const text of ['c120ga40', 'a', 'h7b1c22']) {
      expect(countPlatformerSteps(text)).toBe(decodePlatformerInputs(text, 1e6)?.length);
    }
  });
});

describe('the caps of a platformer log', () => {
  it('are the minutes the screen tells a player who went over them', () => {
    const minutes = (steps: number) => steps / PLATFORMER_STEPS_PER_MINUTE;
    const stageMinutes = [...new Set(Object.values(PLATFORMER_STAGE_MAX_STEPS).map(minutes))].sort();
    expect(stageMinutes).toEqual([4, 5]);
    expect(MINI_GAME_SCREEN_MESSAGES.tooLong).toContain(`within ${stageMinutes.join(' or ')} minutes`);
    expect(MINI_GAME_SCREEN_MESSAGES.tooLong).toContain(
      `the whole run within ${minutes(PLATFORMER_REPLAY_MAX_STEPS)}.`,
    );
  });

  const over = (stage: 'paris' | 'spain' | 'africa') => `a${PLATFORMER_STAGE_MAX_STEPS[stage] + 1}`;

  it('allow one try at a stage its own cap and refuse a step more, at once', () => {
    for (const stage of ['paris', 'spain', 'africa'] as const) {
      expect(platformerRunLengthProblem([{ stage, inputs: `a${PLATFORMER_STAGE_MAX_STEPS[stage]}` }])).toBeNull();
      expect(platformerRunLengthProblem([{ stage, inputs: over(stage) }])).toBe('too-long');
    }
    expect(platformerRunLengthProblem([{ stage: 'paris', inputs: 'a216000' }])).toBe('too-long');
    expect(replayPlatformer([{ stage: 'paris', inputs: 'a216000', outcome: 'victory' }])).toEqual({
      ok: false,
      reason: 'too-long',
    });
    expect(platformerRunLengthProblem([{ stage: 'paris', inputs: 'q' }])).toBe('bad-log');
  });

  it('bound the whole run, however its tries are cut', () => {
    const tries = Math.ceil(PLATFORMER_REPLAY_MAX_STEPS / PLATFORMER_STAGE_MAX_STEPS.paris);
    const exact = Array.from({ length: tries }, (_, i) => ({
      stage: 'paris' as const,
      inputs: `a${i < tries - 1 ? PLATFORMER_STAGE_MAX_STEPS.paris : PLATFORMER_REPLAY_MAX_STEPS - (tries - 1) * PLATFORMER_STAGE_MAX_STEPS.paris}`,
    }));
    expect(platformerRunLengthProblem(exact)).toBeNull();
    expect(platformerRunLengthProblem([...exact, { stage: 'paris', inputs: 'a' }])).toBe('too-long');
    expect(
      platformerRunLengthProblem(Array.from({ length: 500 }, () => ({ stage: 'spain' as const, inputs: 'a200' }))),
    ).toBe('too-long');
  });

  it(
    'keep a real winning run, and one with a death, far inside them',
    () => {
      for (const run of [playAndRecord(), playAndRecord({ dieFirst: true })]) {
        const total = run.segments.reduce((sum, s) => sum + (countPlatformerSteps(s.inputs) ?? Infinity), 0);
        expect(total * 15).toBeLessThan(PLATFORMER_REPLAY_MAX_STEPS);
        for (const segment of run.segments) {
          expect((countPlatformerSteps(segment.inputs) ?? Infinity) * 15).toBeLessThan(
            PLATFORMER_STAGE_MAX_STEPS[segment.stage],
          );
        }
        expect(platformerRunLengthProblem(run.segments)).toBeNull();
      }
    },
    SLOW,
  );
});

describe('replaying the platformer', () => {
  it(
    'accepts a recorded winning run and reaches its score',
    () => {
      const { state, segments } = playAndRecord();
      expect(state.status).toBe('victory');
      expect(segments.map((s) => [s.stage, s.outcome])).toEqual([
        ['paris', 'stageComplete'],
        ['spain', 'stageComplete'],
        ['africa', 'victory'],
      ]);
      const replay = replayPlatformer(segments);
      expect(replay.ok && replay.value.player.score).toBe(state.player.score);
      // The bot fires once armed, and its shots defeat enemies in the replay as they did in play.
      expect(segments.some((s) => /[i-p]/.test(s.inputs))).toBe(true);
      expect(replay.ok && replay.value.player.score).toBe(2650);
      // The whole run fits in a few kilobytes.
      expect(JSON.stringify(segments).length).toBeLessThan(8000);
    },
    SLOW,
  );

  it(
    'accepts a run with a death and a retry',
    () => {
      const { segments } = playAndRecord({ dieFirst: true });
      expect(segments[0]).toMatchObject({ stage: 'paris', outcome: 'death' });
      expect(replayPlatformer(segments).ok).toBe(true);
    },
    SLOW,
  );

  it(
    'refuses a truncated, padded, reordered or invented log',
    () => {
      const { segments } = playAndRecord();
      const last = segments.at(-1) as PlatformerRunSegment;
      expect(replayPlatformer(segments.slice(0, 2))).toEqual({ ok: false, reason: 'not-finished' });
      expect(replayPlatformer([...segments.slice(0, 2), { ...last, inputs: last.inputs.slice(0, -4) }]).ok).toBe(false);
      expect(replayPlatformer([...segments, { stage: 'africa', inputs: 'a', outcome: 'victory' }]).ok).toBe(false);
      expect(replayPlatformer([...segments.slice(0, 2), { ...last, inputs: `${last.inputs}a9` }]).ok).toBe(false);
      expect(replayPlatformer([segments[1] as PlatformerRunSegment, ...segments]).ok).toBe(false);
      expect(replayPlatformer([{ stage: 'paris', inputs: 'c9999', outcome: 'victory' }]).ok).toBe(false);
    },
    SLOW,
  );
});

describe('replaying the adventure', () => {
  it('accepts the winning commands and nothing shorter or longer', () => {
    expect(replayAdventure(ADVENTURE_WINNING_COMMANDS).ok).toBe(true);
    expect(replayAdventure(ADVENTURE_WINNING_COMMANDS.slice(0, -1))).toEqual({ ok: false, reason: 'not-finished' });
    expect(replayAdventure([...ADVENTURE_WINNING_COMMANDS, 'look'])).toEqual({
      ok: false,
      reason: 'continues-after-end',
    });
    expect(replayAdventure(['write truth']).ok).toBe(false);
  });

  it('accepts a run that restarted and won', () => {
    expect(replayAdventure(['take torch', 'restart', ...ADVENTURE_WINNING_COMMANDS]).ok).toBe(true);
  });
});

describe('replaying the terminal', () => {
  it('accepts choices and replies that reach the exit', () => {
    expect(replayTerminal([{ choice: 1 }, { choice: 1 }, { choice: 1 }, { choice: 1 }]).ok).toBe(true);
    expect(replayTerminal([{ reply: 'curious' }, { reply: '2' }, { choice: 1 }, { reply: 'anything' }]).ok).toBe(true);
  });

  it('refuses a conversation that stops early, goes on after the exit or picks what is not offered', () => {
    expect(replayTerminal([{ choice: 1 }, { choice: 1 }, { choice: 1 }])).toEqual({
      ok: false,
      reason: 'not-finished',
    });
    expect(replayTerminal([{ choice: 1 }, { choice: 1 }, { choice: 1 }, { choice: 1 }, { choice: 1 }]).ok).toBe(false);
    expect(replayTerminal([{ choice: 9 }, { choice: 1 }, { choice: 1 }, { choice: 1 }]).ok).toBe(false);
  });
});
