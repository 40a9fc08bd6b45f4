import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_MESSAGES,
  costliestPlatformerLog,
  countPlatformerSteps,
  createPlatformer,
  encodePlatformerInputs,
  MINI_GAME_RESULT_MESSAGES,
  PLATFORMER_RULES_VERSION,
  PLATFORMER_SETTINGS,
  PLATFORMER_STAGE_MAX_STEPS,
  platformerInputFromCode,
  replayPlatformer,
  stepPlatformer,
  type PlatformerRunSegment,
} from '@authentic/core';
import { createTestApp, type TestApp } from '../../test/app.js';
import { registerPlayer } from '../../test/users.js';

/** Replays can wait for a busy machine: bounds here are generous, and nothing is timed but the event loop. */
const SLOW = 120_000;
const TERMINAL_WINNING_MOVES = [{ choice: 1 }, { choice: 1 }, { choice: 1 }, { choice: 1 }];

/** One try at Paris: standing still for `idle` steps, then walking right into the first gap. */
function idleThenFall(idle: number): PlatformerRunSegment {
  const codes: number[] = Array.from({ length: idle }, () => 0);
  let state = createPlatformer();
  for (const code of codes)
    state = stepPlatformer(state, platformerInputFromCode(code), PLATFORMER_SETTINGS.stepMs).state;
  while (state.status === 'playing') {
    codes.push(2);
    state = stepPlatformer(state, platformerInputFromCode(2), PLATFORMER_SETTINGS.stepMs).state;
  }
  return { stage: 'paris', inputs: encodePlatformerInputs(codes), outcome: 'death' };
}

function post(app: FastifyInstance, token: string, game: string, payload: unknown, remoteAddress = '127.0.0.1') {
  return app.inject({
    method: 'POST',
    url: `/api/minigames/${game}/results`,
    headers: { authorization: `Bearer ${token}` },
    payload: payload as object,
    remoteAddress,
  });
}

const players = (app: FastifyInstance, count: number) =>
  Promise.all(Array.from({ length: count }, () => registerPlayer(app)));

const worst = costliestPlatformerLog();
const version = PLATFORMER_RULES_VERSION;
const issueLog = { version, score: 0, segments: [{ stage: 'paris', inputs: 'a216000', outcome: 'victory' }] };

describe('the caps of a platformer result', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT_IP: '1000' } });
  });
  afterAll(() => t.close());

  it(
    'refuse a try just over its stage cap at once, and replay one exactly at it',
    async () => {
      const cap = PLATFORMER_STAGE_MAX_STEPS.paris;
      const probe = countPlatformerSteps(idleThenFall(cap - 400).inputs)!;
      const atCap = idleThenFall(cap - 400 + (cap - probe));
      const overCap = idleThenFall(cap - 400 + (cap - probe) + 1);
      expect(countPlatformerSteps(atCap.inputs)).toBe(cap);
      expect(countPlatformerSteps(overCap.inputs)).toBe(cap + 1);
      const [player] = await players(t.app, 1);

      const over = await post(t.app, player!.token, 'platformer', { version, score: 0, segments: [overCap] });
      expect(over.statusCode).toBe(422);
      expect(over.json()).toEqual({ success: false, message: MINI_GAME_RESULT_MESSAGES.tooLong });
      // Replayed to its end: the fall is real, the run simply never finishes.
      const under = await post(t.app, player!.token, 'platformer', { version, score: 0, segments: [atCap] });
      expect(under.statusCode).toBe(422);
      expect(under.json()).toEqual({ success: false, message: MINI_GAME_RESULT_MESSAGES.notFinished });
    },
    SLOW,
  );

  it(
    'let one account have at most two results being checked at once',
    async () => {
      const [player] = await players(t.app, 1);
      const answers = await Promise.all([1, 2, 3].map(() => post(t.app, player!.token, 'platformer', worst)));
      const refused = answers.filter((res) => res.statusCode === 429);
      expect(refused).toHaveLength(1);
      expect(refused[0]!.json()).toEqual({ success: false, message: MINI_GAME_RESULT_MESSAGES.stillChecking });
      for (const res of answers.filter((r) => r.statusCode !== 429)) expect([422, 503]).toContain(res.statusCode);
    },
    SLOW,
  );
});

