// Promos service under /api/promos (the product and its price for a shopper), and the promo and
// school-code checks the spec lists with the partners calls (under /api/partners).
import {
  guestProductQuerySchema,
  productQuerySchema,
  productResponseSchema,
  promoCodeResponseSchema,
  schoolCodeResponseSchema,
} from '@spc/domain/store';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../errors.ts';
import { optionalMember, requireMember } from '../../plugins/caller.ts';
import * as service from './service.ts';

const e = errorResponseSchema;
const codeParamsSchema = z.object({ code: z.string().min(1).max(128) });
/** An empty `promocode=` is no code. */
const present = (value: string | undefined) => (value?.trim() ? value : undefined);

export const promosRoutes: FastifyPluginAsyncZod = async (app) => {
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
      const priced = await service.price(app.db, {
        location: service.locate(null, member.profile),
        promoCode: present(promocode),
        promoHashed: is_hashed === 'true',
        schoolCode: present(school_code),
        userId: member.userId,
        now: new Date(),
      });
      return service.productResponse(priced);
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
      const priced = await service.price(app.db, {
        location: service.locate(postal),
        promoCode: present(promocode),
        promoHashed: is_hashed === 'true',
        schoolCode: present(school_code),
        now: new Date(),
      });
      return service.productResponse(priced);
    },
  );
};

export const promoCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['partners'];

  app.get(
    '/validatePromoCode/:code',
    {
      schema: {
        tags,
        summary: 'Whether a promo code applies now (and, for a signed-in member, has not been used by them)',
        params: codeParamsSchema,
        response: { 200: promoCodeResponseSchema, 400: e, 404: e, 422: e },
      },
    },
    async (request) => {
      const member = await optionalMember(app, request);
      const row = await service.checkPromo(app.db, request.params.code, {
        userId: member?.userId ?? null,
        now: new Date(),
      });
      return service.promoResponse(row);
    },
  );

  app.get(
    '/school_code/:code',
    {
      schema: {
        tags,
        summary: 'Whether a school code applies now, and the school it belongs to',
        params: codeParamsSchema,
        response: { 200: schoolCodeResponseSchema, 400: e, 404: e, 422: e },
      },
    },
    async (request) => service.schoolResponse(await service.checkSchoolCode(app.db, request.params.code, new Date())),
  );
};
