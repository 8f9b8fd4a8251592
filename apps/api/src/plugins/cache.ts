// Makes the in-process reference-data cache available to routes as `app.cache`.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMemoryCache, type Cache } from '../cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    cache: Cache;
  }
}

export const cachePlugin = fp(async (app: FastifyInstance) => {
  app.decorate('cache', createMemoryCache());
});
