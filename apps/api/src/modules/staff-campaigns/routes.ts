// The staff console's campaigns area under /api/staff/campaigns (issue 20 item 3; decision 034): ads and
// e-mail opt modals, contests and their winner draw, campus code pools, promo, school and VIP codes, the
// travel-photo review queue. Every route names its permission (plugins/staff.ts checks it); every write
// runs in one transaction with its audit row (`recordStaffChange`, which also empties every instance's
// caches so the public site shows the change at once).
import { staffPageQuerySchema } from '@spc/domain/staff';
import {
  staffAdInputSchema,
  staffAdListSchema,
  staffAdSchema,
  staffCampusCodeListSchema,
  staffCampusCodeSchema,
  staffCampusGenerateSchema,
  staffCampusImportSchema,
  staffCampusPoolListSchema,
  staffCodeParamsSchema,
  staffContestInputSchema,
  staffContestListSchema,
  staffContestSchema,
  staffDrawBodySchema,
  staffDrawListSchema,
  staffDrawParamsSchema,
  staffDrawSchema,
  staffDrawVerifySchema,
  staffEmailOptInputSchema,
  staffEmailOptListSchema,
  staffEmailOptSchema,
  staffGenerateReportSchema,
  staffIdParamsSchema,
  staffImportReportSchema,
  staffPromoGenerateSchema,
  staffPromoInputSchema,
  staffPromoListSchema,
  staffPromoSchema,
  staffSchoolInputSchema,
  staffSchoolListSchema,
  staffSchoolSchema,
  staffTravelPhotoDecisionSchema,
  staffTravelPhotoListSchema,
  staffTravelPhotoQuerySchema,
  staffVipGenerateSchema,
  staffVipInputSchema,
  staffVipListSchema,
  staffVipSchema,
} from '@spc/domain/staff-campaigns';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { transaction, type Tx } from '../../db/queryable.ts';
import { errorResponseSchema, notFound } from '../../errors.ts';
import { routes } from '../../plugins/routes.ts';
import * as marketing from '../marketing/service.ts';
import * as service from './service.ts';

const e = errorResponseSchema;
const tags = ['staff: campaigns'];
const read = { staffPermission: 'campaigns.read' } as const;
const write = { staffPermission: 'campaigns.write' } as const;
const writeErrors = { 400: e, 403: e, 404: e, 409: e };
const activeBodySchema = z.object({ active: z.boolean() });
const campusCodeQuerySchema = staffPageQuerySchema.extend({
  state: z.enum(['available', 'redeemed', 'expired']).optional(),
});
const okSchema = z.object({ id: z.number().int(), status: z.string() });

