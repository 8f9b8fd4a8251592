// Favourites and saved lists (issue 7; docs/api-member-offers.md "Favourites", "Saved lists"):
// favourites under /api/users, saved lists under /api/partners (spec §7 lists them there).
import {
  createListBodySchema,
  favouriteCategoriesResponseSchema,
  favouriteCategoriesSchema,
  favouriteOffersQuerySchema,
  favouriteOffersResponseSchema,
  favouriteOffersSchema,
  listRefParamsSchema,
  savedListDetailSchema,
  savedListSchema,
  savedListsResponseSchema,
  successResponseSchema,
  updateListBodySchema,
} from '@spc/domain/member-offers';
import type { FastifyInstance, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { errorResponseSchema } from '../../errors.ts';
import { requireMember } from '../../plugins/caller.ts';
import * as service from './service.ts';
import { routes } from '../../plugins/routes.ts';

const e = errorResponseSchema;

/** What a member keeps changes with every click: never from a cache, errors included. */
function noStore(app: FastifyInstance) {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
}

/** /api/users: GET and PUT /v2/user/categories, /v2/user/favouriteOffers. */
export const savedUsersRoutes = routes('/api/users', async (app) => {
  noStore(app);
  const tags = ['favourites'];

  app.get(
    '/v2/user/categories',
    {
      schema: {
        tags,
        summary: "The member's favourite categories",
        response: { 200: favouriteCategoriesResponseSchema, 401: e, 403: e },
      },
    },
    async (request) => service.getFavouriteCategories(app, await requireMember(app, request)),
  );

  app.put(
    '/v2/user/categories',
    {
      schema: {
        tags,
        summary: "Replaces the member's favourite categories (duplicates dropped; an unknown id stores nothing)",
        body: favouriteCategoriesSchema,
        response: { 200: favouriteCategoriesResponseSchema, 400: e, 401: e, 403: e, 422: e },
      },
    },
    async (request) =>
      service.putFavouriteCategories(app, await requireMember(app, request), request.body.favourite_categories),
  );

  app.get(
    '/v2/user/favouriteOffers',
    {
      schema: {
        tags,
        summary: "The member's favourite offers in the order added; ?include=offers adds the live offers",
        querystring: favouriteOffersQuerySchema,
        response: { 200: favouriteOffersResponseSchema, 400: e, 401: e, 403: e },
      },
    },
    async (request) =>
      service.getFavouriteOffers(app, await requireMember(app, request), {
        includeOffers: request.query.include === 'offers',
      }),
  );

  app.put(
    '/v2/user/favouriteOffers',
    {
      schema: {
        tags,
        summary: "Replaces the member's favourite offers (order of addition kept; an unknown id stores nothing)",
        body: favouriteOffersSchema,
        response: { 200: favouriteOffersResponseSchema, 400: e, 401: e, 403: e, 422: e },
      },
    },
    async (request) =>
      service.putFavouriteOffers(app, await requireMember(app, request), request.body.favourite_offer_ids),
  );
});

/**
 * Spec §5/§8: a list name that is missing, not text, too long or blank after trimming is answered
 * 'Enter valid list name' (400 LIST_NAME_INVALID), not the generic validation error; a body that is
 * not an object at all has no name either. Other invalid input goes to the central handler as usual.
 */
function throwIfInvalid(request: FastifyRequest): void {
  const error = request.validationError;
  if (!error) return;
  // Fastify types `validation` as any; the zod type provider fills it with these.
  const issues = error.validation as FastifySchemaValidationError[];
  const aboutName =
    error.validationContext === 'body' &&
    issues.some(
      (issue) =>
        issue.instancePath === '/' || issue.instancePath === '/name' || issue.instancePath.startsWith('/name/'),
    );
  if (aboutName) throw service.savedError(400, 'LIST_NAME_INVALID', 'name');
  throw error;
}

/** /api/partners: /user/saved-list and /user/saved-list/{name-or-id}. */
export const savedPartnersRoutes = routes('/api/partners', async (app) => {
  noStore(app);
  const tags = ['saved lists'];

  app.get(
    '/user/saved-list',
    {
      schema: {
        tags,
        summary: "The member's saved lists, oldest first, each with its offer ids",
        response: { 200: savedListsResponseSchema, 401: e, 403: e },
      },
    },
    async (request) => service.getLists(app, await requireMember(app, request)),
  );

  app.post(
    '/user/saved-list',
    {
      attachValidation: true,
      schema: {
        tags,
        summary: 'Creates an empty list (name trimmed; unique for the member ignoring case)',
        body: createListBodySchema,
        response: { 201: savedListSchema, 400: e, 401: e, 403: e, 409: e, 422: e },
      },
    },
    async (request, reply) => {
      const member = await requireMember(app, request);
      throwIfInvalid(request);
      const list = await service.createList(app, member, request.body.name);
      return reply.status(201).send(list);
    },
  );

  app.get(
    '/user/saved-list/:ref',
    {
      schema: {
        tags,
        summary: "One of the member's lists by id or name, with its live offers and their partners",
        params: listRefParamsSchema,
        response: { 200: savedListDetailSchema, 400: e, 401: e, 403: e, 404: e },
      },
    },
    async (request) => service.getList(app, await requireMember(app, request), request.params.ref),
  );

  app.put(
    '/user/saved-list/:ref',
    {
      attachValidation: true,
      schema: {
        tags,
        summary: 'Renames a list and replaces its offers (order kept, duplicates dropped)',
        params: listRefParamsSchema,
        body: updateListBodySchema,
        response: { 200: savedListSchema, 400: e, 401: e, 403: e, 404: e, 409: e, 422: e },
      },
    },
    async (request) => {
      const member = await requireMember(app, request);
      throwIfInvalid(request);
      return service.updateList(app, member, request.params.ref, request.body);
    },
  );

  app.delete(
    '/user/saved-list/:ref',
    {
      schema: {
        tags,
        summary: "Deletes one of the member's lists",
        params: listRefParamsSchema,
        response: { 200: successResponseSchema, 400: e, 401: e, 403: e, 404: e },
      },
    },
    async (request) => service.deleteList(app, await requireMember(app, request), request.params.ref),
  );
});
