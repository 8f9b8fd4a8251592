// Using an offer (issue 7; docs/api-member-offers.md "Codes", "Links", "Limits", "Savings"): revealing
// its code under /api/partners and /api/promos, following its link, and the member's savings under
// /api/users. Issue 16: a GET changes nothing — the reveal and the recorded click are POSTs of the same
// paths (so the Origin check applies), limited per member and per address; the GETs read.
import { offerErrorResponseSchema } from '@spc/domain/errors';
import {
  codeHealthResponseSchema,
  codeQuerySchema,
  codeResponseSchema,
  feedbackAnswerSchema,
  feedbackBodySchema,
  OFFER_USE_RATE_LIMIT,
  offerIdParamsSchema,
  offerLinkResponseSchema,
  proxyUrlQuerySchema,
  savingsResponseSchema,
  successResponseSchema,
  urlResponseSchema,
} from '@spc/domain/member-offers';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../errors.ts';
import { requireMember, type Member } from '../../plugins/caller.ts';
import * as service from './service.ts';
import { UseLimitedError, useLimiterOf } from './use-limit.ts';
import { routes } from '../../plugins/routes.ts';

/** The instance a module's routes plugin is given (zod-typed requests). */
type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

const e = errorResponseSchema;
const tags = ['redemptions'];
/** The offer errors name the partner (`partner_url_name`), as on the offer page. */
const useErrors = {
  400: e,
  401: e,
  403: e,
  404: offerErrorResponseSchema,
  410: offerErrorResponseSchema,
  422: e,
};
const WHO =
  'Member only (401 UNAUTHENTICATED, 403 NOT_REGISTERED) with a valid card (403 NO_VALID_CARD); an SPC+ offer needs an SPC+ member (403 PLUS_ONLY), a verified-students-only offer a verified student (403 VERIFIED_STUDENTS_ONLY). ' +
  'Unknown or not started offer: 404 OFFER_NOT_FOUND; 410 OFFER_DELISTED or OFFER_EXPIRED, naming partner_url_name.';

/** Codes, clicks and savings are the caller's own and change with every call: never kept by a cache. */
function noStore(app: FastifyInstance) {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
}

/** A refusal by the use limit carries Retry-After. */
async function limited<T>(reply: FastifyReply, count: () => Promise<T>): Promise<T> {
  try {
    return await count();
  } catch (error) {
    if (error instanceof UseLimitedError) reply.header('retry-after', String(error.retryAfter));
    throw error;
  }
}

/**
 * The use limit of the POSTs (issue 16): the client address is counted before anything else (unknown
 * offers and visitors too), the member once they are known (after the offer's own answers, the
 * contract's order).
 */
function useLimits(app: FastifyInstance) {
  const limiter = useLimiterOf(app);
  const { perMember, perAddress, windowMs } = OFFER_USE_RATE_LIMIT;
  return {
    address: (request: FastifyRequest, reply: FastifyReply) =>
      limited(reply, () =>
        limiter.hit(`ip:${request.ip}`, perAddress * app.config.authRateLimitScale, windowMs, new Date()),
      ),
    member: (request: FastifyRequest, reply: FastifyReply) => async (): Promise<Member> => {
      const member = await requireMember(app, request);
      await limited(reply, () => limiter.hit(`member:${member.userId}`, perMember, windowMs, new Date()));
      return member;
    },
  };
}

const REVEAL_DESCRIPTION = `${WHO} is_online asks for a channel the offer does not have: 422 CHANNEL_NOT_OFFERED. No code left in the pool: 409 CODES_EXHAUSTED; an upload_unique code already handed out then forgotten: 409 ALREADY_REDEEMED_OFFER. More than ${OFFER_USE_RATE_LIMIT.perMember} reveals and links per member (or ${OFFER_USE_RATE_LIMIT.perAddress} per address) in ${OFFER_USE_RATE_LIMIT.windowMs / 60_000} minutes: 429 RATE_LIMITED with Retry-After.`;
const REVEALED_DESCRIPTION = `${WHO} Changes nothing: the member's live redemption (already_revealed true; url without a click marker), else 204 with no body (nothing revealed, or forgotten) — POST the same path to reveal.`;

