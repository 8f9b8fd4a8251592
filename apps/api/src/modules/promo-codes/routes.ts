// The promo and school-code checks the spec lists with the partners calls (under /api/partners); the
// product and its price under /api/promos are the purchase module's (pricing-routes.ts).
import { promoCodeResponseSchema, schoolCodeResponseSchema } from '@spc/domain/store';
import { z } from 'zod';
import { errorResponseSchema } from '../../errors.ts';
import { optionalMember } from '../../plugins/caller.ts';
import * as service from './service.ts';
import { routes } from '../../plugins/routes.ts';

const e = errorResponseSchema;
const codeParamsSchema = z.object({ code: z.string().min(1).max(128) });

export const promoCodeRoutes = routes('/api/partners', async (app) => {
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
});
