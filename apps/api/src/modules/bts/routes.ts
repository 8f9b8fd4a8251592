// Back-to-school events under /api/store and /api/partners (issue 18 item 6; spec §7 store
// /verifyEventId, /bts-market-offers, partners /contest/bts/order; §8 'Active event link is available').
import {
  btsJoinBodySchema,
  btsJoinResponseSchema,
  btsMarketOffersResponseSchema,
  btsOfferOrderResponseSchema,
  btsOfferParamsSchema,
  btsOrderQuerySchema,
  btsOrderResponseSchema,
  campusEventsQuerySchema,
  campusEventsResponseSchema,
  verifyEventHeadersSchema,
  verifyEventResponseSchema,
} from '@spc/domain/bts';
import { errorResponseSchema } from '../../errors.ts';
import { optionalMember, requireMember } from '../../plugins/caller.ts';
import { routes } from '../../plugins/routes.ts';
import * as service from './service.ts';

const e = errorResponseSchema;

export const btsStoreRoutes = routes('/api/store', async (app) => {
  const tags = ['store'];

  app.get(
    '/verifyEventId',
    {
      schema: {
        tags,
        summary: "Whether an event's link works now ('Active event link is available'); ended links answer 410",
        headers: verifyEventHeadersSchema,
        response: { 200: verifyEventResponseSchema, 400: e, 404: e, 410: e, 422: e },
      },
    },
    async (request) => service.verifyEvent(app, request.headers.event_id, request.headers.campus_id, new Date()),
  );

  app.get(
    '/bts/events',
    {
      schema: {
        tags,
        summary: "A campus's back-to-school events that have not ended (its page's events section)",
        querystring: campusEventsQuerySchema,
        response: { 200: campusEventsResponseSchema, 400: e },
      },
    },
    async (request) => service.getCampusEvents(app, request.query.campus_id, new Date()),
  );

  app.post(
    '/bts/join',
    {
      schema: {
        tags,
        summary: "Joins at a live event: the campus card from the campus's code pool, tied to the campus",
        body: btsJoinBodySchema,
        response: { 200: btsJoinResponseSchema, 400: e, 401: e, 403: e, 404: e, 409: e, 410: e, 422: e },
      },
    },
    async (request) => service.join(app, await requireMember(app, request), request.body, new Date()),
  );

  app.get(
    '/bts-market-offers',
    {
      schema: {
        tags,
        summary: "The back-to-school market's offers, with the signed-in member's codes",
        response: { 200: btsMarketOffersResponseSchema },
      },
    },
    async (request) => service.getMarketOffers(app, await optionalMember(app, request)),
  );

  app.post(
    '/bts-market-offers/:id/order',
    {
      schema: {
        tags,
        summary: "Orders a market offer: the member's code, once ('Already Redeemed Offer' after)",
        params: btsOfferParamsSchema,
        response: { 200: btsOfferOrderResponseSchema, 400: e, 401: e, 403: e, 404: e, 409: e },
      },
    },
    async (request) => service.orderMarketOffer(app, await requireMember(app, request), request.params.id, new Date()),
  );
});

export const btsPartnersRoutes = routes('/api/partners', async (app) => {
  app.get(
    '/contest/bts/order',
    {
      schema: {
        tags: ['partners'],
        summary: "The member's back-to-school orders and the events they joined (firebase_uid: the member)",
        querystring: btsOrderQuerySchema,
        response: { 200: btsOrderResponseSchema, 400: e, 401: e, 403: e },
      },
    },
    async (request) => service.getOrders(app, await requireMember(app, request), request.query.firebase_uid),
  );
});
