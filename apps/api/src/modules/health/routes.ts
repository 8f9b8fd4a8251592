// GET /api/health: 200 once the database answers, 503 otherwise (load balancers read it).
import { z } from 'zod';
import { ping } from './repository.ts';
import { routes } from '../../plugins/routes.ts';

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
});
