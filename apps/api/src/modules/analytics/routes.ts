// First-party analytics routes (issue 21 item 2, decision 028): POST /api/events, the browser's batches
// of events (ours, not a spec path: spec §4 "Page view tracking" names no endpoint). Rate limited per
// client address, size limited, validated by the domain's schema (400 naming the field), refused with 403
// unless the spc_consent cookie allows analytics, answered 202 with how many events were kept.
import rateLimit from '@fastify/rate-limit';
import { EVENT_INTAKE_BODY_LIMIT, eventBatchSchema, eventIntakeResponseSchema } from '@spc/domain/analytics';
import { RATE_LIMITED_MESSAGE } from '@spc/domain/auth';
import { CONSENT_COOKIE, parseConsentCookie } from '@spc/domain/consent-rules';
import type { FastifyInstance } from 'fastify';
import { createHttpCollector } from '../../adapters/analytics/http.ts';
import { embeddedCollector } from '../../adapters/analytics/embedded.ts';
import type { AnalyticsCollector } from '../../adapters/analytics/collector.ts';
import { errorResponseSchema, HttpError } from '../../errors.ts';
import { routes } from '../../plugins/routes.ts';
import * as service from './service.ts';

const e = errorResponseSchema;

/** The spc_consent cookie of a request's Cookie header (necessary, first-party, decision 022). */
export function consentOf(cookieHeader: string | undefined) {
  for (const part of (cookieHeader ?? '').split(/;\s*/)) {
    const [name, ...value] = part.split('=');
    if (name === CONSENT_COOKIE) {
      try {
        return parseConsentCookie(decodeURIComponent(value.join('=')));
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** The collector the configuration names: an HTTP collector with ANALYTICS_COLLECTOR_URL, else none. */
export function collectorFor(app: FastifyInstance): AnalyticsCollector {
  const collector = app.config.analytics.collector;
  return collector
    ? createHttpCollector({ url: collector.url, token: collector.token, log: app.log })
    : embeddedCollector;
}

export interface AnalyticsRoutesOptions {
  /** Purchase's order finder (app.ts hands it over: analytics imports no module that imports account). */
  findOrder: service.FindOrder;
  /** Replaces the collector chosen from the configuration (tests). */
  collector?: AnalyticsCollector;
}

export const analyticsRoutes = ({ findOrder, collector }: AnalyticsRoutesOptions) =>
  routes('/api', async (app) => {
    await app.register(rateLimit, {
      global: false,
      ...(app.redis && { redis: app.redis, nameSpace: 'rate-limit:events:' }),
      keyGenerator: (request) => request.ip,
      errorResponseBuilder: () => new HttpError(429, 'RATE_LIMITED', RATE_LIMITED_MESSAGE),
    });
    const deps: service.AnalyticsDeps = {
      db: app.db,
      log: app.log,
      collector: collector ?? collectorFor(app),
      findMember: app.findMember,
      findOrder,
    };

    app.post(
      '/events',
      {
        bodyLimit: EVENT_INTAKE_BODY_LIMIT,
        config: { rateLimit: { max: app.config.analytics.intakeRateLimit, timeWindow: 60_000 } },
        schema: {
          tags: ['analytics'],
          summary:
            'First-party analytics events from the browser (at most 20 a batch), kept only with analytics consent',
          description:
            'Page views, searches, reveals, sign-ups and purchases. Refused with 403 CONSENT_REQUIRED unless the ' +
            'spc_consent cookie turns analytics on; the signed-in user is attached from the session, never from the ' +
            `body. Rate limited to ${app.config.analytics.intakeRateLimit} requests per client address a minute (429); ` +
            `a body over ${EVENT_INTAKE_BODY_LIMIT} bytes is refused with 413.`,
          body: eventBatchSchema,
          response: { 202: eventIntakeResponseSchema, 400: e, 403: e, 413: e, 429: e },
        },
      },
      async (request, reply) => {
        const consent = consentOf(request.headers.cookie);
        // Only with consent is anything about the person (who is signed in) looked at.
        const signedIn = consent?.analytics ? await app.signedIn(request) : null;
        const answer = await service.recordBatch(deps, {
          batch: request.body,
          consent,
          userId: signedIn?.user.id ?? null,
          now: new Date(),
        });
        reply.header('cache-control', 'no-store');
        return reply.status(202).send(answer);
      },
    );
  });
