// Billing calls (spec §7 Store and Users; docs/api-store.md): the card on file, unsubscribe, the
// subscription flags, the banner and the gateway's webhooks under /api/store; auto-renew, the
// subscription's state and the retry of a failed renewal under /api/users. Member-only, except the
// webhook, which the gateway signs.
import {
  autoRenewOffBodySchema,
  autoRenewOffResponseSchema,
  autoRenewBodySchema,
  autoRenewResponseSchema,
  bannerStatusResponseSchema,
  failedPaymentVerificationResponseSchema,
  hasActiveSubscriptionResponseSchema,
  isSubscriberResponseSchema,
  remindersResponseSchema,
  subscriptionStatusResponseSchema,
  unsubscribeBodySchema,
  unsubscribeResponseSchema,
  updatePaymentMethodBodySchema,
  updatePaymentMethodResponseSchema,
} from '@spc/domain/store';
import type { FastifyInstance } from 'fastify';
import { errorResponseSchema } from '../../errors.ts';
import { requireMember } from '../../plugins/caller.ts';
import * as service from './service.ts';
import { webhookRoutes } from './webhook-routes.ts';
import { routes } from '../../plugins/routes.ts';

const tags = ['billing'];
const e = errorResponseSchema;
/** A member-only call's refusals: bad input, not signed in, not registered. */
const memberErrors = { 400: e, 401: e, 403: e };

/** The server secret lives in the identity provider's context (membership-card's token reads it there too). */
function autoRenewOffKeyOf(app: FastifyInstance): () => Promise<Buffer> {
  let key: Promise<Buffer> | undefined;
  return () => (key ??= app.auth.$context.then(({ secret }) => service.autoRenewOffKey(secret)));
}

export const billingStoreRoutes = routes('/api/store', async (app) => {
  const autoRenewOffKey = autoRenewOffKeyOf(app);

  // Issue 23 item 19: the renewal reminder's one-click link. No sign-in: the signed, expiring token is
  // the authority. The web page it opens changes nothing; its button POSTs here.
  app.post(
    '/v2/auto-renew/off',
    {
      schema: {
        tags,
        summary: "Turns auto-renew off with the renewal reminder's signed link (no sign-in; idempotent)",
        body: autoRenewOffBodySchema,
        response: { 200: autoRenewOffResponseSchema, 400: e, 410: e },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.autoRenewOffByLink({ db: app.db, autoRenewOffKey: await autoRenewOffKey() }, request.body.token);
    },
  );

  app.put(
    '/updatePaymentMethod',
    {
      schema: {
        tags,
        summary:
          "Replaces the member's card on file (vaulted with verification); optional promo code for the next renewal",
        body: updatePaymentMethodBodySchema,
        response: { 200: updatePaymentMethodResponseSchema, ...memberErrors, 402: e, 404: e, 422: e, 502: e },
      },
    },
    async (request) => {
      const member = await requireMember(app, request);
      return service.updatePaymentMethod(app, member, request.body);
    },
  );

  app.post(
    '/unsubscribe',
    {
      schema: {
        tags,
        summary: 'Turns auto-renew off and cancels the subscription (the card on file stays)',
        body: unsubscribeBodySchema,
        response: { 200: unsubscribeResponseSchema, ...memberErrors },
      },
    },
    async (request) => {
      const { userId } = await requireMember(app, request);
      return service.unsubscribe(app, userId, request.body.uid);
    },
  );

  app.get(
    '/isSubscriber',
    {
      schema: {
        tags,
        summary: 'Whether auto-renew is on with a card on file',
        response: { 200: isSubscriberResponseSchema, 401: e, 403: e },
      },
    },
    async (request) => {
      const { userId } = await requireMember(app, request);
      return service.isSubscriber(app, userId);
    },
  );

  app.get(
    '/has_active_subscription',
    {
      schema: {
        tags,
        summary: 'Whether the member has an unexpired, active, paid spc card',
        response: { 200: hasActiveSubscriptionResponseSchema, 401: e, 403: e },
      },
    },
    async (request) => {
      const { userId } = await requireMember(app, request);
      return service.hasActiveSubscription(app, userId);
    },
  );

  app.get(
    '/topBannerStatus',
    {
      schema: {
        tags,
        summary: 'The membership banner to show (payment, auto-renew, subscription) and its days',
        response: { 200: bannerStatusResponseSchema, 401: e, 403: e },
      },
    },
    async (request) => {
      const { userId } = await requireMember(app, request);
      return service.topBannerStatus(app, userId);
    },
  );

  await app.register(webhookRoutes);
});

export const billingUsersRoutes = routes('/api/users', async (app) => {
  app.put(
    '/user/updateAutoRenew',
    {
      schema: {
        tags,
        summary: 'Turns auto-renew on (needs a card on file) or off',
        body: autoRenewBodySchema,
        response: { 200: autoRenewResponseSchema, ...memberErrors, 422: e },
      },
    },
    async (request) => {
      const { userId } = await requireMember(app, request);
      return service.updateAutoRenew(app, userId, request.body.is_auto_renew);
    },
  );

  app.get(
    '/user/reminders',
    {
      schema: {
        tags,
        summary:
          'The reminders e-mailed to the member (trial ending, renewal coming, membership expired), latest first',
        response: { 200: remindersResponseSchema, 401: e, 403: e },
      },
    },
    async (request, reply) => {
      const { userId } = await requireMember(app, request);
      reply.header('cache-control', 'private, no-store');
      return service.listReminders(app, userId);
    },
  );

  app.get(
    '/user/check_braintree_subscription',
    {
      schema: {
        tags,
        summary: "The member's subscription: status, auto-renew, next billing date, card on file, last failure",
        response: { 200: subscriptionStatusResponseSchema, 401: e, 403: e },
      },
    },
    async (request) => {
      const { userId } = await requireMember(app, request);
      return service.subscriptionStatus(app, userId);
    },
  );

  app.post(
    '/user/failed_payment_verification',
    {
      schema: {
        tags,
        summary: 'Retries a failed renewal now with the card on file',
        response: {
          200: failedPaymentVerificationResponseSchema,
          ...memberErrors,
          409: e,
          422: e,
          429: e,
          503: e,
        },
      },
    },
    async (request) => {
      const { userId } = await requireMember(app, request);
      return service.retryFailedPayment(app, userId);
    },
  );
});
