// A fresh, migrated database for one test file: in-memory PGlite, or — when TEST_DATABASE_URL is
// set — a new database created on that PostgreSQL server and dropped afterwards. Both are copies of
// the migrated template that database-template.ts (a global setup) made for the run, when it ran.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { onServer } from './postgres-server.ts';

/**
 * A new database on the TEST_DATABASE_URL server, or undefined when tests run on PGlite: empty, or a
 * copy of the `template` database when one is named.
 */
export async function createServerDatabase(
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> } | undefined> {
  const serverUrl = loadConfig().testDatabaseUrl;
  if (!serverUrl) return undefined;
  const name = `spc_test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, (client) =>
    client.query(`create database ${name}${template ? ` template ${template}` : ''}`),
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      onServer(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`)).then(
        () => undefined,
      ),
  };
}

export async function createTestDatabase(): Promise<Database> {
  const server = await createServerDatabase(inject('postgresTemplate'));
  if (!server) {
    const template = inject('pgliteTemplate');
    // migrate() still runs on the copy, and finds every migration applied.
    return openDatabase({ pgliteDump: template ? new Blob([await readFile(template)]) : undefined });
  }
  const database = await openDatabase({ databaseUrl: server.url });
  return {
    ...database,
    async close() {
      await database.close();
      await server.drop();
    },
  };
}
