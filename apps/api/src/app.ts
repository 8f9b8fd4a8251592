// buildApp(): the whole server — plugins first, then each service's module, in one explicit list.
import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { PATH_SEGMENT_MAX_LENGTH } from '@spc/domain/id-rules';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Geocoder } from './adapters/geocoding/geocoder.ts';
import { closeRedis, connectRedis, type Redis } from './adapters/redis.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { CardOnFile, IsVerifiedStudent } from './deps.ts';
import type { Job } from './jobs.ts';
import { accountHooks, accountMail } from './modules/account/hooks.ts';
import { clearEmailOptIn, findMember } from './modules/account/service.ts';
import { accountRoutes } from './modules/account/routes.ts';
import { billingStoreRoutes, billingUsersRoutes } from './modules/billing/routes.ts';
import { dataExportRoutes } from './modules/data-export/routes.ts';
import { autoRenewOffKey, cardOnFile, runReminders, runRenewals } from './modules/billing/service.ts';
import { holidaysRoutes } from './modules/holidays/routes.ts';
import { devMailRoutes } from './modules/dev-mail/routes.ts';
import { membershipCardRoutes } from './modules/membership-card/routes.ts';
import { membershipPartnersRoutes, membershipStoreRoutes, membershipUsersRoutes } from './modules/membership/routes.ts';
import { referralStoreRoutes, referralUsersRoutes } from './modules/referrals/routes.ts';
import { partnerVerificationRoutes, rewardsLinkingRoutes } from './modules/rewards-linking/routes.ts';
import {
  redeemHealthRoutes,
  redeemPartnersRoutes,
  redeemPromosRoutes,
  redeemUsersRoutes,
} from './modules/redeem/routes.ts';
import { runCodeAlerts } from './modules/redeem/service.ts';
import { savedPartnersRoutes, savedUsersRoutes } from './modules/saved/routes.ts';
import { vipRoutes } from './modules/vip/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { catalogueRoutes } from './modules/catalogue/routes.ts';
import { staffCatalogueRoutes } from './modules/staff-catalogue/routes.ts';
import { promoCodeRoutes } from './modules/promo-codes/routes.ts';
import { pricingRoutes } from './modules/purchase/pricing-routes.ts';
import { seoRoutes } from './modules/seo/routes.ts';
import { recoverPendingOrders } from './modules/purchase/service.ts';
import { purchaseRoutes } from './modules/purchase/routes.ts';
import { menuRoutes } from './modules/menu/routes.ts';
import { contentCareersRoutes, contentPartnersRoutes, contentRoutes } from './modules/content/routes.ts';

import { consentRoutes } from './modules/consent/routes.ts';
import { analyticsRoutes } from './modules/analytics/routes.ts';
import { runRetention as runAnalyticsRetention } from './modules/analytics/service.ts';
import { pruneErrorReports } from './adapters/error-reporting/embedded.ts';
import { orderRows } from './modules/purchase/service.ts';
import { runStudentReminders } from './modules/student/service.ts';
import { studentRoutes } from './modules/student/routes.ts';
import { campusAccessRoutes } from './modules/campus-access/routes.ts';
import { btsPartnersRoutes, btsStoreRoutes } from './modules/bts/routes.ts';
import { studentIdRoutes, studentStaffRoutes } from './modules/student/id-routes.ts';
import { staffContentRoutes } from './modules/staff-content/routes.ts';
import {
  isVerifiedStudent,
  runStudentIdCleanup,
  studentIdStorage,
  sweepOrphanStudentIdFiles,
} from './modules/student/service.ts';

