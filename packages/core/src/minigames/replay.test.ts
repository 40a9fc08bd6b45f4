import { describe, expect, it } from 'vitest';
import { ADVENTURE_WINNING_COMMANDS } from '../adventure/adventure-walkthrough.js';
import { createPlatformer, stepPlatformer } from '../platformer/game.js';
import { PLATFORMER_SETTINGS } from '../platformer/constants.js';
import { planPlatformerRoute } from '../platformer/route-planner.js';
import { platformerStageById } from '../platformer/stages.js';
import type { PlatformerInput } from '../platformer/types.js';
import {
  createPlatformerRecorder,
  decodePlatformerInputs,
  encodePlatformerInputs,
  type PlatformerRunSegment,
} from './platformer-log.js';
import { replayAdventure, replayPlatformer, replayTerminal } from './replay.js';

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
});

describe('replaying the platformer', () => {
  it('accepts a recorded winning run and reaches its score', () => {
    const { state, segments } = playAndRecord();
    expect(state.status).toBe('victory');
    expect(segments.map((s) => [s.stage, s.outcome])).toEqual([
      ['paris', 'stageComplete'],
      ['spain', 'stageComplete'],
      ['africa', 'victory'],
    ]);
    const replay = replayPlatformer(segments);
    expect(replay.ok && replay.value.player.score).toBe(state.player.score);
    // The whole run fits in a few kilobytes.
    expect(JSON.stringify(segments).length).toBeLessThan(8000);
  });

  it('accepts a run with a death and a retry', () => {
    const { segments } = playAndRecord({ dieFirst: true });
    expect(segments[0]).toMatchObject({ stage: 'paris', outcome: 'death' });
    expect(replayPlatformer(segments).ok).toBe(true);
  });

  it('refuses a truncated, padded, reordered or invented log', () => {
    const { segments } = playAndRecord();
    const last = segments.at(-1) as PlatformerRunSegment;
    expect(replayPlatformer(segments.slice(0, 2))).toEqual({ ok: false, reason: 'not-finished' });
    expect(replayPlatformer([...segments.slice(0, 2), { ...last, inputs: last.inputs.slice(0, -4) }]).ok).toBe(false);
    expect(replayPlatformer([...segments, { stage: 'africa', inputs: 'a', outcome: 'victory' }]).ok).toBe(false);
    expect(replayPlatformer([...segments.slice(0, 2), { ...last, inputs: `${last.inputs}a9` }]).ok).toBe(false);
    expect(replayPlatformer([segments[1] as PlatformerRunSegment, ...segments]).ok).toBe(false);
    expect(replayPlatformer([{ stage: 'paris', inputs: 'c9999', outcome: 'victory' }]).ok).toBe(false);
  });
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
