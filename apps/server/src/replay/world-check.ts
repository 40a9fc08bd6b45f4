import { checkWorldDoc, worldDocCells, type WorldDoc } from '@authentic/core';
import type { Config } from '../config.js';
import type { ReplayPool, WorldCheckAnswer } from './replay-pool.js';

/**
 * core's checkWorldDoc for the server (decision 0259): linear in a world's cells, so a small world
 * is checked on the event loop at once (a few milliseconds at most) and a big one on the replay
 * threads within a time budget, 'busy' when they and their queue are full.
 */
export function worldChecker(pool: Pick<ReplayPool, 'checkWorld'>, limits: Config['worldCheck']) {
  return async (doc: WorldDoc): Promise<WorldCheckAnswer> =>
    worldDocCells(doc) <= limits.inlineCells
      ? { kind: 'done', problems: checkWorldDoc(doc) }
      : pool.checkWorld(doc, limits.timeBudgetMs);
}

export type WorldChecker = ReturnType<typeof worldChecker>;
