// Partners service routes under /api/partners (spec §7 "Partners"), read side.
import {
  adsQuerySchema,
  brandsResponseSchema,
  adsResponseSchema,
  categoryDataResponseSchema,
  categoryOffersQuerySchema,
  categoryOffersResponseSchema,
  collectionResponseSchema,
  collectionsResponseSchema,
  collectionsWithOffersResponseSchema,
  contestsResponseSchema,
  idOrUrlNameParamsSchema,
  idParamsSchema,
  limitedTimeOffersResponseSchema,
  offerLegalQuerySchema,
  offerLegalSchema,
  offerPageResponseSchema,
  offerQuerySchema,
  offersListResponseSchema,
  offersPageQuerySchema,
  offersPageResponseSchema,
  offersSummaryV4QuerySchema,
  partnerOffersResponseSchema,
  searchBodySchema,
  searchQuerySchema,
  searchResponseSchema,
  tagsQuerySchema,
  trendingQuerySchema,
  trendingResponseSchema,
  weeklyDealsListResponseSchema,
} from '@spc/domain/catalogue-responses';
import { categoriesResponseSchema } from '@spc/domain/categories';
import { idParamSchema } from '@spc/domain/input-rules';
import { offerErrorResponseSchema } from '@spc/domain/errors';
import { offersSummaryQuerySchema, offersSummaryResponseSchema } from '@spc/domain/offers';
import { tagSuggestionsQuerySchema, tagSuggestionsResponseSchema, tagsResponseSchema } from '@spc/domain/tags';
import { z } from 'zod';
import { errorResponseSchema, HttpError, notFound } from '../../errors.ts';
import * as service from './service.ts';
import { routes } from '../../plugins/routes.ts';

/**
 * Catalogue reads answer every visitor alike, so their responses are kept whole for half a minute
 * (plugins/response-cache.ts). A route that depends on who asks must not set this.
 */
const PUBLIC_CACHE_MS = 30_000;

