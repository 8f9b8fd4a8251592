// The audit trail for admins (issue 20 item 4): GET /api/staff/audit (filters: staff e-mail, entity,
// entity id, action, Eastern days from/to; paged, newest first), GET /api/staff/audit/export.csv (the
// same filters, every matching row) and GET /api/staff/audit/:id (one entry with its before and after).
// Permission audit.read (admins). There is no route that changes or deletes an entry, and the database
// refuses it too (migration 0024's trigger).
import { Readable } from 'node:stream';
import { auditEntrySchema, auditListResponseSchema, auditQuerySchema } from '@spc/domain/staff';
import { z } from 'zod';
import { errorResponseSchema } from '../../errors.ts';
import { routes } from '../../plugins/routes.ts';
import * as service from './service.ts';

const e = errorResponseSchema;
const tags = ['staff'];
const refusals = { 400: e, 401: e, 403: e };

export const staffAuditRoutes = routes('/api/staff/audit', async (app) => {
  const deps = { db: app.db };

  app.get(
    '/',
    {
      config: { staffPermission: 'audit.read' },
      schema: {
        tags,
        summary: 'The audit trail of staff writes, newest first, filtered and paged (admins)',
        querystring: auditQuerySchema,
        response: { 200: auditListResponseSchema, ...refusals },
      },
    },
    async (request) => service.listAudit(deps, request.query),
  );

  app.get(
    '/export.csv',
    {
      config: { staffPermission: 'audit.read' },
      schema: {
        tags,
        summary: 'The filtered audit trail as CSV, newest first (admins)',
        querystring: auditQuerySchema.omit({ page: true, per_page: true }),
        response: { 200: z.unknown().describe('text/csv'), ...refusals },
      },
    },
    async (request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="spc-audit-${day}.csv"`)
        .send(Readable.from(service.auditCsv(deps, request.query)));
    },
  );

  app.get(
    '/:id',
    {
      config: { staffPermission: 'audit.read' },
      schema: {
        tags,
        summary: 'One audit entry with what the record was before and after (admins)',
        params: z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) }),
        response: { 200: auditEntrySchema, 404: e, ...refusals },
      },
    },
    async (request) => service.getAudit(deps, request.params.id),
  );
});
