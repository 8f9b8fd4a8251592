// A module's routes with the spec's URL prefix they answer under, written in the module's routes file
// (docs/decisions/014-api-modules.md); app.ts mounts them in its one list.
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export interface Routes {
  /** The spec's prefix, exactly: `/api/partners`, `/api/users`, `/api/store`, `/api/promos`… */
  prefix: string;
  plugin: FastifyPluginAsyncZod;
}

export const routes = (prefix: string, plugin: FastifyPluginAsyncZod): Routes => ({ prefix, plugin });

/** Registers a module's routes under their prefix. */
export async function mount(app: FastifyInstance, { prefix, plugin }: Routes): Promise<void> {
  await app.register(plugin, { prefix });
}
