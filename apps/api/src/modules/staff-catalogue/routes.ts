// The catalogue editor's staff API (issue 20 item 3) under /api/staff/catalogue: partners, offers and
// their code pools. Reads need catalogue.read, writes catalogue.write (plugins/staff.ts checks them
// before the handler); every write is recorded in the audit trail in its own transaction and empties
// every instance's caches, so the public /deals and offer pages show it at once.
import {
  codePoolSummarySchema,
  codeThresholdBodySchema,
  codeUploadBodySchema,
  codeUploadRejectedSchema,
  codeUploadReportSchema,
  offerFormOptionsSchema,
  offerIdParamsSchema,
  offerInputSchema,
  offerListQuerySchema,
  offerListResponseSchema,
  offerPreviewResponseSchema,
  partnerIdParamsSchema,
  partnerInputSchema,
  partnerListQuerySchema,
  partnerListResponseSchema,
  STAFF_CATALOGUE_ERRORS,
  staffOfferSchema,
  staffPartnerSchema,
} from '@spc/domain/staff-catalogue';
import type { FastifyRequest } from 'fastify';
import { errorResponseSchema } from '../../errors.ts';
import { routes } from '../../plugins/routes.ts';
import * as service from './service.ts';

const tags = ['staff'];
const e = errorResponseSchema;
const readErrors = { 400: e, 401: e, 403: e, 404: e };
const writeErrors = { 400: e, 401: e, 403: e, 404: e, 409: e, 503: e };

