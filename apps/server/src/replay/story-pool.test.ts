import { afterAll, describe, expect, it } from 'vitest';
import { createReplayPool } from './replay-pool.js';
import { storyRunner } from './story-runner.js';

/** A world's story on the real pool and worker thread (from source, through tsx), as the routes use it (decision 0283). */
const SLOW = 120_000;
const SOURCE = '=== hello ===\nHi. # give: Key\n-> END\n=== spin ===\n- (top)\n-> top\n';

describe('stories on the replay pool', () => {
  const pool = createReplayPool({ threads: 1, queue: 1, timeBudgetMs: 60_000 });
  afterAll(() => pool.close());

  const compiled = async () => {
    const answer = await pool.compileStory(SOURCE, 60_000);
    if (answer.kind !== 'done' || !answer.value.ok) throw new Error(JSON.stringify(answer));
    return answer.value.compiled;
  };

  it(
    'compiles and plays a turn on its thread',
    async () => {
      const runner = storyRunner(pool);
      const turn = await runner.play({ compiled: await compiled(), state: null, action: { knot: 'hello' } });
      expect(turn.kind === 'done' && turn.value).toMatchObject({
        ok: true,
        lines: [{ text: 'Hi.', tags: ['give: Key'] }],
      });
    },
    SLOW,
  );

  it(
    'stops a looping story by its own budget; past that, the pool ends the thread and the next turn runs',
    async () => {
      const story = await compiled();
      const runner = storyRunner(pool);
      const looped = await runner.play({ compiled: story, state: null, action: { knot: 'spin' } });
      expect(looped).toEqual({ kind: 'done', value: { ok: false, reason: 'over-budget' } });
      // A turn whose own budget would let it run for a minute: the pool's signal ends its thread.
      const runaway = { compiled: story, state: null, action: { knot: 'spin' }, budget: { ms: 60_000, lines: 10 } };
      const started = performance.now();
      expect(await pool.playStory(runaway, 500)).toEqual({ kind: 'timeout' });
      expect(performance.now() - started).toBeLessThan(5_000);
      // A new thread starts from source (tsx) in seconds: its start is not the turn's time here.
      const hello = { compiled: story, state: null, action: { knot: 'hello' }, budget: { ms: 1000, lines: 10 } };
      const next = await pool.playStory(hello, 60_000);
      expect(next.kind === 'done' && next.value.ok).toBe(true);
    },
    SLOW,
  );
});
