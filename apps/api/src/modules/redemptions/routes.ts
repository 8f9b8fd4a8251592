// Using an offer (issue 7; docs/api-member-offers.md "Codes", "Links", "Savings"): revealing its code
// under /api/partners and /api/promos, following its link, and the member's savings under /api/users.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** /api/partners: /v2/offers/{id}/code, /v2/offers/{id}/url, /proxy/website/{id}/url, DELETE /redeemedcode/{id}. */
export const redemptionPartnersRoutes: FastifyPluginAsyncZod = async () => {};

/** /api/promos: /v3/offers/{id}/code. */
export const redemptionPromosRoutes: FastifyPluginAsyncZod = async () => {};

/** /api/users: /v2/user/savings. */
export const redemptionUsersRoutes: FastifyPluginAsyncZod = async () => {};
