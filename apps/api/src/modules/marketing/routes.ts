// The marketing calls under /api/users (spec §7 `/ads-modal/all`, `/emailopt/all`, `POST /subscribe`;
// issue 19 item 3; docs/decisions/027, 039): the campaign modals' content, the marketing list with its
// double opt-in and its one-click unsubscribe, and the travel-photo contest entries.
import rateLimit from '@fastify/rate-limit';
import { RATE_LIMITED_MESSAGE } from '@spc/domain/auth';
import { adsModalResponseSchema, emailOptResponseSchema } from '@spc/domain/campaign-modals';
import {
  subscribeBodySchema,
  subscribeConfirmBodySchema,
  subscribeConfirmResultSchema,
  subscribeResultSchema,
  TRAVEL_PHOTO_MAX_BYTES,
  travelPhotoQuerySchema,
  travelPhotoResultSchema,
  unsubscribeQuerySchema,
  unsubscribeResultSchema,
} from '@spc/domain/marketing';
import { z } from 'zod';
import { marketingPlatformFor } from '../../adapters/marketing/select.ts';
import type { FileStorage } from '../../adapters/storage/storage.ts';
import { errorResponseSchema, HttpError, notFound } from '../../errors.ts';
import { optionalMember, requireMember } from '../../plugins/caller.ts';
import { routes } from '../../plugins/routes.ts';
import * as service from './service.ts';

/** Subscribing per client address per minute: room for a typo, none for a script feeding addresses. */
export const SUBSCRIBE_RATE_LIMIT = { max: 5, timeWindow: 60_000 } as const;

const e = errorResponseSchema;
const tags = ['marketing'];
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/octet-stream'];

export interface MarketingRoutesOptions {
  privateStorage?: FileStorage;
  /**
   * Turns off the profile's opt-in switch of the account at an address (account's, wired by app.ts: this
   * module may not call account, which calls it).
   */
  clearProfileOptIn: (emailLower: string, now: Date) => Promise<void>;
}

