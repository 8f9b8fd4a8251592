// The digital membership card under /api/users (docs/api-membership.md "The digital card"): the
// member's card for /membership-screen, the public check of its QR code a cashier opens, and its
// Apple / Google Wallet passes (offered only when their keys are configured).
import rateLimit from '@fastify/rate-limit';
import { RATE_LIMITED_MESSAGE } from '@spc/domain/auth';
import {
  cardVerificationResponseSchema,
  googleWalletResponseSchema,
  membershipCardResponseSchema,
  walletProvidersResponseSchema,
} from '@spc/domain/membership';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { PKPASS_CONTENT_TYPE } from '../../adapters/wallet/apple-pass.ts';
import { createWallet, type WalletProviders } from '../../adapters/wallet/wallet.ts';
import { errorResponseSchema, HttpError } from '../../errors.ts';
import { requireMember } from '../../plugins/caller.ts';
import * as service from './service.ts';
import { verificationKey } from './token.ts';
import { routes } from '../../plugins/routes.ts';

/**
 * Verifications per client address and minute: a shop's till checks one card at a time, so even a
 * busy one behind a single address stays far below; guessing tokens is hopeless anyway (HMAC-SHA256),
 * this only keeps anyone from using the endpoint to load the database.
 */
export const VERIFICATION_RATE_LIMIT = { max: 60, timeWindow: 60_000 } as const;

const tags = ['membership-card'];
const e = errorResponseSchema;
const memberErrors = { 401: e, 403: e };
/** Personal data: never stored by a browser or a proxy. */
const PRIVATE = 'private, no-store';

export const membershipCardRoutes = routes('/api/users', async (app) => {
  const wallet = createWallet(app.config.wallet, { publicUrl: app.config.publicUrl });
  // The server secret lives in the identity provider's context (the accounts module reads it there too).
  let key: Promise<Buffer> | undefined;
  const tokenKey = () => (key ??= app.auth.$context.then(({ secret }) => verificationKey(secret)));

  /**
   * The signed-in member (401 / 403 first), then — for a pass — that the wallet is configured (503),
   * then the card they show (404) with its verification URL.
   */
  async function memberAndCard(request: FastifyRequest, provider?: keyof WalletProviders) {
    const member = await requireMember(app, request);
    if (provider && !wallet.providers[provider]) throw service.cardError(503, 'WALLET_NOT_CONFIGURED');
    const card = await service.currentCard(app.db, member.userId, new Date());
    const url = service.verificationUrl(app.config.publicUrl, service.tokenFor(await tokenKey(), card));
    return { member, card, url };
  }

  // Counted in Redis across instances when REDIS_URL is set, else in memory; only routes that ask.
  await app.register(rateLimit, {
    global: false,
    ...(app.redis && { redis: app.redis, nameSpace: 'rate-limit:card-verification:' }),
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: () => new HttpError(429, 'RATE_LIMITED', RATE_LIMITED_MESSAGE),
  });

  app.get(
    '/membership-card',
    {
      schema: {
        tags,
        summary: "The member's digital card: name, number, expiry, tier and the QR code's verification URL",
        response: { 200: membershipCardResponseSchema, ...memberErrors, 404: e },
      },
    },
    async (request, reply) => {
      const { member, card, url } = await memberAndCard(request);
      reply.header('cache-control', PRIVATE);
      const studentVerified = await app.isVerifiedStudent(app.db, member.userId, new Date());
      return service.membershipCardOf(member, card, url, studentVerified);
    },
  );

  app.get(
    '/card-verification/:token',
    {
      schema: {
        tags,
        summary:
          'Public check of a card QR code: valid or expired, the tier and verified student or not, nothing personal',
        params: z.object({ token: z.string() }),
        response: { 200: cardVerificationResponseSchema, 404: e, 429: e },
      },
      config: { rateLimit: VERIFICATION_RATE_LIMIT },
    },
    async (request, reply) => {
      const result = await service.verify(
        app.db,
        await tokenKey(),
        request.params.token,
        new Date(),
        app.isVerifiedStudent,
      );
      // The card can be cancelled or renewed at any moment: a till must always see its state now.
      reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
      return result;
    },
  );

  app.get(
    '/wallet/providers',
    {
      schema: {
        tags,
        summary: 'Which wallet passes this server can issue (the others are not offered)',
        response: { 200: walletProvidersResponseSchema },
      },
    },
    async () => wallet.providers,
  );

  app.get(
    '/wallet/apple',
    {
      schema: {
        tags,
        summary: "The member's card as an Apple Wallet pass (application/vnd.apple.pkpass)",
        // No response schema: the answer is a file. Refusals are the usual { error, message }: 401,
        // 403, 404 NO_VALID_CARD, 503 WALLET_NOT_CONFIGURED.
        description: 'A zip of pass.json, images, manifest.json (SHA-1 of each file) and a detached PKCS#7 signature.',
      },
    },
    async (request, reply) => {
      const { member, card, url } = await memberAndCard(request, 'apple');
      const pass = wallet.createApplePass(service.walletCardOf(card, url), service.walletMemberOf(member));
      return reply
        .header('cache-control', PRIVATE)
        .header('content-disposition', 'attachment; filename="spc-membership.pkpass"')
        .type(PKPASS_CONTENT_TYPE)
        .send(pass);
    },
  );

  app.get(
    '/wallet/google',
    {
      schema: {
        tags,
        summary: "A Google Wallet link that saves the member's card (a JWT signed by the service account)",
        response: { 200: googleWalletResponseSchema, ...memberErrors, 404: e, 503: e },
      },
    },
    async (request, reply) => {
      const { member, card, url } = await memberAndCard(request, 'google');
      reply.header('cache-control', PRIVATE);
      return { save_url: wallet.createGoogleSaveUrl(service.walletCardOf(card, url), service.walletMemberOf(member)) };
    },
  );
});
