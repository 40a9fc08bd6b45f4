import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADVENTURE_WINNING_COMMANDS,
  createPlatformer,
  createPlatformerRecorder,
  MINI_GAME_RESULT_MESSAGES,
  miniGameResultResponseSchema,
  planPlatformerRoute,
  platformerFinalScore,
  platformerStageById,
  PLATFORMER_RULES_VERSION,
  PLATFORMER_SETTINGS,
  stepPlatformer,
  type PlatformerRunSegment,
} from '@authentic/core';
import { createTestApp, type TestApp } from '../../test/app.js';
import { setCompletedMaps } from '../../test/progress.js';
import { registerPlayer } from '../../test/users.js';

const TERMINAL_WINNING_MOVES = [{ choice: 1 }, { choice: 1 }, { choice: 1 }, { choice: 1 }];

type PlatformerRun = { version: number; score: number; segments: PlatformerRunSegment[] };

/**
 * The planner's route through the three stages, past their enemies and hazards and shooting what its
 * held fire meets, played one fixed step at a time and recorded as the screen does.
 */
function recordWinningRun(): PlatformerRun {
  const recorder = createPlatformerRecorder();
  let state = createPlatformer();
  for (const stage of ['paris', 'spain', 'africa'] as const) {
    for (const input of planPlatformerRoute(platformerStageById(stage)) ?? []) {
      const before = state.stage;
      const result = stepPlatformer(state, input, PLATFORMER_SETTINGS.stepMs);
      state = result.state;
      recorder.step(before, input, result.events);
      if (result.events.some((e) => e.type === 'death' || e.type === 'stageComplete' || e.type === 'victory')) break;
    }
  }
  return { version: PLATFORMER_RULES_VERSION, score: platformerFinalScore(state), segments: recorder.segments() };
}

