// Which migrations the code knows (its journal) against which ones the database has run (drizzle's
// own table), so an instance never serves a schema it was not written for (issue 22): newer code
// migrates an older database at start-up; older code finding a newer database refuses to start, and
// a running instance whose database was migrated past it by a newer one reports not ready.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';

/** What the check needs of a database (db/client.ts opens one; a type of its own avoids a loop). */
export interface Executes {
  execute(query: SQL): Promise<unknown>;
}

/** node-postgres and PGlite both answer `execute` with `{ rows }`. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export interface SchemaVersion {
  /** Migrations applied (database) or known (code). */
  count: number;
  /** The last one's journal time (drizzle's `created_at`, the journal's `when`); 0 when none. */
  latest: number;
}

/** The code's migrations, read once from the journal beside them. */
export function codeSchemaVersion(migrationsFolder: string): SchemaVersion {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return { count: journal.entries.length, latest: Math.max(0, ...journal.entries.map((entry) => entry.when)) };
}

/** The migrations the database has run (none on an empty database). */
export async function databaseSchemaVersion(db: Executes): Promise<SchemaVersion> {
  const [exists] = rowsOf<{ present: boolean }>(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`),
  );
  if (!exists?.present) return { count: 0, latest: 0 };
  const [row] = rowsOf<{ count: number | string; latest: number | string | null }>(
    await db.execute(
      sql`select count(*) as count, coalesce(max(created_at), 0) as latest from drizzle.__drizzle_migrations`,
    ),
  );
  return { count: Number(row?.count ?? 0), latest: Number(row?.latest ?? 0) };
}

export type SchemaState = 'current' | 'older' | 'newer';

/** `newer`: the database ran a migration this code does not know; `older`: it lacks some of the code's. */
export function compareSchema(database: SchemaVersion, code: SchemaVersion): SchemaState {
  if (database.latest > code.latest || database.count > code.count) return 'newer';
  if (database.latest < code.latest || database.count < code.count) return 'older';
  return 'current';
}

export class SchemaMismatchError extends Error {
  override name = 'SchemaMismatchError';
}
