/** One key's count in the current fixed window. */
export interface Count {
  current: number;
  /** Milliseconds until the window ends and the count starts again at zero. */
  ttl: number;
}

interface Entry {
  current: number;
  resetAtMs: number;
}

/** Keys one set of counters holds at most; past it the least recently used goes first. */
export const LOCAL_COUNTER_CAPACITY = 20_000;

/**
 * Fixed-window counters in this process's memory: the rate limits of an instance without
 * Redis, and of one whose Redis is away (decision 0233). While Redis answers, `raise` keeps a
 * copy of what it said, so a lockout already earned holds the moment Redis goes away.
 *
 * Bounded: a Map in least-recently-used order (a touched key moves to the end); when it is full
 * the oldest goes. A key being hammered is touched on every attempt, so it is the last to go.
 */
export class LocalCounters {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly capacity = LOCAL_COUNTER_CAPACITY,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one more call of `key` in a window of `windowMs`. */
  incr(key: string, windowMs: number): Count {
    const nowMs = this.now();
    const entry = this.alive(key, nowMs);
    if (entry) {
      entry.current += 1;
      return this.store(key, entry, nowMs);
    }
    return this.store(key, { current: 1, resetAtMs: nowMs + windowMs }, nowMs);
  }

  /**
   * Takes in what the shared counters said (`current` calls, window ending in `ttl` ms) and
   * answers the higher of that and what this instance already knew: counts made here while
   * Redis was away are not forgotten when it comes back empty.
   */
  raise(key: string, shared: Count): Count {
    const nowMs = this.now();
    const entry = this.alive(key, nowMs);
    if (entry && entry.current > shared.current) return this.store(key, entry, nowMs);
    return this.store(key, { current: shared.current, resetAtMs: nowMs + Math.max(0, shared.ttl) }, nowMs);
  }

  /** How many keys are held (tests). */
  get size(): number {
    return this.entries.size;
  }

  private alive(key: string, nowMs: number): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.resetAtMs > nowMs) return entry;
    if (entry) this.entries.delete(key);
    return undefined;
  }

  private store(key: string, entry: Entry, nowMs: number): Count {
    this.entries.delete(key);
    if (this.entries.size >= this.capacity) {
      // Least recently touched: an attacker's key is touched on every try and stays.
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, entry);
    return { current: entry.current, ttl: entry.resetAtMs - nowMs };
  }
}
