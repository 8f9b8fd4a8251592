// The vip service under /api/vip (spec §7 VIP; docs/api-membership.md "VIP"): checking an access code
// and redeeming it. Visitors may call both; the session, when there is one, decides who the card is for.
import rateLimit from '@fastify/rate-limit';
import { RATE_LIMITED_MESSAGE } from '@spc/domain/auth';
import {
  vipCodeBodySchema,
  vipCodeResponseSchema,
  vipVerifyBodySchema,
  vipVerifyResponseSchema,
} from '@spc/domain/membership';
import { errorResponseSchema, HttpError } from '../../errors.ts';
import { optionalMember } from '../../plugins/caller.ts';
import * as service from './service.ts';
import { routes } from '../../plugins/routes.ts';

/**
 * Calls per client address per minute, both VIP calls together: plenty for a person typing a code,
 * far too few to guess codes. AUTH_RATE_LIMIT_SCALE widens it like the other per-address limits.
 */
export const VIP_CALLS_RATE_LIMIT = { max: 10, timeWindow: 60_000 } as const;

const e = errorResponseSchema;
const tags = ['vip'];

export const vipRoutes = routes('/api/vip', async (app) => {
  // `global` within this plugin only: one count per address shared by the two routes below (checked
  // before the body is read, so malformed guesses count too). In Redis across instances when set.
  await app.register(rateLimit, {
    global: true,
    max: VIP_CALLS_RATE_LIMIT.max * app.config.authRateLimitScale,
    timeWindow: VIP_CALLS_RATE_LIMIT.timeWindow,
    ...(app.redis && { redis: app.redis, nameSpace: 'rate-limit:vip:' }),
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: () => new HttpError(429, 'RATE_LIMITED', RATE_LIMITED_MESSAGE),
  });

  app.post(
    '/verifyCode',
    {
      schema: {
        tags,
        summary: 'Whether a VIP access code can be redeemed (not unknown, expired or used up)',
        body: vipVerifyBodySchema,
        response: { 200: vipVerifyResponseSchema, 400: e, 404: e, 429: e },
      },
    },
    async (request) => service.verifyCode(app, request.body.code),
  );

  app.post(
    '/code',
    {
      schema: {
        tags,
        summary:
          'Redeems a VIP code: the card goes on the account of the signed-in member with this address, else by e-mail',
        body: vipCodeBodySchema,
        response: { 200: vipCodeResponseSchema, 400: e, 404: e, 409: e, 429: e },
      },
    },
    async (request) => service.redeemCode(app, await optionalMember(app, request), request.body),
  );
});
