// Issue 22: one instance's write empties every instance's caches. `app.invalidateCaches()` clears this
// process's reference-data cache, response cache and page cache, and — with REDIS_URL — publishes on a
// Redis channel every other instance listens to, so they clear theirs within moments instead of when
// their entries expire (up to a minute). Outside the server (a re-seed), `publishCacheInvalidation`
// sends the same message. Without Redis there is one instance and nothing to tell.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Config } from '../config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Empties the caches of every instance (this one at once, the others through Redis). */
    invalidateCaches(): Promise<void>;
    /**
     * Adds a process cache of a module (the pictures resolved by key, issue 20) that every invalidation
     * empties too, this instance's or another's. Call it once the app is ready (an `onReady` hook).
     */
    onCacheInvalidation(clear: () => void): void;
  }
}

/** The channel, under the deployment's key prefix (ioredis prefixes keys, not channels). */
export function cacheChannel(keyPrefix: string): string {
  return `${keyPrefix}cache-invalidate`;
}

/** Tells every running instance to empty its caches (the seed CLI, after a re-seed). */
export async function publishCacheInvalidation(redisUrl: string, keyPrefix: string): Promise<number> {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    return await redis.publish(cacheChannel(keyPrefix), 'cli');
  } finally {
    redis.disconnect();
  }
}

export const cacheBusPlugin = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  const self = randomUUID();
  const moduleCaches: (() => void)[] = [];
  app.decorate('onCacheInvalidation', (clear: () => void) => {
    moduleCaches.push(clear);
  });
  const clearLocal = () => {
    for (const clear of moduleCaches) clear();
    app.cache.clear();
    app.responseCache.clear();
    if (app.hasDecorator('pageCache')) app.pageCache.clear();
  };
  const publisher = app.redis;
  const channel = cacheChannel(config.redisKeyPrefix);
  app.decorate('invalidateCaches', async () => {
    clearLocal();
    if (publisher) await publisher.publish(channel, self);
  });
  if (!config.redisUrl) return;
  // A connection in subscriber mode can do nothing else: one of its own.
  const subscriber = new Redis(config.redisUrl, { lazyConnect: true });
  subscriber.on('error', (error: Error) => app.log.error({ err: error }, 'cache invalidation channel failed'));
  subscriber.on('message', (_channel: string, from: string) => {
    if (from === self) return;
    clearLocal();
    app.log.info({ from }, 'caches emptied on another instance’s write');
  });
  await subscriber.connect();
  await subscriber.subscribe(channel);
  app.addHook('onClose', async () => {
    subscriber.disconnect();
  });
});
