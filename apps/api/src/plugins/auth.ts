// Identity inside Fastify: Better Auth answers under /api/auth through a bridge we control (so the
// per-account lockout, our error shape and the client address are ours), every route can ask for the
// signed-in user, and state-changing requests must come from one of our origins.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { RATE_LIMITED_MESSAGE, SOCIAL_PROVIDERS, type AuthErrorCode, type SocialProvider } from '@spc/domain/auth';
import {
  birthDateSchema,
  emailSchema,
  isOldEnough,
  isoDateOf,
  isValidEmail,
  languageSchema,
  MIN_AGE,
  nameSchema,
  passwordSchema,
  VALIDATION_MESSAGES,
} from '@spc/domain/users';
import { z } from 'zod';
import {
  CLIENT_IP_HEADER,
  createAuth,
  trustedOrigins,
  type Auth,
  type AuthMail,
  type AuthHooks,
} from '../auth/auth.ts';
import { clearAttempts, getLockState, recordFailedAttempt } from '../auth/lockout.ts';
import type { Redis } from '../adapters/redis.ts';
import type { Config } from '../config.ts';
import { HttpError } from '../errors.ts';

export interface SignedIn {
  user: {
    id: string;
    email: string;
    name: string;
    emailVerified: boolean;
    image?: string | null | undefined;
    firstName?: string | null | undefined;
    lastName?: string | null | undefined;
    language?: string | null | undefined;
  };
  session: { id: string; token: string; userId: string; expiresAt: Date };
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    /** The signed-in user of a request (cookie or bearer token), or null; resolved once per request. */
    signedIn(request: FastifyRequest): Promise<SignedIn | null>;
    /** The signed-in user, or a 401. */
    requireUser(request: FastifyRequest): Promise<SignedIn>;
  }
  interface FastifyRequest {
    signedInCache?: Promise<SignedIn | null>;
  }
}

export interface AuthPluginOptions {
  config: Config;
  secret: string;
  /** Set → the per-IP limits are counted in Redis, across instances. */
  redis?: Redis | undefined;
  mail: AuthMail;
  hooks: AuthHooks;
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** POST /api/auth/sign-up/email: the account-creation fields (spec §3), checked by the domain rules. */
const signUpBodySchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  name: z.string().trim().min(1, VALIDATION_MESSAGES.required).max(101, VALIDATION_MESSAGES.invalid),
  firstName: nameSchema,
  lastName: nameSchema,
  birthDate: birthDateSchema,
  emailOptIn: z.boolean({ error: VALIDATION_MESSAGES.invalid }).optional(),
  language: languageSchema.optional(),
  signupAffiliate: z.string().max(2048, VALIDATION_MESSAGES.invalid).optional(),
  callbackURL: z.string().max(2048).optional(),
  rememberMe: z.boolean().optional(),
});

/** A sign-up refused before it reaches Better Auth: a field error, or the age rule (422). */
function checkSignUp(body: Record<string, unknown>, today = new Date()): HttpError | undefined {
  const parsed = signUpBodySchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issue.path.join('.') || 'body';
    return new HttpError(400, 'VALIDATION_ERROR', issue.message, field);
  }
  if (!isOldEnough(parsed.data.birthDate, isoDateOf(today), MIN_AGE)) {
    return new HttpError(422, 'AGE_RESTRICTED' satisfies AuthErrorCode, VALIDATION_MESSAGES.too_young, 'birthDate');
  }
  return undefined;
}

function toHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === CLIENT_IP_HEADER) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, String(value));
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}

/** The providers a visitor can sign in with: only the configured ones (spec: each shown only when configured). */
export function configuredProviders(config: Config): SocialProvider[] {
  return SOCIAL_PROVIDERS.filter((provider) => config.oauth[provider] !== undefined);
}

