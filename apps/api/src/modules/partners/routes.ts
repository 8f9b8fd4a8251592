// Partners service routes under /api/partners (spec §7 "Partners"), read side.
import { categoriesResponseSchema } from '@spc/domain/categories';
import { offersSummaryQuerySchema, offersSummaryResponseSchema } from '@spc/domain/offers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, notFound } from '../../errors.ts';
import * as service from './service.ts';

export const partnersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v2/categories',
    {
      schema: {
        tags: ['partners'],
        summary: 'Offer categories with their subcategories',
        response: { 200: categoriesResponseSchema },
      },
    },
    async () => service.getCategories(app),
  );

  app.get(
    '/v5/offers/summary',
    {
      schema: {
        tags: ['partners'],
        summary:
          'A page of offers with the categories, partners, limited-time offers, collections, contests, ads and legal text around them',
        querystring: offersSummaryQuerySchema,
        response: { 200: offersSummaryResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => service.getOffersSummary(app, request.query, new Date()),
  );

  app.get(
    '/v2/partners/:partnerId/logo.svg',
    {
      schema: {
        tags: ['partners'],
        summary: "A partner's logo (generated SVG)",
        params: z.object({ partnerId: z.coerce.number().int().positive() }),
      },
    },
    async (request, reply) => {
      const svg = await service.getPartnerLogo(app.db, request.params.partnerId);
      if (svg === undefined) throw notFound('Partner not found');
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(svg);
    },
  );
};
