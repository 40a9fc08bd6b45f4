import { STORY_LIMITS } from '@authentic/core';
import type { ReplayPool } from './replay-pool.js';
import type { StoryTurnTask } from './replay-worker.js';

/**
 * Past the story's own budget, how long the pool waits before it ends the thread: a turn stops
 * itself after STORY_LIMITS.turnMs, and this covers the wait for a thread and the copying.
 */
const THREAD_MARGIN_MS = 2000;

/**
 * A world's ink story on the replay threads (decision 0283): compiling at save, and each turn a
 * signed-in player plays. A story never runs on the event loop, so /api/health answers whatever
 * a story does; the pool's signal ends a thread that runs past its budget.
 */
export function storyRunner(pool: Pick<ReplayPool, 'compileStory' | 'playStory'>) {
  return {
    compile: (source: string) => pool.compileStory(source, STORY_LIMITS.compileMs),
    play: (task: Omit<StoryTurnTask, 'budget'>) =>
      pool.playStory(
        { ...task, budget: { ms: STORY_LIMITS.turnMs, lines: STORY_LIMITS.linesPerTurn } },
        STORY_LIMITS.turnMs + THREAD_MARGIN_MS,
      ),
  };
}

export type StoryRunner = ReturnType<typeof storyRunner>;
