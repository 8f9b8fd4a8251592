// The member's own data under /api/users (issue 21 item 4; docs/api-accounts.md "Your data"): one GET
// that answers everything the database holds about the signed-in person as a JSON file to save.
import rateLimit from '@fastify/rate-limit';
import { DATA_EXPORT_LIMITED_MESSAGE, DATA_EXPORT_RATE_LIMIT } from '@spc/domain/data-export';
import { PERSONAL_CACHE_CONTROL } from '../../http-caching.ts';
import { HttpError } from '../../errors.ts';
import { routes } from '../../plugins/routes.ts';
import { dataExportFileName, exportData } from './service.ts';

const tags = ['data-export'];

export const dataExportRoutes = routes('/api/users', async (app) => {
  // Counted per member (after the sign-in check: a visitor gets 401, never 429), in Redis across
  // instances when REDIS_URL is set, else in memory.
  await app.register(rateLimit, {
    global: false,
    ...(app.redis && { redis: app.redis, nameSpace: 'rate-limit:data-export:' }),
    errorResponseBuilder: () => new HttpError(429, 'RATE_LIMITED', DATA_EXPORT_LIMITED_MESSAGE),
  });

  app.get(
    '/user/data-export',
    {
      schema: {
        tags,
        summary: 'Everything we hold about the signed-in person, as a JSON file to download (spc-data-YYYY-MM-DD.json)',
        description:
          'The shape is `dataExportSchema` (packages/domain/src/data-export.ts), with `format_version` and ' +
          '`generated_at`; no password hash, tokens, payment tokens, card security codes or e-mail bodies. ' +
          `${DATA_EXPORT_RATE_LIMIT.max} per member an hour, then 429 RATE_LIMITED with Retry-After.`,
        // No response schema: the answer is a file (the tests check it against the domain's shape).
        // Refusals are the usual { error, message }: 401 UNAUTHENTICATED, 429 RATE_LIMITED.
      },
      preHandler: async (request) => {
        await app.requireUser(request);
      },
      config: {
        rateLimit: {
          max: DATA_EXPORT_RATE_LIMIT.max,
          timeWindow: DATA_EXPORT_RATE_LIMIT.windowMs,
          hook: 'preHandler',
          keyGenerator: async (request) => `user:${(await app.requireUser(request)).user.id}`,
        },
      },
    },
    async (request, reply) => {
      const { user } = await app.requireUser(request);
      const now = new Date();
      const data = await exportData(app, { userId: user.id, emailLower: user.email.toLowerCase() }, now);
      return reply
        .header('cache-control', PERSONAL_CACHE_CONTROL)
        .header('content-disposition', `attachment; filename="${dataExportFileName(now)}"`)
        .type('application/json; charset=utf-8')
        .send(`${JSON.stringify(data, null, 2)}\n`);
    },
  );
});
