// The two shapes a query runs on: the database itself, or a transaction opened on it. Repositories take
// a `Queryable` so one function serves both; services open transactions with `transaction()`.
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/** A database or a transaction: both run the same queries. */
export type Queryable = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** An open transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Runs `work` in one transaction: all of its writes land, or none. */
export function transaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(work);
}

/**
 * Serialises the writes of one caller (`user:<id>` or `guest:<id>`) until the transaction ends, so two
 * of their purchases cannot both pass the "no membership, nothing in flight" checks.
 */
export async function lockScope(tx: Queryable, scope: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${scope}))`);
}
