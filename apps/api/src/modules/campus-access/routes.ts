// Campus access under /api/users (issue 18 item 5; spec §7 users, §8; docs/decisions/025-age-rules.md):
// the campus code modal's redemption, the school-portal token (create and mail, verify, register the
// card), the member's campus, and the age check after sign-in. The code and token calls are limited per
// client address, so codes cannot be guessed.
import rateLimit from '@fastify/rate-limit';
import { RATE_LIMITED_MESSAGE } from '@spc/domain/auth';
import {
  ageCheckResponseSchema,
  campusCodeBodySchema,
  campusMemberResponseSchema,
  campusMembershipResponseSchema,
  messageResponseSchema,
  schoolPortalTokenBodySchema,
  schoolPortalTokenSchema,
  schoolPortalVerifyResponseSchema,
} from '@spc/domain/campus-access';
import { errorResponseSchema, HttpError } from '../../errors.ts';
import { requireMember } from '../../plugins/caller.ts';
import { routes } from '../../plugins/routes.ts';
import { ageCheck } from './age-check.ts';
import * as service from './service.ts';

/** Code and token calls per client address per minute: plenty for a person, too few to guess codes. */
export const CAMPUS_CODE_RATE_LIMIT = { max: 10, timeWindow: 60_000 } as const;

const e = errorResponseSchema;
const tags = ['users'];

export const campusAccessRoutes = routes('/api/users', async (app) => {
  await app.register(rateLimit, {
    global: false,
    ...(app.redis && { redis: app.redis, nameSpace: 'rate-limit:campus-access:' }),
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: () => new HttpError(429, 'RATE_LIMITED', RATE_LIMITED_MESSAGE),
  });
  const limited = {
    rateLimit: {
      max: CAMPUS_CODE_RATE_LIMIT.max * app.config.authRateLimitScale,
      timeWindow: CAMPUS_CODE_RATE_LIMIT.timeWindow,
    },
  };

  app.post(
    '/campus-code',
    {
      config: limited,
      schema: {
        tags,
        summary: "Redeems a campus access code: a campus card, the member tied to the code's campus",
        body: campusCodeBodySchema,
        response: { 200: campusMembershipResponseSchema, 400: e, 401: e, 403: e, 404: e, 409: e, 429: e },
      },
    },
    async (request) => service.redeemCampusCode(app, await requireMember(app, request), request.body.code, new Date()),
  );

  app.get(
    '/campus-member',
    {
      schema: {
        tags,
        summary: 'The campus the member is tied to (spec §6), and whether they need a student ID',
        response: { 200: campusMemberResponseSchema, 401: e, 403: e },
      },
    },
    async (request) => service.getCampusMember(app, (await requireMember(app, request)).userId),
  );

  app.post(
    '/school-portal/accesstoken',
    {
      config: limited,
      schema: {
        tags,
        summary: "Mails a school-portal token to the school address ('Created Token, Sent to mail' or 'Refreshed…')",
        body: schoolPortalTokenBodySchema,
        response: { 200: messageResponseSchema, 400: e, 401: e, 403: e, 404: e, 409: e, 422: e, 429: e },
      },
    },
    async (request) => service.createPortalToken(app, await requireMember(app, request), request.body, new Date()),
  );

  app.post(
    '/school-portal/verify',
    {
      config: limited,
      schema: {
        tags,
        summary: "Checks a school-portal token ('Verified Token'; expired, replaced or used answer §8's words)",
        body: schoolPortalTokenSchema,
        response: { 200: schoolPortalVerifyResponseSchema, 400: e, 401: e, 403: e, 404: e, 409: e, 410: e, 429: e },
      },
    },
    async (request) =>
      service.verifyPortalToken(app, await requireMember(app, request), request.body.token, new Date()),
  );

  app.post(
    '/school-portal/register',
    {
      config: limited,
      schema: {
        tags,
        summary: "Registers the campus card with a school-portal token ('User has Active Card' when one runs)",
        body: schoolPortalTokenSchema,
        response: { 200: campusMembershipResponseSchema, 400: e, 401: e, 403: e, 404: e, 409: e, 410: e, 429: e },
      },
    },
    async (request) =>
      service.registerPortalCard(app, await requireMember(app, request), request.body.token, new Date()),
  );

  app.get(
    '/age-check',
    {
      schema: {
        tags,
        summary: 'Whether the signed-in member is asked to confirm their student status (spec §4)',
        response: { 200: ageCheckResponseSchema, 401: e, 403: e },
      },
    },
    async (request) => ageCheck(app, await requireMember(app, request), new Date()),
  );
});