/**
 * The reveal: GET reads the member's live redemption, POST reveals (and records the use). `path` is
 * /v2/offers/:id/code under /api/partners and /v3/offers/:id/code under /api/promos.
 */
function codeRoutes(app: ZodApp, path: string, summary: { get: string; post: string }) {
  const limits = useLimits(app);
  app.get(
    path,
    {
      schema: {
        tags,
        summary: summary.get,
        description: REVEALED_DESCRIPTION,
        params: offerIdParamsSchema,
        querystring: codeQuerySchema,
        response: { 200: codeResponseSchema, 204: z.null().describe('Nothing revealed'), ...useErrors },
      },
    },
    async (request, reply) => {
      const revealed = await service.revealedCode(app, () => requireMember(app, request), request.params.id);
      return revealed ?? reply.code(204).send(null);
    },
  );

  app.post(
    path,
    {
      schema: {
        tags,
        summary: summary.post,
        description: REVEAL_DESCRIPTION,
        params: offerIdParamsSchema,
        querystring: codeQuerySchema,
        response: { 200: codeResponseSchema, ...useErrors, 409: e, 429: e },
      },
      preHandler: limits.address,
    },
    async (request, reply) =>
      service.revealCode(app, limits.member(request, reply), request.params.id, {
        isOnline: request.query.is_online,
        isWebsite: request.query.is_website,
      }),
  );
}

/** /api/partners: /v2/offers/{id}/code, /v2/offers/{id}/url, /proxy/website/{id}/url, DELETE /redeemedcode/{id}. */
export const redeemPartnersRoutes = routes('/api/partners', async (app) => {
  noStore(app);
  const limits = useLimits(app);

  codeRoutes(app, '/v2/offers/:id/code', {
    get: "The member's revealed code for the offer, if any (records nothing)",
    post: "Reveals the offer's code to the member (the same one again while it is live), with their card for in-store use",
  });

  app.get(
    '/v2/offers/:id/url',
    {
      schema: {
        tags,
        summary: "The partner's page for the offer (records nothing: click null; POST records the click)",
        description: `${WHO} No website: 422 NO_WEBSITE; a link off the partner's host: 422 UNSAFE_LINK.`,
        params: offerIdParamsSchema,
        response: { 200: offerLinkResponseSchema, ...useErrors },
      },
    },
    async (request) => service.offerLink(app, () => requireMember(app, request), request.params.id),
  );

  app.post(
    '/v2/offers/:id/url',
    {
      schema: {
        tags,
        summary: "The partner's page for the offer with the affiliate marker; records the click",
        description: `${WHO} No website: 422 NO_WEBSITE; a link off the partner's host: 422 UNSAFE_LINK (nothing recorded). Limited with the reveals: 429 RATE_LIMITED.`,
        params: offerIdParamsSchema,
        response: { 200: urlResponseSchema, ...useErrors, 429: e },
      },
      preHandler: limits.address,
    },
    async (request, reply) => service.followLink(app, limits.member(request, reply), request.params.id, 'url'),
  );

  app.get(
    '/proxy/website/:id/url',
    {
      schema: {
        tags,
        summary: 'The same link for /redirect-to-partner, made for the member firebase_uid (records nothing)',
        description: `${WHO} firebase_uid not the signed-in member's: 403 USER_MISMATCH. No website: 422 NO_WEBSITE; a link off the partner's host: 422 UNSAFE_LINK.`,
        params: offerIdParamsSchema,
        querystring: proxyUrlQuerySchema,
        response: { 200: offerLinkResponseSchema, ...useErrors },
      },
    },
    async (request) =>
      service.offerLink(app, () => requireMember(app, request), request.params.id, request.query.firebase_uid),
  );

  app.post(
    '/proxy/website/:id/url',
    {
      schema: {
        tags,
        summary: 'The same link for /redirect-to-partner, made for the member firebase_uid; records the click',
        description: `${WHO} firebase_uid not the signed-in member's: 403 USER_MISMATCH. No website: 422 NO_WEBSITE; a link off the partner's host: 422 UNSAFE_LINK. Limited with the reveals: 429 RATE_LIMITED.`,
        params: offerIdParamsSchema,
        querystring: proxyUrlQuerySchema,
        response: { 200: urlResponseSchema, ...useErrors, 429: e },
      },
      preHandler: limits.address,
    },
    async (request, reply) =>
      service.followLink(app, limits.member(request, reply), request.params.id, 'proxy', request.query.firebase_uid),
  );

  // Issue 23 item 12: "Did it work?" — limited with the reveals (the same per-address and per-member count).
  app.post(
    '/v2/offers/:id/feedback',
    {
      schema: {
        tags,
        summary:
          'The member says whether the revealed code or link worked (one answer per redemption; a new one replaces it)',
        description:
          'Member only (401 UNAUTHENTICATED, 403 NOT_REGISTERED). Body { worked, reason }: reason (expired, refused_at_checkout, minimum_not_met) only and always with worked false, else 400 with field reason. ' +
          `No live revealed code for the offer: 404 REDEMPTION_NOT_FOUND. A yes counts the offer's value as a saving (an estimate). Limited with the reveals: 429 RATE_LIMITED.`,
        params: offerIdParamsSchema,
        body: feedbackBodySchema,
        response: { 200: feedbackAnswerSchema, 400: e, 401: e, 403: e, 404: e, 429: e },
      },
      preHandler: limits.address,
    },
    async (request, reply) =>
      service.answerFeedback(app, limits.member(request, reply), request.params.id, request.body),
  );

  app.delete(
    '/redeemedcode/:id',
    {
      schema: {
        tags,
        summary: "Forgets the member's revealed code for the offer (id = offer id)",
        description:
          'No live revealed code: 404 REDEMPTION_NOT_FOUND. The next reveal gives a fresh code, except for an upload_unique offer (409 ALREADY_REDEEMED_OFFER).',
        params: offerIdParamsSchema,
        response: { 200: successResponseSchema, 400: e, 401: e, 403: e, 404: e },
      },
    },
    async (request) => {
      const member = await requireMember(app, request);
      return service.forgetCode(app, member, request.params.id);
    },
  );
});

