// Referrals (docs/api-membership.md "Referrals"): the member's referral code and counts under
// /api/store, and redeeming someone's code under /api/users. Both are for members only.
import {
  redeemReferralBodySchema,
  referralCheckParamsSchema,
  referralCheckResponseSchema,
  redeemReferralResponseSchema,
  referralCodesResponseSchema,
} from '@spc/domain/membership';
import { errorResponseSchema } from '../../errors.ts';
import { requireMember } from '../../plugins/caller.ts';
import * as service from './service.ts';
import { routes } from '../../plugins/routes.ts';

const e = errorResponseSchema;
const tags = ['referrals'];

export const referralStoreRoutes = routes('/api/store', async (app) => {
  app.get(
    '/v2/referrals_codes',
    {
      schema: {
        tags,
        summary: "The member's referral code (created on first read), its counts and the link to share",
        response: { 200: referralCodesResponseSchema, 401: e, 403: e, 404: e },
      },
    },
    async (request, reply) => {
      const member = await requireMember(app, request);
      // The counts change as referees join and pay: never from a cache.
      reply.header('cache-control', 'no-store');
      return service.referralCodes(app, member);
    },
  );
});

export const referralUsersRoutes = routes('/api/users', async (app) => {
  app.get(
    '/v2/referral/:code',
    {
      schema: {
        tags,
        summary: "Whether a code from /purchase?code= is a friend's referral code (a read; nothing is recorded)",
        params: referralCheckParamsSchema,
        response: { 200: referralCheckResponseSchema, 400: e, 401: e, 403: e, 404: e },
      },
    },
    async (request) => {
      const member = await requireMember(app, request);
      return service.checkReferralCode(app, member, request.params.code);
    },
  );

  app.post(
    '/redeemReferral',
    {
      schema: {
        tags,
        summary: 'Records who referred the member (once, never themselves); counts for the referrer',
        body: redeemReferralBodySchema,
        response: { 200: redeemReferralResponseSchema, 400: e, 401: e, 403: e, 404: e, 409: e, 422: e },
      },
    },
    async (request) => {
      const member = await requireMember(app, request);
      return service.redeemReferral(app, member, request.body);
    },
  );
});
