// The staff API's taxonomy and bulk areas (issue 20 item 3), under /api/staff:
// - /taxonomy/{categories|collections|weekly-deals|holiday-events}[/:id]: list (paged, sorted, searched),
//   read, create, edit, delete (catalogue.read / catalogue.write); /taxonomy/offer-options for the forms;
// - /bulk/{offers|partners}/export (a CSV stream) and /bulk/{offers|partners}/import (dry run first, then
//   all or nothing), catalogue.bulk.
// The staff plugin checks each route's permission before the handler; every write records its audit row
// in its own transaction (and so empties every instance's caches).
import { Readable } from 'node:stream';
import { idParamSchema } from '@spc/domain/input-rules';
import { staffPageQuerySchema } from '@spc/domain/staff';
import {
  BULK_ENTITIES,
  CSV_ERRORS,
  CSV_MAX_CHARS,
  bulkImportBodySchema,
  bulkImportErrorSchema,
  bulkImportReportSchema,
} from '@spc/domain/staff-csv';
import {
  categoryInputSchema,
  collectionInputSchema,
  deletedResponseSchema,
  holidayEventInputSchema,
  offerOptionsQuerySchema,
  offerOptionsResponseSchema,
  staffCategoryListSchema,
  staffCategorySchema,
  staffCollectionListSchema,
  staffCollectionSchema,
  staffHolidayEventListSchema,
  staffHolidayEventSchema,
  staffWeeklyDealListSchema,
  staffWeeklyDealSchema,
  weeklyDealInputSchema,
} from '@spc/domain/staff-taxonomy';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorResponseSchema } from '../../errors.ts';
import { routes } from '../../plugins/routes.ts';
import * as service from './service.ts';

const idParams = z.object({ id: idParamSchema });
const entityParams = z.object({ entity: z.enum(BULK_ENTITIES) });
const e = errorResponseSchema;
const readErrors = { 400: e, 401: e, 403: e, 404: e };
const writeErrors = { 400: e, 401: e, 403: e, 404: e, 409: e };

/** The audit callback of a request (plugins/staff.ts). */
function recorder(app: FastifyInstance, request: FastifyRequest): service.RecordChange {
  return (change, tx) => app.recordStaffChange(request, change, tx);
}

/** The four taxonomy lists share their route shapes; only the schemas and the service calls differ. */
interface Area<Row, Input> {
  path: string;
  noun: string;
  row: z.ZodType<Row>;
  list: z.ZodType;
  input: z.ZodType<Input>;
  calls: {
    list: (deps: service.TaxonomyDeps, query: z.infer<typeof staffPageQuerySchema>) => Promise<unknown>;
    get: (deps: service.TaxonomyDeps, id: number) => Promise<Row>;
    create: (deps: service.TaxonomyDeps, input: Input, record: service.RecordChange) => Promise<Row>;
    update: (deps: service.TaxonomyDeps, id: number, input: Input, record: service.RecordChange) => Promise<Row>;
    remove: (deps: service.TaxonomyDeps, id: number, record: service.RecordChange) => Promise<void>;
  };
}

function area<Row, Input>(definition: Area<Row, Input>) {
  return definition;
}

const AREAS = [
  area({
    path: 'categories',
    noun: 'category (with its subcategories)',
    row: staffCategorySchema,
    list: staffCategoryListSchema,
    input: categoryInputSchema,
    calls: {
      list: service.listCategories,
      get: service.getCategory,
      create: service.createCategory,
      update: service.updateCategory,
      remove: service.deleteCategory,
    },
  }),
  area({
    path: 'collections',
    noun: 'collection',
    row: staffCollectionSchema,
    list: staffCollectionListSchema,
    input: collectionInputSchema,
    calls: {
      list: service.listCollections,
      get: service.getCollection,
      create: service.createCollection,
      update: service.updateCollection,
      remove: service.deleteCollection,
    },
  }),
  area({
    path: 'weekly-deals',
    noun: 'weekly deal',
    row: staffWeeklyDealSchema,
    list: staffWeeklyDealListSchema,
    input: weeklyDealInputSchema,
    calls: {
      list: service.listWeeklyDeals,
      get: service.getWeeklyDeal,
      create: service.createWeeklyDeal,
      update: service.updateWeeklyDeal,
      remove: service.deleteWeeklyDeal,
    },
  }),
  area({
    path: 'holiday-events',
    noun: 'holiday event',
    row: staffHolidayEventSchema,
    list: staffHolidayEventListSchema,
    input: holidayEventInputSchema,
    calls: {
      list: service.listHolidayEvents,
      get: service.getHolidayEvent,
      create: service.createHolidayEvent,
      update: service.updateHolidayEvent,
      remove: service.deleteHolidayEvent,
    },
  }),
];

