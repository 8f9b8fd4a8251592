// Makes the database available to routes as `app.db`.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

export const dbPlugin = fp(async (app: FastifyInstance, { db }: { db: Db }) => {
  app.decorate('db', db);
});
