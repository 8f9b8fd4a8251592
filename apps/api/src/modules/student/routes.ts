// Student status routes under /api/users (issue 18 items 1–2; spec §7; docs/api-accounts.md "Student
// status"): the schools and campuses (public, cached), the school e-mail checks (they answer only
// `eligible`, spec §5), sending and confirming the code, the send limit and the member's status.
import {
  campusIdParamsSchema,
  campusListResponseSchema,
  campusResponseSchema,
  eligibleResponseSchema,
  resendRateLimitResponseSchema,
  studentConfirmBodySchema,
  studentEmailQuerySchema,
  studentSendResponseSchema,
  studentVerificationBodySchema,
  verificationStatusResponseSchema,
} from '@spc/domain/student';
import { errorResponseSchema } from '../../errors.ts';
import { routes } from '../../plugins/routes.ts';
import * as service from './service.ts';

const e = errorResponseSchema;
const tags = ['users'];
/** Reference data, kept whole for a minute (plugins/response-cache.ts). */
const CAMPUS_CACHE_MS = 60_000;

export const studentRoutes = routes('/api/users', async (app) => {
  app.get(
    '/campus/list',
    {
      config: { responseCacheMs: CAMPUS_CACHE_MS },
      schema: {
        tags,
        summary: 'Canadian schools with their campuses, by province then name (public)',
        response: { 200: campusListResponseSchema },
      },
    },
    async () => service.getCampusList(app),
  );

  app.get(
    '/campus/:id',
    {
      config: { responseCacheMs: CAMPUS_CACHE_MS },
      schema: {
        tags,
        summary: 'A campus (by id or url name), its school and page text, and offers to show on its page',
        params: campusIdParamsSchema,
        response: { 200: campusResponseSchema, 400: e, 404: e },
      },
    },
    async (request) => service.getCampus(app, request.params.id, new Date()),
  );

  app.get(
    '/student/check-domain',
    {
      schema: {
        tags,
        summary: "Whether an address is one of the school's student addresses (only `eligible`)",
        querystring: studentEmailQuerySchema,
        response: { 200: eligibleResponseSchema, 400: e },
      },
    },
    async (request) => service.checkDomain(app, request.query),
  );

  app.get(
    '/student/check-eligible-email',
    {
      schema: {
        tags,
        summary: "The school's student address and not verifying another member (only `eligible`)",
        querystring: studentEmailQuerySchema,
        response: { 200: eligibleResponseSchema, 400: e },
      },
    },
    async (request) => {
      const signedIn = await app.signedIn(request);
      return service.checkEligibleEmail(app, signedIn?.user.id, request.query, new Date());
    },
  );

  app.post(
    '/student/verification',
    {
      schema: {
        tags,
        summary: 'Mails a one-time link and a 6-digit code to the school address (5 sends an hour)',
        body: studentVerificationBodySchema,
        response: { 200: studentSendResponseSchema, 400: e, 401: e, 409: e, 422: e, 429: e },
      },
    },
    async (request) => {
      const { user } = await app.requireUser(request);
      return service.sendVerification(app, user.id, request.body, new Date());
    },
  );

  app.post(
    '/student/verification/confirm',
    {
      schema: {
        tags,
        summary: "Confirms the code or the link's token: a verified student of the school for a year",
        body: studentConfirmBodySchema,
        response: { 200: verificationStatusResponseSchema, 400: e, 401: e, 409: e, 410: e, 422: e },
      },
    },
    async (request) => {
      const { user } = await app.requireUser(request);
      return service.confirmVerification(app, user.id, request.body, new Date());
    },
  );

  app.get(
    '/student/resendratelimit',
    {
      schema: {
        tags,
        summary: 'Verification e-mails the member can still send this hour, and when one more frees up',
        response: { 200: resendRateLimitResponseSchema, 401: e },
      },
    },
    async (request) => {
      const { user } = await app.requireUser(request);
      return service.getRateLimit(app.db, user.id, new Date());
    },
  );

  app.get(
    '/verification-status',
    {
      schema: {
        tags,
        summary: "The member's student status: none, pending, verified, grace or expired",
        response: { 200: verificationStatusResponseSchema, 401: e },
      },
    },
    async (request) => {
      const { user } = await app.requireUser(request);
      return service.getVerificationStatus(app, user.id, new Date());
    },
  );
});
