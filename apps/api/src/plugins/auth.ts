// Identity inside Fastify: Better Auth answers under /api/auth through a bridge we control (so the
// per-account lockout, our error shape and the client address are ours), every route can ask for the
// signed-in user, and state-changing requests must come from one of our origins.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { RATE_LIMITED_MESSAGE, SOCIAL_PROVIDERS, type AuthErrorCode, type SocialProvider } from '@spc/domain/auth';
import {
  birthDateSchema,
  currentPasswordSchema,
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
import { findUnsafeText, isSafeText, UNSAFE_TEXT_MESSAGE } from '@spc/domain/input-rules';
import { backupCodeSchema, totpCodeSchema } from '@spc/domain/staff-identity';
import { isStaffRole, STAFF_ERRORS } from '@spc/domain/staff';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  CLIENT_IP_HEADER,
  createAuth,
  trustedOrigins,
  type Auth,
  type AuthMail,
  type AuthHooks,
} from '../auth/auth.ts';
import { clearAttemptsUnlessLocked, getLockState, recordFailedAttempt } from '../auth/lockout.ts';
import type { Redis } from '../adapters/redis.ts';
import type { Config } from '../config.ts';
import { authUsers } from '../db/schema/index.ts';
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

const LINK_MAX_LENGTH = 2048;
const link = () => z.string({ error: VALIDATION_MESSAGES.invalid }).max(LINK_MAX_LENGTH, VALIDATION_MESSAGES.invalid);
const flag = () => z.boolean({ error: VALIDATION_MESSAGES.invalid });
/** A single-use token of an e-mail action link (Better Auth's are 24 characters). */
const tokenSchema = z
  .string({ error: VALIDATION_MESSAGES.invalid })
  .min(1, VALIDATION_MESSAGES.required)
  .max(512, VALIDATION_MESSAGES.invalid);

/**
 * The bodies of Better Auth's endpoints we use, checked with the domain's rules before the library
 * sees them (issue 16): a field the library would store or hash is refused here with 400 naming it,
 * and every path that sets a password holds it to spec §5. Loose objects: fields we do not know are
 * left to the library's own validation.
 */
export const AUTH_BODY_SCHEMAS: Readonly<Record<string, z.ZodType>> = {
  '/sign-in/email': z.looseObject({
    email: z.string({ error: VALIDATION_MESSAGES.email_invalid }).max(254, VALIDATION_MESSAGES.email_invalid),
    password: currentPasswordSchema,
    rememberMe: flag().optional(),
    callbackURL: link().optional(),
  }),
  '/update-user': z.looseObject({
    name: z
      .string({ error: (issue) => (issue.input == null ? VALIDATION_MESSAGES.required : VALIDATION_MESSAGES.invalid) })
      .trim()
      .min(1, VALIDATION_MESSAGES.required)
      .max(101, VALIDATION_MESSAGES.invalid)
      .optional(),
    image: link().nullable().optional(),
    firstName: nameSchema.optional(),
    lastName: nameSchema.optional(),
    birthDate: birthDateSchema.optional(),
    emailOptIn: flag().optional(),
    language: languageSchema.optional(),
    signupAffiliate: link().optional(),
  }),
  '/change-password': z.looseObject({
    newPassword: passwordSchema,
    currentPassword: currentPasswordSchema,
    revokeOtherSessions: flag().optional(),
  }),
  '/reset-password': z.looseObject({ newPassword: passwordSchema, token: tokenSchema }),
  '/set-password': z.looseObject({ newPassword: passwordSchema }),
  '/request-password-reset': z.looseObject({ email: emailSchema, redirectTo: link().optional() }),
  '/send-verification-email': z.looseObject({ email: emailSchema, callbackURL: link().optional() }),
  '/change-email': z.looseObject({ newEmail: emailSchema, callbackURL: link().optional() }),
  // Staff two-step sign-in (issue 20, decision 030): TOTP only, a code at every sign-in (no trusted
  // device), the library's default issuer. Strict: nothing else reaches the library.
  '/two-factor/enable': z.strictObject({ password: currentPasswordSchema, method: z.literal('totp').optional() }),
  '/two-factor/get-totp-uri': z.strictObject({ password: currentPasswordSchema }),
  '/two-factor/verify-totp': z.strictObject({ code: totpCodeSchema, trustDevice: z.literal(false).optional() }),
  '/two-factor/verify-backup-code': z.strictObject({
    code: backupCodeSchema,
    trustDevice: z.literal(false).optional(),
  }),
};

