// The staff console's member support (issue 20 item 3; decision 035) under /api/staff/support: the
// search and the member's page (members.read: support, admin), support's actions (members.write) and
// the refund of an order (orders.refund: admins only, with an Idempotency-Key). The staff plugin guards
// each route by the permission its config names; every write is audited through recordStaffChange.
// Student-ID reviews stay where they are (/api/staff/student-ids, student's id-routes.ts).
import { IDEMPOTENCY_KEY_HEADER } from '@spc/domain/store';
import {
  cancelAutoRenewResponseSchema,
  memberDetailSchema,
  memberParamsSchema,
  memberSearchQuerySchema,
  memberSearchResponseSchema,
  orderLookupResponseSchema,
  orderParamsSchema,
  refundBodySchema,
  refundResponseSchema,
  resendVerificationResponseSchema,
  unlockResponseSchema,
} from '@spc/domain/staff-support';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorResponseSchema } from '../../errors.ts';
import { REPLAYED_HEADER, requireKey } from '../../idempotency/keys.ts';
import { routes } from '../../plugins/routes.ts';
import * as service from './service.ts';

const tags = ['staff'];
const e = errorResponseSchema;
/** What the guard answers on every staff route: not staff, wrong role or no two-factor, idle session. */
const guarded = { 401: e, 403: e };

export const staffSupportRoutes = routes('/api/staff/support', async (app) => {
  const audit =
    (request: FastifyRequest): service.Audit =>
    (change, tx) =>
      app.recordStaffChange(request, change, tx);

  app.get(
    '/members',
    {
      config: { staffPermission: 'members.read' },
      schema: {
        tags,
        summary: 'Finds members by e-mail address (or its beginning) or by card number (16 digits)',
        querystring: memberSearchQuerySchema,
        response: { 200: memberSearchResponseSchema, 400: e, ...guarded },
      },
    },
    async (request) => service.searchMembers(app, request.query),
  );

  app.get(
    '/members/:userId',
    {
      config: { staffPermission: 'members.read' },
      schema: {
        tags,
        summary:
          "A member's page: profile, sign-in lock, cards, orders and failed attempts, student status and consent",
        params: memberParamsSchema,
        response: { 200: memberDetailSchema, 400: e, 404: e, ...guarded },
      },
    },
    async (request) => service.memberDetail(app, request.params.userId),
  );

  app.post(
    '/members/:userId/resend-verification',
    {
      config: { staffPermission: 'members.write' },
      schema: {
        tags,
        summary: "Sends the member's verification e-mail again (the member's own resend limit applies)",
        params: memberParamsSchema,
        response: { 200: resendVerificationResponseSchema, 400: e, 404: e, 429: e, ...guarded },
      },
    },
    async (request) => service.resendVerification(app, audit(request), request.params.userId),
  );

  app.post(
    '/members/:userId/unlock',
    {
      config: { staffPermission: 'members.write' },
      schema: {
        tags,
        summary: "Lifts the member's sign-in lock and clears their failed attempts",
        params: memberParamsSchema,
        response: { 200: unlockResponseSchema, 400: e, 404: e, ...guarded },
      },
    },
    async (request) => service.unlockSignIn(app, audit(request), request.params.userId),
  );

  app.post(
    '/members/:userId/cancel-auto-renew',
    {
      config: { staffPermission: 'members.write' },
      schema: {
        tags,
        summary: "Turns the member's auto-renew off (the membership runs to its end; the card on file stays)",
        params: memberParamsSchema,
        response: { 200: cancelAutoRenewResponseSchema, 400: e, 404: e, ...guarded },
      },
    },
    async (request) => service.cancelAutoRenew(app, audit(request), request.params.userId),
  );

  app.get(
    '/orders/:orderNumber',
    {
      config: { staffPermission: 'members.read' },
      schema: {
        tags,
        summary: "One order by its number (a member's or a guest's), with its payment and refund",
        params: orderParamsSchema,
        response: { 200: orderLookupResponseSchema, 400: e, 404: e, ...guarded },
      },
    },
    async (request) => service.orderDetail(app, request.params.orderNumber),
  );

  app.post(
    '/orders/:orderNumber/refund',
    {
      config: { staffPermission: 'orders.refund' },
      schema: {
        tags,
        summary:
          'Refunds an order in full through the payment gateway (admins; Idempotency-Key required; auto-renew stops)',
        params: orderParamsSchema,
        headers: z.object({ [IDEMPOTENCY_KEY_HEADER]: z.string().optional() }),
        body: refundBodySchema,
        response: { 200: refundResponseSchema, 400: e, 404: e, 409: e, 422: e, 502: e, 503: e, ...guarded },
      },
    },
    async (request, reply) => {
      const staff = request.staff!;
      const answer = await service.refundOrder(app, audit(request), {
        acting: { userId: staff.userId, email: staff.email },
        orderNumber: request.params.orderNumber,
        body: request.body,
        key: requireKey(request.headers[IDEMPOTENCY_KEY_HEADER]),
      });
      if (answer.replayed) reply.header(REPLAYED_HEADER, 'true');
      return reply.code(answer.status).send(answer.body as z.infer<typeof refundResponseSchema>);
    },
  );
});