export const catalogueRoutes = routes('/api/partners', async (app) => {
  app.get(
    '/v2/categories',
    {
      config: { responseCacheMs: PUBLIC_CACHE_MS },
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
      config: { responseCacheMs: PUBLIC_CACHE_MS },
      schema: {
        tags: ['partners'],
        summary:
          'A page of offers with the categories, partners, limited-time offers, collections, contests, ads and legal text around them',
        querystring: offersSummaryQuerySchema,
        response: { 200: offersSummaryResponseSchema, 400: errorResponseSchema, 422: errorResponseSchema },
      },
    },
    async (request) => service.getOffersSummary(app, request.query, new Date()),
  );

  const tags = ['partners'];
  const errors = { 400: errorResponseSchema, 404: errorResponseSchema, 422: errorResponseSchema };

  app.get(
    '/v4/offers/summary',
    {
      config: { responseCacheMs: PUBLIC_CACHE_MS },
      schema: {
        tags,
        summary: 'A page of SPC+ offers (spc_plus=true), or of in-store offers near postal_code within distance km',
        querystring: offersSummaryV4QuerySchema,
        response: { 200: offersPageResponseSchema, ...errors },
      },
    },
    async (request) => service.getOffersSummaryV4(app, request.query, new Date()),
  );

  app.get(
    '/v2/plus-offers',
    {
      config: { responseCacheMs: PUBLIC_CACHE_MS },
      schema: {
        tags,
        summary: 'A page of SPC+ offers',
        querystring: offersPageQuerySchema,
        response: { 200: offersPageResponseSchema, ...errors },
      },
    },
    async (request) => service.getPlusOffers(app, request.query, new Date()),
  );

  app.get(
    '/v4/offers/category/:id',
    {
      config: { responseCacheMs: PUBLIC_CACHE_MS },
      schema: {
        tags,
        summary: "A page of a category's offers (id or url name), with its featured offers when asked",
        params: idOrUrlNameParamsSchema,
        querystring: categoryOffersQuerySchema,
        response: { 200: categoryOffersResponseSchema, ...errors },
      },
    },
    async (request) => service.getCategoryOffers(app, request.params.id, request.query, new Date()),
  );

  app.get(
    '/v4/categoryData/:id',
    {
      config: { responseCacheMs: PUBLIC_CACHE_MS },
      schema: {
        tags,
        summary: 'A category (id or url name) and its most viewed offers',
        params: idOrUrlNameParamsSchema,
        response: { 200: categoryDataResponseSchema, ...errors },
      },
    },
    async (request) => service.getCategoryData(app, request.params.id, new Date()),
  );

  app.get(
    '/v2/offers/:id',
    {
      config: { responseCacheMs: PUBLIC_CACHE_MS },
      schema: {
        tags,
        summary: 'The offer page: offer, partner, legal and stores (nearest first with lat/lon)',
        description:
          "404 'Offer not found' for unknown or not yet started offers; 410 'Offer delisted' or 'Offer expired'. Failures name the partner in partner_url_name when known.",
        params: idParamsSchema,
        querystring: offerQuerySchema,
        response: {
          200: offerPageResponseSchema,
          400: errorResponseSchema,
          404: offerErrorResponseSchema,
          410: offerErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const { lat, lon } = request.query;
      if ((lat === undefined) !== (lon === undefined)) {
        const missing = lat === undefined ? 'lat' : 'lon';
        throw new HttpError(400, 'VALIDATION_ERROR', `Invalid ${missing}: lat and lon go together`, missing);
      }
      const point = lat !== undefined && lon !== undefined ? { lat, lon } : undefined;
      return service.getOfferPage(app, request.params.id, point, new Date());
    },
  );

  app.get(
    '/offerLegal',
    {
      config: { responseCacheMs: PUBLIC_CACHE_MS },
      schema: {
        tags,
        summary: "An offer's legal text",
        querystring: offerLegalQuerySchema,
        response: { 200: offerLegalSchema, ...errors },
      },
    },
    async (request) => service.getOfferLegal(app, request.query.offer_id),
  );

  app.get(
    '/v2/tags',
    {
      config: { responseCacheMs: PUBLIC_CACHE_MS },
      schema: {
        tags,
        summary: 'Tags used by listed offers, most used first',
        querystring: tagsQuerySchema,
        response: { 200: tagsResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => service.getTags(app, request.query.limit, new Date()),
  );

  app.get(
    '/v2/tags/suggestions',
    {
      config: { responseCacheMs: PUBLIC_CACHE_MS },
      schema: {
        tags,
        summary:
          'At most 10 tags and 3 brands containing q (case-insensitive, quotes normalised), prefix matches first',
        querystring: tagSuggestionsQuerySchema,
        response: { 200: tagSuggestionsResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => service.getTagSuggestions(app, request.query.q, new Date()),
  );

  app.post(
    '/v2/search',
    {
      config: { responseCacheMs: PUBLIC_CACHE_MS },
      schema: {
        tags,
        summary: 'A page of offers carrying any of the tags in the body (a JSON array of tag names)',
        querystring: searchQuerySchema,
        body: searchBodySchema,
        response: { 200: searchResponseSchema, ...errors },
      },
    },
    async (request) => service.searchByTags(app, request.body, request.query, new Date()),
  );

  app.get(
    '/v2/collection',
    {
      config: { responseCacheMs: PUBLIC_CACHE_MS },
      schema: { tags, summary: 'Every collection with its offer ids', response: { 200: collectionsResponseSchema } },
    },
    async () => ({ collections: await service.getCollections(app) }),
  );

  app.get(
    '/v2/collection/:id',
    {
      config: { responseCacheMs: PUBLIC_CACHE_MS },
      schema: {
        tags,
        summary: 'A collection (id or url name) with its listed offers in order',
        params: idOrUrlNameParamsSchema,
        response: { 200: collectionResponseSchema, ...errors },
      },
    },
    async (request) => service.getCollection(app, request.params.id, 'collection', new Date()),
  );

  app.get(
    '/v4/collections',
    {
      config: { responseCacheMs: PUBLIC_CACHE_MS },
      schema: {
        tags,
        summary: 'Every collection with its first listed offers',
        response: { 200: collectionsWithOffersResponseSchema },
      },
    },
    async () => service.getCollectionsWithOffers(app, new Date()),
  );

  app.get(
    '/v2/weekly-deals',
    {
      config: { responseCacheMs: PUBLIC_CACHE_MS },
      schema: {
        tags,
        summary: 'The weekly deals, latest week first',
        response: { 200: weeklyDealsListResponseSchema },
      },
    },
    async () => service.getWeeklyDeals(app),
  );

  app.get(
    '/v2/weekly-deals/:id',
    {
      config: { responseCacheMs: PUBLIC_CACHE_MS },
      schema: {
        tags,
        summary: "One week's deals (id or url name) with its listed offers",
        params: idOrUrlNameParamsSchema,
        response: { 200: collectionResponseSchema, ...errors },
      },
    },
    async (request) => service.getCollection(app, request.params.id, 'weekly', new Date()),
  );

  for (const path of ['/v2/trendingOffers', '/offer/trending/active']) {
    app.get(
      path,
      {
        schema: {
          tags,
          summary: 'The most viewed listed offers, in every category or in one (id or url name)',
          querystring: trendingQuerySchema,
          response: { 200: trendingResponseSchema, ...errors },
        },
      },
      async (request) => service.getTrending(app, request.query, new Date()),
    );
  }

  app.get(
    '/v4/limitedTimeOffers',
    {
      config: { responseCacheMs: PUBLIC_CACHE_MS },
      schema: {
        tags,
        summary: 'Limited-time offers running now, most viewed first',
        response: { 200: limitedTimeOffersResponseSchema },
      },
    },
    async () => service.getLimitedTimeOffers(app, new Date()),
  );

  app.get(
    '/v4/contests',
    {
      config: { responseCacheMs: PUBLIC_CACHE_MS },
      schema: {
        tags,
        summary: 'Contests running or upcoming, soonest ending first (is_public false: the page needs a login)',
        response: { 200: contestsResponseSchema },
      },
    },
    async () => ({ contests: await service.getCurrentContests(app, new Date()) }),
  );

  app.get(
    '/v4/ads',
    {
      config: { responseCacheMs: PUBLIC_CACHE_MS },
      schema: {
        tags,
        summary: 'Active ads, by display page and SPC+ audience',
        querystring: adsQuerySchema,
        response: { 200: adsResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => service.getAdsFor(app, request.query),
  );

  app.get(
    '/v2/offers/partner/:id',
    {
      config: { responseCacheMs: PUBLIC_CACHE_MS },
      schema: {
        tags,
        summary: 'A partner (id or url name) and its listed offers',
        params: idOrUrlNameParamsSchema,
        response: { 200: partnerOffersResponseSchema, ...errors },
      },
    },
    async (request) => service.getPartnerOffers(app, request.params.id, new Date()),
  );

  app.get(
    '/offer/:id/partner/offers',
    {
      config: { responseCacheMs: PUBLIC_CACHE_MS },
      schema: {
        tags,
        summary: "The offer's partner's other listed offers",
        params: idParamsSchema,
        response: { 200: offersListResponseSchema, ...errors },
      },
    },
    async (request) => service.getOtherPartnerOffers(app, request.params.id, new Date()),
  );

  app.get(
    '/offer/:id/related/offers',
    {
      config: { responseCacheMs: PUBLIC_CACHE_MS },
      schema: {
        tags,
        summary: 'Listed offers of the same category, most viewed first, without the offer itself',
        params: idParamsSchema,
        response: { 200: offersListResponseSchema, ...errors },
      },
    },
    async (request) => service.getRelatedOffers(app, request.params.id, new Date()),
  );

  app.get(
    '/v2/partners',
    {
      config: { responseCacheMs: PUBLIC_CACHE_MS },
      schema: {
        tags,
        summary: 'Every partner with a listed offer, A–Z, with its offer count and categories (the brands page)',
        response: { 200: brandsResponseSchema },
      },
    },
    async () => service.getBrands(app, new Date()),
  );

  app.get(
    '/v2/partners/:partnerId/logo.svg',
    {
      config: { responseCacheMs: PUBLIC_CACHE_MS },
      schema: {
        tags: ['partners'],
        summary: "A partner's logo (generated SVG)",
        params: z.object({ partnerId: idParamSchema }),
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
});
