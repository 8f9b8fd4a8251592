// The OpenAPI document, generated from the routes' zod schemas: JSON at /api/docs/json, a browsable
// UI at /api/docs. In production both are off unless API_DOCS=on (issue 16: a map of every route is
// no business of a stranger's); the document is still built, so `app.swagger()` works in every mode.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const docsPlugin = fp(async (app: FastifyInstance, { serve }: { serve: boolean }) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'SPC API',
        description: 'The student discount card: partners, users, store, promos, careers and vip services.',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  if (serve) await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
