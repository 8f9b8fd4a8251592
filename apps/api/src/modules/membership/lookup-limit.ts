// The card lookup limit (docs/api-membership.md "Card rules"): a security code has only 1 000 values,
// so each caller (user, else address) may try `CARD_LOOKUP_ATTEMPTS_PER_HOUR` wrong number/code pairs
// an hour; after that every lookup is refused, a right pair too, until the hour has passed. Counted in
// Redis across instances when REDIS_URL is set, else in the app's cache (per instance).
import { RATE_LIMITED_MESSAGE } from '@spc/domain/auth';
import { CARD_LOOKUP_ATTEMPTS_PER_HOUR } from '@spc/domain/membership';
import type { Deps } from '../../deps.ts';
import { HttpError } from '../../errors.ts';

export const LOOKUP_WINDOW_MS = 60 * 60_000;

/** 429 RATE_LIMITED with the seconds to wait (the routes send them as Retry-After and `retry_after`). */
export class LookupLimitedError extends HttpError {
  constructor(readonly retryAfter: number) {
    super(429, 'RATE_LIMITED', RATE_LIMITED_MESSAGE);
  }
}

export interface LookupLimiter {
  /** Seconds until `caller` may look a card up again; 0 when they may now. */
  retryAfter(caller: string, now: Date): Promise<number>;
  /** Counts one wrong pair; the first one opens the caller's hour. */
  recordFailure(caller: string, now: Date): Promise<void>;
}

interface Window {
  count: number;
  startedAt: number;
}

/**
 * In the app's cache: one mutable window per caller, kept for the hour. `now` decides when the hour
 * is over (so tests can move time); the cache entry's own expiry only frees memory.
 */
export function memoryLookupLimiter(deps: Pick<Deps, 'cache'>): LookupLimiter {
  const windowOf = (caller: string, now: Date) =>
    deps.cache.get<Window>(`card-lookup:${caller}`, LOOKUP_WINDOW_MS, async () => ({
      count: 0,
      startedAt: now.getTime(),
    }));
  const fresh = (window: Window, now: Date) => {
    if (now.getTime() - window.startedAt >= LOOKUP_WINDOW_MS) {
      window.count = 0;
      window.startedAt = now.getTime();
    }
    return window;
  };
  return {
    async retryAfter(caller, now) {
      const window = fresh(await windowOf(caller, now), now);
      if (window.count < CARD_LOOKUP_ATTEMPTS_PER_HOUR) return 0;
      return Math.max(1, Math.ceil((window.startedAt + LOOKUP_WINDOW_MS - now.getTime()) / 1000));
    },
    async recordFailure(caller, now) {
      const window = fresh(await windowOf(caller, now), now);
      if (window.count === 0) window.startedAt = now.getTime();
      window.count += 1;
    },
  };
}

/** In Redis: a counter per caller that expires an hour after its first wrong pair. */
export function redisLookupLimiter(redis: NonNullable<Deps['redis']>): LookupLimiter {
  const key = (caller: string) => `card-lookup:${caller}`;
  return {
    async retryAfter(caller) {
      const [count, ttl] = await Promise.all([redis.get(key(caller)), redis.pttl(key(caller))]);
      if (Number(count ?? 0) < CARD_LOOKUP_ATTEMPTS_PER_HOUR) return 0;
      return Math.max(1, Math.ceil((ttl > 0 ? ttl : LOOKUP_WINDOW_MS) / 1000));
    },
    async recordFailure(caller) {
      const count = await redis.incr(key(caller));
      if (count === 1) await redis.pexpire(key(caller), LOOKUP_WINDOW_MS);
    },
  };
}

/** One limiter per dependency object (the app's, a test's): its cache or Redis holds the counts. */
const limiters = new WeakMap<object, LookupLimiter>();

export function lookupLimiterOf(deps: Pick<Deps, 'cache' | 'redis'>): LookupLimiter {
  let limiter = limiters.get(deps);
  if (!limiter) {
    limiter = deps.redis ? redisLookupLimiter(deps.redis) : memoryLookupLimiter(deps);
    limiters.set(deps, limiter);
  }
  return limiter;
}
