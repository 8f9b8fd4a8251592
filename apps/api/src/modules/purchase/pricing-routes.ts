// The product and its price for a shopper, under the spec's /api/promos prefix (app.ts): the signed-in
// member's (their profile's province) and a guest's (a postal code), with a promo or school code.
import { guestProductQuerySchema, productQuerySchema, productResponseSchema } from '@spc/domain/store';
import { errorResponseSchema } from '../../errors.ts';
import { requireMember } from '../../plugins/caller.ts';
import { locate, price, productResponse } from './pricing.ts';
import { routes } from '../../plugins/routes.ts';

const e = errorResponseSchema;
/** An empty `promocode=` is no code. */
const present = (value: string | undefined) => (value?.trim() ? value : undefined);

export const pricingRoutes = routes('/api/promos', async (app) => {
  const tags = ['promos'];

  app.get(
    '/v2/product',
    {
      schema: {
        tags,
        summary: "The membership and its price for the signed-in member's province, with a promo or school code",
        querystring: productQuerySchema,
        response: { 200: productResponseSchema, 400: e, 401: e, 403: e, 404: e, 422: e },
      },
    },
    async (request) => {
      const member = await requireMember(app, request);
      const { promocode, is_hashed, school_code } = request.query;
      const priced = await price(app.db, {
        location: locate(null, member.profile),
        promoCode: present(promocode),
        promoHashed: is_hashed === 'true',
        schoolCode: present(school_code),
        userId: member.userId,
        now: new Date(),
      });
      return productResponse(priced);
    },
  );

  app.get(
    '/v2/product/guest',
    {
      schema: {
        tags,
        summary: 'The membership and its price for a postal code, with a promo or school code',
        querystring: guestProductQuerySchema,
        response: { 200: productResponseSchema, 400: e, 404: e, 422: e },
      },
    },
    async (request) => {
      const { promocode, is_hashed, school_code, postal } = request.query;
      const priced = await price(app.db, {
        location: locate(postal),
        promoCode: present(promocode),
        promoHashed: is_hashed === 'true',
        schoolCode: present(school_code),
        now: new Date(),
      });
      return productResponse(priced);
    },
  );
});
