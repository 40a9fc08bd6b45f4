import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthSchema, type Health } from '@authentic/core';
import { createTestDatabase, type TestDatabase } from './test/app.js';
import { hasRedisServer, startRedis, type OwnRedis } from './test/redis-server.js';
import { freePort, startServer, stop, waitForHealth, type Started } from './test/server-process.js';
import { plainLetters } from './test/users.js';

const FELL_BACK = 'rate limits: Redis is unavailable; each instance counts in its own memory until it is back';
const BACK = 'rate limits: Redis is back; counters are shared again';
/** Far above a prompt answer (tens of ms), far below the 2–11 s calls took before decision 0233. */
const PROMPT_MS = 1500;

const occurrences = (text: string, line: string) => text.split(line).length - 1;

/**
 * Waits for the server's log to hold `line` exactly `count` times. Health can tell a change before
 * the log line that says it has come through the child's pipe, which lags on a busy machine.
 */
const logged = (instance: Instance, line: string, count: number) =>
  expect.poll(() => occurrences(instance.started.output(), line), { timeout: 10_000 }).toBe(count);

interface Instance {
  started: Started;
  base: string;
}

/** Sends one request and answers its status, body and how long it took. */
async function timed(instance: Instance, url: string, json?: unknown) {
  const before = performance.now();
  const res = await fetch(`${instance.base}${url}`, {
    method: json === undefined ? 'GET' : 'POST',
    signal: AbortSignal.timeout(10_000),
    ...(json === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(json) }),
  });
  const body: unknown = await res.json();
  return { status: res.status, body, ms: performance.now() - before };
}

async function health(instance: Instance): Promise<Health> {
  return healthSchema.parse((await timed(instance, '/api/health')).body);
}

async function healthUntil(instance: Instance, rateLimits: Health['rateLimits'], timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await health(instance)).rateLimits !== rateLimits) {
    if (Date.now() > deadline) throw new Error(`health did not say rateLimits: ${rateLimits}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Issue 22 part 6 (decision 0233): a real server process with REDIS_URL pointing at a
 * redis-server of this test's own, which the test kills (SIGKILL) and starts again.
 */
describe.skipIf(!hasRedisServer)('rate limits when Redis fails (skipped: no redis-server on this machine)', () => {
  let t: TestDatabase;
  let redisPort: number;
  let redis: OwnRedis | undefined;
  let server: Instance | undefined;
  const id = `${plainLetters(Date.now())}${plainLetters(process.pid)}`;
  const player = { username: `locked_${id}`, email: `locked_${id}@example.com`, password: 'secret-words' };
  const wrong = (identifier: string) => ({ identifier, password: 'not-the-password' });

  const launch = async (env: Record<string, string>): Promise<Instance> => {
    const port = await freePort();
    const started = startServer({
      ...t.serverEnv,
      PORT: String(port),
      HOST: '127.0.0.1',
      AUTH_RATE_LIMIT_IDENTIFIER: '3',
      ...env,
    });
    expect((await waitForHealth(port, started)).status).toBe(200);
    return { started, base: `http://127.0.0.1:${port}` };
  };

  beforeAll(async () => {
    t = await createTestDatabase();
    await t.database.close();
    redisPort = await freePort();
  }, 60_000);

  afterAll(async () => {
    if (server) await stop(server.started);
    await redis?.kill();
    await t.dispose();
  });

  it('keeps the lockout and answers promptly when Redis is killed, and shares again when it is back', async () => {
    redis = await startRedis(redisPort);
    server = await launch({ REDIS_URL: redis.url });
    expect((await health(server)).rateLimits).toBe('shared');
    expect((await timed(server, '/api/auth/register', player)).status).toBe(201);

    // Locked out through Redis: AUTH_RATE_LIMIT_IDENTIFIER is 3.
    const codes = [];
    for (let i = 0; i < 4; i += 1) codes.push((await timed(server, '/api/auth/login', wrong(player.username))).status);
    expect(codes).toEqual([401, 401, 401, 429]);

    await redis.kill('SIGKILL');
    // At once, before anything had time to notice: the lockout holds (by username, by e-mail,
    // even with the right password) and every limited call answers without waiting for Redis.
    const calls = [
      await timed(server, '/api/auth/login', wrong(player.username)),
      await timed(server, '/api/auth/login', wrong(player.email.toUpperCase())),
      await timed(server, '/api/auth/login', { identifier: player.email, password: player.password }),
    ];
    expect(calls.map((call) => call.status)).toEqual([429, 429, 429]);
    const others = [
      await timed(server, '/api/auth/login', wrong(`someone_${id}`)),
      await timed(server, '/api/auth/forgot-password', { email: `someone_${id}@example.com` }),
    ];
    expect(others.map((call) => call.status)).toEqual([401, 200]);
    for (const call of [...calls, ...others]) expect(call.ms).toBeLessThan(PROMPT_MS);

    // Health says the limits are local, and the log says so — once, not once per request.
    await healthUntil(server, 'local', 2000);
    for (let i = 0; i < 5; i += 1) await timed(server, '/api/auth/login', wrong(`more_${i}_${id}`));
    await logged(server, FELL_BACK, 1);
    expect(occurrences(server.started.output(), BACK)).toBe(0);

    // Redis again on the same port (empty): shared again without a restart of the server.
    redis = await startRedis(redisPort);
    await healthUntil(server, 'shared', 10_000);
    await logged(server, BACK, 1);
    expect(occurrences(server.started.output(), FELL_BACK)).toBe(1);
    // The lockout this instance knew still holds, though the new Redis never saw it.
    expect((await timed(server, '/api/auth/login', wrong(player.username))).status).toBe(429);
    // New attempts are counted in Redis again.
    const fresh = `fresh_${id}`;
    expect((await timed(server, '/api/auth/login', wrong(fresh))).status).toBe(401);
    const client = new Redis(redis.url, { lazyConnect: true });
    try {
      await client.connect();
      const keys = await client.keys('authentic-rl:*');
      expect(keys.some((key) => key.includes(`login:text:${fresh}`))).toBe(true);
    } finally {
      client.disconnect();
    }
  }, 90_000);

  it('starts with Redis down, answers with local limits, and connects once Redis appears', async () => {
    if (server) await stop(server.started);
    await redis?.kill();
    const port = await freePort(); // nothing listens here
    server = await launch({ REDIS_URL: `redis://127.0.0.1:${port}` });
    expect((await health(server)).rateLimits).toBe('local');
    const codes = [];
    for (let i = 0; i < 4; i += 1) {
      const call = await timed(server, '/api/auth/login', wrong(`boot_${id}`));
      expect(call.ms).toBeLessThan(PROMPT_MS);
      codes.push(call.status);
    }
    expect(codes).toEqual([401, 401, 401, 429]);
    await logged(server, FELL_BACK, 1);

    redis = await startRedis(port);
    await healthUntil(server, 'shared', 10_000);
    await logged(server, BACK, 1);
    expect(occurrences(server.started.output(), FELL_BACK)).toBe(1);
  }, 90_000);
});
