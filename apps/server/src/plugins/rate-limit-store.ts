import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { LocalCounters, type Count } from './local-counters.js';
import type { SharedCounting } from './shared-counters.js';

type Done = (error: Error | null, result?: Count) => void;

/** What @fastify/rate-limit really hands `child` (its types say RouteOptions): the merged limit options. */
interface ChildOptions {
  routeInfo?: { method?: unknown; url?: unknown };
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}

/**
 * The one store behind every limit (decision 0233): Redis's shared counters while they can be
 * used, this instance's own counters otherwise. It never fails a call — a limit that errors
 * would be skipped or answer 500 — and never waits for a Redis that is away: the shared side
 * answers at once or within its command timeout, and then the call is counted locally.
 *
 * While Redis answers, the local counters keep a copy of what it said (the higher of the two
 * wins), so a lockout earned through Redis holds here the moment Redis goes, and counts made
 * here while it was gone still hold when it comes back empty.
 */
export class FallbackStore implements FastifyRateLimitStore {
  constructor(
    private readonly shared: SharedCounting | undefined,
    private readonly prefix: string,
    private readonly local = new LocalCounters(),
  ) {}

  incr(key: string, done: Done, timeWindow: number): void {
    const shared = this.shared;
    if (!shared || shared.mode !== 'shared') {
      done(null, this.local.incr(key, timeWindow));
      return;
    }
    shared.incr(this.prefix + key, timeWindow).then(
      (count) => done(null, this.local.raise(key, count)),
      () => done(null, this.local.incr(key, timeWindow)),
    );
  }

  /** A route's limit (`config.rateLimit`) or one made by `app.createRateLimit`. */
  child(routeOptions: object): FallbackStore {
    const options = routeOptions as ChildOptions;
    if (options.continueExceeding || options.exponentialBackoff) {
      throw new Error('rate limits: continueExceeding and exponentialBackoff are not supported (decision 0233)');
    }
    const { method, url } = options.routeInfo ?? {};
    // Route limits keyed by address alone must not meet across routes; createRateLimit keys
    // carry their own name ('login:…', 'refresh:…').
    const scope = typeof url === 'string' && url ? `${String(method)} ${url}:` : '';
    return new FallbackStore(this.shared, this.prefix + scope);
  }
}

/** The `store` option of @fastify/rate-limit, which makes its root store with `new`. */
export function fallbackStore(shared: SharedCounting | undefined, prefix: string): FastifyRateLimitStoreCtor {
  return class extends FallbackStore {
    constructor() {
      super(shared, prefix);
    }
  };
}
