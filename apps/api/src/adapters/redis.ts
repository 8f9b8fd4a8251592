// The shared store behind rate limits when REDIS_URL is set (DESIGN "cache / rate limits"), so several
// instances count one client together: one ioredis connection per process, every key under a prefix.
import { Redis } from 'ioredis';
import { ConfigError } from '../config.ts';

export type { Redis } from 'ioredis';

/** Every key the product writes starts with this unless REDIS_KEY_PREFIX says otherwise. */
export const DEFAULT_REDIS_KEY_PREFIX = 'spc:';

/** A configuration problem to the server: it prints the message and stops. */
export class RedisConnectionError extends ConfigError {
  override name = 'RedisConnectionError';
}

export interface RedisOptions {
  url: string;
  keyPrefix: string;
  /** Where connection trouble after start-up goes (ioredis reconnects on its own). */
  onError?: (error: Error) => void;
  connectTimeoutMs?: number;
}

/** The URL without its password, for messages. */
export function redactRedisUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'the configured REDIS_URL';
  }
}

/**
 * Opens the connection and waits until Redis answers, so a wrong REDIS_URL stops the start with a
 * clear error instead of failing the first rate-limited request.
 */
export async function connectRedis({ url, keyPrefix, onError, connectTimeoutMs = 5000 }: RedisOptions): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    keyPrefix,
    connectTimeout: connectTimeoutMs,
    // A rate limit waits for one retry at most, then the request fails (fastify-rate-limit's advice).
    maxRetriesPerRequest: 1,
  });
  let started = false;
  let lastError: Error | undefined;
  redis.on('error', (error: Error) => {
    lastError = error;
    if (started) onError?.(error);
  });
  try {
    await redis.connect();
    await redis.ping();
    started = true;
  } catch (error) {
    redis.disconnect();
    const reason = (lastError ?? (error as Error)).message;
    throw new RedisConnectionError(`Could not connect to Redis at ${redactRedisUrl(url)} (REDIS_URL): ${reason}`, {
      cause: error,
    });
  }
  return redis;
}

/** Closes the connection, after the replies still due, and waits until the socket is gone. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'end') return;
  const ended = new Promise<void>((resolve) => redis.once('end', () => resolve()));
  try {
    await redis.quit();
  } catch {
    redis.disconnect();
  }
  await ended;
}

export interface WindowCount {
  /** Requests counted in the current window, this one included. */
  count: number;
  /** Milliseconds before the window ends and the count starts again. */
  ttlMs: number;
}

// INCR, then start the window if the key has none (a new key, or one that lost its expiry).
const COUNT_IN_WINDOW = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

/**
 * Counts one request against `key` in a fixed window that starts with the first request, atomically
 * (one script), so concurrent instances cannot all pass on a stale count.
 */
export async function countInWindow(redis: Redis, key: string, windowMs: number): Promise<WindowCount> {
  const reply = (await redis.eval(COUNT_IN_WINDOW, 1, key, Math.max(1, Math.ceil(windowMs)))) as [number, number];
  return { count: Number(reply[0]), ttlMs: Number(reply[1]) };
}

/** True for the first caller of `key` until it expires (SET NX PX): once per period across instances. */
export async function claimOnce(redis: Redis, key: string, ttlMs: number): Promise<boolean> {
  return (await redis.set(key, '1', 'PX', Math.max(1, Math.ceil(ttlMs)), 'NX')) === 'OK';
}
