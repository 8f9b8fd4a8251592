// Consent routes under /api/users (issue 21 item 1): the signed-in person's decision about optional
// cookies and storage. Any signed-in user (registered or not: the banner comes before registration).
import { consentChoiceSchema, consentResponseSchema } from '@spc/domain/consent';
import { errorResponseSchema } from '../../errors.ts';
import { routes } from '../../plugins/routes.ts';
import * as service from './service.ts';

const e = errorResponseSchema;
const tags = ['users'];

export const consentRoutes = routes('/api/users', async (app) => {
  app.get(
    '/user/consent',
    {
      schema: {
        tags,
        summary: "The signed-in user's latest consent decision (optional cookies and storage), or null",
        response: { 200: consentResponseSchema, 401: e },
      },
    },
    async (request) => {
      const { user } = await app.requireUser(request);
      return service.getConsent(app, user.id);
    },
  );

  app.put(
    '/user/consent',
    {
      schema: {
        tags,
        summary: 'Records a consent decision on the profile (each decision is kept)',
        body: consentChoiceSchema,
        response: { 200: consentResponseSchema, 400: e, 401: e },
      },
    },
    async (request) => {
      const { user } = await app.requireUser(request);
      return service.saveConsent(app, user.id, request.body);
    },
  );
});