describe('POST /api/minigames/:game/results', () => {
  let t: TestApp;
  let run: PlatformerRun;
  beforeAll(async () => {
    run = recordWinningRun();
    // Every player here posts from one address; that limit has its own tests (replay-limits.test.ts).
    t = await createTestApp({ env: { REPLAY_RATE_LIMIT_IP: '1000' } });
  });
  afterAll(() => t.close());

  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  const post = (token: string, game: string, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/minigames/${game}/results`,
      headers: as(token),
      payload: payload as object,
    });
  const experienceOf = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/users/game-state', headers: as(token) })).json<{
      experience: number;
    }>().experience;
  const characterOf = async (player: { token: string; user: { id: string } }) =>
    (await t.app.inject({ method: 'GET', url: `/api/users/${player.user.id}`, headers: as(player.token) })).json<{
      character: { completedMaps: string[]; achievements: Array<{ id: string }> };
    }>().character;

  it('rewards a finished terminal conversation once', async () => {
    const player = await registerPlayer(t.app);
    const first = await post(player.token, 'terminal', { moves: TERMINAL_WINNING_MOVES });
    expect(first.statusCode).toBe(200);
    expect(miniGameResultResponseSchema.parse(first.json())).toMatchObject({
      experience: 100,
      level: 1,
      gained: { game: 100, level: 0 },
      levelCompleted: null,
      achievements: [{ id: 'terminal_master', name: 'Terminal Master', type: 'game' }],
      score: null,
    });
    const again = await post(player.token, 'terminal', { moves: TERMINAL_WINNING_MOVES });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: MINI_GAME_RESULT_MESSAGES.alreadyRecorded });
    expect(await experienceOf(player.token)).toBe(100);
    // The verified result is a recorded event: the spec's experience call accepts its total (decision 0224).
    const put = (experience: number) =>
      t.app.inject({ method: 'PUT', url: '/api/users/experience', headers: as(player.token), payload: { experience } });
    expect((await put(100)).statusCode).toBe(200);
    expect((await put(101)).statusCode).toBe(409);

    // Another way through is a new result, but the terminal pays its first finish only.
    const other = await post(player.token, 'terminal', {
      moves: [{ reply: 'curious' }, { reply: '2' }, { choice: 1 }, { reply: 'anything' }],
    });
    expect(other.json()).toMatchObject({ experience: 100, gained: { game: 0, level: 0 }, achievements: [] });
    expect((await characterOf(player)).achievements.map((a) => a.id)).toEqual(['terminal_master']);
  });

  it('rewards a won text adventure once', async () => {
    const player = await registerPlayer(t.app);
    const first = await post(player.token, 'textAdventure', { commands: ADVENTURE_WINNING_COMMANDS });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      experience: 100,
      gained: { game: 100, level: 0 },
      levelCompleted: null,
      achievements: [{ id: 'literary_explorer', name: 'Literary Explorer' }],
      score: null,
    });
    expect((await post(player.token, 'textAdventure', { commands: ADVENTURE_WINNING_COMMANDS })).statusCode).toBe(409);
    expect(await experienceOf(player.token)).toBe(100);
  });

  it('rewards a replayed platformer win with its score, level 4 and the score achievements, once', async () => {
    // 2550 for every pickup and 50 each for the two enemies the bot shoots (decision 0239).
    expect(run.score).toBe(2650);
    const player = await registerPlayer(t.app);
    const first = await post(player.token, 'platformer', run);
    expect(first.statusCode).toBe(200);
    const body = miniGameResultResponseSchema.parse(first.json());
    expect(body).toMatchObject({
      experience: 256,
      level: 2,
      gained: { game: 200, level: 30 + 26 },
      levelCompleted: 'level4',
      score: 2650,
    });
    expect(body.achievements.map((a) => a.id).sort()).toEqual(['shooter_adept', 'shooter_expert']);
    expect(await experienceOf(player.token)).toBe(256);
    expect((await characterOf(player)).completedMaps).toEqual(['level4']);

    const again = await post(player.token, 'platformer', run);
    expect(again.statusCode).toBe(409);
    expect(await experienceOf(player.token)).toBe(256);
    expect((await characterOf(player)).achievements).toHaveLength(2);
  });

  it('does not complete level 4 again for a player whose client already completed it', async () => {
    const player = await registerPlayer(t.app);
    await setCompletedMaps(t.database.db, player.user.id, ['level4']);
    const res = await post(player.token, 'platformer', run);
    expect(res.json()).toMatchObject({ experience: 200, gained: { game: 200, level: 0 }, levelCompleted: null });
    expect((await characterOf(player)).completedMaps).toEqual(['level4']);
  });

  it('refuses a forged score or a cut-short run with 422 and changes nothing', async () => {
    const player = await registerPlayer(t.app);
    const forged = await post(player.token, 'platformer', { ...run, score: run.score + 1000 });
    expect(forged.statusCode).toBe(422);
    expect(forged.json()).toEqual({ success: false, message: MINI_GAME_RESULT_MESSAGES.scoreMismatch });

    const last = run.segments.at(-1)!;
    // One after another: a player has at most two results being checked at once (decision 0231).
    const truncated: Array<[string, unknown]> = [
      ['platformer', { ...run, segments: run.segments.slice(0, -1) }],
      [
        'platformer',
        { ...run, segments: [...run.segments.slice(0, -1), { ...last, inputs: last.inputs.slice(0, -3) }] },
      ],
      ['textAdventure', { commands: ADVENTURE_WINNING_COMMANDS.slice(0, -1) }],
      ['terminal', { moves: TERMINAL_WINNING_MOVES.slice(0, -1) }],
    ];
    for (const [game, payload] of truncated) {
      const res = await post(player.token, game, payload);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toMatch(/^This result could not be verified: /);
    }
    const notReached = await post(player.token, 'terminal', { moves: TERMINAL_WINNING_MOVES.slice(0, -1) });
    expect(notReached.json().message).toBe(MINI_GAME_RESULT_MESSAGES.notFinished);
    expect(await experienceOf(player.token)).toBe(0);
    expect(await characterOf(player)).toMatchObject({ completedMaps: [], achievements: [] });
    // A refused body was not recorded: the true run is still new.
    expect((await post(player.token, 'platformer', run)).statusCode).toBe(200);
  });

  it('refuses a run recorded before enemies and the weapon with a 422 that says why, never a 500', async () => {
    const player = await registerPlayer(t.app);
    // What a client of the first rules sent: no version, three buttons.
    const old = await post(player.token, 'platformer', {
      score: 2550,
      segments: [{ stage: 'paris', inputs: 'c120ga40', outcome: 'stageComplete' }],
    });
    expect(old.statusCode).toBe(422);
    expect(old.json()).toEqual({ success: false, message: MINI_GAME_RESULT_MESSAGES.outdated });
    const first = await post(player.token, 'platformer', { ...run, version: 1 });
    expect(first.json()).toEqual({ success: false, message: MINI_GAME_RESULT_MESSAGES.outdated });
    const future = await post(player.token, 'platformer', { ...run, version: PLATFORMER_RULES_VERSION + 1 });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toMatch(/^body\.version: /);
    expect(await experienceOf(player.token)).toBe(0);
  });

  it('answers 400 naming the field for a body of the wrong shape or an unknown game', async () => {
    const player = await registerPlayer(t.app);
    const cases: Array<[string, unknown, RegExp]> = [
      ['terminal', { commands: ADVENTURE_WINNING_COMMANDS }, /^body\.moves: /],
      ['terminal', { moves: [{ choice: 'one' }] }, /^body\.moves\.0: /],
      ['textAdventure', { commands: [] }, /^body\.commands: /],
      ['platformer', { segments: run.segments }, /^body\.score: /],
      ['platformer', { score: 10, segments: [{ stage: 'paris', inputs: 'zz', outcome: 'victory' }] }, /inputs/],
      ['platformer', [], /^body: /],
      ['chess', { moves: [] }, /^game: /],
    ];
    for (const [game, payload, message] of cases) {
      const res = await post(player.token, game, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().success).toBe(false);
      expect(res.json().message).toMatch(message);
    }
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/minigames/terminal/results',
      headers: { ...as(player.token), 'content-type': 'text/plain' },
      payload: 'moves',
    });
    expect(text.statusCode).toBe(400);
    expect(await experienceOf(player.token)).toBe(0);
  });

  it('requires a signed-in player', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/minigames/terminal/results',
      payload: { moves: TERMINAL_WINNING_MOVES },
    });
    expect(res.statusCode).toBe(401);
  });

  it('rewards two identical results posted at once exactly once', async () => {
    const player = await registerPlayer(t.app);
    const answers = await Promise.all([
      post(player.token, 'textAdventure', { commands: ADVENTURE_WINNING_COMMANDS }),
      post(player.token, 'textAdventure', { commands: ADVENTURE_WINNING_COMMANDS }),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(await experienceOf(player.token)).toBe(100);
    expect((await characterOf(player)).achievements.map((a) => a.id)).toEqual(['literary_explorer']);
  });
});
