// The identity provider: Better Auth over our database (docs/decisions/008-identity.md). E-mail and
// password with argon2id, e-mail verification before the first sign-in, password reset, Google /
// Facebook / Apple when configured, one-time tokens for the custom-token and extension hand-offs, and
// bearer tokens for API clients. Its e-mails go through the product's mail interface.
import { drizzleAdapter } from '@better-auth/drizzle-adapter';
import { hash, verify } from '@node-rs/argon2';
import { betterAuth, type BetterAuthOptions, type BetterAuthRateLimitOptions } from 'better-auth';
import { APIError } from 'better-auth/api';
import { bearer, genericOAuth, oneTimeToken } from 'better-auth/plugins';
import { admin } from 'better-auth/plugins/admin';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { buildEmailActionUrl, EMAIL_ACTION_TTL_MINUTES, safeContinuePath } from '@spc/domain/auth';
import { isValidPassword, VALIDATION_MESSAGES } from '@spc/domain/users';
import { countInWindow, type Redis } from '../adapters/redis.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { authAccounts, authSessions, authTwoFactors, authUsers, authVerifications } from '../db/schema/index.ts';
import { MEMBER_ROLE, staffAccessControl, staffRoles } from './staff-access.ts';

/** OWASP's argon2id minimum: 19 MiB, 2 iterations, 1 lane. `algorithm` 2 is Argon2id (a const enum we cannot import). */
export const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** The header our Fastify bridge sets from the socket address, so a client cannot pick its own IP. */
export const CLIENT_IP_HEADER = 'x-spc-client-ip';

export interface AuthUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  language?: string | null;
  firstName?: string | null;
}

export interface AuthMail {
  verification(user: AuthUser, link: string): Promise<void>;
  reset(user: AuthUser, link: string): Promise<void>;
  signupAttempt(user: AuthUser): Promise<void>;
}

export interface AuthHooks {
  /** Runs once the address is verified: the profile and registration are created from the sign-up data. */
  afterEmailVerification(userId: string): Promise<void>;
  /** A password reset clears the per-account lock. */
  afterPasswordReset(email: string): Promise<void>;
}

export interface AuthDependencies {
  config: Config;
  db: Db;
  secret: string;
  /** Set → the per-IP limits are counted in Redis, so every instance sees the same counts. */
  redis?: Redis | undefined;
  mail: AuthMail;
  hooks: AuthHooks;
  /** Where a message sent after the answer failed (the password-reset e-mail); logged by the caller. */
  onBackgroundError?: ((error: unknown) => void) | undefined;
}

/** Apple answers its sign-in with a cross-site form POST from this origin (response_mode=form_post). */
export const APPLE_ID_ORIGIN = 'https://appleid.apple.com';

/** Session cookies are Secure whenever the public URL is https, whatever NODE_ENV says (issue 16 item 8). */
export function secureCookies(config: Config): boolean {
  return new URL(config.publicUrl).protocol === 'https:';
}

/**
 * Hashes a new password, refusing one that breaks spec §5 — the last line behind the bridge's own
 * field checks (plugins/auth.ts), so no path through the library (sign-up, change, reset, set) can
 * store a password the product's rule refuses.
 */
export async function hashNewPassword(password: string): Promise<string> {
  if (!isValidPassword(password)) {
    throw new APIError('BAD_REQUEST', { code: 'VALIDATION_ERROR', message: VALIDATION_MESSAGES.password_weak });
  }
  return hash(password, ARGON2_OPTIONS);
}

/**
 * Where the verification link continues once the address is confirmed: the sign-up's `callbackURL`
 * when it is a page of this site (the easy registration modal sends the back-to-school page it was
 * opened on, so the student lands back at the booth's page signed in), else the additional questions.
 * `libraryUrl` is the library's own link, which carries the callbackURL ("/" when none was sent).
 */
export function verificationContinueUrl(publicUrl: string, libraryUrl: string): string {
  let callback: string | null;
  try {
    callback = new URL(libraryUrl).searchParams.get('callbackURL');
  } catch {
    callback = null;
  }
  const path = callback && callback !== '/' && callback.startsWith('/') ? safeContinuePath(callback, publicUrl) : null;
  return path ? `${new URL(publicUrl).origin}${path}` : `${publicUrl}/signup/additional`;
}