import { mediaLibraryRoutes } from './modules/media/library-routes.ts';
import { mediaRoutes } from './modules/media/routes.ts';
import { staffTaxonomyRoutes } from './modules/staff-taxonomy/routes.ts';
import { contestsRoutes } from './modules/contests/routes.ts';
import { marketingRoutes } from './modules/marketing/routes.ts';
import { sweepOrphanTravelPhotoFiles, travelPhotoStorage } from './modules/marketing/service.ts';
import { staffCampaignsRoutes } from './modules/staff-campaigns/routes.ts';
import { flagsPartnersRoutes, flagsStoreRoutes, flagsUsersRoutes } from './modules/flags/routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { cachePlugin } from './plugins/cache.ts';
import { captchaPlugin } from './plugins/captcha.ts';
import type { Captcha } from './adapters/captcha/captcha.ts';
import { callerPlugin } from './plugins/caller.ts';
import { mount } from './plugins/routes.ts';
import { dbPlugin } from './plugins/db.ts';
import { docsPlugin } from './plugins/docs.ts';
import { clientErrorHandler } from './client-errors.ts';
import { errorsPlugin, frameworkErrorHandler } from './plugins/errors.ts';
import { errorReportingPlugin } from './plugins/error-reporting.ts';
import type { ErrorReporter } from './adapters/error-reporting/reporter.ts';
import { validatorCompiler } from './plugins/validator.ts';
import { OneLinePerRequest } from './request-log.ts';
import { responseCachePlugin } from './plugins/response-cache.ts';
import { geocoderPlugin } from './plugins/geocoder.ts';
import { mailPlugin } from './plugins/mail.ts';
import { paymentsPlugin } from './plugins/payments.ts';
import type { PaymentGateway } from './adapters/payments/gateway.ts';
import type { Mailer } from './adapters/mail/mailer.ts';
import type { Secrets } from './secrets.ts';
import { securityPlugin } from './plugins/security.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { createLifecycle } from './lifecycle.ts';
import { withRequestId } from './request-context.ts';
import { countPendingMail } from './adapters/mail/outbox.ts';
import { spaPlugin } from './plugins/spa.ts';
import { cacheBusPlugin } from './plugins/cache-bus.ts';
import { staffPlugin } from './plugins/staff.ts';
import { staffIdentityRoutes } from './modules/staff/routes.ts';
import { staffAuditRoutes } from './modules/staff-audit/routes.ts';
import { staffAnalyticsRoutes } from './modules/staff-analytics/routes.ts';
import { runRollup as runStaffAnalyticsRollup } from './modules/staff-analytics/service.ts';
import { staffSupportRoutes } from './modules/staff-support/routes.ts';

export interface AppDependencies {
  config: Config;
  database: Database;
  /** Generated on first start (secrets.ts). */
  secrets: Secrets;
  /** Replaces the geocoder chosen from the configuration (tests). */
  geocoder?: Geocoder;
  /** Replaces the mailer chosen from the configuration (tests). */
  mailer?: Mailer;
  /** Replaces the payment gateway chosen from the configuration (tests: fault injection). */
  gateway?: PaymentGateway;
  /** Replaces the captcha chosen from the configuration (tests). */
  captcha?: Captcha;
  /** Replaces the error reporter chosen from the configuration (tests). */
  errorReporter?: ErrorReporter;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** The shared store of rate limits when REDIS_URL is set; undefined → each instance counts alone. */
    redis: Redis | undefined;
    /** Billing's card on file, for purchase's checkout (deps.ts `CardOnFile`). */
    cardOnFile: CardOnFile;
    /** Student's answer for membership-card's verified mark (deps.ts `IsVerifiedStudent`). */
    isVerifiedStudent: IsVerifiedStudent;
  }
}

const REQUEST_ID = /^[\w.-]{1,64}$/;
/** Load balancers' and scrapers' calls, every few seconds from each: not logged. */
const PROBES = new Set(['/api/health', '/api/live', '/api/ready', '/metrics']);

export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
  };
}

