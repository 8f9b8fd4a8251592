// Careers service routes under /api/careers (spec §7: "careers /holiday/active"); the contract is
// docs/api-partners.md "Holiday events".
import { activeHolidayEventsResponseSchema } from '@spc/domain/holiday';
import * as service from './service.ts';
import { routes } from '../../plugins/routes.ts';

/** A public catalogue read, kept whole for half a minute like the partners service's (plugins/response-cache.ts). */
const PUBLIC_CACHE_MS = 30_000;

export const holidaysRoutes = routes('/api/careers', async (app) => {
  app.get(
    '/holiday/active',
    {
      config: { responseCacheMs: PUBLIC_CACHE_MS },
      schema: {
        tags: ['careers'],
        summary: 'Holiday events running now (each a page at /{url_name}), with their listed offers in order',
        response: { 200: activeHolidayEventsResponseSchema },
      },
    },
    async () => service.getActiveHolidayEvents(app, new Date()),
  );
});
