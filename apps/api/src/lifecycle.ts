// An instance's part in a cluster (issue 22): whether it is draining (SIGTERM: readiness turns false
// so the load balancer stops sending work, in-flight requests finish, then the process exits) and
// which schema its code was written for (readiness compares it with the database's).
import type { FastifyInstance } from 'fastify';
import { migrationsFolder } from './db/client.ts';
import { codeSchemaVersion, type SchemaVersion } from './db/schema-version.ts';

export interface Lifecycle {
  draining: boolean;
  codeSchema: SchemaVersion;
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

export function createLifecycle(): Lifecycle {
  return { draining: false, codeSchema: codeSchemaVersion(migrationsFolder) };
}

/**
 * Drains the instance: readiness answers 503 at once; after `drainSeconds` (long enough for the load
 * balancer's health checks to notice) the server stops accepting connections and waits for the
 * requests in flight (app.close), closing idle keep-alive connections.
 */
export async function drain(app: FastifyInstance, drainSeconds: number): Promise<void> {
  app.lifecycle.draining = true;
  if (drainSeconds > 0) await new Promise((resolve) => setTimeout(resolve, drainSeconds * 1000));
  await app.close();
}
