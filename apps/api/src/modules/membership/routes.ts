// Activation, free trial, special cards, incentives, freemium offers and boxing day (issue 6;
// docs/api-membership.md), registered under /api/users, /api/store and /api/partners.
import { RATE_LIMITED_MESSAGE } from '@spc/domain/auth';
import { OFFERS_PAGE_SIZE_DEFAULT, OFFERS_PAGE_SIZE_MAX } from '@spc/domain/constants';
import { idParamsSchema, offersPageResponseSchema } from '@spc/domain/catalogue-responses';
import {
  activationCheckoutBodySchema,
  activationIncentiveSchema,
  cardCredentialsSchema,
  freeTrialResponseSchema,
  isFreeTrialResponseSchema,
  registerableResponseSchema,
  registerCardBodySchema,
  registerCardResponseSchema,
  specialCardsBodySchema,
  specialCardsResponseSchema,
} from '@spc/domain/membership';
import { booleanParam } from '@spc/domain/offers';
import { IDEMPOTENCY_KEY_HEADER, PAYMENT_NONCE_HEADER } from '@spc/domain/store';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorResponseSchema } from '../../errors.ts';
import { requireMember } from '../../plugins/caller.ts';
import { REPLAYED_HEADER, requireKey, type Answer } from '../../idempotency/keys.ts';
import { LookupLimitedError } from './lookup-limit.ts';
import * as service from './service.ts';
import { routes } from '../../plugins/routes.ts';

const e = errorResponseSchema;
/** 429 of the card lookups: our error body plus the seconds to wait (also in Retry-After). */
const rateLimitedSchema = errorResponseSchema.extend({ retry_after: z.number().int() });
const lookupErrors = { 400: e, 404: e, 409: e, 429: rateLimitedSchema };
const memberErrors = { 401: e, 403: e };
const tags = ['membership'];

/** The lookup limit's 429 carries Retry-After and `retry_after`; everything else goes to the central handler. */
function answerLookupLimit(app: FastifyInstance) {
  const central = app.errorHandler;
  app.setErrorHandler(function handle(error, request, reply) {
    if (error instanceof LookupLimitedError) {
      request.log.info({ status: 429, code: error.code }, 'card lookup limit reached');
      return reply
        .status(429)
        .header('retry-after', String(error.retryAfter))
        .send({ error: error.code, message: RATE_LIMITED_MESSAGE, retry_after: error.retryAfter });
    }
    return central.call(this, error, request, reply);
  });
}

/** Who is counted: the signed-in user, else the client's address. */
async function lookupCallerOf(app: FastifyInstance, request: FastifyRequest): Promise<string> {
  const signedIn = await app.signedIn(request);
  return signedIn ? `user:${signedIn.user.id}` : `ip:${request.ip}`;
}

async function lookupContext(app: FastifyInstance, request: FastifyRequest): Promise<service.LookupContext> {
  return { caller: await lookupCallerOf(app, request), now: new Date() };
}

export const membershipUsersRoutes = routes('/api/users', async (app) => {
  answerLookupLimit(app);

  app.post(
    '/v2/card/registerable',
    {
      schema: {
        tags,
        summary: 'Whether a card (number and security code) can be registered: inactive and nobody’s',
        body: cardCredentialsSchema,
        response: { 200: registerableResponseSchema, ...lookupErrors },
      },
    },
    async (request) => service.registerable(app, await lookupContext(app, request), request.body),
  );

  app.post(
    '/v2/register/card',
    {
      schema: {
        tags,
        summary: 'The member activates a card (a bank card is the upgrade to SPC+)',
        body: registerCardBodySchema,
        response: { 201: registerCardResponseSchema, ...lookupErrors, ...memberErrors },
      },
    },
    async (request, reply) => {
      const member = await requireMember(app, request);
      const body = await service.registerCard(app, member, await lookupContext(app, request), request.body, 'register');
      return reply.code(201).send(body);
    },
  );

  app.post(
    '/v2/associateCard',
    {
      schema: {
        tags,
        summary: 'The member takes an already active card nobody owns (a VIP card e-mailed to them)',
        body: registerCardBodySchema,
        response: { 201: registerCardResponseSchema, ...lookupErrors, ...memberErrors },
      },
    },
    async (request, reply) => {
      const member = await requireMember(app, request);
      const body = await service.registerCard(
        app,
        member,
        await lookupContext(app, request),
        request.body,
        'associate',
      );
      return reply.code(201).send(body);
    },
  );

  app.post(
    '/v2/user/getIsSpecialCards',
    {
      schema: {
        tags,
        summary: 'The golden-ticket, high-school and VIP flags of a card nobody owns yet, or of one’s own',
        body: specialCardsBodySchema,
        response: { 200: specialCardsResponseSchema, ...lookupErrors },
      },
    },
    async (request) => {
      const signedIn = await app.signedIn(request);
      return service.specialCards(app, await lookupContext(app, request), signedIn?.user.id ?? null, request.body);
    },
  );

  app.post(
    '/user/send_golden_ticket_email',
    {
      schema: {
        tags,
        summary: 'E-mails a golden-ticket member their golden-ticket message',
        response: { 200: z.object({ success: z.literal(true) }), 422: e, ...memberErrors },
      },
    },
    async (request) => service.sendGoldenTicketEmail(app, await requireMember(app, request)),
  );

  // Issue 16: a GET changes nothing (a cross-site link could ride the session cookie), so the GET only
  // reads — redeem=true is accepted and answers the same state — and the POST redeems.
  const mayAcquisitionAnswer = z.object({ eligible: z.boolean(), redeemed: z.boolean() });
  app.get(
    '/user/may-acquisition',
    {
      schema: {
        tags,
        summary:
          'The May acquisition campaign: eligible without a valid card, and whether the member redeemed it (changes nothing; POST redeems)',
        querystring: z.object({ redeem: booleanParam.optional() }),
        response: { 200: mayAcquisitionAnswer, ...memberErrors },
      },
    },
    async (request) => service.mayAcquisition(app, await requireMember(app, request), false),
  );

  app.post(
    '/user/may-acquisition',
    {
      schema: {
        tags,
        summary: 'Redeems the May acquisition campaign: a free-trial card, once (409 ALREADY_REDEEMED after)',
        response: { 200: mayAcquisitionAnswer, 409: e, ...memberErrors },
      },
    },
    async (request) => service.mayAcquisition(app, await requireMember(app, request), true),
  );
});

