// The content model's routes (issue 17; docs/api-content.md): our contract calls under /api/content,
// the spec's careers calls (§7 careers /getCarousel/{kind}, and the job board's openings) under
// /api/careers, and the spec's partners /getTerms under /api/partners. Public reads are kept whole by
// the response cache; the contact form is rate limited per address and protected by the captcha.
import rateLimit from '@fastify/rate-limit';
import { RATE_LIMITED_MESSAGE } from '@spc/domain/auth';
import {
  blogListQuerySchema,
  blogListResponseSchema,
  blogPostResponseSchema,
  CAROUSEL_KINDS,
  carouselResponseSchema,
  contactRequestSchema,
  contactResponseSchema,
  contentPageResponseSchema,
  contentSlugSchema,
  faqResponseSchema,
  jobOpeningsResponseSchema,
  LEGAL_KINDS,
  legalQuerySchema,
  legalTextResponseSchema,
  termsResponseSchema,
  type CarouselKind,
  type LegalKind,
} from '@spc/domain/content';
import { z } from 'zod';
import { errorResponseSchema, HttpError, notFound } from '../../errors.ts';
import { routes } from '../../plugins/routes.ts';
import * as service from './service.ts';

/** Content changes when staff edit it: public reads are kept for a minute, like the reference data. */
const PUBLIC_CACHE_MS = 60_000;

/**
 * Contact requests per client address: a person writes one or two; a script hammering the form is
 * stopped long before the captcha's cost matters. AUTH_RATE_LIMIT_SCALE widens it like the other
 * per-address limits (many students behind one campus address).
 */
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: 10 * 60_000 } as const;

const e = errorResponseSchema;
const publicRead = { config: { responseCacheMs: PUBLIC_CACHE_MS } };

const isCarouselKind = (kind: string): kind is CarouselKind => (CAROUSEL_KINDS as readonly string[]).includes(kind);
const isLegalKind = (kind: string): kind is LegalKind => (LEGAL_KINDS as readonly string[]).includes(kind);

export const contentRoutes = routes('/api/content', async (app) => {
  const tags = ['content'];

  // Only the routes that ask (the contact form); in Redis across instances when REDIS_URL is set.
  await app.register(rateLimit, {
    global: false,
    ...(app.redis && { redis: app.redis, nameSpace: 'rate-limit:contact:' }),
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: () => new HttpError(429, 'RATE_LIMITED', RATE_LIMITED_MESSAGE),
  });

  app.get(
    '/pages/:slug',
    {
      ...publicRead,
      schema: {
        tags,
        summary: 'A company page (/about, /why-spc, /contact, /freesamples, /coming-soon…), its body as safe HTML',
        params: z.object({ slug: contentSlugSchema }),
        response: { 200: contentPageResponseSchema, 400: e, 404: e },
      },
    },
    async (request) => service.getPage(app, 'page', request.params.slug),
  );

  app.get(
    '/landing/:url',
    {
      ...publicRead,
      schema: {
        tags,
        summary: 'A landing contest page (/landingcontest/{url})',
        params: z.object({ url: contentSlugSchema }),
        response: { 200: contentPageResponseSchema, 400: e, 404: e },
      },
    },
    async (request) => service.getPage(app, 'landing', request.params.url),
  );

  app.get(
    '/faq',
    {
      ...publicRead,
      schema: {
        tags,
        summary: 'The FAQ (/faq-help): groups and entries in order, answers as safe HTML',
        response: { 200: faqResponseSchema },
      },
    },
    async () => service.getFaq(app),
  );

  app.get(
    '/blog',
    {
      ...publicRead,
      schema: {
        tags,
        summary: 'Published blog posts, newest first, a page at a time (/blogs)',
        querystring: blogListQuerySchema,
        response: { 200: blogListResponseSchema, 400: e },
      },
    },
    async (request) => service.getBlogPage(app, request.query.current_page, new Date()),
  );

  app.get(
    '/blog/:identifier',
    {
      ...publicRead,
      schema: {
        tags,
        summary: 'A published blog post by its numeric id or its slug (/blog/{identifier})',
        params: z.object({ identifier: z.string().min(1).max(120) }),
        response: { 200: blogPostResponseSchema, 400: e, 404: e },
      },
    },
    async (request) => service.getBlogPost(app, request.params.identifier, new Date()),
  );

  app.get(
    '/legal/:kind',
    {
      ...publicRead,
      schema: {
        tags,
        summary: 'The current version of the terms of use or the privacy policy, in the country’s edition',
        params: z.object({ kind: z.string().max(40) }),
        querystring: legalQuerySchema,
        response: { 200: legalTextResponseSchema, 400: e, 404: e },
      },
    },
    async (request) => {
      const { kind } = request.params;
      if (!isLegalKind(kind)) throw notFound(`No legal text is named "${kind}" (terms or privacy).`);
      return service.getLegalText(app, kind, request.query.country, new Date());
    },
  );

  app.post(
    '/contact',
    {
      config: { rateLimit: { ...CONTACT_RATE_LIMIT, max: CONTACT_RATE_LIMIT.max * app.config.authRateLimitScale } },
      schema: {
        tags,
        summary:
          'The contact form: stored as a support request, e-mailed to the support inbox and acknowledged to the sender (captcha proof required)',
        body: contactRequestSchema,
        response: { 202: contactResponseSchema, 400: e, 429: e, 503: e },
      },
    },
    async (request, reply) => {
      const answer = await service.submitContact(
        { db: app.db, mail: app.mail, config: app.config, captcha: app.captcha },
        request.body,
        { ip: request.ip, now: new Date() },
      );
      return reply.code(202).send(answer);
    },
  );
});

/** Spec §7 careers: /getCarousel/{kind}, and the job board's embedded default. */
export const contentCareersRoutes = routes('/api/careers', async (app) => {
  const tags = ['careers'];
  app.get(
    '/getCarousel/:kind',
    {
      ...publicRead,
      schema: {
        tags,
        summary: `A careers carousel's items in order (kind: ${CAROUSEL_KINDS.join(', ')})`,
        params: z.object({ kind: z.string().max(40) }),
        response: { 200: carouselResponseSchema, 400: e, 404: e },
      },
    },
    async (request) => {
      const { kind } = request.params;
      if (!isCarouselKind(kind)) {
        throw notFound(`No carousel is named "${kind}" (one of ${CAROUSEL_KINDS.join(', ')}).`);
      }
      return service.getCarousel(app, kind);
    },
  );

  app.get(
    '/openings',
    {
      ...publicRead,
      schema: {
        tags,
        summary: 'The open positions, newest first (the job board’s embedded default)',
        response: { 200: jobOpeningsResponseSchema },
      },
    },
    async () => service.getJobOpenings(app),
  );
});

/** Spec §7 partners /getTerms (§3 "Terms"). */
export const contentPartnersRoutes = routes('/api/partners', async (app) => {
  app.get(
    '/getTerms',
    {
      ...publicRead,
      schema: {
        tags: ['partners'],
        summary: 'The current terms of use, rendered, for Canada in English and French and the United States',
        response: { 200: termsResponseSchema, 404: e },
      },
    },
    async () => service.getTerms(app, new Date()),
  );
});
