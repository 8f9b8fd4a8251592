// Store service under /api/store (spec §7 "Store"; docs/api-store.md): tax rates, the gateway's client
// token, orders, the three checkouts (card, card on file, guest) and the member's order history. The
// billing calls of the same service live in modules/billing.
import {
  clientTokenResponseSchema,
  GUEST_ID_HEADER,
  guestPurchaseBodySchema,
  IDEMPOTENCY_KEY_HEADER,
  orderBodySchema,
  orderResponseSchema,
  PAYMENT_NONCE_HEADER,
  purchaseBodySchema,
  purchaseResponseSchema,
  taxRateQuerySchema,
  taxRateResponseSchema,
  transactionsResponseSchema,
} from '@spc/domain/store';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { errorResponseSchema } from '../../errors.ts';
import { callerOf, guestOf, optionalMember, requireMember } from '../../plugins/caller.ts';
import { REPLAYED_HEADER, requireKey, type Answer } from '../../idempotency/keys.ts';
import * as service from './service.ts';
import { routes } from '../../plugins/routes.ts';

const e = errorResponseSchema;
const tags = ['store'];

/**
 * The headers of the money-moving writes. All optional here: a missing or malformed key or nonce is
 * answered with its own error code by the service, and other headers (cookies, origin) pass through.
 */
const writeHeadersSchema = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER]: z.string().optional().describe('Required: 8 to 128 letters, digits, dashes or underscores'),
  [PAYMENT_NONCE_HEADER]: z.string().optional().describe('The tokenised card (required unless the total is 0)'),
  utm: z.string().optional().describe('Optional JSON of the UTM record; ignored when malformed'),
  [GUEST_ID_HEADER]: z.string().optional().describe("Guests: the browser's id"),
});
type WriteHeaders = z.infer<typeof writeHeadersSchema>;

const orderErrors = { 400: e, 401: e, 403: e, 404: e, 409: e, 422: e };
const checkoutErrors = { ...orderErrors, 402: e, 502: e, 503: e };

function send(reply: FastifyReply, answer: Answer) {
  if (answer.replayed) reply.header(REPLAYED_HEADER, 'true');
  return reply.code(answer.status).send(answer.body);
}

const nonceOf = (headers: WriteHeaders) => headers[PAYMENT_NONCE_HEADER]?.trim() || null;

export const purchaseRoutes = routes('/api/store', async (app) => {
  app.get(
    '/v2/taxrate',
    {
      schema: {
        tags,
        summary: 'The sales tax of a province, or of the province a postal code belongs to (none for a US ZIP)',
        querystring: taxRateQuerySchema,
        response: { 200: taxRateResponseSchema, 400: e },
      },
    },
    async (request) => service.taxRate(request.query),
  );

  app.get(
    '/v2/vault_client_token',
    {
      schema: {
        tags,
        summary: "A client token for the card form; a member's is bound to their customer at the gateway",
        response: { 200: clientTokenResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.clientToken(app, await optionalMember(app, request));
    },
  );

  for (const [path, paymentMethod] of [
    ['/v2/order', 'card'],
    ['/v2/order/paypal', 'paypal'],
  ] as const) {
    app.post(
      path,
      {
        schema: {
          tags,
          summary: `A priced order awaiting ${paymentMethod === 'paypal' ? 'a PayPal' : 'a card'} payment; reserves its code`,
          headers: writeHeadersSchema,
          body: orderBodySchema,
          response: { 201: orderResponseSchema, ...orderErrors },
        },
      },
      async (request, reply) => {
        const caller = await callerOf(app, request, request.headers[GUEST_ID_HEADER]);
        const answer = await service.createOrder(app, {
          caller,
          endpoint: `POST ${path}`,
          key: requireKey(request.headers[IDEMPOTENCY_KEY_HEADER]),
          body: request.body,
          paymentMethod,
          utm: service.parseUtm(request.headers.utm),
        });
        return send(reply, answer);
      },
    );
  }

  app.post(
    '/v4/checkout/purchase',
    {
      schema: {
        tags,
        summary: 'The member buys a membership with a card nonce (and may keep the card for auto-renew)',
        headers: writeHeadersSchema,
        body: purchaseBodySchema,
        response: { 201: purchaseResponseSchema, ...checkoutErrors },
      },
    },
    async (request, reply) => {
      const member = await requireMember(app, request);
      const answer = await service.checkout(app, {
        caller: member,
        endpoint: 'POST /v4/checkout/purchase',
        key: requireKey(request.headers[IDEMPOTENCY_KEY_HEADER]),
        body: request.body,
        payment: { kind: 'nonce', nonce: nonceOf(request.headers) },
        utm: service.parseUtm(request.headers.utm),
      });
      return send(reply, answer);
    },
  );

  app.post(
    '/v3/checkout',
    {
      schema: {
        tags,
        summary: 'The member buys a membership with their card on file',
        headers: writeHeadersSchema,
        body: purchaseBodySchema,
        response: { 201: purchaseResponseSchema, ...checkoutErrors },
      },
    },
    async (request, reply) => {
      const member = await requireMember(app, request);
      const answer = await service.checkout(app, {
        caller: member,
        endpoint: 'POST /v3/checkout',
        key: requireKey(request.headers[IDEMPOTENCY_KEY_HEADER]),
        body: request.body,
        payment: { kind: 'vault' },
        utm: service.parseUtm(request.headers.utm),
      });
      return send(reply, answer);
    },
  );

  app.post(
    '/v2/checkout/guest',
    {
      schema: {
        tags,
        summary: 'A guest buys a card: issued inactive, e-mailed with its number and security code to register it',
        headers: writeHeadersSchema,
        body: guestPurchaseBodySchema,
        response: { 201: purchaseResponseSchema, ...checkoutErrors },
      },
    },
    async (request, reply) => {
      const guest = guestOf(request.headers[GUEST_ID_HEADER]);
      const answer = await service.checkout(app, {
        caller: guest,
        endpoint: 'POST /v2/checkout/guest',
        key: requireKey(request.headers[IDEMPOTENCY_KEY_HEADER]),
        body: { ...request.body, auto_renew: false },
        payment: { kind: 'nonce', nonce: nonceOf(request.headers) },
        utm: service.parseUtm(request.headers.utm),
      });
      return send(reply, answer);
    },
  );

  app.get(
    '/user_transactions',
    {
      schema: {
        tags,
        summary: "The member's orders, newest first",
        response: { 200: transactionsResponseSchema, 401: e, 403: e },
      },
    },
    async (request) => service.transactions(app, await requireMember(app, request)),
  );
});