export const staffCampaignsRoutes = routes('/api/staff/campaigns', async (app) => {
  const db = app.db;
  const photoDeps = {
    db: app.db,
    cache: app.cache,
    geocoder: app.geocoder,
    // The same private storage marketing keeps the photos in (never served by /media).
    storage: marketing.travelPhotoStorage(app.config),
  };

  /** Runs a write and records its audit row in one transaction; answers the write's result. */
  const audited = <T>(request: FastifyRequest, work: (tx: Tx) => Promise<service.Written<T>>) =>
    transaction(db, async (tx) => {
      const { result, change } = await work(tx);
      if (change) await app.recordStaffChange(request, change, tx);
      return result;
    });
  const staffOf = (request: FastifyRequest) => ({ email: request.staff!.email });

  // ---- Ads -----------------------------------------------------------------------------------------

  app.get(
    '/ads',
    {
      config: read,
      schema: {
        tags,
        summary: 'Ads modals with their display rules',
        querystring: staffPageQuerySchema,
        response: { 200: staffAdListSchema, 400: e, 403: e },
      },
    },
    async (request) => service.listAds(db, request.query),
  );
  app.get(
    '/ads/:id',
    {
      config: read,
      schema: {
        tags,
        summary: 'One ad',
        params: staffIdParamsSchema,
        response: { 200: staffAdSchema, 400: e, 403: e, 404: e },
      },
    },
    async (request) => service.getAd(db, request.params.id),
  );
  app.post(
    '/ads',
    {
      config: write,
      schema: {
        tags,
        summary: 'Creates an ad',
        body: staffAdInputSchema,
        response: { 201: staffAdSchema, ...writeErrors },
      },
    },
    async (request, reply) => reply.code(201).send(await audited(request, (tx) => service.createAd(tx, request.body))),
  );
  app.put(
    '/ads/:id',
    {
      config: write,
      schema: {
        tags,
        summary: 'Edits an ad',
        params: staffIdParamsSchema,
        body: staffAdInputSchema,
        response: { 200: staffAdSchema, ...writeErrors },
      },
    },
    async (request) => audited(request, (tx) => service.updateAd(tx, request.params.id, request.body)),
  );
  app.put(
    '/ads/:id/active',
    {
      config: write,
      schema: {
        tags,
        summary: 'Enables or disables an ad',
        params: staffIdParamsSchema,
        body: activeBodySchema,
        response: { 200: staffAdSchema, ...writeErrors },
      },
    },
    async (request) => audited(request, (tx) => service.setAdActive(tx, request.params.id, request.body.active)),
  );

  // ---- E-mail opt modals -----------------------------------------------------------------------------

  app.get(
    '/email-modals',
    {
      config: read,
      schema: {
        tags,
        summary: 'E-mail opt modals',
        querystring: staffPageQuerySchema,
        response: { 200: staffEmailOptListSchema, 400: e, 403: e },
      },
    },
    async (request) => service.listEmailOpts(db, request.query),
  );
  app.get(
    '/email-modals/:id',
    {
      config: read,
      schema: {
        tags,
        summary: 'One e-mail opt modal',
        params: staffIdParamsSchema,
        response: { 200: staffEmailOptSchema, 400: e, 403: e, 404: e },
      },
    },
    async (request) => service.getEmailOpt(db, request.params.id),
  );
  app.post(
    '/email-modals',
    {
      config: write,
      schema: {
        tags,
        summary: 'Creates an e-mail opt modal',
        body: staffEmailOptInputSchema,
        response: { 201: staffEmailOptSchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await audited(request, (tx) => service.createEmailOpt(tx, request.body))),
  );
  app.put(
    '/email-modals/:id',
    {
      config: write,
      schema: {
        tags,
        summary: 'Edits an e-mail opt modal',
        params: staffIdParamsSchema,
        body: staffEmailOptInputSchema,
        response: { 200: staffEmailOptSchema, ...writeErrors },
      },
    },
    async (request) => audited(request, (tx) => service.updateEmailOpt(tx, request.params.id, request.body)),
  );
  app.put(
    '/email-modals/:id/active',
    {
      config: write,
      schema: {
        tags,
        summary: 'Enables or disables an e-mail opt modal',
        params: staffIdParamsSchema,
        body: activeBodySchema,
        response: { 200: staffEmailOptSchema, ...writeErrors },
      },
    },
    async (request) => audited(request, (tx) => service.setEmailOptActive(tx, request.params.id, request.body.active)),
  );

  // ---- Contests and the draw ---------------------------------------------------------------------------

  app.get(
    '/contests',
    {
      config: read,
      schema: {
        tags,
        summary: 'Contests with their rules, eligibility and entry counts',
        querystring: staffPageQuerySchema,
        response: { 200: staffContestListSchema, 400: e, 403: e },
      },
    },
    async (request) => service.listContests(db, request.query),
  );
  app.get(
    '/contests/:id',
    {
      config: read,
      schema: {
        tags,
        summary: 'One contest',
        params: staffIdParamsSchema,
        response: { 200: staffContestSchema, 400: e, 403: e, 404: e },
      },
    },
    async (request) => service.getContest(db, request.params.id),
  );
  app.post(
    '/contests',
    {
      config: write,
      schema: {
        tags,
        summary: 'Creates a contest with its settings',
        body: staffContestInputSchema,
        response: { 201: staffContestSchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await audited(request, (tx) => service.createContest(tx, request.body))),
  );
  app.put(
    '/contests/:id',
    {
      config: write,
      schema: {
        tags,
        summary: 'Edits a contest and its settings',
        params: staffIdParamsSchema,
        body: staffContestInputSchema,
        response: { 200: staffContestSchema, ...writeErrors },
      },
    },
    async (request) => audited(request, (tx) => service.updateContest(tx, request.params.id, request.body)),
  );
  app.get(
    '/contests/:id/draws',
    {
      config: read,
      schema: {
        tags,
        summary: "A contest's recorded draws, newest first",
        params: staffIdParamsSchema,
        response: { 200: staffDrawListSchema, 400: e, 403: e, 404: e },
      },
    },
    async (request) => ({ draws: await service.listDraws(db, request.params.id) }),
  );
  app.post(
    '/contests/:id/draws',
    {
      config: { staffPermission: 'contests.draw' },
      schema: {
        tags,
        summary: 'Draws the winners (fresh crypto seed, recorded; once per contest per Eastern day)',
        params: staffIdParamsSchema,
        body: staffDrawBodySchema,
        response: { 201: staffDrawSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const draw = await audited(request, (tx) =>
        service.drawWinners(tx, request.params.id, request.body.winners, staffOf(request), new Date()),
      );
      return reply.code(201).send(await service.toDraw(db, draw));
    },
  );
  app.get(
    '/contests/:id/draws/:drawId/verify',
    {
      config: read,
      schema: {
        tags,
        summary: 'Re-runs a recorded draw from its seed and says whether the same winners come out',
        params: staffDrawParamsSchema,
        response: { 200: staffDrawVerifySchema, 400: e, 403: e, 404: e },
      },
    },
    async (request) => service.verifyDraw(db, request.params.id, request.params.drawId),
  );

  // ---- Campus codes ------------------------------------------------------------------------------------

  app.get(
    '/campus-pools',
    {
      config: read,
      schema: {
        tags,
        summary: 'Every campus with its code pool counts',
        querystring: staffPageQuerySchema,
        response: { 200: staffCampusPoolListSchema, 400: e, 403: e },
      },
    },
    async (request) => service.listCampusPools(db, request.query, new Date()),
  );
  app.get(
    '/campus-pools/:id/codes',
    {
      config: read,
      schema: {
        tags,
        summary: "A campus's codes",
        params: staffIdParamsSchema,
        querystring: campusCodeQuerySchema,
        response: { 200: staffCampusCodeListSchema, 400: e, 403: e, 404: e },
      },
    },
    async (request) => service.listCampusCodes(db, request.params.id, request.query, new Date()),
  );
  app.post(
    '/campus-pools/:id/generate',
    {
      config: write,
      schema: {
        tags,
        summary: "Adds generated codes to a campus's pool",
        params: staffIdParamsSchema,
        body: staffCampusGenerateSchema,
        response: { 201: staffGenerateReportSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      await service.requireCampus(db, request.params.id);
      const report = await audited(request, (tx) => service.generateCampusCodes(tx, request.params.id, request.body));
      return reply.code(201).send(report);
    },
  );
  app.post(
    '/campus-pools/:id/import',
    {
      config: write,
      schema: {
        tags,
        summary: "Imports a list of codes into a campus's pool (all or nothing; dry run first)",
        params: staffIdParamsSchema,
        body: staffCampusImportSchema,
        response: { 200: staffImportReportSchema, ...writeErrors },
      },
    },
    async (request) => {
      await service.requireCampus(db, request.params.id);
      return audited(request, (tx) => service.importCampusCodes(tx, request.params.id, request.body));
    },
  );
  app.post(
    '/campus-codes/:id/disable',
    {
      config: write,
      schema: {
        tags,
        summary: 'Takes an unredeemed campus code out of its pool',
        params: staffIdParamsSchema,
        response: { 200: staffCampusCodeSchema, ...writeErrors },
      },
    },
    async (request) => audited(request, (tx) => service.disableCampusCode(tx, request.params.id, new Date())),
  );

  // ---- Promo and school codes ------------------------------------------------------------------------------

  app.get(
    '/promo-codes',
    {
      config: read,
      schema: {
        tags,
        summary: 'Promo codes',
        querystring: staffPageQuerySchema,
        response: { 200: staffPromoListSchema, 400: e, 403: e },
      },
    },
    async (request) => service.listPromos(db, request.query),
  );
  app.post(
    '/promo-codes',
    {
      config: write,
      schema: {
        tags,
        summary: 'Creates a promo code',
        body: staffPromoInputSchema,
        response: { 201: staffPromoSchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await audited(request, (tx) => service.createPromo(tx, request.body, new Date()))),
  );
  app.post(
    '/promo-codes/generate',
    {
      config: write,
      schema: {
        tags,
        summary: 'Generates promo codes in bulk',
        body: staffPromoGenerateSchema,
        response: { 201: staffGenerateReportSchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await audited(request, (tx) => service.generatePromos(tx, request.body, new Date()))),
  );
  app.post(
    '/promo-codes/:code/disable',
    {
      config: write,
      schema: {
        tags,
        summary: 'Ends a promo code now',
        params: staffCodeParamsSchema,
        response: { 200: staffPromoSchema, ...writeErrors },
      },
    },
    async (request) => audited(request, (tx) => service.disablePromo(tx, request.params.code, new Date())),
  );
  app.get(
    '/school-codes',
    {
      config: read,
      schema: {
        tags,
        summary: 'School codes',
        querystring: staffPageQuerySchema,
        response: { 200: staffSchoolListSchema, 400: e, 403: e },
      },
    },
    async (request) => service.listSchoolCodes(db, request.query),
  );
  app.post(
    '/school-codes',
    {
      config: write,
      schema: {
        tags,
        summary: 'Creates a school code',
        body: staffSchoolInputSchema,
        response: { 201: staffSchoolSchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await audited(request, (tx) => service.createSchoolCode(tx, request.body, new Date()))),
  );
  app.post(
    '/school-codes/:code/disable',
    {
      config: write,
      schema: {
        tags,
        summary: 'Ends a school code now',
        params: staffCodeParamsSchema,
        response: { 200: staffSchoolSchema, ...writeErrors },
      },
    },
    async (request) => audited(request, (tx) => service.disableSchoolCode(tx, request.params.code, new Date())),
  );

  // ---- VIP codes --------------------------------------------------------------------------------------------

  app.get(
    '/vip-codes',
    {
      config: read,
      schema: {
        tags,
        summary: 'VIP codes',
        querystring: staffPageQuerySchema,
        response: { 200: staffVipListSchema, 400: e, 403: e },
      },
    },
    async (request) => service.listVipCodes(db, request.query),
  );
  app.post(
    '/vip-codes',
    {
      config: write,
      schema: {
        tags,
        summary: 'Creates a VIP code',
        body: staffVipInputSchema,
        response: { 201: staffVipSchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await audited(request, (tx) => service.createVipCode(tx, request.body, new Date()))),
  );
  app.post(
    '/vip-codes/generate',
    {
      config: write,
      schema: {
        tags,
        summary: 'Generates VIP codes in bulk',
        body: staffVipGenerateSchema,
        response: { 201: staffGenerateReportSchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await audited(request, (tx) => service.generateVipCodes(tx, request.body, new Date()))),
  );
  app.post(
    '/vip-codes/:code/disable',
    {
      config: write,
      schema: {
        tags,
        summary: 'Ends a VIP code now',
        params: staffCodeParamsSchema,
        response: { 200: staffVipSchema, ...writeErrors },
      },
    },
    async (request) => audited(request, (tx) => service.disableVipCode(tx, request.params.code, new Date())),
  );

  // ---- Travel photos --------------------------------------------------------------------------------------

  app.get(
    '/travel-photos',
    {
      config: read,
      schema: {
        tags,
        summary: 'Travel photos by status (the review queue is pending, oldest first)',
        querystring: staffPageQuerySchema.extend(staffTravelPhotoQuerySchema.shape),
        response: { 200: staffTravelPhotoListSchema, 400: e, 403: e },
      },
    },
    async (request) => service.listTravelPhotos(db, request.query.status, request.query),
  );
  app.get(
    '/travel-photos/:id/photo',
    { config: read, schema: { tags, summary: "A travel photo's bytes (any status)", params: staffIdParamsSchema } },
    async (request, reply) => {
      const photo = await marketing.readTravelPhoto(photoDeps, request.params.id, { staff: true });
      if (!photo) throw notFound(`There is no travel photo ${request.params.id}.`);
      return reply.type(photo.type).header('x-content-type-options', 'nosniff').send(photo.bytes);
    },
  );
  app.post(
    '/travel-photos/:id/decision',
    {
      config: write,
      schema: {
        tags,
        summary: 'Approves or refuses a travel photo',
        params: staffIdParamsSchema,
        body: staffTravelPhotoDecisionSchema,
        response: { 200: okSchema, ...writeErrors },
      },
    },
    async (request) =>
      audited(request, (tx) =>
        service.reviewTravelPhoto(tx, request.params.id, request.body.decision, staffOf(request), new Date()),
      ),
  );
});
