// Makes the captcha adapter available to routes as `app.captcha` (the embedded proof of work unless
// CAPTCHA_PROVIDER names hCaptcha or reCAPTCHA) and serves what the browser needs to produce a proof:
// GET /api/captcha/challenge. Registered after the db plugin.
import { captchaChallengeResponseSchema } from '@spc/domain/captcha';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Captcha } from '../adapters/captcha/captcha.ts';
import { createEmbeddedCaptcha } from '../adapters/captcha/embedded.ts';
import { createSiteverifyCaptcha } from '../adapters/captcha/siteverify.ts';
import type { Config } from '../config.ts';
import { tokenKey } from '../signed-token.ts';

declare module 'fastify' {
  interface FastifyInstance {
    captcha: Captcha;
  }
}

export interface CaptchaPluginOptions {
  config: Config;
  /** The server's secret: the embedded challenges' HMAC key is derived from it. */
  secret: string;
  /** Replaces the adapter chosen from the configuration (tests). */
  captcha?: Captcha | undefined;
}

export function captchaFor(app: FastifyInstance, { config, secret }: CaptchaPluginOptions): Captcha {
  const chosen = config.captcha;
  if (chosen.provider === 'embedded') {
    return createEmbeddedCaptcha({ db: app.db, key: tokenKey(secret, 'captcha-challenge/v1') });
  }
  return createSiteverifyCaptcha({ provider: chosen.provider, secret: chosen.secret, siteKey: chosen.siteKey });
}

const challengeRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/challenge',
    {
      schema: {
        tags: ['captcha'],
        summary:
          'A signed proof-of-work challenge for a protected form (embedded provider), or the widget site key (hCaptcha / reCAPTCHA)',
        response: { 200: captchaChallengeResponseSchema },
      },
    },
    async (_request, reply) => {
      // Every challenge is new: never kept by a browser or a shared cache.
      reply.header('cache-control', 'no-store');
      return app.captcha.challenge(new Date());
    },
  );
};

export const captchaPlugin = fp(
  async (app: FastifyInstance, options: CaptchaPluginOptions) => {
    app.decorate('captcha', options.captcha ?? captchaFor(app, options));
    await app.register(challengeRoute, { prefix: '/api/captcha' });
  },
  { name: 'captcha' },
);