export const staffTaxonomyRoutes = routes('/api/staff', async (app) => {
  const deps: service.TaxonomyDeps = { db: app.db };
  const tags = ['staff'];

  for (const { path, noun, row, list, input, calls } of AREAS as Area<unknown, unknown>[]) {
    const base = `/taxonomy/${path}`;
    app.get(
      base,
      {
        config: { staffPermission: 'catalogue.read' },
        schema: {
          tags,
          summary: `Staff: a page of every ${noun}, searched (q) and sorted (sort, "-" for descending)`,
          querystring: staffPageQuerySchema,
          response: { 200: list, ...readErrors },
        },
      },
      async (request) => calls.list(deps, request.query),
    );
    app.get(
      `${base}/:id`,
      {
        config: { staffPermission: 'catalogue.read' },
        schema: { tags, summary: `Staff: one ${noun}`, params: idParams, response: { 200: row, ...readErrors } },
      },
      async (request) => calls.get(deps, request.params.id),
    );
    app.post(
      base,
      {
        config: { staffPermission: 'catalogue.write' },
        schema: { tags, summary: `Staff: adds a ${noun}`, body: input, response: { 201: row, ...writeErrors } },
      },
      async (request, reply) => reply.status(201).send(await calls.create(deps, request.body, recorder(app, request))),
    );
    app.put(
      `${base}/:id`,
      {
        config: { staffPermission: 'catalogue.write' },
        schema: {
          tags,
          summary: `Staff: edits a ${noun}`,
          params: idParams,
          body: input,
          response: { 200: row, ...writeErrors },
        },
      },
      async (request) => calls.update(deps, request.params.id, request.body, recorder(app, request)),
    );
    app.delete(
      `${base}/:id`,
      {
        config: { staffPermission: 'catalogue.write' },
        schema: {
          tags,
          summary: `Staff: deletes a ${noun} (refused while offers depend on it)`,
          params: idParams,
          response: { 200: deletedResponseSchema, ...writeErrors },
        },
      },
      async (request) => {
        await calls.remove(deps, request.params.id, recorder(app, request));
        return { deleted: request.params.id };
      },
    );
  }

  app.get(
    '/taxonomy/offer-options',
    {
      config: { staffPermission: 'catalogue.read' },
      schema: {
        tags,
        summary: 'Staff: up to 20 offers whose id, title or partner matches q, for the forms’ offer picker',
        querystring: offerOptionsQuerySchema,
        response: { 200: offerOptionsResponseSchema, ...readErrors },
      },
    },
    async (request) => ({ offers: await service.searchOfferOptions(deps, request.query.q) }),
  );

  app.get(
    '/bulk/:entity/export',
    {
      config: { staffPermission: 'catalogue.bulk' },
      schema: {
        tags,
        summary: 'Staff: every offer or partner as CSV (UTF-8 with BOM, English and French columns), streamed',
        // No response schema: the body is a stream of CSV text (refusals keep the usual error shape).
        params: entityParams,
      },
    },
    async (request, reply) => {
      const { entity } = request.params;
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="spc-${entity}-${day}.csv"`)
        .send(Readable.from(service.exportCsv(deps, entity)));
    },
  );

  app.post(
    '/bulk/:entity/import',
    {
      config: { staffPermission: 'catalogue.bulk' },
      // JSON escapes and UTF-8 make the body longer than the CSV text the schema caps (400 past it).
      bodyLimit: CSV_MAX_CHARS * 4 + 4096,
      schema: {
        tags,
        summary:
          'Staff: imports offers or partners from CSV — a dry run reports each row (created, updated, unchanged, error); the real run writes all rows or none',
        params: entityParams,
        body: bulkImportBodySchema,
        response: { 200: bulkImportReportSchema, 400: e, 401: e, 403: e, 422: bulkImportErrorSchema },
      },
    },
    async (request, reply) => {
      const report = await service.importCsv(deps, request.params.entity, request.body, recorder(app, request));
      if (!request.body.dry_run && report.counts.error > 0) {
        return reply.status(422).send({ error: 'IMPORT_HAS_ERRORS', message: CSV_ERRORS.IMPORT_HAS_ERRORS, report });
      }
      return report;
    },
  );
});
