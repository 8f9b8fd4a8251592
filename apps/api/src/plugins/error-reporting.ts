// Error reporting (issue 21 item 3, decision 023): makes the reporter available as `app.errorReporter`
// (the error_reports table, and Sentry too when SENTRY_DSN is set) and serves the browser's intake,
// POST /api/errors: a batch of at most ERROR_REPORT_BATCH_MAX reports, validated by the domain schema,
// scrubbed of personal data again, de-duplicated by fingerprint, rate limited per client address,
// answered 202. The API's own 500s are captured by the error handler (plugins/errors.ts).
// Registered after the db plugin.
import rateLimit from '@fastify/rate-limit';
import { RATE_LIMITED_MESSAGE } from '@spc/domain/auth';
import {
  ERROR_INTAKE_BODY_LIMIT,
  errorIntakeResponseSchema,
  errorReportBatchSchema,
  reportablePath,
  scrubPersonalData,
} from '@spc/domain/error-reports';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createEmbeddedErrorReporter } from '../adapters/error-reporting/embedded.ts';
import type { ErrorReporter } from '../adapters/error-reporting/reporter.ts';
import { createSentryErrorReporter, loadSentrySdk, type SentrySdk } from '../adapters/error-reporting/sentry.ts';
import type { Config } from '../config.ts';
import { errorResponseSchema, HttpError } from '../errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    errorReporter: ErrorReporter;
  }
}

export interface ErrorReportingPluginOptions {
  config: Config;
  /** Replaces the reporter chosen from the configuration (tests). */
  errorReporter?: ErrorReporter | undefined;
  /** Replaces `@sentry/node` (tests; or the integrator's static import, decision 023). */
  sentrySdk?: SentrySdk | undefined;
}

export async function errorReporterFor(
  app: FastifyInstance,
  { config, sentrySdk }: ErrorReportingPluginOptions,
): Promise<ErrorReporter> {
  const embedded = createEmbeddedErrorReporter({ db: app.db, log: app.log });
  const sentry = config.errorReporting.sentry;
  if (!sentry) return embedded;
  return createSentryErrorReporter(sentrySdk ?? (await loadSentrySdk()), sentry, embedded);
}

const intakeRoute =
  (config: Config): FastifyPluginAsyncZod =>
  async (app) => {
    // Per client address, in Redis across instances when REDIS_URL is set.
    await app.register(rateLimit, {
      global: false,
      ...(app.redis && { redis: app.redis, nameSpace: 'rate-limit:errors:' }),
      keyGenerator: (request) => request.ip,
      errorResponseBuilder: () => new HttpError(429, 'RATE_LIMITED', RATE_LIMITED_MESSAGE),
    });

    app.post(
      '/errors',
      {
        bodyLimit: ERROR_INTAKE_BODY_LIMIT,
        config: { rateLimit: { max: config.errorReporting.intakeRateLimit, timeWindow: 60_000 } },
        schema: {
          tags: ['errors'],
          summary:
            'Browser error reports (at most 10 a batch), kept without personal data and counted once per fingerprint in 10 minutes',
          description:
            `Rate limited to ${config.errorReporting.intakeRateLimit} requests per client address a minute (429 RATE_LIMITED); ` +
            `a body over ${ERROR_INTAKE_BODY_LIMIT} bytes is refused with 413. Query strings are cut off the url; ` +
            'e-mail addresses, card numbers and tokens are replaced by placeholders before storing.',
          body: errorReportBatchSchema,
          response: {
            202: errorIntakeResponseSchema,
            400: errorResponseSchema,
            413: errorResponseSchema,
            429: errorResponseSchema,
          },
        },
      },
      async (request, reply) => {
        const now = new Date();
        let accepted = 0;
        for (const report of request.body.reports) {
          const outcome = await app.errorReporter.capture(
            {
              source: 'browser',
              kind: report.kind,
              message: scrubPersonalData(report.message),
              stack: report.stack === undefined ? undefined : scrubPersonalData(report.stack),
              urlPath: reportablePath(report.url),
              routeId: report.route_id === undefined ? undefined : scrubPersonalData(report.route_id),
              release: report.release,
              userAgent: report.user_agent,
              fingerprint: report.fingerprint,
              requestId: report.request_id,
            },
            now,
          );
          if (outcome !== 'failed') accepted += 1;
        }
        reply.header('cache-control', 'no-store');
        return reply.status(202).send({ accepted });
      },
    );
  };

export const errorReportingPlugin = fp(
  async (app: FastifyInstance, options: ErrorReportingPluginOptions) => {
    app.decorate('errorReporter', options.errorReporter ?? (await errorReporterFor(app, options)));
    await app.register(intakeRoute(options.config), { prefix: '/api' });
  },
  { name: 'error-reporting' },
);
