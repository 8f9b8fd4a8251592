// The OpenAPI document, generated from the routes' zod schemas: JSON at /api/docs/json, a browsable
// UI at /api/docs. In production both are off unless API_DOCS=on (issue 16: a map of every route is
// no business of a stranger's); the document is still built, so `app.swagger()` works in every mode.
// The identity routes (/api/auth/*, mounted as one handler) are described by the identity library's
// own generator (Better Auth's open-api plugin, run here without mounting its endpoints), so the
// document — and the fuzz suite that walks it — covers every route.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { openAPI } from 'better-auth/plugins/open-api';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** Where the identity library is mounted (its basePath). */
const AUTH_PREFIX = '/api/auth';

interface OpenApiFragment {
  paths?: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, unknown> };
}

/** The identity routes' paths and schemas, as the identity library describes them. */
async function identityDocument(app: FastifyInstance): Promise<OpenApiFragment> {
  const context = await app.auth.$context;
  // The endpoint's handler only needs the library's context; it is called, never mounted.
  const generate = openAPI().endpoints.generateOpenAPISchema as unknown as (input: {
    context: unknown;
  }) => Promise<OpenApiFragment>;
  return generate({ context });
}

export const docsPlugin = fp(async (app: FastifyInstance, { serve }: { serve: boolean }) => {
  let identity: OpenApiFragment = {};
  app.addHook('onReady', async () => {
    identity = await identityDocument(app);
  });

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
    transformObject: (documentObject) => {
      const document = 'openapiObject' in documentObject ? documentObject.openapiObject : documentObject.swaggerObject;
      const paths: Record<string, unknown> = { ...document.paths };
      for (const [path, operations] of Object.entries(identity.paths ?? {})) {
        const tagged = Object.fromEntries(
          Object.entries(operations).map(([method, operation]) => [
            method,
            { ...(operation as object), tags: ['identity'] },
          ]),
        );
        paths[`${AUTH_PREFIX}${path}`] = tagged;
      }
      const components = (document as { components?: { schemas?: Record<string, unknown> } }).components ?? {};
      return {
        ...document,
        paths,
        components: { ...components, schemas: { ...identity.components?.schemas, ...components.schemas } },
      } as typeof document;
    },
  });
  if (serve) await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
