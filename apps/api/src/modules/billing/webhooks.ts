// POST /api/store/webhooks/{gateway}: the gateway's notifications (docs/api-store.md "Store"). Each is
// verified by the gateway adapter, refused when older than a day, handled once (a replay is answered
// `duplicate: true` and changes nothing) and in one transaction with its record, so a notification
// whose handling fails is not marked seen and the gateway's retry handles it.
import { createHash } from 'node:crypto';
import { addMonths, MEMBERSHIP_DURATION_MONTHS, STORE_ERRORS } from '@spc/domain/store';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WebhookSignatureError, type WebhookNotification } from '../../adapters/payments/gateway.ts';
import { errorResponseSchema, HttpError } from '../../errors.ts';
import * as repo from './repository.ts';

/** Older notifications are refused: with the signature, a captured one cannot be replayed later. */
export const WEBHOOK_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** A Braintree notification is a few kilobytes of base64 XML. */
const WEBHOOK_BODY_LIMIT = 262_144;

export const webhookBodySchema = z.object({
  bt_signature: z.string().min(1).max(4096),
  bt_payload: z.string().min(1).max(WEBHOOK_BODY_LIMIT),
});
export const webhookResponseSchema = z.object({ received: z.literal(true), duplicate: z.boolean() });
export type WebhookAnswer = z.infer<typeof webhookResponseSchema>;

const invalidSignature = () => new HttpError(400, 'WEBHOOK_SIGNATURE_INVALID', STORE_ERRORS.WEBHOOK_SIGNATURE_INVALID);

/** Checks, de-duplicates and handles one notification. */
export async function receiveWebhook(
  app: FastifyInstance,
  gatewayName: string,
  body: { bt_signature: string; bt_payload: string },
  now = new Date(),
): Promise<WebhookAnswer> {
  if (gatewayName !== app.payments.name) throw new HttpError(404, 'NOT_FOUND', 'Unknown payment gateway.');
  let notification: WebhookNotification;
  try {
    notification = await app.payments.parseWebhook(body.bt_signature, body.bt_payload);
  } catch (error) {
    if (!(error instanceof WebhookSignatureError)) app.log.warn({ err: error }, 'webhook could not be parsed');
    throw invalidSignature();
  }
  if (now.getTime() - notification.timestamp.getTime() > WEBHOOK_MAX_AGE_MS) {
    throw new HttpError(400, 'WEBHOOK_EXPIRED', STORE_ERRORS.WEBHOOK_EXPIRED);
  }
  const id = createHash('sha256').update(body.bt_payload, 'utf8').digest('hex');
  const handled = await app.db.transaction(async (tx) => {
    const fresh = await repo.recordWebhookEvent(tx, {
      id,
      gateway: app.payments.name,
      kind: notification.kind.slice(0, 64),
      subjectId: notification.subjectId?.slice(0, 64) ?? null,
      receivedAt: now,
    });
    if (fresh) await handle(app, tx, notification, now);
    return fresh;
  });
  app.log.info({ kind: notification.kind, duplicate: !handled }, 'gateway notification');
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
async function handle(app: FastifyInstance, tx: repo.Tx, notification: WebhookNotification, now: Date) {
  const gateway = app.payments.name;
  const { subjectId, orderId } = notification;
  switch (notification.kind) {
    case 'transaction_settled': {
      const found = await repo.findPaymentFor(tx, gateway, subjectId, orderId);
      if (found) await repo.markSettled(tx, found.payment.id, notification.timestamp);
      return;
    }
    case 'transaction_settlement_declined': {
      const found = await repo.findPaymentFor(tx, gateway, subjectId, orderId);
      if (found) {
        await repo.takeBackSettlement(
          tx,
          found,
          (expiry) => addMonths(expiry, -MEMBERSHIP_DURATION_MONTHS),
          STORE_ERRORS.PAYMENT_DECLINED,
          now,
        );
      }
      return;
    }
    case 'dispute_opened': {
      // The subject is the dispute; its transaction is found by order number (or, in the sandbox, id).
      const found = await repo.findPaymentFor(tx, gateway, subjectId, orderId);
      if (found) await repo.markDisputed(tx, found.payment.id);
      return;
    }
    case 'payment_method_revoked_by_customer': {
      if (subjectId) await repo.revokePaymentMethod(tx, gateway, subjectId, now);
      return;
    }
    default:
      return;
  }
}

/**
 * The route, in its own scope: the gateway posts `application/x-www-form-urlencoded` (parsed here
 * with URLSearchParams, no extra dependency) or JSON. It is called by the gateway, not a browser: it
 * carries no cookie and no Origin, which the auth plugin's origin check lets through.
 */
export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  app.post(
    '/webhooks/:gateway',
    {
      bodyLimit: WEBHOOK_BODY_LIMIT,
      schema: {
        tags: ['store'],
        summary: 'Payment gateway notifications (signed; each handled once)',
        params: z.object({ gateway: z.string().max(32) }),
        body: webhookBodySchema,
        response: { 200: webhookResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => receiveWebhook(app, request.params.gateway, request.body),
  );
};