describe('a replay over its time budget', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { REPLAY_TIME_BUDGET_MS: '1' } });
  });
  afterAll(() => t.close());

  it(
    'is stopped and answered 503 with a message and when to try again, never 500',
    async () => {
      const [player] = await players(t.app, 1);
      const res = await post(t.app, player!.token, 'platformer', worst);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ success: false, message: MINI_GAME_RESULT_MESSAGES.notCheckedInTime });
      expect(res.headers['retry-after']).toBe('5');
      // Refused by counting alone: on this budget a replay could only have ended in a 503.
      const issue = await post(t.app, player!.token, 'platformer', issueLog);
      expect(issue.statusCode).toBe(422);
      expect(issue.json()).toEqual({ success: false, message: MINI_GAME_RESULT_MESSAGES.tooLong });
    },
    SLOW,
  );
});

describe('the limits on results', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { REPLAY_RATE_LIMIT_IP: '3', REPLAY_RATE_LIMIT_ACCOUNT: '2', AUTH_RATE_LIMIT_IP: '1000' },
    });
  });
  afterAll(() => t.close());

  it('bind per address across accounts, and per account', async () => {
    const crowd = await players(t.app, 5);
    for (const player of crowd.slice(0, 3)) {
      expect(
        (await post(t.app, player.token, 'terminal', { moves: TERMINAL_WINNING_MOVES }, '10.0.0.7')).statusCode,
      ).toBe(200);
    }
    const fourth = await post(t.app, crowd[3]!.token, 'terminal', { moves: TERMINAL_WINNING_MOVES }, '10.0.0.7');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toMatch(/^Too many requests/);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    // The same account from another address is not held back by the first one's count.
    const elsewhere = await post(t.app, crowd[3]!.token, 'terminal', { moves: TERMINAL_WINNING_MOVES }, '10.0.0.8');
    expect(elsewhere.statusCode).toBe(200);
    // An account's own limit holds wherever it posts from.
    const last = crowd[4]!;
    const codes = [];
    for (const address of ['10.0.1.1', '10.0.1.2', '10.0.1.3']) {
      codes.push((await post(t.app, last.token, 'terminal', { moves: TERMINAL_WINNING_MOVES }, address)).statusCode);
    }
    expect(codes).toEqual([200, 409, 429]);
    expect(API_MESSAGES.retryAfter).toMatch(/^Too many requests/);
  });
});

describe('twenty players sending the costliest log at once', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A budget no busy machine runs out of: the queued replays all finish, the rest are turned away.
    t = await createTestApp({ env: { AUTH_RATE_LIMIT_IP: '1000', REPLAY_TIME_BUDGET_MS: '120000' } });
  });
  afterAll(() => t.close());

  it(
    'never block the event loop for as long as one replay takes, and health answers throughout',
    async () => {
      // What one replay costs on this machine now, run right here on the event loop as it once was.
      const started = performance.now();
      expect(replayPlatformer(worst.segments).ok).toBe(false);
      const inlineMs = performance.now() - started;

      const crowd = await players(t.app, 20);
      // The first replay starts the pool's thread: that is not what is measured.
      expect((await post(t.app, crowd[0]!.token, 'terminal', { moves: TERMINAL_WINNING_MOVES })).statusCode).toBe(200);

      const delay = monitorEventLoopDelay({ resolution: 5 });
      delay.enable();
      let flooding = true;
      const flood = Promise.all(
        crowd.map((player, i) => post(t.app, player.token, 'platformer', worst, `10.1.0.${i + 1}`)),
      ).finally(() => {
        flooding = false;
      });
      const health: number[] = [];
      while (flooding) {
        health.push((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      const answers = await flood;
      delay.disable();

      const maxBlockedMs = delay.max / 1e6;
      expect(maxBlockedMs, `one replay inline took ${inlineMs.toFixed(0)} ms`).toBeLessThan(inlineMs);
      expect(health.length, 'health answers while replays run').toBeGreaterThan(0);
      expect(health.every((status) => status === 200)).toBe(true);
      // Replayed to the end (422: the run never finishes), or refused at once while the pool was full.
      const replayed = answers.filter((res) => res.statusCode === 422);
      expect(replayed.length, answers.map((res) => res.statusCode).join()).toBeGreaterThan(0);
      for (const res of replayed) expect(res.json().message).toBe(MINI_GAME_RESULT_MESSAGES.notFinished);
      for (const res of answers.filter((r) => r.statusCode !== 422)) {
        expect(res.statusCode).toBe(503);
        expect([MINI_GAME_RESULT_MESSAGES.busy, MINI_GAME_RESULT_MESSAGES.notCheckedInTime]).toContain(
          res.json().message,
        );
      }
    },
    SLOW,
  );
});
