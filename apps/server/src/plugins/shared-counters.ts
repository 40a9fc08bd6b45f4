import type { FastifyBaseLogger } from 'fastify';
import type { Redis, RedisOptions } from 'ioredis';
import type { RateLimitMode } from '@authentic/core';
import type { Count } from './local-counters.js';

/** A Redis that answers slower than this is treated as away for that call (decision 0233). */
export const REDIS_COMMAND_TIMEOUT_MS = 250;
/** How long one connection attempt may take; requests never wait for it. */
export const REDIS_CONNECT_TIMEOUT_MS = 1000;

/** Reconnect and probe back-off: 200 ms, doubling, at most 2 s — a refused connect is cheap. */
export function retryDelayMs(attempt: number): number {
  return Math.min(100 * 2 ** Math.max(1, Math.min(attempt, 5)), 2000);
}

/**
 * Nothing waits for a Redis that is away: no offline queue, no resending a command after a
 * reconnect, a short timeout per command; the client reconnects by itself with back-off.
 */
export const REDIS_OPTIONS: RedisOptions = {
  lazyConnect: true,
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
  connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
  retryStrategy: retryDelayMs,
};

/** One fixed window per key: count the call, start the window on the first one. */
const COUNT_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { current, ttl }
`;

/** Counted by the probe after a failed command; its own key, gone after a second. */
const PROBE_KEY = 'authentic-rl:probe';

interface CountingRedis extends Redis {
  authenticCount(key: string, windowMs: number): Promise<[number, number]>;
}

/** What the fallback store needs of the shared counters (a fake in unit tests). */
export interface SharedCounting {
  readonly mode: RateLimitMode;
  /** Rejects at once, or within REDIS_COMMAND_TIMEOUT_MS, when Redis cannot count. */
  incr(key: string, windowMs: number): Promise<Count>;
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The rate-limit counters every instance shares in Redis, and whether they can be used now.
 * `mode` is `shared` from the connection's `ready` until it closes or a command fails; then
 * `local` (the callers count in memory) until ioredis has reconnected or, when the connection
 * stayed open but a command failed, a probe count with back-off succeeds again.
 *
 * The log says it once each way: one warning when the counters go local, one when they are
 * shared again — not one per request, not one per reconnect attempt.
 */
export class SharedCounters implements SharedCounting {
  private current: RateLimitMode = 'local';
  /** "Counting locally" was logged and "shared again" not yet. */
  private announced = false;
  private failures = 0;
  private probe: NodeJS.Timeout | undefined;
  private closing = false;

  constructor(
    private readonly redis: Redis,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
  ) {
    redis.defineCommand('authenticCount', { numberOfKeys: 1, lua: COUNT_SCRIPT });
    redis.on('ready', () => this.back());
    redis.on('close', () => this.lost('the connection closed'));
    // One per failed connect attempt while Redis is away; lost() logs only the first.
    redis.on('error', (error: unknown) => this.lost(reasonOf(error)));
  }

  /**
   * Connects, waiting only for the first outcome: `ready` (shared from the first request) or a
   * failure (a refused connect takes a millisecond; at most REDIS_CONNECT_TIMEOUT_MS for a host
   * that does not answer). Either way the server starts; ioredis goes on retrying by itself.
   */
  static async connect(url: string, log: Pick<FastifyBaseLogger, 'warn'>): Promise<SharedCounters> {
    const { Redis } = await import('ioredis');
    const redis = new Redis(url, REDIS_OPTIONS);
    const counters = new SharedCounters(redis, log);
    const outcomes = ['ready', 'error', 'close'];
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        for (const event of outcomes) redis.off(event, done);
        resolve();
      };
      const timer = setTimeout(done, REDIS_CONNECT_TIMEOUT_MS);
      for (const event of outcomes) redis.once(event, done);
      // A failure is reported through the 'error' and 'close' events too.
      redis.connect().catch(done);
    });
    return counters;
  }

  get mode(): RateLimitMode {
    return this.current;
  }

  async incr(key: string, windowMs: number): Promise<Count> {
    try {
      const [current, ttl] = await (this.redis as CountingRedis).authenticCount(key, windowMs);
      this.failures = 0;
      return { current, ttl };
    } catch (error) {
      this.lost(reasonOf(error));
      // A timeout or an error reply on an open connection: no 'ready' will come, so ask.
      if (this.redis.status === 'ready') this.probeLater();
      throw error;
    }
  }

  /** One PING; rejects at once while the connection is down, or after REDIS_COMMAND_TIMEOUT_MS. */
  async ping(): Promise<void> {
    await this.redis.ping();
  }

  async close(): Promise<void> {
    this.closing = true;
    clearTimeout(this.probe);
    if (this.redis.status === 'ready') {
      await this.redis.quit().catch(() => this.redis.disconnect());
    } else {
      this.redis.disconnect();
    }
  }

  private lost(reason: string): void {
    if (this.closing) return;
    if (this.current === 'shared' || !this.announced) {
      this.log.warn(
        { reason },
        'rate limits: Redis is unavailable; each instance counts in its own memory until it is back',
      );
      this.announced = true;
    }
    this.current = 'local';
  }

  private back(): void {
    if (this.closing) return;
    clearTimeout(this.probe);
    this.probe = undefined;
    const wasAnnounced = this.announced;
    this.current = 'shared';
    this.announced = false;
    if (wasAnnounced) this.log.warn('rate limits: Redis is back; counters are shared again');
  }

  private probeLater(): void {
    if (this.probe || this.closing) return;
    this.failures += 1;
    this.probe = setTimeout(() => {
      this.probe = undefined;
      // Closed meanwhile: the reconnect's 'ready' brings the counters back instead.
      if (this.redis.status !== 'ready') return;
      // The real script, not a PING: a Redis that answers PING but refuses to count (out of
      // memory, say) stays local instead of flapping back and forth.
      (this.redis as CountingRedis).authenticCount(PROBE_KEY, 1000).then(
        () => this.back(),
        () => this.probeLater(),
      );
    }, retryDelayMs(this.failures));
    this.probe.unref();
  }
}
