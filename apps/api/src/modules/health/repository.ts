// The database's readiness: the queries the health checks run.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Queryable } from '../../db/queryable.ts';
import { compareSchema, databaseSchemaVersion, type SchemaState, type SchemaVersion } from '../../db/schema-version.ts';

/** Resolves when the database answers; throws when it does not. */
export async function ping(db: Queryable): Promise<void> {
  await db.execute(sql`select 1`);
}

/** Whether the database runs the migrations `code` knows, more, or fewer (throws when it does not answer). */
export async function schemaState(db: Db, code: SchemaVersion): Promise<SchemaState> {
  return compareSchema(await databaseSchemaVersion(db), code);
}
