// The route of the gateway's notifications (POST /api/store/webhooks/{gateway}); the checks and what
// each notification changes are in webhooks.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../errors.ts';
import { receiveWebhook, WEBHOOK_BODY_LIMIT, webhookBodySchema, webhookResponseSchema } from './webhooks.ts';

/**
 * The route, in its own scope: the gateway posts `application/x-www-form-urlencoded` (parsed here
 * with URLSearchParams, no extra dependency) or JSON. It is called by the gateway, not a browser: it
 * carries no cookie and no Origin, which the auth plugin's origin check lets through.
 */
export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  app.post(
    '/webhooks/:gateway',
    {
      bodyLimit: WEBHOOK_BODY_LIMIT,
      schema: {
        tags: ['store'],
        summary: 'Payment gateway notifications (signed; each handled once)',
        params: z.object({ gateway: z.string().max(32) }),
        body: webhookBodySchema,
        response: { 200: webhookResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => receiveWebhook(app, request.params.gateway, request.body),
  );
};
