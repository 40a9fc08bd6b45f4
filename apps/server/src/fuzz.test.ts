import type { RouteOptions } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/app.js';
import {
  hostileBodyText as bodyText,
  hostileQueryText as queryText,
  hostileSegment,
  stackTraceIn,
} from './test/hostile.js';
import { registerPlayer } from './test/users.js';

/**
 * Every route of the app, fed hostile values: no answer may be a 5xx or carry
 * a stack trace, and the app must still be healthy afterwards. Seeded, so a
 * failure replays; bounded, so the file runs in well under a minute.
 */
const SEED = 20_260_607;
const RUNS_PER_ROUTE = 40;

interface Route {
  method: string;
  url: string;
  bodyKeys: string[];
  queryKeys: string[];
}

/** The top-level keys of a zod object schema, when the route has one. */
function keysOf(schema: unknown): string[] {
  const shape = (schema as { shape?: unknown } | undefined)?.shape;
  return shape && typeof shape === 'object' ? Object.keys(shape) : [];
}

describe('fuzz: hostile input on every route', () => {
  let t: TestApp;
  const routes: Route[] = [];
  beforeAll(async () => {
    t = await createTestApp({
      env: { AUTH_RATE_LIMIT_IP: '100000', AUTH_RATE_LIMIT_IDENTIFIER: '100000' },
      onRoute: (route: RouteOptions) => {
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        const schema = route.schema as { body?: unknown; querystring?: unknown } | undefined;
        for (const method of methods) {
          if (method === 'HEAD' || route.url.includes('*')) continue;
          routes.push({
            method,
            url: route.url,
            bodyKeys: keysOf(schema?.body),
            queryKeys: keysOf(schema?.querystring),
          });
        }
      },
    });
  });
  afterAll(() => t.close());

  it('reads a route table that covers the API', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.some((r) => r.method === 'POST' && r.url === '/api/artifacts')).toBe(true);
  });

  it('never answers 5xx or shows a stack trace', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      // A fresh player per route: a route that ends sessions cannot blind the ones after it.
      const player = await registerPlayer(t.app);
      const withBody = route.method !== 'GET' && route.method !== 'DELETE';
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.oneof(hostileSegment, fc.constant(player.user.id), fc.constant(player.user.id.toUpperCase())), {
            minLength: 4,
            maxLength: 4,
          }),
          queryText(route.queryKeys),
          bodyText(route.bodyKeys),
          fc.boolean(),
          async (segments, query, body, signedIn) => {
            let index = 0;
            const path = route.url.replace(/:[A-Za-z]+/g, () => segments[index++ % segments.length]!);
            const res = await t.app.inject({
              method: route.method as 'GET',
              url: query ? `${path}?${query}` : path,
              headers: {
                ...(signedIn ? { authorization: `Bearer ${player.token}` } : {}),
                ...(withBody ? { 'content-type': 'application/json' } : {}),
              },
              ...(withBody ? { payload: body } : {}),
            });
            if (res.statusCode >= 500 || stackTraceIn(res.body)) {
              failures.push(
                `${route.method} ${path}?${query.slice(0, 200)} ${body.slice(0, 200)} -> ${res.statusCode}`,
              );
            }
            return true;
          },
        ),
        { seed: SEED, numRuns: RUNS_PER_ROUTE },
      );
    }
    expect(failures).toEqual([]);
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  }, 120_000);
});
