// The Idempotency-Key rows (docs/api-store.md "Idempotency"): a request's key within its caller's
// scope, started then done with the answer to replay. Kernel: every write that moves money uses them.
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import { idempotencyKeys } from '../db/schema/index.ts';
import type { Queryable } from '../db/queryable.ts';

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

export async function findKey(db: Queryable, scope: string, key: string): Promise<IdempotencyRow | undefined> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  return row;
}

/** Records a request as started; `orderNumber` ties it to the order the recovery job may settle. */
export async function insertStartedKey(
  db: Queryable,
  row: { scope: string; key: string; endpoint: string; requestHash: string; orderNumber: string | null; now: Date },
): Promise<void> {
  await db.insert(idempotencyKeys).values({
    scope: row.scope,
    key: row.key,
    endpoint: row.endpoint,
    requestHash: row.requestHash,
    state: 'started',
    response: row.orderNumber ? { order_number: row.orderNumber } : null,
    createdAt: row.now,
    updatedAt: row.now,
  });
}

export async function finishKey(
  db: Queryable,
  scope: string,
  key: string,
  statusCode: number,
  body: unknown,
  now: Date,
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ state: 'done', statusCode, response: body, updatedAt: now })
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
}

/** The recovery job finishes the request that was charging an order, so a retry replays the outcome. */
export async function finishKeysOfOrder(
  db: Queryable,
  orderNumber: string,
  statusCode: number,
  body: unknown,
  now: Date,
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ state: 'done', statusCode, response: body, updatedAt: now })
    .where(
      and(eq(idempotencyKeys.state, 'started'), sql`${idempotencyKeys.response} ->> 'order_number' = ${orderNumber}`),
    );
}

/** Forgets a started request that ended without an answer worth replaying (it may be retried as new). */
export async function deleteStartedKey(db: Queryable, scope: string, key: string): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key), eq(idempotencyKeys.state, 'started')));
}

/** Whether the caller has another payment under way (started after `since`) under a different key. */
export async function hasChargeInFlight(db: Queryable, scope: string, exceptKey: string, since: Date) {
  const rows = await db
    .select({ key: idempotencyKeys.key })
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.scope, scope),
        eq(idempotencyKeys.state, 'started'),
        ne(idempotencyKeys.key, exceptKey),
        gt(idempotencyKeys.createdAt, since),
        sql`${idempotencyKeys.response} ->> 'order_number' is not null`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}
