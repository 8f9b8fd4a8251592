// Using an offer (issue 7; docs/api-member-offers.md "Codes", "Links", "Savings"): revealing its code
// under /api/partners and /api/promos, following its link, and the member's savings under /api/users.
import { offerErrorResponseSchema } from '@spc/domain/errors';
import {
  codeQuerySchema,
  codeResponseSchema,
  offerIdParamsSchema,
  proxyUrlQuerySchema,
  savingsResponseSchema,
  successResponseSchema,
  urlResponseSchema,
} from '@spc/domain/member-offers';
import type { FastifyInstance } from 'fastify';
import { errorResponseSchema } from '../../errors.ts';
import { requireMember } from '../../plugins/caller.ts';
import * as service from './service.ts';
import { routes } from '../../plugins/routes.ts';

const e = errorResponseSchema;
const tags = ['redemptions'];
/** The offer errors name the partner (`partner_url_name`), as on the offer page. */
const useErrors = {
  400: e,
  401: e,
  403: e,
  404: offerErrorResponseSchema,
  410: offerErrorResponseSchema,
  422: e,
};
const WHO =
  'Member only (401 UNAUTHENTICATED, 403 NOT_REGISTERED) with a valid card (403 NO_VALID_CARD); an SPC+ offer needs an SPC+ member (403 PLUS_ONLY). ' +
  'Unknown or not started offer: 404 OFFER_NOT_FOUND; 410 OFFER_DELISTED or OFFER_EXPIRED, naming partner_url_name.';

/** Codes, clicks and savings are the caller's own and change with every call: never kept by a cache. */
function noStore(app: FastifyInstance) {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
}

/** /api/partners: /v2/offers/{id}/code, /v2/offers/{id}/url, /proxy/website/{id}/url, DELETE /redeemedcode/{id}. */
export const redeemPartnersRoutes = routes('/api/partners', async (app) => {
  noStore(app);

  app.get(
    '/v2/offers/:id/code',
    {
      schema: {
        tags,
        summary:
          "Reveals the offer's code to the member (the same one again while it is live), with their card for in-store use",
        description: `${WHO} is_online asks for a channel the offer does not have: 422 CHANNEL_NOT_OFFERED. No code left in the pool: 409 CODES_EXHAUSTED; an upload_unique code already handed out then forgotten: 409 ALREADY_REDEEMED_OFFER.`,
        params: offerIdParamsSchema,
        querystring: codeQuerySchema,
        response: { 200: codeResponseSchema, ...useErrors, 409: e },
      },
    },
    async (request) =>
      service.revealCode(app, () => requireMember(app, request), request.params.id, {
        isOnline: request.query.is_online,
        isWebsite: request.query.is_website,
      }),
  );

  app.get(
    '/v2/offers/:id/url',
    {
      schema: {
        tags,
        summary: "The partner's page for the offer with the affiliate marker; records the click",
        description: `${WHO} No website: 422 NO_WEBSITE; a link off the partner's host: 422 UNSAFE_LINK (nothing recorded).`,
        params: offerIdParamsSchema,
        response: { 200: urlResponseSchema, ...useErrors },
      },
    },
    async (request) => service.followLink(app, () => requireMember(app, request), request.params.id, 'url'),
  );

  app.get(
    '/proxy/website/:id/url',
    {
      schema: {
        tags,
        summary: 'The same link for /redirect-to-partner, made for the member firebase_uid',
        description: `${WHO} firebase_uid not the signed-in member's: 403 USER_MISMATCH. No website: 422 NO_WEBSITE; a link off the partner's host: 422 UNSAFE_LINK.`,
        params: offerIdParamsSchema,
        querystring: proxyUrlQuerySchema,
        response: { 200: urlResponseSchema, ...useErrors },
      },
    },
    async (request) =>
      service.followLink(
        app,
        () => requireMember(app, request),
        request.params.id,
        'proxy',
        request.query.firebase_uid,
      ),
  );

  app.delete(
    '/redeemedcode/:id',
    {
      schema: {
        tags,
        summary: "Forgets the member's revealed code for the offer (id = offer id)",
        description:
          'No live revealed code: 404 REDEMPTION_NOT_FOUND. The next reveal gives a fresh code, except for an upload_unique offer (409 ALREADY_REDEEMED_OFFER).',
        params: offerIdParamsSchema,
        response: { 200: successResponseSchema, 400: e, 401: e, 403: e, 404: e },
      },
    },
    async (request) => {
      const member = await requireMember(app, request);
      return service.forgetCode(app, member, request.params.id);
    },
  );
});

/** /api/promos: /v3/offers/{id}/code. */
export const redeemPromosRoutes = routes('/api/promos', async (app) => {
  noStore(app);

  app.get(
    '/v3/offers/:id/code',
    {
      schema: {
        tags,
        summary: "The promos service's entry to the same reveal as /api/partners/v2/offers/{id}/code",
        description: `${WHO} See /api/partners/v2/offers/{id}/code for the other answers.`,
        params: offerIdParamsSchema,
        querystring: codeQuerySchema,
        response: { 200: codeResponseSchema, ...useErrors, 409: e },
      },
    },
    async (request) =>
      service.revealCode(app, () => requireMember(app, request), request.params.id, {
        isOnline: request.query.is_online,
        isWebsite: request.query.is_website,
      }),
  );
});

/** /api/users: /v2/user/savings. */
export const redeemUsersRoutes = routes('/api/users', async (app) => {
  noStore(app);

  app.get(
    '/v2/user/savings',
    {
      schema: {
        tags,
        summary: "What the member's offer uses saved them (once per offer per day), against the membership price",
        response: { 200: savingsResponseSchema, 401: e, 403: e },
      },
    },
    async (request) => service.savings(app, await requireMember(app, request)),
  );
});
