// Favourites and saved lists (issue 7; docs/api-member-offers.md "Favourites", "Saved lists"):
// favourites under /api/users, saved lists under /api/partners (spec §7 lists them there).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** /api/users: GET and PUT /v2/user/categories, /v2/user/favouriteOffers. */
export const savedUsersRoutes: FastifyPluginAsyncZod = async () => {};

/** /api/partners: /user/saved-list and /user/saved-list/{name-or-id}. */
export const savedPartnersRoutes: FastifyPluginAsyncZod = async () => {};
