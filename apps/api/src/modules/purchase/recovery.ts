// The recovery job (docs/api-store.md "Consistency"): an order still pending a while after its
// checkout began either was charged and lost its commit — it is completed from the gateway's record
// (one payment, one card) — or was never charged, and is marked failed with its code given back. The
// request that was charging it is finished too, so a retry with its key replays the outcome.
import { STORE_ERRORS } from '@spc/domain/store';
import * as repo from './repository.ts';
import { completeOrder, deliverReceipt, releaseCodes } from './orders.ts';
import type { Deps } from '../../deps.ts';
import * as idempotencyKeys from '../../idempotency/repository.ts';

/** What these calls need (deps.ts): routes pass the app, jobs and tests a plain object. */
export type RecoveryDeps = Pick<Deps, 'db' | 'config' | 'mail' | 'payments' | 'log' | 'cardOnFile'>;

/** Orders younger than this may still be in a checkout's hands. */
export const RECOVERY_AGE_MS = 2 * 60_000;
const BATCH = 50;

export interface RecoveryOptions {
  now?: Date;
  /** Only orders untouched for this long (default two minutes). */
  olderThanMs?: number;
}

export interface RecoveryReport {
  /** Order numbers completed from a charge found at the gateway. */
  completed: string[];
  /** Order numbers marked failed: no charge at the gateway. */
  failed: string[];
  /** Order numbers left for the next run (the gateway or the database did not answer). */
  skipped: string[];
}

export async function recoverPendingOrders(
  deps: RecoveryDeps,
  { now = new Date(), olderThanMs = RECOVERY_AGE_MS }: RecoveryOptions = {},
): Promise<RecoveryReport> {
  const report: RecoveryReport = { completed: [], failed: [], skipped: [] };
  const stale = await repo.findStalePendingOrders(deps.db, new Date(now.getTime() - olderThanMs), BATCH);
  for (const order of stale) {
    try {
      const charge = order.totalCents > 0 ? await deps.payments.findTransactionByOrderId(order.orderNumber) : null;
      if (charge?.succeeded) {
        const completed = await completeOrder(deps, order.id, charge, now);
        if (completed) {
          report.completed.push(order.orderNumber);
          deps.log.info({ order_number: order.orderNumber }, 'pending order completed from its charge');
          deliverReceipt(deps, completed);
        }
        continue;
      }
      const closed = await repo.transaction(deps.db, async (tx) => {
        const done = await repo.closeUnpaidOrder(
          tx,
          order.id,
          'failed',
          'PAYMENT_FAILED',
          'No charge was found at the gateway for this order.',
          now,
        );
        if (!done) return false;
        await releaseCodes(tx, order);
        await idempotencyKeys.finishKeysOfOrder(
          tx,
          order.orderNumber,
          502,
          { error: 'PAYMENT_FAILED', message: STORE_ERRORS.PAYMENT_FAILED },
          now,
        );
        return true;
      });
      if (closed) report.failed.push(order.orderNumber);
    } catch (error) {
      deps.log.warn({ err: error, order_number: order.orderNumber }, 'could not settle a pending order');
      report.skipped.push(order.orderNumber);
    }
  }
  return report;
}