/**
 * The identity library's endpoints no client reaches (404 before the library sees the request): the
 * admin plugin's /admin/* (staff accounts are managed through /api/staff, audited: decision 030), and
 * the two-factor calls the console does not use — e-mailed codes (not configured), turning two-step
 * sign-in off (staff must keep it; an admin resets it through /api/staff) and new backup codes.
 */
export function isClosedAuthEndpoint(endpoint: string): boolean {
  return (
    endpoint === '/admin' ||
    endpoint.startsWith('/admin/') ||
    [
      '/two-factor/send-otp',
      '/two-factor/verify-otp',
      '/two-factor/disable',
      '/two-factor/generate-backup-codes',
    ].includes(endpoint)
  );
}

/** The calls that pass a second factor: the session they leave is a staff one (plugins/staff.ts). */
const SECOND_FACTOR_ENDPOINTS: ReadonlySet<string> = new Set([
  '/two-factor/verify-totp',
  '/two-factor/verify-backup-code',
]);

/** Setting up two-step sign-in is for staff only: members sign in with a password alone (spec §5). */
export const STAFF_ONLY_AUTH_ENDPOINTS: ReadonlySet<string> = new Set([
  '/two-factor/enable',
  '/two-factor/get-totp-uri',
]);

const validationError = (message: string, field: string) => new HttpError(400, 'VALIDATION_ERROR', message, field);

function firstIssue(error: z.ZodError): HttpError {
  const issue = error.issues[0]!;
  return validationError(issue.message, issue.path.join('.') || 'body');
}

/** A sign-up refused before it reaches Better Auth: a field error, or the age rule (422). */
function checkSignUp(body: Record<string, unknown>, today = new Date()): HttpError | undefined {
  const parsed = signUpBodySchema.safeParse(body);
  if (!parsed.success) return firstIssue(parsed.error);
  if (!isOldEnough(parsed.data.birthDate, isoDateOf(today), MIN_AGE)) {
    return new HttpError(422, 'AGE_RESTRICTED' satisfies AuthErrorCode, VALIDATION_MESSAGES.too_young, 'birthDate');
  }
  return undefined;
}

/** The first field of a query string or form body with an unsafe character (input-rules.ts), or undefined. */
function unsafeParam(params: URLSearchParams): string | undefined {
  for (const [name, value] of params) {
    if (!isSafeText(name) || !isSafeText(value)) return name;
  }
  return undefined;
}

/** A path of this site ("/deals", not "//elsewhere") or an absolute http(s) address. */
function isCallbackUrl(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  return URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);
}

/**
 * Everything an /api/auth request carries, checked before Better Auth sees it (issue 16, item 1): no
 * NUL or lone surrogate in the path, the query or the body (JSON or form), a JSON body that parses to
 * an object, and the known bodies by the domain's rules. Undefined when the request may go on.
 */