export function trustedOrigins(config: Config): string[] {
  return [new URL(config.publicUrl).origin, ...config.trustedOrigins];
}

function socialProviders(config: Config): BetterAuthOptions['socialProviders'] {
  const providers: NonNullable<BetterAuthOptions['socialProviders']> = {};
  const { google, facebook, apple } = config.oauth;
  // A Google stand-in with its own issuer (tests, self-hosted OIDC) goes through the generic plugin.
  if (google && !google.issuer) providers.google = { clientId: google.clientId, clientSecret: google.clientSecret };
  if (facebook) providers.facebook = { clientId: facebook.clientId, clientSecret: facebook.clientSecret };
  if (apple) providers.apple = { clientId: apple.clientId, clientSecret: apple.clientSecret };
  return providers;
}

/**
 * Where the per-IP counts live: in this process, or in Redis for every instance. Only the counts: not
 * Better Auth's `secondaryStorage`, which would also serve sessions (with a copy of the user) and
 * verification tokens from Redis, so our own writes to the user (e-mail change, names) and revocations
 * made in the database would not be seen (docs/decisions/008-identity.md).
 */
function rateLimitStorage(redis: Redis | undefined): Pick<BetterAuthRateLimitOptions, 'storage' | 'customStorage'> {
  const count = redis
    ? (key: string, windowMs: number) => countInWindow(redis, `auth-rate-limit:${key}`, windowMs)
    : memoryWindows();
  return {
    customStorage: {
      async consume(key, rule) {
        const { count: seen, ttlMs } = await count(key, rule.window * 1000);
        return seen <= rule.max
          ? { allowed: true, retryAfter: null }
          : { allowed: false, retryAfter: Math.max(1, Math.ceil(ttlMs / 1000)) };
      },
    },
  };
}

/** Counts kept by entries in this process beyond which the oldest go (addresses come from requests). */
const MEMORY_WINDOWS_MAX = 10_000;

/**
 * The same fixed windows as `countInWindow` in Redis, kept by this auth instance. Not Better Auth's own
 * `storage: 'memory'`: that is one map for the whole process, shared by every instance of the library,
 * so test files running in one worker counted each other's requests (the 2026-11-26 run's 429s).
 */
function memoryWindows(now: () => number = Date.now) {
  const windows = new Map<string, { count: number; endsAt: number }>();
  return async (key: string, windowMs: number) => {
    const at = now();
    let window = windows.get(key);
    if (!window || at >= window.endsAt) {
      windows.delete(key);
      window = { count: 0, endsAt: at + windowMs };
      windows.set(key, window);
      while (windows.size > MEMORY_WINDOWS_MAX) windows.delete(windows.keys().next().value!);
    }
    window.count += 1;
    return { count: window.count, ttlMs: window.endsAt - at };
  };
}

/** The name an authenticator app shows beside a staff member's codes. */
export const STAFF_TOTP_ISSUER = 'SPC staff';