/** The headers of the activation checkout (a missing or malformed key is answered by its own code). */
const activationHeadersSchema = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER]: z.string().optional().describe('Required: 8 to 128 letters, digits, dashes or underscores'),
  [PAYMENT_NONCE_HEADER]: z.string().optional().describe('The tokenised card; required with auto_renew'),
});

/** An idempotent answer, fresh or replayed (the replay marked as the store's checkouts mark it). */
function send(reply: FastifyReply, answer: Answer) {
  if (answer.replayed) reply.header(REPLAYED_HEADER, 'true');
  return reply.code(answer.status).send(answer.body);
}

export const membershipStoreRoutes = routes('/api/store', async (app) => {
  answerLookupLimit(app);

  app.post(
    '/v4/checkout/activation',
    {
      schema: {
        tags,
        summary:
          'The member activates a card, optionally with auto-renew on a new card, and gets the activation e-mail',
        headers: activationHeadersSchema,
        body: activationCheckoutBodySchema,
        response: {
          201: registerCardResponseSchema,
          ...lookupErrors,
          ...memberErrors,
          402: e,
          422: e,
          502: e,
        },
      },
    },
    async (request, reply) => {
      const member = await requireMember(app, request);
      const answer = await service.activationCheckout(app, {
        member,
        context: await lookupContext(app, request),
        key: requireKey(request.headers[IDEMPOTENCY_KEY_HEADER]),
        body: request.body,
        nonce: request.headers[PAYMENT_NONCE_HEADER]?.trim() || null,
      });
      return send(reply, answer);
    },
  );

  app.post(
    '/getFreeTrialCard',
    {
      schema: {
        tags,
        summary: "The member's free trial: a trial card for FREE_TRIAL_DAYS days, once per member ever",
        response: { 201: freeTrialResponseSchema, 409: e, ...memberErrors },
      },
    },
    async (request, reply) => reply.code(201).send(await service.freeTrialCard(app, await requireMember(app, request))),
  );
});

const freemiumQuerySchema = z.object({
  current_page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(OFFERS_PAGE_SIZE_MAX).default(OFFERS_PAGE_SIZE_DEFAULT),
});

export const membershipPartnersRoutes = routes('/api/partners', async (app) => {
  app.get(
    '/activation-incentive/:id',
    {
      schema: {
        tags,
        summary: 'The incentive shown after activating a card that carries one',
        params: idParamsSchema,
        response: { 200: activationIncentiveSchema, 400: e, 404: e },
      },
    },
    async (request) => service.activationIncentive(app, request.params.id),
  );

  app.get(
    '/isFreeTrial',
    {
      schema: {
        tags,
        summary: "Whether the member's latest-expiring valid card is a free trial",
        response: { 200: isFreeTrialResponseSchema, ...memberErrors },
      },
    },
    async (request) => service.isFreeTrial(app, (await requireMember(app, request)).userId),
  );

  app.get(
    '/freemium/offers',
    {
      schema: {
        tags,
        summary: 'Offers a visitor without a membership can use: online, not SPC+, no code or a static code',
        querystring: freemiumQuerySchema,
        response: { 200: offersPageResponseSchema, 400: e },
      },
    },
    async (request) => service.freemiumOffers(app, request.query),
  );

  app.get(
    '/boxing_day/gift_card/is_available',
    {
      schema: {
        tags,
        summary: 'Whether the boxing-day gift card is on sale (26 to 31 December, Toronto time)',
        response: { 200: z.object({ is_available: z.boolean() }) },
      },
    },
    async () => ({ is_available: service.isBoxingDayWindow(new Date()) }),
  );
});
