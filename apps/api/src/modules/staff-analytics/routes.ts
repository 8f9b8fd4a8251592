// Partner analytics for editors and admins (issue 20 item 5, decision 036), permission analytics.read:
// GET /api/staff/analytics/daily (a period's days and totals for the site, a partner or an offer),
// /offers (each offer's totals, sorted: top offers), /export.csv (by day, or by offer and day) and
// /picker (partners by name, a partner's offers). A period is at most 366 days, from ≤ to (400
// otherwise). Every call reads the daily rows the rollup job keeps, never the raw events.
import { Readable } from 'node:stream';
import {
  analyticsDailyResponseSchema,
  analyticsExportQuerySchema,
  analyticsOffersQuerySchema,
  analyticsOffersResponseSchema,
  analyticsPeriodQuerySchema,
  analyticsPickerQuerySchema,
  analyticsPickerResponseSchema,
} from '@spc/domain/staff-analytics';
import { z } from 'zod';
import { errorResponseSchema } from '../../errors.ts';
import { routes } from '../../plugins/routes.ts';
import * as service from './service.ts';

const e = errorResponseSchema;
const tags = ['staff'];
const refusals = { 400: e, 401: e, 403: e };
const config = { staffPermission: 'analytics.read' } as const;

export const staffAnalyticsRoutes = routes('/api/staff/analytics', async (app) => {
  const deps = { db: app.db, cache: app.cache };

  app.get(
    '/daily',
    {
      config,
      schema: {
        tags,
        summary:
          "A period's views, clicks, code reveals and confirmed savings per UTC day, for the site, a partner or an offer",
        querystring: analyticsPeriodQuerySchema,
        response: { 200: analyticsDailyResponseSchema, ...refusals },
      },
    },
    async (request) => service.daily(deps, request.query),
  );

  app.get(
    '/offers',
    {
      config,
      schema: {
        tags,
        summary: "Each offer's totals over a period, sorted by a figure (top offers), paged",
        querystring: analyticsOffersQuerySchema,
        response: { 200: analyticsOffersResponseSchema, ...refusals },
      },
    },
    async (request) => service.offers(deps, request.query),
  );

  app.get(
    '/export.csv',
    {
      config,
      schema: {
        tags,
        summary: "A period's figures as CSV: one line per day, or per offer and day (by=offer)",
        querystring: analyticsExportQuerySchema,
        response: { 200: z.unknown().describe('text/csv'), ...refusals },
      },
    },
    async (request, reply) => {
      const { from, to, by, partner_id: partner, offer_id: offer } = request.query;
      const scope = offer ? `offer-${offer}` : partner ? `partner-${partner}` : 'all';
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="spc-analytics-${scope}-${by}-${from}-${to}.csv"`)
        .send(Readable.from(service.exportCsv(deps, request.query)));
    },
  );

  app.get(
    '/picker',
    {
      config,
      schema: {
        tags,
        summary: "Partners by name and, given a partner, its offers (the console's pickers)",
        querystring: analyticsPickerQuerySchema,
        response: { 200: analyticsPickerResponseSchema, ...refusals },
      },
    },
    async (request) => service.picker(deps, request.query),
  );
});
