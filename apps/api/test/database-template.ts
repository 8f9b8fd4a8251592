// Vitest global setup: one migrated database per run, which every API test file then copies instead of
// starting an empty one and migrating it (on PGlite that start-up took ~8 s a file on 2 cores, a copy
// ~1 s). The template is made by the app's own openDatabase, so the migrations still run for real once
// a run (and on every start-up in server.test.ts); createTestDatabase (database.ts) opens each copy.
// - PGlite: a dump of the migrated data directory, written to a temporary file.
// - PostgreSQL (TEST_DATABASE_URL): a migrated database that `create database … template` copies.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';
import { onServer } from './postgres-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of a dump (`PGlite#dumpDataDir`) of a migrated PGlite database. */
    pgliteTemplate?: string;
    /** Name of a migrated database on the TEST_DATABASE_URL server. */
    postgresTemplate?: string;
  }
}

async function pgliteTemplate(dir: string): Promise<string> {
  const database = await openDatabase({});
  try {
    // drizzle's PGlite database keeps its client as `$client`.
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    const file = path.join(dir, 'pglite-template.tar');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    return file;
  } finally {
    await database.close();
  }
}

async function postgresTemplate(serverUrl: string): Promise<{ name: string; drop: () => Promise<void> }> {
  const name = `spc_test_template_${randomBytes(6).toString('hex')}`;
  const drop = () =>
    onServer(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`)).then(() => undefined);
  await onServer(serverUrl, (client) => client.query(`create database ${name}`));
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString() });
    await database.close();
  } catch (error) {
    await drop();
    throw error;
  }
  return { name, drop };
}

/** Only for the API projects of this run (the root config names them), so `--project web` waits for neither. */
export default async function databaseTemplates(project: TestProject): Promise<() => Promise<void>> {
  const running = (name: string) => project.vitest.projects.find((candidate) => candidate.name === name);
  const onPglite = running('api') !== undefined;
  const serverUrl = running('api-postgres')?.config.env.TEST_DATABASE_URL;
  const dir = await mkdtemp(path.join(os.tmpdir(), 'spc-test-db-'));
  // Both at once: the PGlite one is CPU-bound here, the PostgreSQL one mostly waits on the server.
  const [pglite, postgres] = await Promise.all([
    onPglite ? pgliteTemplate(dir) : undefined,
    serverUrl ? postgresTemplate(serverUrl) : undefined,
  ]);
  // Without them (another config, or a project not run here) createTestDatabase migrates a new one.
  if (pglite) project.provide('pgliteTemplate', pglite);
  if (postgres) project.provide('postgresTemplate', postgres.name);
  return async () => {
    await postgres?.drop();
    await rm(dir, { recursive: true, force: true });
  };
}