export function createAuth({ config, db, secret, redis, mail, hooks, onBackgroundError }: AuthDependencies) {
  const google = config.oauth.google;
  const scale = config.authRateLimitScale;
  const plugins = [
    bearer(),
    // Custom tokens (auto_login=yes&custom_token=…, the extension's updateToken): single use, 3 minutes.
    oneTimeToken({ expiresIn: 3, storeToken: 'hashed' }),
    ...(google?.issuer
      ? [
          genericOAuth({
            config: [
              {
                providerId: 'google',
                clientId: google.clientId,
                clientSecret: google.clientSecret,
                discoveryUrl: `${google.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`,
                scopes: ['openid', 'email', 'profile'],
                pkce: true,
              },
            ],
          }),
        ]
      : []),
    // Staff (issue 20, decision 030): roles from the domain's permission table, bans, and TOTP sign-in.
    // A new account is a member ("user"); only /api/staff and `npm run staff:create` give a staff role
    // (the plugin's own /admin/* endpoints are closed by the bridge, plugins/auth.ts).
    admin({ ac: staffAccessControl, roles: staffRoles, defaultRole: MEMBER_ROLE, adminRoles: ['admin'] }),
    twoFactor({
      issuer: STAFF_TOTP_ISSUER,
      // The authenticator app's 6 digits every 30 s; no e-mailed codes (the second factor is a device).
      totpOptions: { digits: 6, period: 30 },
      // Staff type a code at every sign-in: the bridge refuses `trustDevice` (plugins/auth.ts).
      schema: { twoFactor: { modelName: 'authTwoFactors' } },
    }),
  ];
  return betterAuth({
    appName: 'SPC',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret,
    // Better Auth's own list (its callback URL checks): Apple's origin too when Apple is configured.
    trustedOrigins: [...trustedOrigins(config), ...(config.oauth.apple ? [APPLE_ID_ORIGIN] : [])],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { authUsers, authSessions, authAccounts, authVerifications, authTwoFactors },
    }),
    user: {
      modelName: 'authUsers',
      additionalFields: {
        firstName: { type: 'string', required: false, input: true },
        lastName: { type: 'string', required: false, input: true },
        birthDate: { type: 'string', required: false, input: true },
        emailOptIn: { type: 'boolean', required: false, defaultValue: false, input: true },
        language: { type: 'string', required: false, defaultValue: 'en', input: true },
        signupAffiliate: { type: 'string', required: false, input: true, returned: false },
      },
    },
    session: { modelName: 'authSessions', expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    account: {
      modelName: 'authAccounts',
      accountLinking: {
        enabled: true,
        // A social sign-in links to an existing account only once that account proved its address.
        requireLocalEmailVerified: true,
      },
    },
    verification: { modelName: 'authVerifications' },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      // Sign-in waits for the verified address; sign-up then answers the same whether or not the
      // address already has an account.
      requireEmailVerification: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: EMAIL_ACTION_TTL_MINUTES.resetPassword * 60,
      password: {
        hash: hashNewPassword,
        verify: ({ hash: digest, password }) => verify(digest, password),
      },
      // The reset e-mail is written after the answer, so a known address is answered as fast as an
      // unknown one (issue 16 item 9): the library's remaining work is one lookup and one write either way.
      sendResetPassword: ({ user, token }) => {
        const link = buildEmailActionUrl(config.publicUrl, { mode: 'resetPassword', oobCode: token });
        setImmediate(() => {
          mail.reset(user, link).catch((error: unknown) => onBackgroundError?.(error));
        });
        return Promise.resolve();
      },
      onExistingUserSignUp: async ({ user }) => {
        await mail.signupAttempt(user);
      },
      onPasswordReset: async ({ user }) => {
        await hooks.afterPasswordReset(user.email);
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: EMAIL_ACTION_TTL_MINUTES.verifyEmail * 60,
      sendVerificationEmail: async ({ user, url, token }) => {
        const link = buildEmailActionUrl(config.publicUrl, {
          mode: 'verifyEmail',
          oobCode: token,
          continueUrl: verificationContinueUrl(config.publicUrl, url),
        });
        await mail.verification(user, link);
      },
      afterEmailVerification: async (user) => {
        await hooks.afterEmailVerification(user.id);
      },
    },
    socialProviders: socialProviders(config),
    rateLimit: {
      enabled: true,
      ...rateLimitStorage(redis),
      // Everything else under /api/auth: generous, since a whole campus can sit behind one address.
      window: 60,
      max: 300 * scale,
      customRules: {
        // Every page load asks who is signed in; reading a session is no attack surface.
        '/get-session': false,
        '/sign-in/email': { window: 60, max: 10 * scale },
        '/sign-up/email': { window: 60, max: 5 * scale },
        '/request-password-reset': { window: 60, max: 3 * scale },
        '/send-verification-email': { window: 60, max: 3 * scale },
        '/one-time-token/verify': { window: 60, max: 10 * scale },
        // Staff two-step sign-in and its set-up (the library also locks a sign-in after 5 wrong codes).
        '/two-factor/*': { window: 60, max: 10 * scale },
      },
    },
    advanced: {
      useSecureCookies: secureCookies(config),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: secureCookies(config) },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    plugins,
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
