// POST /api/store/webhooks/{gateway}: the gateway's notifications (docs/api-store.md "Store"). Each is
// verified by the gateway adapter, refused when older than a day, handled once (a replay is answered
// `duplicate: true` and changes nothing) and in one transaction with its record, so a notification
// whose handling fails is not marked seen and the gateway's retry handles it.
import { createHash } from 'node:crypto';
import { addMonths, MEMBERSHIP_DURATION_MONTHS, STORE_ERRORS } from '@spc/domain/store';
import { z } from 'zod';
import { WebhookSignatureError, type WebhookNotification } from '../../adapters/payments/gateway.ts';
import { HttpError } from '../../errors.ts';
import { setAutoRenew } from '../account/service.ts';
import { cancelCards, findCard, setCardExpiry } from '../membership-card/service.ts';
import { orderRows } from '../purchase/service.ts';
import * as repo from './repository.ts';
import type { Deps } from '../../deps.ts';

/** What these calls need (deps.ts): routes pass the app, jobs and tests a plain object. */
export type WebhookDeps = Pick<Deps, 'db' | 'payments' | 'log'>;

/** Older notifications are refused: with the signature, a captured one cannot be replayed later. */
export const WEBHOOK_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** A Braintree notification is a few kilobytes of base64 XML. */
export const WEBHOOK_BODY_LIMIT = 262_144;

export const webhookBodySchema = z.object({
  bt_signature: z.string().min(1).max(4096),
  bt_payload: z.string().min(1).max(WEBHOOK_BODY_LIMIT),
});
export const webhookResponseSchema = z.object({ received: z.literal(true), duplicate: z.boolean() });
export type WebhookAnswer = z.infer<typeof webhookResponseSchema>;

const invalidSignature = () => new HttpError(400, 'WEBHOOK_SIGNATURE_INVALID', STORE_ERRORS.WEBHOOK_SIGNATURE_INVALID);

/** Checks, de-duplicates and handles one notification. */
export async function receiveWebhook(
  deps: WebhookDeps,
  gatewayName: string,
  body: { bt_signature: string; bt_payload: string },
  now = new Date(),
): Promise<WebhookAnswer> {
  if (gatewayName !== deps.payments.name) throw new HttpError(404, 'NOT_FOUND', 'Unknown payment gateway.');
  let notification: WebhookNotification;
  try {
    notification = await deps.payments.parseWebhook(body.bt_signature, body.bt_payload);
  } catch (error) {
    if (!(error instanceof WebhookSignatureError)) deps.log.warn({ err: error }, 'webhook could not be parsed');
    throw invalidSignature();
  }
  if (now.getTime() - notification.timestamp.getTime() > WEBHOOK_MAX_AGE_MS) {
    throw new HttpError(400, 'WEBHOOK_EXPIRED', STORE_ERRORS.WEBHOOK_EXPIRED);
  }
  const id = createHash('sha256').update(body.bt_payload, 'utf8').digest('hex');
  const handled = await deps.db.transaction(async (tx) => {
    const fresh = await repo.recordWebhookEvent(tx, {
      id,
      gateway: deps.payments.name,
      kind: notification.kind.slice(0, 64),
      subjectId: notification.subjectId?.slice(0, 64) ?? null,
      receivedAt: now,
    });
    if (fresh) await handle(deps, tx, notification, now);
    return fresh;
  });
  deps.log.info({ kind: notification.kind, duplicate: !handled }, 'gateway notification');
  return { received: true, duplicate: !handled };
}

/**
 * What each notification changes:
 * - transaction_settled: the payment's settled_at;
 * - transaction_settlement_declined: the payment is marked so and its order failed; a purchase's card
 *   is cancelled, a renewal's 12 months are taken back and the subscription is past due;
 * - dispute_opened: the payment is marked disputed (the membership stays until the dispute is decided);
 * - payment_method_revoked_by_customer: our card on file goes, auto-renew off, subscription cancelled;
 * - check and anything else: acknowledged.
 */
async function handle(deps: WebhookDeps, tx: repo.Tx, notification: WebhookNotification, now: Date) {
  const gateway = deps.payments.name;
  const { subjectId, orderId } = notification;
  switch (notification.kind) {
    case 'transaction_settled': {
      const found = await orderRows.lockPaymentFor(tx, gateway, subjectId, orderId);
      if (found) await orderRows.markPaymentSettled(tx, found.payment.id, notification.timestamp);
      return;
    }
    case 'transaction_settlement_declined': {
      const found = await orderRows.lockPaymentFor(tx, gateway, subjectId, orderId);
      if (found) await takeBackSettlement(tx, found, STORE_ERRORS.PAYMENT_DECLINED, now);
      return;
    }
    case 'dispute_opened': {
      // The subject is the dispute; its transaction is found by order number (or, in the sandbox, id).
      const found = await orderRows.lockPaymentFor(tx, gateway, subjectId, orderId);
      if (found) await orderRows.markPaymentDisputed(tx, found.payment.id);
      return;
    }
    case 'payment_method_revoked_by_customer': {
      if (subjectId) await revokePaymentMethod(tx, gateway, subjectId, now);
      return;
    }
    default:
      return;
  }
}

/**
 * The bank refused to settle a charge we had counted as paid: the payment says so and the order is
 * failed (purchase's rows), and what it bought is taken back — a purchase's card is cancelled; a
 * renewal's 12 months are removed again (membership-card's rows) and its term is open again with the
 * subscription past due (`message`).
 */
async function takeBackSettlement(
  tx: repo.Tx,
  found: { payment: orderRows.PaymentRow; order: repo.OrderRow },
  message: string,
  now: Date,
) {
  const { order } = found;
  if (!(await orderRows.takeBackSettlement(tx, found, message, now)) || order.cardId === null) return;
  if (order.kind === 'renewal') {
    const card = await findCard(tx, order.cardId);
    if (card?.expiryDate) {
      await setCardExpiry(tx, card.id, addMonths(card.expiryDate, -MEMBERSHIP_DURATION_MONTHS));
    }
    await repo.reopenRenewal(tx, order, message, now);
  } else {
    await cancelCards(tx, [order.cardId], { keepPrimary: true });
  }
}

/**
 * The customer revoked the vaulted method at the gateway: our card on file goes, auto-renew goes off
 * (account's flag) and the subscription is cancelled.
 */
async function revokePaymentMethod(tx: repo.Tx, gateway: string, token: string, now: Date) {
  const userIds = await repo.deletePaymentMethodByToken(tx, gateway, token);
  if (userIds.length === 0) return;
  await setAutoRenew(tx, userIds, false, now);
  await repo.cancelSubscriptions(tx, userIds, now);
}