export const staffCatalogueRoutes = routes('/api/staff/catalogue', async (app) => {
  /** The audit row of a write, in the write's transaction (the staff plugin's recordStaffChange). */
  const recorder =
    (request: FastifyRequest): service.RecordChange =>
    (change, tx) =>
      app.recordStaffChange(request, change, tx);

  // ---- Partners ----

  app.get(
    '/partners',
    {
      config: { staffPermission: 'catalogue.read' },
      schema: {
        tags,
        summary: 'Partners, searched, sorted and paged',
        querystring: partnerListQuerySchema,
        response: { 200: partnerListResponseSchema, ...readErrors },
      },
    },
    async (request) => service.listPartners(app, request.query, new Date()),
  );

  app.get(
    '/partners/:partnerId',
    {
      config: { staffPermission: 'catalogue.read' },
      schema: {
        tags,
        summary: 'A partner with its stores',
        params: partnerIdParamsSchema,
        response: { 200: staffPartnerSchema, ...readErrors },
      },
    },
    async (request) => service.getPartner(app, request.params.partnerId),
  );

  app.post(
    '/partners',
    {
      config: { staffPermission: 'catalogue.write' },
      schema: {
        tags,
        summary: 'Creates a partner; its stores’ postal codes are geocoded',
        body: partnerInputSchema,
        response: { 201: staffPartnerSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const partner = await service.createPartner(app, request.body, recorder(request), new Date());
      return reply.code(201).send(partner);
    },
  );

  app.put(
    '/partners/:partnerId',
    {
      config: { staffPermission: 'catalogue.write' },
      schema: {
        tags,
        summary: 'Edits a partner (its stores are replaced by the list sent)',
        params: partnerIdParamsSchema,
        body: partnerInputSchema,
        response: { 200: staffPartnerSchema, ...writeErrors },
      },
    },
    async (request) => service.updatePartner(app, request.params.partnerId, request.body, recorder(request)),
  );

  // ---- Offers ----

  app.get(
    '/offer-options',
    {
      config: { staffPermission: 'catalogue.read' },
      schema: {
        tags,
        summary: 'What the offer form chooses from: categories and their subcategories',
        response: { 200: offerFormOptionsSchema, ...readErrors },
      },
    },
    async () => service.offerFormOptions(app),
  );

  app.get(
    '/offers',
    {
      config: { staffPermission: 'catalogue.read' },
      schema: {
        tags,
        summary: 'Offers of every state (or one: live, scheduled, expired, delisted), overall or of one partner',
        querystring: offerListQuerySchema,
        response: { 200: offerListResponseSchema, ...readErrors },
      },
    },
    async (request) => service.listOffers(app, request.query, new Date()),
  );

  app.get(
    '/offers/:offerId',
    {
      config: { staffPermission: 'catalogue.read' },
      schema: {
        tags,
        summary: 'An offer with every field, its state and its code pool',
        params: offerIdParamsSchema,
        response: { 200: staffOfferSchema, ...readErrors },
      },
    },
    async (request) => service.getOffer(app, request.params.offerId, new Date()),
  );

  app.get(
    '/offers/:offerId/preview',
    {
      config: { staffPermission: 'catalogue.read' },
      schema: {
        tags,
        summary: 'The offer page as a member would load it, whatever the offer’s state',
        params: offerIdParamsSchema,
        response: { 200: offerPreviewResponseSchema, ...readErrors },
      },
    },
    async (request) => service.previewOffer(app, request.params.offerId, new Date()),
  );

  app.post(
    '/offers',
    {
      config: { staffPermission: 'catalogue.write' },
      schema: {
        tags,
        summary: 'Creates an offer (a start date in the future schedules it)',
        body: offerInputSchema,
        response: { 201: staffOfferSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const offer = await service.createOffer(app, request.body, recorder(request), new Date());
      return reply.code(201).send(offer);
    },
  );

  app.put(
    '/offers/:offerId',
    {
      config: { staffPermission: 'catalogue.write' },
      schema: {
        tags,
        summary: 'Edits an offer',
        params: offerIdParamsSchema,
        body: offerInputSchema,
        response: { 200: staffOfferSchema, ...writeErrors },
      },
    },
    async (request) => service.updateOffer(app, request.params.offerId, request.body, recorder(request), new Date()),
  );

  for (const [path, listed] of [
    ['delist', false],
    ['relist', true],
  ] as const) {
    app.post(
      `/offers/:offerId/${path}`,
      {
        config: { staffPermission: 'catalogue.write' },
        schema: {
          tags,
          summary: listed ? 'Lists a delisted offer again' : 'Delists an offer (members see “Offer delisted”)',
          params: offerIdParamsSchema,
          response: { 200: staffOfferSchema, ...writeErrors },
        },
      },
      async (request) => service.setOfferListed(app, request.params.offerId, listed, recorder(request), new Date()),
    );
  }

  // ---- Code pools ----

  app.get(
    '/offers/:offerId/codes',
    {
      config: { staffPermission: 'catalogue.read' },
      schema: {
        tags,
        summary: 'The offer’s code pool: codes, handed out, left, and the low-codes alert',
        params: offerIdParamsSchema,
        response: { 200: codePoolSummarySchema, ...readErrors, 409: e },
      },
    },
    async (request) => service.getCodePool(app, request.params.offerId),
  );

  app.post(
    '/offers/:offerId/codes/preview',
    {
      config: { staffPermission: 'catalogue.write' },
      schema: {
        tags,
        summary: 'Reads a CSV of codes and reports what a commit would add (nothing is written)',
        params: offerIdParamsSchema,
        body: codeUploadBodySchema,
        response: { 200: codeUploadReportSchema, ...writeErrors },
      },
    },
    async (request) => service.previewCodes(app, request.params.offerId, request.body.csv),
  );

  app.post(
    '/offers/:offerId/codes/commit',
    {
      config: { staffPermission: 'catalogue.write' },
      schema: {
        tags,
        summary: 'Adds a CSV’s codes to the pool, all or none (422 with the report when any line is refused)',
        params: offerIdParamsSchema,
        body: codeUploadBodySchema,
        response: { 200: codeUploadReportSchema, 422: codeUploadRejectedSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const result = await service.commitCodes(
        app,
        request.params.offerId,
        request.body.csv,
        recorder(request),
        new Date(),
      );
      if (!result.committed) {
        return reply.code(422).send({
          error: 'CODES_REJECTED' as const,
          message: STAFF_CATALOGUE_ERRORS.CODES_REJECTED,
          field: 'csv',
          report: result.report,
        });
      }
      return result.report;
    },
  );

  app.put(
    '/offers/:offerId/codes/threshold',
    {
      config: { staffPermission: 'catalogue.write' },
      schema: {
        tags,
        summary: 'Sets the pool’s low-codes alert (an e-mail to the staff address under it; 0 turns it off)',
        params: offerIdParamsSchema,
        body: codeThresholdBodySchema,
        response: { 200: codePoolSummarySchema, ...writeErrors },
      },
    },
    async (request) =>
      service.setPoolThreshold(app, request.params.offerId, request.body.low_threshold, recorder(request), new Date()),
  );
});