/** Issue 23 item 12: how an offer's code fared (public and the same for everyone, so cached; no personal data). */
const HEALTH_CACHE_MS = 60_000;

/** /api/partners: /v2/offers/{id}/code-health. */
export const redeemHealthRoutes = routes('/api/partners', async (app) => {
  app.get(
    '/v2/offers/:id/code-health',
    {
      schema: {
        tags,
        summary: "The offer's code over the last 30 days: success rate, when it last worked, reported not working",
        description:
          'Public. From the members\' "Did it work?" answers; a shared (static) code with at least 3 "no" and under 50 % success is reported_not_working. Unknown or not started offer: 404 OFFER_NOT_FOUND; 410 OFFER_DELISTED or OFFER_EXPIRED.',
        params: offerIdParamsSchema,
        response: {
          200: codeHealthResponseSchema,
          400: e,
          404: offerErrorResponseSchema,
          410: offerErrorResponseSchema,
        },
      },
      config: { responseCacheMs: HEALTH_CACHE_MS },
    },
    async (request) => service.codeHealth(app, request.params.id),
  );
});

/** /api/promos: /v3/offers/{id}/code. */
export const redeemPromosRoutes = routes('/api/promos', async (app) => {
  noStore(app);
  codeRoutes(app, '/v3/offers/:id/code', {
    get: "The promos service's entry to GET /api/partners/v2/offers/{id}/code (records nothing)",
    post: "The promos service's entry to the same reveal as POST /api/partners/v2/offers/{id}/code",
  });
});

/** /api/users: /v2/user/savings. */
export const redeemUsersRoutes = routes('/api/users', async (app) => {
  noStore(app);

  app.get(
    '/v2/user/savings',
    {
      schema: {
        tags,
        summary: "What the member's offer uses saved them (once per offer per day), against the membership price",
        response: { 200: savingsResponseSchema, 401: e, 403: e },
      },
    },
    async (request) => service.savings(app, await requireMember(app, request)),
  );
});
