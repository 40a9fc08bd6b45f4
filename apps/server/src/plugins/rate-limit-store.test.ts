import { describe, expect, it } from 'vitest';
import type { RateLimitMode } from '@authentic/core';
import { LocalCounters, type Count } from './local-counters.js';
import { FallbackStore } from './rate-limit-store.js';
import type { SharedCounting } from './shared-counters.js';

const WINDOW = 60_000;

/** Redis as the store sees it: a mode, and counts kept in a Map (or a failure on demand). */
class FakeShared implements SharedCounting {
  mode: RateLimitMode = 'shared';
  failing = false;
  readonly counts = new Map<string, number>();
  calls = 0;
  async incr(key: string): Promise<Count> {
    this.calls += 1;
    if (this.failing) throw new Error('Command timed out');
    const current = (this.counts.get(key) ?? 0) + 1;
    this.counts.set(key, current);
    return { current, ttl: WINDOW };
  }
}

function clock() {
  let now = 1_000_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

const count = (store: FallbackStore, key: string) =>
  new Promise<Count>((resolve, reject) =>
    store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), WINDOW),
  );

async function counts(store: FallbackStore, key: string, times: number): Promise<number[]> {
  const seen = [];
  for (let i = 0; i < times; i += 1) seen.push((await count(store, key)).current);
  return seen;
}

describe('the fallback rate-limit store', () => {
  it('counts in memory when there is no Redis, in fixed windows', async () => {
    const time = clock();
    const store = new FallbackStore(undefined, 'p:', new LocalCounters(100, time.now));
    expect(await counts(store, 'a', 3)).toEqual([1, 2, 3]);
    expect(await counts(store, 'b', 1)).toEqual([1]);
    time.advance(WINDOW - 1);
    expect((await count(store, 'a')).ttl).toBe(1);
    time.advance(1);
    expect(await counts(store, 'a', 1)).toEqual([1]);
  });

  it('uses the shared counters while Redis answers, under its prefix', async () => {
    const shared = new FakeShared();
    const store = new FallbackStore(shared, 'authentic-rl:');
    shared.counts.set('authentic-rl:a', 7); // another instance's attempts
    expect(await counts(store, 'a', 2)).toEqual([8, 9]);
    expect(shared.counts.get('authentic-rl:a')).toBe(9);
  });

  it('keeps a lockout earned through Redis when Redis goes away', async () => {
    const shared = new FakeShared();
    const store = new FallbackStore(shared, '');
    shared.counts.set('alice', 10); // counted on other instances
    expect(await counts(store, 'alice', 1)).toEqual([11]);
    shared.mode = 'local';
    // Not asked at all while away: nothing waits for it.
    const callsBefore = shared.calls;
    expect(await counts(store, 'alice', 2)).toEqual([12, 13]);
    expect(shared.calls).toBe(callsBefore);
  });

  it('never fails a call: a command that fails is counted locally instead', async () => {
    const shared = new FakeShared();
    const store = new FallbackStore(shared, '');
    expect(await counts(store, 'k', 2)).toEqual([1, 2]);
    shared.failing = true; // the mode has not caught up yet
    expect(await counts(store, 'k', 2)).toEqual([3, 4]);
  });

  it('keeps counts made while Redis was away when it comes back empty, until their window ends', async () => {
    const time = clock();
    const shared = new FakeShared();
    const store = new FallbackStore(shared, '', new LocalCounters(100, time.now));
    shared.mode = 'local';
    expect(await counts(store, 'bob', 5)).toEqual([1, 2, 3, 4, 5]);
    shared.mode = 'shared'; // a restarted Redis knows nothing of them
    const back = await count(store, 'bob');
    expect(back.current).toBe(5);
    expect(shared.counts.get('bob')).toBe(1);
    time.advance(WINDOW);
    expect(await counts(store, 'bob', 1)).toEqual([2]); // Redis's own count rules again
  });

  it('gives each route its own counters, and createRateLimit limits their own', async () => {
    const shared = new FakeShared();
    const root = new FallbackStore(shared, 'rl:');
    const feedback = root.child({ routeInfo: { method: 'POST', url: '/api/feedback' } });
    const npcs = root.child({ routeInfo: { method: 'POST', url: '/api/npcs/:id/talk' } });
    const made = root.child({ routeInfo: {} });
    await counts(feedback, '10.0.0.1', 2);
    await counts(npcs, '10.0.0.1', 1);
    await counts(made, 'login:text:alice', 1);
    expect(Object.fromEntries(shared.counts)).toEqual({
      'rl:POST /api/feedback:10.0.0.1': 2,
      'rl:POST /api/npcs/:id/talk:10.0.0.1': 1,
      'rl:login:text:alice': 1,
    });
    expect(() => root.child({ continueExceeding: true })).toThrow(/not supported/);
  });
});

describe('local counters', () => {
  it('hold at most their capacity, dropping the least recently touched key', () => {
    const counters = new LocalCounters(3);
    counters.incr('attacked', WINDOW);
    counters.incr('b', WINDOW);
    counters.incr('attacked', WINDOW);
    counters.incr('c', WINDOW);
    counters.incr('d', WINDOW); // 'b' goes: 'attacked' was touched since
    expect(counters.size).toBe(3);
    expect(counters.incr('attacked', WINDOW).current).toBe(3);
    expect(counters.incr('b', WINDOW).current).toBe(1);
  });

  it('take the higher of a shared count and their own', () => {
    const time = clock();
    const counters = new LocalCounters(10, time.now);
    expect(counters.raise('k', { current: 4, ttl: 30_000 })).toEqual({ current: 4, ttl: 30_000 });
    counters.incr('k', WINDOW);
    expect(counters.raise('k', { current: 2, ttl: WINDOW })).toEqual({ current: 5, ttl: 30_000 });
    expect(counters.raise('k', { current: 9, ttl: 20_000 })).toEqual({ current: 9, ttl: 20_000 });
  });
});