export function checkAuthRequest(
  method: string,
  url: URL,
  contentType: string | undefined,
  body: Buffer | undefined,
  today = new Date(),
): HttpError | undefined {
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    return validationError(VALIDATION_MESSAGES.invalid, 'path');
  }
  if (!isSafeText(path)) return validationError(UNSAFE_TEXT_MESSAGE, 'path');
  const closed = path.replace(/^\/api\/auth/, '').replace(/\/+$/, '');
  if (isClosedAuthEndpoint(closed.toLowerCase())) {
    return new HttpError(404, 'NOT_FOUND', `No API route for ${method} ${url.pathname}`);
  }
  const unsafeQuery = unsafeParam(url.searchParams);
  if (unsafeQuery !== undefined) return validationError(UNSAFE_TEXT_MESSAGE, unsafeQuery);
  // Where the library sends the browser afterwards (the e-mail links' `callbackURL`): a path of this
  // site or a web address, else the library fails building the redirect (a 500 the fuzz walk found).
  const callback = url.searchParams.get('callbackURL');
  if (callback !== null && !isCallbackUrl(callback)) {
    return validationError('callbackURL must be a path of this site or a web address.', 'callbackURL');
  }
  if (method === 'GET' || method === 'HEAD' || !body || body.length === 0) return undefined;

  // The media types the library reads as fields, matched as it matches them (better-call's getBody).
  const type = (contentType ?? '').toLowerCase();
  if (type.includes('multipart/form-data')) {
    return new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send this request as JSON.', 'content-type');
  }
  let value: unknown;
  if (type.includes('application/x-www-form-urlencoded')) {
    const params = new URLSearchParams(body.toString('utf8'));
    const unsafeField = unsafeParam(params);
    if (unsafeField !== undefined) return validationError(UNSAFE_TEXT_MESSAGE, unsafeField);
    // The library reads a form as an object of strings; the same rules apply to it as to JSON.
    value = Object.fromEntries(params);
  } else if (/^application\/([a-z0-9.+-]*\+)?json/.test(type)) {
    try {
      value = JSON.parse(body.toString('utf8'));
    } catch {
      return validationError('The request body is not valid JSON.', 'body');
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      return validationError('The request body must be a JSON object.', 'body');
    }
    const unsafeField = findUnsafeText(value)?.join('.');
    if (unsafeField !== undefined) return validationError(UNSAFE_TEXT_MESSAGE, unsafeField || 'body');
  } else {
    // Anything else reaches the library as text or bytes, which no endpoint we use accepts as fields.
    return undefined;
  }

  const endpoint = url.pathname.replace(/^\/api\/auth/, '');
  if (method !== 'POST') return undefined;
  if (endpoint === '/sign-up/email') return checkSignUp(value as Record<string, unknown>, today);
  const schema = AUTH_BODY_SCHEMAS[endpoint];
  if (!schema) return undefined;
  const parsed = schema.safeParse(value);
  return parsed.success ? undefined : firstIssue(parsed.error);
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

/** The fields of a body as the library reads them: a JSON object or a form; else none. */
function bodyFields(contentType: string | undefined, body: Buffer | undefined): Record<string, unknown> {
  if (!body || body.length === 0) return {};
  const type = (contentType ?? '').toLowerCase();
  if (type.includes('application/x-www-form-urlencoded'))
    return Object.fromEntries(new URLSearchParams(body.toString('utf8')));
  return /^application\/([a-z0-9.+-]*\+)?json/.test(type) ? parseJson(body) : {};
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
  if (response.status >= 400) {
    // Better Auth says { code, message } (or, on a crash, nothing); the product says
    // { error, message, field } (DESIGN "API conventions"), whatever the library answered.
    const body = isJson ? parseJson(Buffer.from(text)) : {};
    reply.removeHeader('content-type');
    if (response.status >= 500) {
      reply.log.error({ status: response.status, body: text.slice(0, 500) }, 'identity library failed');
      return reply.send({ error: 'INTERNAL_ERROR', message: 'Something went wrong on our side.' });
    }
    const code = typeof body.code === 'string' && body.code !== '' ? body.code : 'BAD_REQUEST';
    const message =
      typeof body.message === 'string' && body.message !== '' ? body.message : 'This request is not valid.';
    // The library's own validation names the field as "[body.field] …".
    const field = /^\[(?:body|query)\.([\w.]+)\]/.exec(message)?.[1];
    return reply.send({ error: code, message, ...(field ? { field } : {}) });
  }
  return reply.send(text === '' ? undefined : text);
}

/** Identity callbacks (OAuth providers returning, Apple's form_post among them) carry their own state check. */
export function isIdentityCallback(method: string, rawUrl: string): boolean {
  if (method !== 'POST' || !rawUrl.startsWith('/api/auth/callback/')) return false;
  try {
    // No dot segments or encoded slashes walking out of the callbacks.
    return (
      new URL(rawUrl, 'http://x').pathname.startsWith('/api/auth/callback/') &&
      !/%2f|%5c|\\/i.test(rawUrl.split('?')[0]!)
    );
  } catch {
    return false;
  }
}

function sendLocked(reply: FastifyReply, retryAfter: number): FastifyReply {
  reply.header('retry-after', String(retryAfter));
  return reply.status(423).send({
    error: 'ACCOUNT_LOCKED' satisfies AuthErrorCode,
    message: 'Too many failed sign-in attempts. Try again later or reset your password.',
    retry_after: retryAfter,
  });
}

