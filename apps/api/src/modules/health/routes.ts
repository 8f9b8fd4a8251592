// Health for load balancers and orchestrators (issue 22 item 1):
// - GET /api/health: the database answers (200) or not (503) — what one instance behind nothing needs.
// - GET /api/live: liveness, the process answers at all; never touches the database, so a slow
//   database does not get healthy instances killed.
// - GET /api/ready: readiness, send traffic here: not draining (SIGTERM turns it false first), the
//   database answers with the schema this code was written for, Redis answers when configured.
import { z } from 'zod';
import { ping, schemaState } from './repository.ts';
import { routes } from '../../plugins/routes.ts';

const READY_CHECKS = ['draining', 'database', 'schema', 'redis'] as const;

export const healthRoutes = routes('/api', async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database readiness',
        response: { 200: z.object({ status: z.literal('ok') }), 503: z.object({ status: z.literal('unavailable') }) },
      },
    },
    async (request, reply) => {
      try {
        await ping(app.db);
        return { status: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'database not ready');
        return reply.status(503).send({ status: 'unavailable' as const });
      }
    },
  );

  app.get(
    '/live',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers (never checks the database)',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: not draining, database and Redis answer, schema matches the code',
        response: {
          200: z.object({ status: z.literal('ready') }),
          503: z.object({ status: z.literal('not ready'), failing: z.array(z.enum(READY_CHECKS)) }),
        },
      },
    },
    async (request, reply) => {
      const failing: (typeof READY_CHECKS)[number][] = [];
      if (app.lifecycle.draining) failing.push('draining');
      const [database, redis] = await Promise.allSettled([
        schemaState(app.db, app.lifecycle.codeSchema),
        app.redis ? app.redis.ping() : Promise.resolve('PONG'),
      ]);
      if (database.status === 'rejected') {
        failing.push('database');
        request.log.error({ err: database.reason }, 'database not ready');
      } else if (database.value !== 'current') {
        failing.push('schema');
        request.log.error({ schema: database.value }, 'database schema does not match this code');
      }
      if (redis.status === 'rejected') {
        failing.push('redis');
        request.log.error({ err: redis.reason }, 'redis not ready');
      }
      if (failing.length > 0) return reply.status(503).send({ status: 'not ready' as const, failing });
      return { status: 'ready' as const };
    },
  );
});
