// The rewards-linking calls under /api/users (spec §7 "Linking"; docs/api-accounts.md "Rewards
// linking"): the member's link to a Tim Hortons rewards account, the pre-link, and the programme's
// current offer (no auth).
import rateLimit from '@fastify/rate-limit';
import { RATE_LIMITED_MESSAGE } from '@spc/domain/auth';
import {
  partnerVerificationSchema,
  thActiveOfferSchema,
  thPreLinkStatusSchema,
  timsLinkingBodySchema,
  timsLinkingResultSchema,
  timsLinkingStatusSchema,
} from '@spc/domain/rewards-linking';
import { rewardsProgrammeFor } from '../../adapters/rewards/select.ts';
import { errorResponseSchema, HttpError } from '../../errors.ts';
import { requireMember } from '../../plugins/caller.ts';
import { routes } from '../../plugins/routes.ts';
import * as service from './service.ts';

/**
 * Linking writes per client address per minute: a person retrying a typo has room, a script walking
 * addresses to find the programme's members does not. AUTH_RATE_LIMIT_SCALE widens it like the others.
 */
export const REWARDS_LINKING_RATE_LIMIT = { max: 10, timeWindow: 60_000 } as const;

const e = errorResponseSchema;
const tags = ['rewards-linking'];

export const rewardsLinkingRoutes = routes('/api/users', async (app) => {
  const deps = { db: app.db, log: app.log, rewards: rewardsProgrammeFor(app.config, app.db) };

  await app.register(rateLimit, {
    global: false,
    ...(app.redis && { redis: app.redis, nameSpace: 'rate-limit:rewards:' }),
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: () => new HttpError(429, 'RATE_LIMITED', RATE_LIMITED_MESSAGE),
  });
  const rateLimited = {
    rateLimit: {
      ...REWARDS_LINKING_RATE_LIMIT,
      max: REWARDS_LINKING_RATE_LIMIT.max * app.config.authRateLimitScale,
    },
  };

  app.get(
    '/tims-linking',
    {
      schema: {
        tags,
        summary: "Whether the member's SPC account is linked to a Tim Hortons rewards account (the address masked)",
        response: { 200: timsLinkingStatusSchema, 401: e, 403: e },
      },
    },
    async (request) => service.linkingStatus(deps, await requireMember(app, request)),
  );

  app.post(
    '/tims-linking',
    {
      config: rateLimited,
      schema: {
        tags,
        summary: 'Links a Tim Hortons rewards account (th_email) to the member; needs a membership or a free trial',
        body: timsLinkingBodySchema,
        response: { 200: timsLinkingResultSchema, 400: e, 401: e, 403: e, 409: e, 429: e, 503: e },
      },
    },
    async (request) => service.link(deps, await requireMember(app, request), request.body.th_email),
  );

  app.delete(
    '/tims-linking',
    {
      config: rateLimited,
      schema: {
        tags,
        summary: "Ends the member's link to their Tim Hortons rewards account",
        response: { 200: timsLinkingResultSchema, 401: e, 403: e, 404: e, 429: e, 503: e },
      },
    },
    async (request) => service.unlink(deps, await requireMember(app, request)),
  );

  app.get(
    '/th-pre-link',
    {
      schema: {
        tags,
        summary: 'The Tim Hortons rewards address the member left before holding a membership (masked), if any',
        response: { 200: thPreLinkStatusSchema, 401: e, 403: e },
      },
    },
    async (request) => service.preLinkStatus(deps, await requireMember(app, request)),
  );

  app.post(
    '/th-pre-link',
    {
      config: rateLimited,
      schema: {
        tags,
        summary: 'Remembers a Tim Hortons rewards address (th_email) to link once the member holds a membership',
        body: timsLinkingBodySchema,
        response: { 200: timsLinkingResultSchema, 400: e, 401: e, 403: e, 409: e, 429: e, 503: e },
      },
    },
    async (request) => service.preLink(deps, await requireMember(app, request), request.body.th_email),
  );

  app.get(
    '/th-active-offer',
    {
      schema: {
        tags,
        summary: "The Tim Hortons rewards programme's current offer for SPC members (no auth)",
        response: { 200: thActiveOfferSchema, 503: e },
      },
    },
    async () => service.activeOffer(deps),
  );
});

/** Spec §7 Partners: a partner's member check, under /api/partners (docs/api-accounts.md "Rewards linking"). */
export const partnerVerificationRoutes = routes('/api/partners', async (app) => {
  app.get(
    '/verify-user/hbc',
    {
      schema: {
        tags,
        summary: 'Whether the signed-in member holds a valid SPC membership, for the HBC partner page',
        response: { 200: partnerVerificationSchema, 401: e, 403: e },
      },
    },
    async (request) => service.verifyForPartner(app, await requireMember(app, request)),
  );
});
