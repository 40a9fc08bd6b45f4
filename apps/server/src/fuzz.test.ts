import type { RouteOptions } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/app.js';
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

function nested(levels: number, leaf: unknown, asArray: boolean): unknown {
  let value = leaf;
  for (let i = 0; i < levels; i += 1) value = asArray ? [value] : { a: value };
  return value;
}

const hostileScalar = fc.oneof(
  fc.constantFrom<unknown>(
    '\u0000',
    'a\u0000b',
    '\uD800',
    'x\uDC00',
    '',
    ' ',
    'x'.repeat(100_000),
    '__proto__',
    'constructor',
    '../../etc/passwd',
    "'; drop table users; --",
    '00000000-0000-0000-0000-000000000000',
    1e308,
    -1e308,
    -1,
    0,
    2 ** 53 + 1,
    -(2 ** 31) - 1,
    0.5,
    true,
    false,
    null,
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileScalar },
  fc.array(hostileScalar, { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), hostileScalar, { maxKeys: 4 }),
  fc.constantFrom(nested(200, 'deep', true), nested(200, 'deep', false), [], {}, [{}], { length: 1e9 }),
);

/** A JSON text: usually built from values, sometimes text JSON.stringify cannot make. */
function bodyText(keys: string[]): fc.Arbitrary<string> {
  const record =
    keys.length > 0
      ? fc.record(Object.fromEntries(keys.map((key) => [key, hostileValue])), { requiredKeys: [] })
      : fc.dictionary(fc.string({ maxLength: 8 }), hostileValue, { maxKeys: 4 });
  return fc.oneof(
    { weight: 6, arbitrary: record.map((value) => JSON.stringify(value)) },
    { weight: 2, arbitrary: hostileValue.map((value) => JSON.stringify(value) ?? 'null') },
    fc.constantFrom(
      '{"__proto__":{"admin":true}}',
      '{"constructor":{"prototype":{"admin":true}}}',
      '{"a":',
      '',
      'null',
      '"text"',
      '1e999',
      `{"name":"${'\\u0000'.repeat(3)}"}`,
      `{"text":"\\ud800"}`,
    ),
  );
}

function queryText(keys: string[]): fc.Arbitrary<string> {
  const names = keys.length > 0 ? fc.constantFrom(...keys) : fc.string({ maxLength: 8 });
  return fc
    .array(fc.tuple(names, hostileScalar), { maxLength: 4 })
    .map((pairs) => pairs.map(([k, v]) => `${encode(k)}=${encode(String(v))}`).join('&'));
}

const hostileSegment = fc.oneof(
  fc.constantFrom('%00', '%ED%A0%80', 'x'.repeat(5000), '-1', '1e308', '..', '%2F', 'null', 'ME', '__proto__'),
  fc.string({ minLength: 1, maxLength: 20 }).map(encode),
);

/** Percent-encodes like a client would; half a surrogate pair goes as its raw UTF-8 bytes. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

function stackTraceIn(body: string): boolean {
  return /\n\s+at |\.ts:\d+|node_modules/.test(body);
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
