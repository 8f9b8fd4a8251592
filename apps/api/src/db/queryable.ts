// The two shapes a query runs on: the database itself, or a transaction opened on it. Repositories take
// a `Queryable` so one function serves both; services open transactions with `transaction()`.
import type { Db } from './client.ts';

/** A database or a transaction: both run the same queries. */
export type Queryable = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** An open transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Runs `work` in one transaction: all of its writes land, or none. */
export function transaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(work);
}
