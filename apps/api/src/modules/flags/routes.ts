// Feature flags and site configuration (issue 19 item 4) under the spec's prefixes: users
// /feature-flags, store /getConfigFlag, /product_and_bonus, /verifyRecaptcha and /verifyHCaptcha,
// partners /theme/order. Contracts: docs/api-store.md and docs/api-partners.md. Every call is a read;
// the reference reads are kept whole by the response cache (plugins/response-cache.ts).
import {
  captchaCheckResponseSchema,
  configFlagHeadersSchema,
  configFlagResponseSchema,
  featureFlagsQuerySchema,
  featureFlagsResponseSchema,
  hcaptchaHeadersSchema,
  productAndBonusResponseSchema,
  recaptchaHeadersSchema,
  themeOrderResponseSchema,
} from '@spc/domain/flags';
import { errorResponseSchema } from '../../errors.ts';
import { routes } from '../../plugins/routes.ts';
import * as service from './service.ts';

/** Flags change when staff switch them: a minute's delay is fine, like the other reference data. */
export const FLAGS_CACHE_MS = 60_000;
const e = errorResponseSchema;
const cached = { config: { responseCacheMs: FLAGS_CACHE_MS } };

export const flagsUsersRoutes = routes('/api/users', async (app) => {
  app.get(
    '/feature-flags',
    {
      ...cached,
      schema: {
        tags: ['flags'],
        summary: 'Every feature flag of a platform (web, ios or android), by name, with its sub-flags',
        querystring: featureFlagsQuerySchema,
        response: { 200: featureFlagsResponseSchema, 400: e },
      },
    },
    async (request) => service.featureFlagsFor(app, request.query.platform),
  );
});

export const flagsStoreRoutes = routes('/api/store', async (app) => {
  const tags = ['flags'];
  app.get(
    '/getConfigFlag',
    {
      // The response cache keys on the URL only: the flag's name is a header, so this one is not kept
      // whole (it is one primary-key read).
      schema: {
        tags,
        summary: 'One feature flag, named by the `id` header, as `data` (404 when no flag has that name)',
        headers: configFlagHeadersSchema,
        response: { 200: configFlagResponseSchema, 400: e, 404: e },
      },
    },
    async (request) => service.configFlag(app, request.headers.id),
  );

  app.get(
    '/product_and_bonus',
    {
      ...cached,
      schema: {
        tags,
        summary: 'The membership for sale (its price) and the newest activation bonus, or null',
        response: { 200: productAndBonusResponseSchema },
      },
    },
    async () => service.productAndBonus(app),
  );

  // The captcha checks (docs/api-store.md "Captcha checks"): read only, never stored by anyone.
  app.get(
    '/verifyRecaptcha',
    {
      schema: {
        tags,
        summary: 'Whether the `recaptcha_token` header holds now (the proof is not used up)',
        headers: recaptchaHeadersSchema,
        response: { 200: captchaCheckResponseSchema, 400: e },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.checkCaptcha(app.captcha, request.headers.recaptcha_token, { ip: request.ip, now: new Date() });
    },
  );

  app.get(
    '/verifyHCaptcha',
    {
      schema: {
        tags,
        summary: 'Whether the `captcha_token` header holds now (the proof is not used up)',
        headers: hcaptchaHeadersSchema,
        response: { 200: captchaCheckResponseSchema, 400: e },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.checkCaptcha(app.captcha, request.headers.captcha_token, { ip: request.ip, now: new Date() });
    },
  );
});

export const flagsPartnersRoutes = routes('/api/partners', async (app) => {
  app.get(
    '/theme/order',
    {
      ...cached,
      schema: {
        tags: ['flags'],
        summary: "The home page's themed sections in order, and the categories in the catalogue's order",
        response: { 200: themeOrderResponseSchema },
      },
    },
    async () => service.themeOrder(app),
  );
});
