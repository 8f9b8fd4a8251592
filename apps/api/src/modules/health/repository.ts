// The database's readiness: the one query the health check runs.
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/queryable.ts';

/** Resolves when the database answers; throws when it does not. */
export async function ping(db: Queryable): Promise<void> {
  await db.execute(sql`select 1`);
}
