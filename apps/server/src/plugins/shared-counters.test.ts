import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/server-process.js';
import { hasRedisServer, startRedis, type OwnRedis } from '../test/redis-server.js';
import { REDIS_COMMAND_TIMEOUT_MS, REDIS_CONNECT_TIMEOUT_MS, SharedCounters } from './shared-counters.js';

const FELL_BACK = 'rate limits: Redis is unavailable; each instance counts in its own memory until it is back';
const BACK = 'rate limits: Redis is back; counters are shared again';

/** A logger that keeps the warnings' messages. */
function recorder() {
  const lines: string[] = [];
  const log = {
    warn: (first: unknown, second?: unknown) => {
      lines.push(typeof first === 'string' ? first : String(second));
    },
  };
  return { lines, log: log as never };
}

async function until(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Decision 0233, against a real redis-server of this test's own (started, SIGKILLed and
 * restarted here; the Redis other tests share is never touched).
 */
describe.skipIf(!hasRedisServer)('shared counters in Redis (skipped: no redis-server on this machine)', () => {
  let redis: OwnRedis | undefined;
  let counters: SharedCounters | undefined;
  afterAll(async () => {
    await counters?.close();
    await redis?.kill();
  });

  it('starts without Redis, connects later, falls back and comes back, saying so once each way', async () => {
    const port = await freePort();
    const { lines, log } = recorder();

    // Nothing listens yet: the start does not wait for a connect timeout.
    const started = performance.now();
    counters = await SharedCounters.connect(`redis://127.0.0.1:${port}`, log);
    expect(performance.now() - started).toBeLessThan(REDIS_CONNECT_TIMEOUT_MS);
    expect(counters.mode).toBe('local');
    await expect(counters.incr('k', 60_000)).rejects.toThrow();
    expect(lines).toEqual([FELL_BACK]);

    // Redis appears: the client's own retries find it.
    redis = await startRedis(port);
    await until(() => counters!.mode === 'shared', 10_000);
    expect(lines).toEqual([FELL_BACK, BACK]);
    const key = `test:${Date.now()}`;
    expect((await counters.incr(key, 60_000)).current).toBe(1);
    const second = await counters.incr(key, 60_000);
    expect(second.current).toBe(2);
    expect(second.ttl).toBeGreaterThan(55_000);
    expect(second.ttl).toBeLessThanOrEqual(60_000);

    // Killed: local at once, and every call fails fast rather than waiting for Redis.
    await redis.kill('SIGKILL');
    await until(() => counters!.mode === 'local', 2000);
    for (let i = 0; i < 20; i += 1) {
      const before = performance.now();
      await expect(counters.incr(key, 60_000)).rejects.toThrow();
      expect(performance.now() - before).toBeLessThan(REDIS_COMMAND_TIMEOUT_MS);
    }
    // Restarted on the same port (empty): shared again without anyone asking.
    redis = await startRedis(port);
    await until(() => counters!.mode === 'shared', 10_000);
    expect((await counters.incr(key, 60_000)).current).toBe(1);
    // One line when it fell back, one when it was back — not one per call or per retry.
    expect(lines).toEqual([FELL_BACK, BACK, FELL_BACK, BACK]);

    // Hung with its connection open: a call gives up after the command timeout, and a probe
    // with back-off finds it again once it answers.
    redis.pause();
    try {
      const before = performance.now();
      await expect(counters.incr(key, 60_000)).rejects.toThrow(/timed out/);
      expect(performance.now() - before).toBeLessThan(REDIS_COMMAND_TIMEOUT_MS + 500);
      expect(counters.mode).toBe('local');
    } finally {
      redis.resume();
    }
    await until(() => counters!.mode === 'shared', 10_000);
    expect((await counters.incr(key, 60_000)).current).toBeGreaterThanOrEqual(2);
    expect(lines).toEqual([FELL_BACK, BACK, FELL_BACK, BACK, FELL_BACK, BACK]);

    // Answering but refusing to count (out of memory): local, and it stays so — no flapping
    // back and forth on every probe — until Redis counts again.
    const admin = new Redis(redis.url);
    try {
      await admin.config('SET', 'maxmemory-policy', 'noeviction');
      await admin.config('SET', 'maxmemory', '1');
      await expect(counters.incr(key, 60_000)).rejects.toThrow(/OOM/);
      await new Promise((resolve) => setTimeout(resolve, 1500)); // several probes
      expect(counters.mode).toBe('local');
      await admin.config('SET', 'maxmemory', '0');
      await until(() => counters!.mode === 'shared', 10_000);
    } finally {
      admin.disconnect();
    }
    expect(lines).toEqual([FELL_BACK, BACK, FELL_BACK, BACK, FELL_BACK, BACK, FELL_BACK, BACK]);
  }, 40_000);
});