export const authPlugin = fp<AuthPluginOptions>(
  async (app: FastifyInstance, { config, secret, redis, mail, hooks }) => {
    const auth = createAuth({
      config,
      db: app.db,
      secret,
      redis,
      mail,
      hooks,
      onBackgroundError: (error) => app.log.error({ err: error }, 'password-reset e-mail failed'),
    });
    app.decorate('auth', auth);

    const origins = new Set([
      ...trustedOrigins(config),
      ...(config.env === 'development' ? ['http://localhost:5173', 'http://127.0.0.1:5173'] : []),
    ]);
    // State changes only from our own pages (DESIGN "Auth"): a cross-site form or script is refused,
    // and a cookie-carrying write without an Origin is refused too. Bearer clients send no cookie.
    app.addHook('onRequest', async (request) => {
      if (!STATE_CHANGING.has(request.method) || !request.url.startsWith('/api/')) return;
      // Apple returns with a cross-site form POST (Origin https://appleid.apple.com or null); the
      // library checks the OAuth state of every callback. No other route is opened (issue 16 item 8).
      if (isIdentityCallback(request.method, request.url)) return;
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

    /**
     * The session a response opened (its Set-Cookie) or, when it set none, the one its body names: after
     * a second factor, the session the console may use (plugins/staff.ts `staffSecondFactorPassed`).
     */
    async function sessionTokenOf(response: Response): Promise<string | undefined> {
      const cookieName = (await auth.$context).authCookies.sessionToken.name;
      for (const cookie of response.headers.getSetCookie()) {
        const [pair = ''] = cookie.split(';');
        const equals = pair.indexOf('=');
        if (pair.slice(0, equals).trim() !== cookieName) continue;
        const value = decodeURIComponent(pair.slice(equals + 1).trim());
        // The signed value is `<token>.<signature>`; an empty value deletes the cookie.
        const token = value.slice(0, value.lastIndexOf('.'));
        if (token) return token;
      }
      const token = parseJson(Buffer.from(await response.clone().text())).token;
      return typeof token === 'string' ? token : undefined;
    }

    /** The two-factor set-up calls: a signed-in staff account (any role), else 403 STAFF_ONLY. */
    async function requireStaffAccount(request: FastifyRequest): Promise<void> {
      const signedIn = await app.signedIn(request);
      const [user] = signedIn
        ? await app.db
            .select({ role: authUsers.role })
            .from(authUsers)
            .where(eq(authUsers.id, signedIn.user.id))
            .limit(1)
        : [];
      if (!isStaffRole(user?.role)) {
        throw new HttpError(403, 'STAFF_ONLY', STAFF_ERRORS.STAFF_ONLY[1]);
      }
    }

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

          const refused = checkAuthRequest(request.method, url, request.headers['content-type'], body);
          if (refused) throw refused;
          if (STAFF_ONLY_AUTH_ENDPOINTS.has(url.pathname.replace(/^\/api\/auth/, ''))) {
            await requireStaffAccount(request);
          }
          if (request.method === 'POST' && url.pathname === '/api/auth/sign-in/email') {
            const email = bodyFields(request.headers['content-type'], body).email;
            if (typeof email === 'string' && isValidEmail(email)) {
              signInEmail = email;
              const lock = await getLockState(app.db, email);
              if (!lock.allowed) return sendLocked(reply, lock.retryAfter ?? 0);
            }
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

          if (response.ok && SECOND_FACTOR_ENDPOINTS.has(url.pathname.replace(/^\/api\/auth/, ''))) {
            const token = await sessionTokenOf(response);
            if (token && app.hasDecorator('staffSecondFactorPassed')) await app.staffSecondFactorPassed(token);
          }
          if (signInEmail) {
            if (response.status === 401) await recordFailedAttempt(app.db, signInEmail);
            else if (response.ok && !(await clearAttemptsUnlessLocked(app.db, signInEmail))) {
              // The right password, but concurrent failures locked the account while it was checked:
              // the lock stands (auth/lockout.ts), so the session just made is revoked unused.
              const token = parseJson(Buffer.from(await response.text())).token;
              if (typeof token === 'string') await (await auth.$context).internalAdapter.deleteSession(token);
              return sendLocked(reply, (await getLockState(app.db, signInEmail)).retryAfter ?? 0);
            }
          }
          return sendWebResponse(reply, response);
        });
      },
      { prefix: '/api/auth' },
    );
  },
  { name: 'auth' },
);