export async function buildApp({
  config,
  database,
  secrets,
  geocoder,
  mailer,
  gateway,
  captcha,
  errorReporter,
}: AppDependencies) {
  const app = Fastify({
    logger: loggerOptions(config),
    // Keep a caller's request id when it looks like one, so a trace can cross services.
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    logController: new OneLinePerRequest({
      requestIdLogLabel: 'request_id',
      // Load-balancer probes would drown the log.
      disableRequestLogging: (request) => PROBES.has(request.url),
    }),
    bodyLimit: 1_048_576,
    // A request line or headers past Node's limit: 431 in our shape, answered before the socket closes.
    clientErrorHandler,
    // The pages' rule too (id-rules.ts): a longer segment names nothing.
    routerOptions: { maxParamLength: PATH_SEGMENT_MAX_LENGTH },
    frameworkErrors: frameworkErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.decorate('config', config);
  const redis = config.redisUrl
    ? await connectRedis({
        url: config.redisUrl,
        keyPrefix: config.redisKeyPrefix,
        onError: (error) => app.log.error({ err: error }, 'redis connection failed'),
      })
    : undefined;
  app.decorate('redis', redis);
  app.decorate('cardOnFile', cardOnFile);
  app.decorate('lifecycle', createLifecycle());
  app.decorate('exclusive', database.exclusive);
  app.decorate('isVerifiedStudent', isVerifiedStudent);
  if (redis) app.addHook('onClose', () => closeRedis(redis));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // The rest of the request runs inside its id (request-context.ts): the e-mails it writes carry it.
  app.addHook('onRequest', (request, _reply, done) => withRequestId(request.id, done));

  await app.register(errorsPlugin);
  // Issue 22: request rate and latency by route, pool, jobs, outbox depth and cache hits at /metrics.
  await app.register(metricsPlugin, { config, database, outboxDepth: () => countPendingMail(database.db) });
  await app.register(securityPlugin, { config });
  await app.register(compress, { threshold: 1024 });
  // After compress; it compresses what it stores itself (see the plugin).
  await app.register(responseCachePlugin);
  await app.register(docsPlugin, { serve: config.apiDocs });
  await app.register(dbPlugin, { db: database.db });
  await app.register(cachePlugin);
  // Issue 21 item 3: app.errorReporter (the 500 path reports through it) and POST /api/errors.
  await app.register(errorReportingPlugin, { config, errorReporter });
  await app.register(geocoderPlugin, { config, geocoder });
  await app.register(mailPlugin, { config, mailer });
  await app.register(paymentsPlugin, { config, secret: secrets.authSecret, gateway });
  await app.register(captchaPlugin, { config, secret: secrets.authSecret, captcha });
  await app.register(authPlugin, {
    config,
    secret: secrets.authSecret,
    redis,
    mail: accountMail(app),
    hooks: accountHooks(app),
  });
  await app.register(callerPlugin, { findMember: (userId) => findMember(database.db, userId) });
  // The staff console's guard and audit (issue 20): before any module, so every /api/staff route is checked.
  await app.register(staffPlugin);

  await mount(app, healthRoutes);
  await mount(app, catalogueRoutes);
  await mount(app, menuRoutes);
  // Pictures' variants (issue 17 item 4), outside /api: /media/<hash>-<width>.<ext>.
  await mount(app, mediaRoutes());
  await mount(app, mediaLibraryRoutes()); // issue 20: the staff console's image library
  await mount(app, accountRoutes);
  await mount(app, consentRoutes);
  // Student status (issue 18): schools, campuses, verification by school e-mail.
  await mount(app, studentRoutes);
  await mount(app, campusAccessRoutes);
  await mount(app, btsStoreRoutes);
  await mount(app, btsPartnersRoutes);
  // Verification by student ID (issue 18 item 3): the member's upload, and the staff API's review queue.
  await mount(app, studentIdRoutes);
  await mount(app, studentStaffRoutes);
  await mount(app, staffIdentityRoutes);
  await mount(app, staffSupportRoutes);
  await mount(app, staffContentRoutes);
  await mount(app, billingUsersRoutes);
  await mount(app, promoCodeRoutes);
  await mount(app, purchaseRoutes);
  await mount(app, billingStoreRoutes);
  await mount(app, pricingRoutes);
  // Holiday events (spec §2 "/{id}"): the only careers call so far.
  await mount(app, holidaysRoutes);
  // Memberships besides buying one, and the card itself (issue 6).
  await mount(app, membershipUsersRoutes);
  await mount(app, membershipStoreRoutes);
  await mount(app, membershipPartnersRoutes);
  await mount(app, membershipCardRoutes);
  await mount(app, referralUsersRoutes);
  await mount(app, referralStoreRoutes);
  await mount(app, vipRoutes);
  // Linking a Tim Hortons rewards account (issue 19 item 2).
  await mount(app, rewardsLinkingRoutes);
  await mount(app, partnerVerificationRoutes);
  // Using the membership (issue 7): codes, offer links, savings, favourites and saved lists.
  await mount(app, redeemPartnersRoutes);
  await mount(app, redeemPromosRoutes);
  await mount(app, redeemUsersRoutes);
  await mount(app, redeemHealthRoutes);
  await mount(app, savedUsersRoutes);
  await mount(app, savedPartnersRoutes);
  // Issue 21 item 4: the member's own data as one JSON file.
  await mount(app, dataExportRoutes);
  // Issue 21 item 2: first-party analytics, POST /api/events (decision 028).
  await mount(app, analyticsRoutes({ findOrder: orderRows.findOrderByNumber }));
  await mount(app, staffAuditRoutes);
  await mount(app, staffAnalyticsRoutes);

  // The content model (issue 17): pages, FAQ, blog, careers, legal texts and the contact form.
  await mount(app, contentRoutes);
  await mount(app, contentCareersRoutes);
  await mount(app, contentPartnersRoutes);
  // Issue 19 item 4: feature flags, the home page's order, the product and bonus, the captcha checks.
  await mount(app, flagsUsersRoutes);
  await mount(app, flagsStoreRoutes);
  await mount(app, flagsPartnersRoutes);
  // Issue 19 item 1: contests, the 12-days calendar, the scratch card and the match game.
  await mount(app, contestsRoutes);
  // Issue 19 item 3: the ads and e-mail opt modals, the marketing list (double opt-in), travel photos.
  // A marketing e-mail's unsubscribe link also turns off the account's opt-in switch (decision 039).
  await mount(
    app,
    marketingRoutes({ clearProfileOptIn: (emailLower, now) => clearEmailOptIn(app.db, emailLower, now) }),
  );
  // Issue 20 item 3: the staff console's categories, collections, weekly deals, holiday events and bulk CSV.
  await mount(app, staffTaxonomyRoutes);
  await mount(app, staffCatalogueRoutes);
  await mount(app, staffCampaignsRoutes);
  if (config.env !== 'production') await app.register(devMailRoutes);
  await app.register(seoRoutes(config));

  await app.register(spaPlugin, { config });
  // Issue 22: a write empties every instance's caches (Redis pub/sub when REDIS_URL is set).
  await app.register(cacheBusPlugin, { config });

  // The background jobs (jobs.ts runs them): settle orders whose commit was lost after the charge,
  // then charge the memberships due for renewal, then queue the reminders due, then send the due mail.
  const reminderKey = autoRenewOffKey(secrets.authSecret);
  const jobs: Job[] = [
    { name: 'recover pending orders', run: (now) => recoverPendingOrders(app, { now }) },
    { name: 'renew memberships', run: (now) => runRenewals(app, { now }) },
    // Issue 23 item 19: trial ending, renewal coming, membership expired — each queued once, in the
    // outbox with its record, so the next job delivers it in the same pass.
    {
      name: 'send reminders',
      run: (now) =>
        runReminders({ db: app.db, config, mail: app.mail, log: app.log, autoRenewOffKey: reminderKey }, { now }),
    },
    // Issue 23 item 12: one e-mail to STAFF_ALERT_EMAIL per code flagged as failing, queued in the outbox.
    {
      name: 'alert staff of failing codes',
      run: (now) => runCodeAlerts({ db: app.db, config, mail: app.mail }, { now }),
    },
    // Issue 18: the student status's re-verification reminders, a month and a week before it ends.
    { name: 'remind students to re-verify', run: (now) => runStudentReminders(app, { now }) },
    // Issue 21: raw analytics events older than 13 months folded into daily counts (decision 028), error
    // reports not seen for 90 days deleted (decision 023).
    { name: 'aggregate old analytics events', run: (now) => runAnalyticsRetention(app, { now }) },
    { name: 'delete old error reports', run: (now) => pruneErrorReports(app.db, now) },
    // Issue 20 item 5: partner analytics' daily rows, the days that may have changed rebuilt (decision 036).
    { name: 'roll up partner analytics', run: (now) => runStaffAnalyticsRollup(app, { now }) },
    // Issue 18 item 3: student card photos deleted 30 days after their decision.
    {
      name: 'delete decided student ID photos',
      run: (now) => runStudentIdCleanup({ db: app.db, storage: studentIdStorage(config) }, { now }),
    },
    // Decision 024: a student ID file no review names any more (an account deleted while its photo could
    // not be removed, an upload that never wrote its row) is deleted once an hour old.
    {
      name: 'sweep orphaned student ID files',
      run: (now) => sweepOrphanStudentIdFiles({ db: app.db, storage: studentIdStorage(config) }, { now }),
    },
    // Decision 027: a travel-photo file no photo row names is deleted once an hour old.
    {
      name: 'sweep orphaned travel photo files',
      run: (now) => sweepOrphanTravelPhotoFiles({ db: app.db, storage: travelPhotoStorage(config) }, { now }),
    },
    // Issue 16: the mail outbox's due rows (receipts queued with their order, retries after a failure).
    { name: 'deliver mail', run: (now) => app.mail.deliverPending(now) },
  ];
  app.decorate('jobs', jobs);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