function parseJson(body: Buffer | undefined): Record<string, unknown> {
  if (!body || body.length === 0) return {};
  try {
    const value: unknown = JSON.parse(body.toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

async function sendWebResponse(reply: FastifyReply, response: Response): Promise<FastifyReply> {
  reply.status(response.status);
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  response.headers.forEach((value, name) => {
    if (name === 'set-cookie' || name === 'content-length' || name === 'content-encoding') return;
    reply.header(name, value);
  });
  const text = await response.text();
  const isJson = response.headers.get('content-type')?.includes('application/json') ?? false;
  if (response.status === 429) {
    const retryAfter = response.headers.get('x-retry-after') ?? '60';
    reply.header('retry-after', retryAfter);
    return reply.send({
      error: 'RATE_LIMITED' satisfies AuthErrorCode,
      message: RATE_LIMITED_MESSAGE,
      retry_after: Number(retryAfter),
    });
  }
  if (response.status >= 400 && isJson) {
    // Better Auth says { code, message }; the product says { error, message } (DESIGN "API conventions").
    const body = parseJson(Buffer.from(text));
    const code = typeof body.code === 'string' ? body.code : response.status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST';
    const message =
      response.status >= 500
        ? 'Something went wrong on our side.'
        : typeof body.message === 'string'
          ? body.message
          : code;
    return reply.send({ error: code, message });
  }
  return reply.send(text === '' ? undefined : text);
}

export const authPlugin = fp<AuthPluginOptions>(
  async (app: FastifyInstance, { config, secret, redis, mail, hooks }) => {
    const auth = createAuth({ config, db: app.db, secret, redis, mail, hooks });
    app.decorate('auth', auth);

    const origins = new Set([
      ...trustedOrigins(config),
      ...(config.env === 'development' ? ['http://localhost:5173', 'http://127.0.0.1:5173'] : []),
    ]);
    // State changes only from our own pages (DESIGN "Auth"): a cross-site form or script is refused,
    // and a cookie-carrying write without an Origin is refused too. Bearer clients send no cookie.
    app.addHook('onRequest', async (request) => {
      if (!STATE_CHANGING.has(request.method) || !request.url.startsWith('/api/')) return;
      const origin = request.headers.origin;
      if (origin ? !origins.has(origin) : request.headers.cookie !== undefined) {
        throw new HttpError(
          403,
          'FORBIDDEN_ORIGIN' satisfies AuthErrorCode,
          'This request must come from the SPC website.',
        );
      }
    });

    app.decorate('signedIn', (request: FastifyRequest) => {
      request.signedInCache ??= auth.api
        .getSession({ headers: toHeaders(request) })
        .then((result) => (result ? (result as unknown as SignedIn) : null))
        .catch(() => null);
      return request.signedInCache;
    });
    app.decorate('requireUser', async (request: FastifyRequest) => {
      const signedIn = await app.signedIn(request);
      if (!signedIn) throw new HttpError(401, 'UNAUTHENTICATED' satisfies AuthErrorCode, 'Please log in to continue.');
      return signedIn;
    });

    await app.register(
      async (scope) => {
        // Better Auth reads the raw body itself.
        scope.removeAllContentTypeParsers();
        scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 65_536 }, (_request, body, done) => {
          done(null, body);
        });

        scope.get('/providers', { schema: { hide: true } }, async () => ({ providers: configuredProviders(config) }));

        scope.all('/*', { schema: { hide: true } }, async (request, reply) => {
          const url = new URL(request.url, config.publicUrl);
          const body = request.body as Buffer | undefined;
          let signInEmail: string | undefined;

          if (request.method === 'POST' && url.pathname === '/api/auth/sign-in/email') {
            const email = parseJson(body).email;
            if (typeof email === 'string' && isValidEmail(email)) {
              signInEmail = email;
              const lock = await getLockState(app.db, email);
              if (!lock.allowed) {
                reply.header('retry-after', String(lock.retryAfter));
                return reply.status(423).send({
                  error: 'ACCOUNT_LOCKED' satisfies AuthErrorCode,
                  message: 'Too many failed sign-in attempts. Try again later or reset your password.',
                  retry_after: lock.retryAfter,
                });
              }
            }
          }
          if (request.method === 'POST' && url.pathname === '/api/auth/sign-up/email') {
            const refused = checkSignUp(parseJson(body));
            if (refused) throw refused;
          }
          const payload = request.method !== 'GET' && request.method !== 'HEAD' ? body : undefined;
          const headers = toHeaders(request);
          if (payload) headers.delete('content-length');
          const response = await auth.handler(
            new Request(url, {
              method: request.method,
              headers,
              ...(payload ? { body: new Uint8Array(payload) } : {}),
            }),
          );

          if (signInEmail) {
            if (response.status === 401) await recordFailedAttempt(app.db, signInEmail);
            else if (response.ok) await clearAttempts(app.db, signInEmail);
          }
          return sendWebResponse(reply, response);
        });
      },
      { prefix: '/api/auth' },
    );
  },
  { name: 'auth' },
);
