// The staff console's identity routes under /api/staff (issue 20 item 1; decision 030): who is at the
// console, and staff management for admins. Every route names its permission (plugins/staff.ts checks
// it and sets request.staff); every write is audited in its own transaction. Two-step sign-in is set up
// through the identity library's /api/auth/two-factor/* (staff only, checked by the bridge).
import { staffMeResponseSchema } from '@spc/domain/staff';
import {
  addStaffBodySchema,
  addStaffResponseSchema,
  changeStaffRoleBodySchema,
  staffListQuerySchema,
  staffListResponseSchema,
  staffMemberParamsSchema,
  staffMemberSchema,
} from '@spc/domain/staff-identity';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorResponseSchema } from '../../errors.ts';
import { routes } from '../../plugins/routes.ts';
import * as service from './service.ts';

const e = errorResponseSchema;
const tags = ['staff'];

export const staffIdentityRoutes = routes('/api/staff', async (app) => {
  const deps = { db: app.db, config: app.config, mail: app.mail };
  const recordFor =
    (request: FastifyRequest): service.RecordChange =>
    (change, tx) =>
      app.recordStaffChange(request, change, tx);

  app.get(
    '/me',
    {
      // Open before two-step sign-in is set up: the console asks for it from here.
      config: { staffPermission: 'console.open', staffWithoutTwoFactor: true },
      schema: {
        tags,
        summary: 'Who is at the console: role, permissions, two-step sign-in, when the idle session ends',
        response: { 200: staffMeResponseSchema, 401: e, 403: e },
      },
    },
    async (request) => service.staffMe(request.staff!),
  );

  app.get(
    '/members',
    {
      config: { staffPermission: 'staff.manage' },
      schema: {
        tags,
        summary: 'Staff accounts (search by e-mail or name, filter by role, sort, page)',
        querystring: staffListQuerySchema,
        response: { 200: staffListResponseSchema, 400: e, 401: e, 403: e },
      },
    },
    async (request) => service.listStaffMembers(deps, request.query),
  );

  app.post(
    '/members',
    {
      config: { staffPermission: 'staff.manage' },
      schema: {
        tags,
        summary: 'Adds a staff member by e-mail: an existing account gets the role, a new one a set-password link',
        body: addStaffBodySchema,
        response: { 201: addStaffResponseSchema, 400: e, 401: e, 403: e, 409: e },
      },
    },
    async (request, reply) => {
      const added = await service.addStaffMember(deps, request.body, recordFor(request), new Date());
      return reply.status(201).send(added);
    },
  );

  app.put(
    '/members/:id/role',
    {
      config: { staffPermission: 'staff.manage' },
      schema: {
        tags,
        summary: "Changes a staff member's role (the console keeps at least one administrator)",
        params: staffMemberParamsSchema,
        body: changeStaffRoleBodySchema,
        response: { 200: staffMemberSchema, 400: e, 401: e, 403: e, 404: e, 409: e },
      },
    },
    async (request) =>
      service.changeStaffRole(deps, request.params.id, request.body.role, recordFor(request), new Date()),
  );

  app.delete(
    '/members/:id',
    {
      config: { staffPermission: 'staff.manage' },
      schema: {
        tags,
        summary: 'Removes the staff role (the account stays, as a member); their sessions end',
        params: staffMemberParamsSchema,
        response: { 204: z.null(), 400: e, 401: e, 403: e, 404: e, 409: e },
      },
    },
    async (request, reply) => {
      await service.removeStaffMember(deps, request.params.id, recordFor(request), new Date());
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/members/:id/two-factor',
    {
      config: { staffPermission: 'staff.manage' },
      schema: {
        tags,
        summary: "Resets a staff member's two-step sign-in (a lost phone): they set it up at their next sign-in",
        params: staffMemberParamsSchema,
        response: { 200: staffMemberSchema, 400: e, 401: e, 403: e, 404: e },
      },
    },
    async (request) => service.resetStaffTwoFactor(deps, request.params.id, recordFor(request), new Date()),
  );

  app.post(
    '/members/:id/invitation',
    {
      config: { staffPermission: 'staff.manage' },
      schema: {
        tags,
        summary: 'E-mails a staff member a new one-time set-password link',
        params: staffMemberParamsSchema,
        response: { 200: staffMemberSchema, 400: e, 401: e, 403: e, 404: e },
      },
    },
    async (request) => service.resendInvitation(deps, request.params.id, recordFor(request), new Date()),
  );
});
