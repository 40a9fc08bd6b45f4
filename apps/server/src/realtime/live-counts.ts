import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { REDIS_OPTIONS } from './seams.js';
import { busSeal } from './bus-seal.js';
import { REMOTE_SILENT_MS } from './bus.js';
import type { PresenceHub } from './hub.js';

/**
 * How many players are in each world on every instance (Explore's 'live', issue 34, decision 0273).
 *
 * Each instance writes its own players per world (only the ones connected to it) to
 * `presence:live:<instance>` every LIVE_MS, a signed value that expires after REMOTE_SILENT_MS
 * (a dead instance's players stop counting), and names itself in the sorted set `presence:live`
 * scored by when it last wrote. A read sums the instances heard of in the last REMOTE_SILENT_MS,
 * this one's from memory; it is reused for READ_KEPT_MS. Without Redis, or while it is away, the
 * answer is what this instance knows (`hub.liveWorlds`).
 */
export const LIVE_MS = 2000;
export const READ_KEPT_MS = 1000;
const INSTANCES = 'presence:live';
const OWN = 'presence:live:';

export interface LiveCounts {
  read(): Promise<Map<string, number>>;
  close(): Promise<void>;
}

/** This instance's own players in each world (remote ones heard on the bus are left to their instance). */
export function localWorldCounts(hub: PresenceHub): Map<string, number> {
  const live = new Map<string, number>();
  for (const [key, room] of hub.rooms) {
    if (!key.startsWith('world:') || room.locals.size === 0) continue;
    const worldId = key.slice('world:'.length, key.indexOf(':', 'world:'.length));
    live.set(worldId, (live.get(worldId) ?? 0) + room.locals.size);
  }
  return live;
}

export function startLiveCounts(
  hub: PresenceHub,
  url: string,
  log: Pick<FastifyBaseLogger, 'warn'>,
  key: Buffer,
): LiveCounts {
  const instance = randomBytes(6).toString('hex');
  const seal = busSeal(key, log);
  let redis: Redis | undefined;
  let closing = false;
  let kept: { at: number; counts: Promise<Map<string, number>> } | null = null;
  const ignore = () => undefined;

  const write = () => {
    if (redis?.status !== 'ready') return;
    const now = Date.now();
    const own = OWN + instance;
    const value = seal.seal(own, JSON.stringify(Object.fromEntries(localWorldCounts(hub))));
    redis
      .multi()
      .set(own, value, 'PX', REMOTE_SILENT_MS)
      .zadd(INSTANCES, now, instance)
      .zremrangebyscore(INSTANCES, '-inf', now - REMOTE_SILENT_MS)
      .exec()
      .catch(ignore);
  };

  const readAll = async (): Promise<Map<string, number>> => {
    const counts = localWorldCounts(hub);
    if (redis?.status !== 'ready') return hub.liveWorlds();
    const others = (await redis.zrangebyscore(INSTANCES, Date.now() - REMOTE_SILENT_MS, '+inf')).filter(
      (id) => id !== instance,
    );
    if (others.length === 0) return counts;
    const values = await redis.mget(...others.map((id) => OWN + id));
    values.forEach((value, index) => {
      const text = value && seal.open(OWN + others[index]!, value);
      if (!text) return;
      for (const [worldId, n] of Object.entries(JSON.parse(text) as Record<string, number>)) {
        if (Number.isInteger(n) && n > 0) counts.set(worldId, (counts.get(worldId) ?? 0) + n);
      }
    });
    return counts;
  };

  void (async () => {
    const { Redis } = await import('ioredis');
    if (closing) return;
    redis = new Redis(url, REDIS_OPTIONS);
    redis.on('error', ignore);
    redis.on('ready', write);
    redis.connect().catch(ignore);
  })().catch((error: unknown) => log.warn({ err: error }, 'live counts: could not start'));
  const timer = setInterval(write, LIVE_MS);
  timer.unref();

  return {
    read() {
      const now = Date.now();
      if (!kept || now - kept.at > READ_KEPT_MS) {
        // A failed read answers what this instance knows, and is not kept.
        const counts = readAll().catch(() => {
          kept = null;
          return hub.liveWorlds();
        });
        kept = { at: now, counts };
      }
      return kept.counts;
    },
    async close() {
      closing = true;
      clearInterval(timer);
      if (redis?.status === 'ready')
        await redis
          .multi()
          .del(OWN + instance)
          .zrem(INSTANCES, instance)
          .exec()
          .catch(ignore);
      redis?.disconnect();
    },
  };
}
