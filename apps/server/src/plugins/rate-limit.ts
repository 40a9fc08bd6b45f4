import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { API_MESSAGES, type RateLimitMode } from '@authentic/core';
import { fallbackStore } from './rate-limit-store.js';
import { SharedCounters } from './shared-counters.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where this instance's rate-limit counters are right now (`/api/health` says it). */
    rateLimitMode(): RateLimitMode;
    /** One round-trip to Redis (readiness asks it); undefined when there is no REDIS_URL. */
    pingRedis: (() => Promise<void>) | undefined;
  }
}

export interface RateLimitOptions {
  /** With a Redis URL the counters are shared by every instance behind a load balancer. */
  redisUrl: string | undefined;
}

/** Prefix of every counter in Redis. */
export const REDIS_KEY_PREFIX = 'authentic-rl:';

/**
 * Rate limiting is wired for every route but applies only where a route sets
 * `config.rateLimit` (global: false); each resource sets its own limits.
 *
 * Every limit counts through one store: in Redis while it answers, in this instance's memory
 * while it does not (decision 0233). The start does not wait for Redis.
 */
export const rateLimitPlugin = fp<RateLimitOptions>(
  async (app, { redisUrl }) => {
    const shared = redisUrl ? await SharedCounters.connect(redisUrl, app.log) : undefined;
    if (shared) app.addHook('onClose', () => shared.close());
    app.decorate('rateLimitMode', () => shared?.mode ?? 'local');
    app.decorate('pingRedis', shared ? () => shared.ping() : undefined);
    await app.register(rateLimit, {
      global: false,
      store: fallbackStore(shared, REDIS_KEY_PREFIX),
      // The store never fails a call (it counts locally instead), so nothing is ever skipped:
      // an error here would be a bug, and a limit that skips lets a lockout disappear.
      skipOnError: false,
      errorResponseBuilder: (_request, context) => ({
        statusCode: context.statusCode,
        success: false,
        message: API_MESSAGES.tooManyRequests,
      }),
    });
  },
  { name: 'rate-limit' },
);
