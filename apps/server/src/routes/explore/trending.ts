import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { recountWeekVisitors } from '../../db/explore-repository.js';
import { utcDay } from '../../db/world-social-repository.js';

export const TRENDING_DAYS = 7;
const DAY_MS = 86_400_000;
/** How often an instance recounts when the day has not changed (the trigger's misses heal then). */
export const RECOUNT_MS = 60 * 60_000;
/** How often it looks whether the UTC day changed. */
const LOOK_MS = 60_000;

/** The first UTC day of trending's 7. */
export const trendingSince = (nowMs: number): string => utcDay(nowMs - (TRENDING_DAYS - 1) * DAY_MS);

/**
 * Trending's count (decision 0273): `worlds.week_visitors` is raised by migration 0018's trigger as
 * visits come; each instance recounts every world when it starts, when the UTC day changes (a day
 * leaves the 7) and every RECOUNT_MS. Recounts are idempotent, so several instances may run them.
 * Returns the stop function.
 */
export function keepTrendingCounted(db: Db, log: Pick<FastifyBaseLogger, 'warn'>, now: () => number = Date.now) {
  let counted: { since: string; at: number } | null = null;
  let running = false;
  const look = async () => {
    const since = trendingSince(now());
    if (running || (counted && counted.since === since && now() - counted.at < RECOUNT_MS)) return;
    running = true;
    try {
      await recountWeekVisitors(db, since);
      counted = { since, at: now() };
    } catch (error) {
      log.warn({ err: error }, 'explore: trending was not recounted');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void look(), LOOK_MS);
  timer.unref();
  return { look, stop: () => clearInterval(timer) };
}
