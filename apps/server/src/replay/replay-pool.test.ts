import { afterAll, describe, expect, it } from 'vitest';
import { costliestPlatformerLog } from '@authentic/core';
import { windingWorld } from '../test/winding-world.js';
import { createReplayPool } from './replay-pool.js';
import type { ReplayTask } from './replay-worker.js';

/** The real pool and worker thread (from source, through tsx), as the routes use them (decision 0231). */
const SLOW = 120_000;
const costliest: ReplayTask = { game: 'platformer', body: costliestPlatformerLog() };
const terminal: ReplayTask = { game: 'terminal', body: { moves: [1, 1, 1, 1].map((choice) => ({ choice })) } };

describe('the replay pool', () => {
  const pool = createReplayPool({ threads: 1, queue: 1, timeBudgetMs: 60_000 });
  afterAll(() => pool.close());

  it(
    'replays on its thread and answers with the verdict',
    async () => {
      expect(await pool.run(terminal)).toEqual({ kind: 'done', verdict: { ok: true } });
      expect(await pool.run(costliest)).toEqual({ kind: 'done', verdict: { ok: false, reason: 'not-finished' } });
    },
    SLOW,
  );

  it(
    'ends a replay over its budget, and the next one runs on a new thread',
    async () => {
      expect(await pool.run(costliest, 1)).toEqual({ kind: 'timeout' });
      expect(await pool.run(terminal)).toEqual({ kind: 'done', verdict: { ok: true } });
    },
    SLOW,
  );

  it(
    'checks a world on its thread, and ends a check over its budget',
    async () => {
      const answer = await pool.checkWorld(windingWorld(4, 2, { x: 8, y: 124 }), 60_000);
      expect(answer.kind === 'done' && answer.problems.map(({ code, x, y }) => ({ code, x, y }))).toEqual([
        { code: 'npcWallsOff', x: 7, y: 123 },
        { code: 'npcWallsOff', x: 7, y: 123 },
      ]);
      expect(await pool.checkWorld(windingWorld(4, 1), 1)).toEqual({ kind: 'timeout' });
      expect(await pool.checkWorld(windingWorld(4, 1), 60_000)).toEqual({ kind: 'done', problems: [] });
    },
    SLOW,
  );

  it(
    'turns a replay away at once when its thread is busy and its queue full',
    async () => {
      const answers = await Promise.all([costliest, costliest, costliest].map((task) => pool.run(task)));
      expect(answers.map((answer) => answer.kind).sort()).toEqual(['busy', 'done', 'done']);
      expect(pool.full).toBe(false);
    },
    SLOW,
  );
});
