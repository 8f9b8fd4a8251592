// Users service routes under /api/users (spec §7 "Users"): so far the website menu.
import { websiteMenuResponseSchema } from '@spc/domain/menu';
import * as service from './service.ts';
import { routes } from '../../plugins/routes.ts';

export const menuRoutes = routes('/api/users', async (app) => {
  app.get(
    '/website-menu',
    {
      schema: {
        tags: ['users'],
        summary: 'The header and footer menu entries, in English and French',
        response: { 200: websiteMenuResponseSchema },
      },
    },
    async () => service.getWebsiteMenu(app),
  );
});
