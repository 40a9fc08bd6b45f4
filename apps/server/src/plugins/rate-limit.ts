import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { API_MESSAGES } from '@authentic/core';

export interface RateLimitOptions {
  /** With a Redis URL the counters are shared by every instance behind a load balancer. */
  redisUrl: string | undefined;
}

/**
 * Rate limiting is wired for every route but applies only where a route sets
 * `config.rateLimit` (global: false); each resource sets its own limits.
 */
export const rateLimitPlugin = fp<RateLimitOptions>(
  async (app, { redisUrl }) => {
    let redis: Redis | undefined;
    if (redisUrl) {
      const { Redis } = await import('ioredis');
      redis = new Redis(redisUrl, {
        connectTimeout: 2000,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: true,
        lazyConnect: true,
      });
      await redis.connect();
      app.addHook('onClose', async () => {
        await redis?.quit();
      });
    }
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: 'authentic-rl:' } : {}),
      // Keep the API answering when Redis hiccups: a lost counter is better than a 500.
      skipOnError: true,
      errorResponseBuilder: (_request, context) => ({
        statusCode: context.statusCode,
        success: false,
        message: API_MESSAGES.tooManyRequests,
      }),
    });
  },
  { name: 'rate-limit' },
);