export const marketingRoutes = (options: MarketingRoutesOptions) =>
  routes('/api/users', async (app) => {
    const marketing = marketingPlatformFor(app.config, app.db);
    const base = { db: app.db, cache: app.cache, config: app.config, mail: app.mail, log: app.log, marketing };
    // The server secret lives in the identity provider's context (billing's auto-renew-off link reads it there too).
    let key: Promise<Buffer> | undefined;
    const deps = async () => ({
      ...base,
      unsubscribeKey: await (key ??= app.auth.$context.then(({ secret }) => service.unsubscribeKey(secret))),
      clearProfileOptIn: options.clearProfileOptIn,
    });
    const photoDeps = {
      db: app.db,
      cache: app.cache,
      geocoder: app.geocoder,
      storage: options.privateStorage ?? service.travelPhotoStorage(app.config),
    };

    await app.register(rateLimit, {
      global: false,
      ...(app.redis && { redis: app.redis, nameSpace: 'rate-limit:subscribe:' }),
      keyGenerator: (request) => request.ip,
      errorResponseBuilder: () => new HttpError(429, 'RATE_LIMITED', RATE_LIMITED_MESSAGE),
    });
    const rateLimited = {
      rateLimit: { ...SUBSCRIBE_RATE_LIMIT, max: SUBSCRIBE_RATE_LIMIT.max * app.config.authRateLimitScale },
    };

    app.get(
      '/ads-modal/all',
      {
        schema: {
          tags,
          summary: 'The ads modal’s ads (both audiences; the page picks by display_page, is_spc_plus and its history)',
          response: { 200: adsModalResponseSchema },
        },
      },
      async () => service.getAdsModal(app),
    );

    app.get(
      '/emailopt/all',
      {
        schema: {
          tags,
          summary: 'The e-mail opt modals (one for SPC+ members, one for everyone else)',
          response: { 200: emailOptResponseSchema },
        },
      },
      async () => service.getEmailOptModals(app),
    );

    app.post(
      '/subscribe',
      {
        config: rateLimited,
        schema: {
          tags,
          summary: 'Asks for the marketing e-mails: a confirmation link is e-mailed (double opt-in)',
          body: subscribeBodySchema,
          response: { 200: subscribeResultSchema, 400: e, 409: e, 429: e, 503: e },
        },
      },
      async (request) => {
        const member = await optionalMember(app, request);
        const subscriber = member
          ? {
              userId: member.userId,
              email: member.email,
              language: member.profile.language === 'fr' ? ('fr' as const) : ('en' as const),
            }
          : null;
        return service.subscribe(base, subscriber, request.body, new Date());
      },
    );

    app.post(
      '/subscribe/confirm',
      {
        config: rateLimited,
        schema: {
          tags,
          summary: 'Confirms a subscription with the token of its e-mailed link (the page posts it on a click)',
          body: subscribeConfirmBodySchema,
          response: { 200: subscribeConfirmResultSchema, 400: e, 404: e, 429: e, 503: e },
        },
      },
      async (request) => service.confirmSubscription(await deps(), request.body.token, new Date()),
    );

    // Every marketing e-mail's unsubscribe (docs/decisions/039): the page its footer links POSTs here, and
    // so does a mail client's one-click button (RFC 8058: List-Unsubscribe-Post, a form body
    // `List-Unsubscribe=One-Click`, no cookie, no Origin). The signed token in the address is the authority.
    await app.register(async (scope) => {
      scope.addContentTypeParser(
        ['application/x-www-form-urlencoded', 'multipart/form-data'],
        { parseAs: 'string', bodyLimit: 4096 },
        (_request, _body, done) => done(null, {}),
      );
      scope.post(
        '/email-list/unsubscribe',
        {
          schema: {
            tags,
            summary:
              'Takes the address of a marketing e-mail’s signed link off the list (no sign-in; one-click, idempotent)',
            querystring: unsubscribeQuerySchema,
            response: { 200: unsubscribeResultSchema, 400: e, 503: e },
          },
        },
        async (request, reply) => {
          reply.header('cache-control', 'no-store');
          const { token } = unsubscribeQuerySchema.parse(request.query);
          return service.unsubscribeByLink(await deps(), token, new Date());
        },
      );
    });

    // The photo is the request's body (its bytes, whatever type it claims: they are checked by content).
    await app.register(async (scope) => {
      scope.addContentTypeParser(
        PHOTO_TYPES,
        { parseAs: 'buffer', bodyLimit: TRAVEL_PHOTO_MAX_BYTES * 2 },
        (_request, body, done) => done(null, body),
      );
      scope.post(
        '/travel-photo',
        {
          schema: {
            tags,
            summary:
              'A member’s photo for a running contest (query contest = id or url name): JPEG, PNG or WebP by content, 5 MB at most; private until staff approve it',
            querystring: travelPhotoQuerySchema,
            response: { 200: travelPhotoResultSchema, 400: e, 401: e, 403: e, 409: e, 413: e, 415: e, 422: e },
          },
        },
        async (request) => {
          const member = await requireMember(app, request);
          const query = travelPhotoQuerySchema.parse(request.query);
          const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          return service.submitTravelPhoto(
            photoDeps,
            member.userId,
            { contest: query.contest, caption: query.caption, bytes },
            new Date(),
          );
        },
      );
    });

    app.get(
      '/travel-photo/:id',
      {
        schema: {
          tags,
          summary: 'An approved travel photo’s bytes (a pending or refused one is a 404)',
          params: z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) }),
          response: { 200: z.any(), 404: e },
        },
      },
      async (request, reply) => {
        const photo = await service.readTravelPhoto(photoDeps, request.params.id, { staff: false });
        if (!photo) throw notFound('No such photo');
        return reply.type(photo.type).header('cache-control', 'public, max-age=3600').send(photo.bytes);
      },
    );
  });
