import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { API_MESSAGES } from '@authentic/core';
import { createTestApp, type TestApp } from '../test/app.js';
import { freePort } from '../test/server-process.js';

/** A route limited to `max` calls per minute, keyed by this test run only. */
function limitedRoute(key: string, max: number) {
  return (app: FastifyInstance) => {
    app.get(
      '/api/test/limited',
      { config: { rateLimit: { max, timeWindow: '1 minute', keyGenerator: () => key } } },
      async () => ({ success: true }),
    );
  };
}

const apps: TestApp[] = [];
afterAll(async () => {
  await Promise.all(apps.map((t) => t.close()));
});

describe('rate limiting', () => {
  it('answers 429 with a message once a route’s limit is spent', async () => {
    const t = await createTestApp({ beforeReady: limitedRoute(randomUUID(), 2) });
    apps.push(t);
    const codes: number[] = [];
    for (let i = 0; i < 3; i += 1)
      codes.push((await t.app.inject({ method: 'GET', url: '/api/test/limited' })).statusCode);
    expect(codes).toEqual([200, 200, 429]);
    const res = await t.app.inject({ method: 'GET', url: '/api/test/limited' });
    expect(res.json()).toEqual({ success: false, message: API_MESSAGES.tooManyRequests });
    expect(res.headers['retry-after']).toBeDefined();
  });

  it('leaves routes without a limit alone', async () => {
    const t = await createTestApp();
    apps.push(t);
    for (let i = 0; i < 30; i += 1) {
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    }
  });

  it('still limits, promptly, when the Redis it was given is not there (decision 0233)', async () => {
    const port = await freePort(); // nothing listens here
    const t = await createTestApp({
      env: { REDIS_URL: `redis://127.0.0.1:${port}` },
      beforeReady: limitedRoute(randomUUID(), 2),
    });
    apps.push(t);
    const health = (await t.app.inject({ method: 'GET', url: '/api/health' })).json<{ rateLimits: string }>();
    expect(health.rateLimits).toBe('local');
    const codes: number[] = [];
    const before = performance.now();
    for (let i = 0; i < 3; i += 1)
      codes.push((await t.app.inject({ method: 'GET', url: '/api/test/limited' })).statusCode);
    expect(codes).toEqual([200, 200, 429]);
    expect(performance.now() - before).toBeLessThan(1000);
  });

  const redisUrl = process.env.TEST_REDIS_URL;
  it.runIf(redisUrl)('shares counters between instances through Redis', async () => {
    const key = randomUUID();
    const env = { REDIS_URL: redisUrl };
    const first = await createTestApp({ env, beforeReady: limitedRoute(key, 3) });
    const second = await createTestApp({ env, beforeReady: limitedRoute(key, 3) });
    apps.push(first, second);
    for (const t of [first, second]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).toMatchObject({
        rateLimits: 'shared',
      });
    }
    const codes: number[] = [];
    for (const t of [first, second, first, second]) {
      codes.push((await t.app.inject({ method: 'GET', url: '/api/test/limited' })).statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 429]);
  });
});
