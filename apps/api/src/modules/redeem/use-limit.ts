// The limit on offer uses (issue 16; docs/api-member-offers.md "Limits"): revealing a code and asking
// for a tracked link record a click, a view and a saving, so each member and each client address may
// make only so many of them in a window (OFFER_USE_RATE_LIMIT); past either, 429 RATE_LIMITED with
// Retry-After. Counted in Redis across instances when REDIS_URL is set, else in the app's cache (per
// instance), like the card lookup limit.
import { RATE_LIMITED_MESSAGE } from '@spc/domain/auth';
import { countInWindow } from '../../adapters/redis.ts';
import type { Deps } from '../../deps.ts';
import { HttpError } from '../../errors.ts';

/** 429 RATE_LIMITED with the seconds to wait (the routes send them as Retry-After). */
export class UseLimitedError extends HttpError {
  constructor(readonly retryAfter: number) {
    super(429, 'RATE_LIMITED', RATE_LIMITED_MESSAGE);
  }
}

export interface UseLimiter {
  /** Counts one use against `key`; throws UseLimitedError once `max` uses are past in the window. */
  hit(key: string, max: number, windowMs: number, now: Date): Promise<void>;
}

interface Window {
  count: number;
  startedAt: number;
}

/** In the app's cache: one window per key; `now` decides when the window is over (tests move time). */
function memoryUseLimiter(deps: Pick<Deps, 'cache'>): UseLimiter {
  return {
    async hit(key, max, windowMs, now) {
      const window = await deps.cache.get<Window>(`offer-use:${key}`, windowMs, async () => ({
        count: 0,
        startedAt: now.getTime(),
      }));
      if (now.getTime() - window.startedAt >= windowMs) {
        window.count = 0;
        window.startedAt = now.getTime();
      }
      window.count += 1;
      if (window.count > max) {
        throw new UseLimitedError(Math.max(1, Math.ceil((window.startedAt + windowMs - now.getTime()) / 1000)));
      }
    },
  };
}

/** In Redis: one atomic count per key and window, shared by every instance. */
function redisUseLimiter(redis: NonNullable<Deps['redis']>): UseLimiter {
  return {
    async hit(key, max, windowMs) {
      const { count, ttlMs } = await countInWindow(redis, `offer-use:${key}`, windowMs);
      if (count > max) throw new UseLimitedError(Math.max(1, Math.ceil((ttlMs > 0 ? ttlMs : windowMs) / 1000)));
    },
  };
}

/** One limiter per dependency object (the app's, a test's): its cache or Redis holds the counts. */
const limiters = new WeakMap<object, UseLimiter>();

export function useLimiterOf(deps: Pick<Deps, 'cache' | 'redis'>): UseLimiter {
  let limiter = limiters.get(deps);
  if (!limiter) {
    limiter = deps.redis ? redisUseLimiter(deps.redis) : memoryUseLimiter(deps);
    limiters.set(deps, limiter);
  }
  return limiter;
}
