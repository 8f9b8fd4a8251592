// The one place that reads the environment (DESIGN.md "Runtime configuration"): parsed by zod,
// failing fast with the variable's name when a value is wrong.
import path from 'node:path';
import { z } from 'zod';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = (protocols: RegExp, what: string) =>
  z.preprocess(emptyToUndefined, z.string().regex(protocols, `must be a ${what} URL`).optional());

const envSchema = z.object({
  NODE_ENV: z.preprocess(emptyToUndefined, z.enum(['development', 'production', 'test']).default('development')),
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65_535).default(3000)),
  HOST: z.preprocess(emptyToUndefined, z.string().default('127.0.0.1')),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./.data')),
  DATABASE_URL: optionalUrl(/^postgres(ql)?:\/\//, 'postgres://'),
  REDIS_URL: optionalUrl(/^rediss?:\/\//, 'redis://'),
  /** Starts every key the product writes to Redis, so deployments (or test runs) can share one server. */
  REDIS_KEY_PREFIX: z.preprocess(emptyToUndefined, z.string().max(64).default('spc:')),
  PUBLIC_URL: optionalUrl(/^https?:\/\//, 'http(s)://'),
  SMTP_URL: optionalUrl(/^smtps?:\/\//, 'smtp://'),
  /** Sender of every e-mail. */
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().default('SPC <no-reply@spc.local>')),
  /** Multiplies the per-IP limits on sign-in, sign-up, reset and verification sends (many users behind one address). */
  AUTH_RATE_LIMIT_SCALE: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(1000).default(1)),
  /** Other origins allowed to make state-changing requests (comma-separated), e.g. the Vite dev server. */
  TRUSTED_ORIGINS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.url({ protocol: /^https?$/ }))),
  ),
  PAYMENT_GATEWAY: z.preprocess(emptyToUndefined, z.enum(['sandbox', 'braintree']).default('sandbox')),
  /** Braintree's credentials; all four required when PAYMENT_GATEWAY=braintree. */
  BRAINTREE_ENVIRONMENT: z.preprocess(emptyToUndefined, z.enum(['sandbox', 'production']).optional()),
  BRAINTREE_MERCHANT_ID: optionalString,
  BRAINTREE_PUBLIC_KEY: optionalString,
  BRAINTREE_PRIVATE_KEY: optionalString,
  /** Seconds between runs of the background jobs (renewals, payment recovery); 0 turns them off. */
  JOBS_INTERVAL_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(600)),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  /** An OpenID Connect issuer standing in for Google (tests, self-hosted); unset → Google itself. */
  GOOGLE_ISSUER: optionalUrl(/^https?:\/\//, 'http(s)://'),
  FACEBOOK_CLIENT_ID: optionalString,
  FACEBOOK_CLIENT_SECRET: optionalString,
  APPLE_CLIENT_ID: optionalString,
  APPLE_CLIENT_SECRET: optionalString,
  /** Set → postal codes are geocoded by Google; unset → the embedded FSA/ZIP table. */
  GOOGLE_MAPS_API_KEY: optionalString,
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  ),
  /** Where the built SPA lives; defaults to apps/web/dist. */
  WEB_DIST_DIR: optionalString,
  /** Database used by the API test suite on a PostgreSQL server (tests only). */
  TEST_DATABASE_URL: optionalUrl(/^postgres(ql)?:\/\//, 'postgres://'),
  /** Redis server for the tests of shared rate limits (tests only; unset → those tests are not collected). */
  TEST_REDIS_URL: optionalUrl(/^rediss?:\/\//, 'redis://'),
});

export interface OAuthClient {
  clientId: string;
  clientSecret: string;
  /** OpenID Connect issuer used instead of the provider's own endpoints (Google stand-in). */
  issuer?: string | undefined;
}

export interface BraintreeCredentials {
  environment: 'sandbox' | 'production';
  merchantId: string;
  publicKey: string;
  privateKey: string;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** Directory of the embedded PGlite database inside DATA_DIR. */
  pgliteDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  redisKeyPrefix: string;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  trustedOrigins: string[];
  authRateLimitScale: number;
  paymentGateway: 'sandbox' | 'braintree';
  /** Set exactly when paymentGateway is 'braintree'. */
  braintree: BraintreeCredentials | undefined;
  /** Seconds between background job runs; 0 → no background jobs. */
  jobsIntervalSeconds: number;
  googleMapsApiKey: string | undefined;
  oauth: { google?: OAuthClient; facebook?: OAuthClient; apple?: OAuthClient };
  logLevel: string;
  webDistDir: string;
  testDatabaseUrl: string | undefined;
  testRedisUrl: string | undefined;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function oauthClient(id: string | undefined, secret: string | undefined): OAuthClient | undefined {
  return id && secret ? { clientId: id, clientSecret: secret } : undefined;
}

/** Parses an environment (default: the process's) into the typed configuration. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  let braintree: BraintreeCredentials | undefined;
  if (e.PAYMENT_GATEWAY === 'braintree') {
    const missing = (
      ['BRAINTREE_ENVIRONMENT', 'BRAINTREE_MERCHANT_ID', 'BRAINTREE_PUBLIC_KEY', 'BRAINTREE_PRIVATE_KEY'] as const
    ).filter((name) => e[name] === undefined);
    if (missing.length > 0) {
      throw new ConfigError(
        `Invalid configuration:\n  PAYMENT_GATEWAY=braintree needs BRAINTREE_ENVIRONMENT, BRAINTREE_MERCHANT_ID, BRAINTREE_PUBLIC_KEY and BRAINTREE_PRIVATE_KEY; missing: ${missing.join(', ')}`,
      );
    }
    braintree = {
      environment: e.BRAINTREE_ENVIRONMENT!,
      merchantId: e.BRAINTREE_MERCHANT_ID!,
      publicKey: e.BRAINTREE_PUBLIC_KEY!,
      privateKey: e.BRAINTREE_PRIVATE_KEY!,
    };
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const oauth: Config['oauth'] = {};
  const google = oauthClient(e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET);
  if (google && e.GOOGLE_ISSUER) google.issuer = e.GOOGLE_ISSUER;
  const facebook = oauthClient(e.FACEBOOK_CLIENT_ID, e.FACEBOOK_CLIENT_SECRET);
  const apple = oauthClient(e.APPLE_CLIENT_ID, e.APPLE_CLIENT_SECRET);
  if (google) oauth.google = google;
  if (facebook) oauth.facebook = facebook;
  if (apple) oauth.apple = apple;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    pgliteDir: path.join(dataDir, 'db'),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    publicUrl: (e.PUBLIC_URL ?? `http://${e.HOST}:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    authRateLimitScale: e.AUTH_RATE_LIMIT_SCALE,
    trustedOrigins: e.TRUSTED_ORIGINS.map((origin) => new URL(origin).origin),
    paymentGateway: e.PAYMENT_GATEWAY,
    braintree,
    jobsIntervalSeconds: e.JOBS_INTERVAL_SECONDS,
    googleMapsApiKey: e.GOOGLE_MAPS_API_KEY,
    oauth,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(import.meta.dirname, '../../web/dist')),
    testDatabaseUrl: e.TEST_DATABASE_URL,
    testRedisUrl: e.TEST_REDIS_URL,
  };
}
