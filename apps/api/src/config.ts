// The one place that reads the environment (DESIGN.md "Runtime configuration"): parsed by zod,
// failing fast with the variable's name when a value is wrong.
import { createPrivateKey, X509Certificate } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = (protocols: RegExp, what: string) =>
  z.preprocess(emptyToUndefined, z.string().regex(protocols, `must be a ${what} URL`).optional());

/**
 * A PEM value: certificates and keys are multi-line, and a one-line environment (a .env file, a
 * container setting, a service account's JSON) often writes the line breaks as `\\n`.
 */
const optionalPem = (kind: 'certificate' | 'private key') =>
  z.preprocess(
    (value) => (typeof value === 'string' ? emptyToUndefined(value.replaceAll('\\n', '\n').trim()) : value),
    z
      .string()
      .refine((pem) => {
        try {
          if (kind === 'certificate') new X509Certificate(pem);
          else createPrivateKey(pem);
          return true;
        } catch {
          return false;
        }
      }, `must be a PEM ${kind} (unencrypted)`)
      .optional(),
  );

const envSchema = z.object({
  NODE_ENV: z.preprocess(emptyToUndefined, z.enum(['development', 'production', 'test']).default('development')),
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65_535).default(3000)),
  HOST: z.preprocess(emptyToUndefined, z.string().default('127.0.0.1')),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./.data')),
  DATABASE_URL: optionalUrl(/^postgres(ql)?:\/\//, 'postgres://'),
  /** Issue 17: where picture sources and their processed variants are kept (unset → DATA_DIR/media). */
  MEDIA_DIR: optionalString,
  REDIS_URL: optionalUrl(/^rediss?:\/\//, 'redis://'),
  /** Starts every key the product writes to Redis, so deployments (or test runs) can share one server. */
  REDIS_KEY_PREFIX: z.preprocess(emptyToUndefined, z.string().max(64).default('spc:')),
  PUBLIC_URL: optionalUrl(/^https?:\/\//, 'http(s)://'),
  SMTP_URL: optionalUrl(/^smtps?:\/\//, 'smtp://'),
  /** Issue 23 item 12: where a code that keeps failing is reported (unset: flagged, no e-mail). */
  STAFF_ALERT_EMAIL: z.preprocess(emptyToUndefined, z.email().optional()),
  /** Issue 17: the support inbox the contact form's requests are e-mailed to. */
  SUPPORT_EMAIL: z.preprocess(emptyToUndefined, z.email().default('support@spccard.ca')),
  /** Issue 18 item 3: the bearer token of the staff API (student ID reviews); unset → that API answers 403. */
  STAFF_API_TOKEN: z.preprocess(emptyToUndefined, z.string().min(24, 'must be at least 24 characters').optional()),
  /** The contact form's captcha: the embedded proof of work, or hCaptcha / reCAPTCHA (then both below). */
  CAPTCHA_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['embedded', 'hcaptcha', 'recaptcha']).default('embedded')),
  CAPTCHA_SECRET: optionalString,
  CAPTCHA_SITE_KEY: optionalString,
  /** Issue 21: errors are forwarded to Sentry (its official SDK) when set; the error_reports table always. */
  SENTRY_DSN: optionalUrl(/^https?:\/\//, 'http(s)://'),
  /** Sentry's environment name (default: NODE_ENV). */
  SENTRY_ENVIRONMENT: z.preprocess(emptyToUndefined, z.string().max(64).optional()),
  /** Browser error reports accepted per client address a minute at POST /api/errors. */
  ERROR_INTAKE_RATE_LIMIT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(10_000).default(30)),
  /** Issue 21 item 2: accepted analytics events are also POSTed there (decision 028); unset → the table only. */
  ANALYTICS_COLLECTOR_URL: optionalUrl(/^https?:\/\//, 'http(s)://'),
  /** Sent as `Authorization: Bearer …` to the collector when set. */
  ANALYTICS_COLLECTOR_TOKEN: optionalString,
  /** Analytics batches accepted per client address a minute at POST /api/events. */
  EVENT_INTAKE_RATE_LIMIT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(10_000).default(60)),
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
  /** The OpenAPI document and its browsable UI at /api/docs: unset → on, except in production (issue 16). */
  API_DOCS: z.preprocess(emptyToUndefined, z.enum(['on', 'off']).optional()),
  /** Issue 22: the secret that signs sessions, shared by every instance of a cluster (unset → DATA_DIR/secrets.json, made on first start). */
  AUTH_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  /** Issue 22: connections each instance's PostgreSQL pool opens at most. */
  DATABASE_POOL_SIZE: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(500).default(10)),
  /** Issue 22: seconds between SIGTERM turning readiness false and the server closing (the load balancer's notice). */
  DRAIN_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().min(0).max(120).default(0)),
  /** Issue 22: Prometheus metrics at /metrics need `Authorization: Bearer <token>`; unset → open outside production, absent in it. */
  METRICS_TOKEN: z.preprocess(emptyToUndefined, z.string().min(16, 'must be at least 16 characters').optional()),
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
  /**
   * Apple Wallet passes (all five, or none → no Apple button): the pass type identifier and team of the
   * Apple developer account, its pass certificate and key, and Apple's WWDR intermediate certificate.
   */
  APPLE_WALLET_PASS_TYPE_ID: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^pass\.[A-Za-z0-9.-]+$/, 'must be a pass type identifier (pass.com.example.card)')
      .optional(),
  ),
  APPLE_WALLET_TEAM_ID: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[A-Z0-9]{10}$/, 'must be a 10-character Apple team identifier')
      .optional(),
  ),
  APPLE_WALLET_CERT: optionalPem('certificate'),
  APPLE_WALLET_KEY: optionalPem('private key'),
  APPLE_WALLET_WWDR_CERT: optionalPem('certificate'),
  /** Google Wallet passes (all three, or none → no Google button): the issuer and its service account. */
  GOOGLE_WALLET_ISSUER_ID: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\d{1,30}$/, 'must be the numeric Google Wallet issuer id')
      .optional(),
  ),
  GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL: z.preprocess(emptyToUndefined, z.email().optional()),
  GOOGLE_WALLET_PRIVATE_KEY: optionalPem('private key'),
  /** Set → postal codes are geocoded by Google; unset → the embedded FSA/ZIP table. */
  GOOGLE_MAPS_API_KEY: optionalString,
  /** The coffee-chain rewards programme: `embedded` (its own accounts table) or `http` (REWARDS_API_URL + REWARDS_API_KEY). */
  REWARDS_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['embedded', 'http']).default('embedded')),
  REWARDS_API_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  REWARDS_API_KEY: optionalString,
  /** The marketing e-mail platform: `embedded` (its own contacts table) or `http` (MARKETING_API_URL + MARKETING_API_KEY). */
  MARKETING_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['embedded', 'http']).default('embedded')),
  MARKETING_API_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  MARKETING_API_KEY: optionalString,
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

/** Signs Apple Wallet passes (.pkpass); PEM strings. */
export interface AppleWalletConfig {
  passTypeId: string;
  teamId: string;
  certificate: string;
  privateKey: string;
  /** Apple's Worldwide Developer Relations intermediate, included in every signature. */
  wwdrCertificate: string;
}

/** Signs Google Wallet "save" links (a JWT of the service account). */
export interface GoogleWalletConfig {
  issuerId: string;
  serviceAccountEmail: string;
  /** PEM */
  privateKey: string;
}

export interface WalletConfig {
  apple: AppleWalletConfig | undefined;
  google: GoogleWalletConfig | undefined;
}

/** The captcha adapter: the embedded proof of work needs nothing; a third party needs its keys. */
export type CaptchaConfig =
  { provider: 'embedded' } | { provider: 'hcaptcha' | 'recaptcha'; secret: string; siteKey: string };

/** Sentry when SENTRY_DSN is set (then its environment); the intake's requests per address a minute. */
export interface ErrorReportingConfig {
  sentry: { dsn: string; environment: string } | undefined;
  intakeRateLimit: number;
}

/** Issue 21 item 2: where events go besides the analytics_events table, and the intake's limit. */
export interface AnalyticsConfig {
  collector: { url: string; token: string | undefined } | undefined;
  intakeRateLimit: number;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** Directory of the embedded PGlite database inside DATA_DIR. */
  pgliteDir: string;
  /** File storage of pictures: uploaded sources and processed variants (MEDIA_DIR, else DATA_DIR/media). */
  mediaDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  redisKeyPrefix: string;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Issue 23 item 12: the staff address told of codes that keep failing. */
  staffAlertEmail: string | undefined;
  /** Issue 17: where the contact form's requests go. */
  supportEmail: string;
  /** Issue 18 item 3: the staff API's bearer token (student ID reviews); undefined → staff API closed. */
  staffApiToken: string | undefined;
  captcha: CaptchaConfig;
  /** Issue 21 item 3: where errors go besides the error_reports table, and the intake's limit. */
  errorReporting: ErrorReportingConfig;
  analytics: AnalyticsConfig;
  trustedOrigins: string[];
  authRateLimitScale: number;
  paymentGateway: 'sandbox' | 'braintree';
  /** Set exactly when paymentGateway is 'braintree'. */
  braintree: BraintreeCredentials | undefined;
  /** Seconds between background job runs; 0 → no background jobs. */
  jobsIntervalSeconds: number;
  /** AUTH_SECRET: the instances' shared signing secret; unset → the one in DATA_DIR. */
  authSecret: string | undefined;
  /** Connections of the PostgreSQL pool per instance. */
  databasePoolSize: number;
  /** Seconds readiness is false before the server closes on SIGTERM. */
  drainSeconds: number;
  /** Bearer token of /metrics (required in production for it to exist). */
  metricsToken: string | undefined;
  /** Serve the OpenAPI document and UI at /api/docs (API_DOCS; off in production unless set on). */
  apiDocs: boolean;
  googleMapsApiKey: string | undefined;
  /** The coffee-chain rewards programme (REWARDS_PROVIDER; the API's URL and key when `http`). */
  rewards: { provider: 'embedded' } | { provider: 'http'; apiUrl: string; apiKey: string };
  /** The marketing e-mail platform (MARKETING_PROVIDER; the API's URL and key when `http`). */
  marketing: { provider: 'embedded' } | { provider: 'http'; apiUrl: string; apiKey: string };
  /** Wallet passes of the digital card; a provider left unset is not offered. */
  wallet: WalletConfig;
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

type Env = z.infer<typeof envSchema>;

/** Every variable of a group, or none: a group half set is a mistake worth stopping for. */
function allOrNone<const K extends keyof Env>(e: Env, what: string, names: readonly K[]): boolean {
  const missing = names.filter((name) => e[name] === undefined);
  if (missing.length === names.length) return false;
  if (missing.length > 0) {
    throw new ConfigError(
      `Invalid configuration:\n  ${what} needs ${names.join(', ')}; missing: ${missing.join(', ')}`,
    );
  }
  return true;
}

function walletConfig(e: Env): WalletConfig {
  const apple = allOrNone(e, 'Apple Wallet', [
    'APPLE_WALLET_PASS_TYPE_ID',
    'APPLE_WALLET_TEAM_ID',
    'APPLE_WALLET_CERT',
    'APPLE_WALLET_KEY',
    'APPLE_WALLET_WWDR_CERT',
  ])
    ? {
        passTypeId: e.APPLE_WALLET_PASS_TYPE_ID!,
        teamId: e.APPLE_WALLET_TEAM_ID!,
        certificate: e.APPLE_WALLET_CERT!,
        privateKey: e.APPLE_WALLET_KEY!,
        wwdrCertificate: e.APPLE_WALLET_WWDR_CERT!,
      }
    : undefined;
  if (apple && !new X509Certificate(apple.certificate).checkPrivateKey(createPrivateKey(apple.privateKey))) {
    throw new ConfigError('Invalid configuration:\n  APPLE_WALLET_KEY is not the key of APPLE_WALLET_CERT');
  }
  const google = allOrNone(e, 'Google Wallet', [
    'GOOGLE_WALLET_ISSUER_ID',
    'GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL',
    'GOOGLE_WALLET_PRIVATE_KEY',
  ])
    ? {
        issuerId: e.GOOGLE_WALLET_ISSUER_ID!,
        serviceAccountEmail: e.GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL!,
        privateKey: e.GOOGLE_WALLET_PRIVATE_KEY!,
      }
    : undefined;
  return { apple, google };
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
  let captcha: CaptchaConfig = { provider: 'embedded' };
  if (e.CAPTCHA_PROVIDER !== 'embedded') {
    const missing = (['CAPTCHA_SECRET', 'CAPTCHA_SITE_KEY'] as const).filter((name) => e[name] === undefined);
    if (missing.length > 0) {
      throw new ConfigError(
        `Invalid configuration:\n  CAPTCHA_PROVIDER=${e.CAPTCHA_PROVIDER} needs CAPTCHA_SECRET and CAPTCHA_SITE_KEY; missing: ${missing.join(', ')}`,
      );
    }
    captcha = { provider: e.CAPTCHA_PROVIDER, secret: e.CAPTCHA_SECRET!, siteKey: e.CAPTCHA_SITE_KEY! };
  }

  let rewards: Config['rewards'] = { provider: 'embedded' };
  if (e.REWARDS_PROVIDER === 'http') {
    if (!e.REWARDS_API_URL || !e.REWARDS_API_KEY) {
      throw new ConfigError(
        'Invalid configuration:\n  REWARDS_PROVIDER=http needs REWARDS_API_URL and REWARDS_API_KEY',
      );
    }
    rewards = { provider: 'http', apiUrl: e.REWARDS_API_URL, apiKey: e.REWARDS_API_KEY };
  }
  let marketing: Config['marketing'] = { provider: 'embedded' };
  if (e.MARKETING_PROVIDER === 'http') {
    if (!e.MARKETING_API_URL || !e.MARKETING_API_KEY) {
      throw new ConfigError(
        'Invalid configuration:\n  MARKETING_PROVIDER=http needs MARKETING_API_URL and MARKETING_API_KEY',
      );
    }
    marketing = { provider: 'http', apiUrl: e.MARKETING_API_URL, apiKey: e.MARKETING_API_KEY };
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
    mediaDir: e.MEDIA_DIR ? path.resolve(e.MEDIA_DIR) : path.join(dataDir, 'media'),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    publicUrl: (e.PUBLIC_URL ?? `http://${e.HOST}:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    staffAlertEmail: e.STAFF_ALERT_EMAIL,
    supportEmail: e.SUPPORT_EMAIL,
    staffApiToken: e.STAFF_API_TOKEN,
    captcha,
    errorReporting: {
      sentry: e.SENTRY_DSN ? { dsn: e.SENTRY_DSN, environment: e.SENTRY_ENVIRONMENT ?? e.NODE_ENV } : undefined,
      intakeRateLimit: e.ERROR_INTAKE_RATE_LIMIT,
    },
    analytics: {
      collector: e.ANALYTICS_COLLECTOR_URL
        ? { url: e.ANALYTICS_COLLECTOR_URL, token: e.ANALYTICS_COLLECTOR_TOKEN }
        : undefined,
      intakeRateLimit: e.EVENT_INTAKE_RATE_LIMIT,
    },
    authRateLimitScale: e.AUTH_RATE_LIMIT_SCALE,
    trustedOrigins: e.TRUSTED_ORIGINS.map((origin) => new URL(origin).origin),
    paymentGateway: e.PAYMENT_GATEWAY,
    braintree,
    jobsIntervalSeconds: e.JOBS_INTERVAL_SECONDS,
    authSecret: e.AUTH_SECRET,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    drainSeconds: e.DRAIN_SECONDS,
    metricsToken: e.METRICS_TOKEN,
    apiDocs: e.API_DOCS ? e.API_DOCS === 'on' : e.NODE_ENV !== 'production',
    googleMapsApiKey: e.GOOGLE_MAPS_API_KEY,
    rewards,
    marketing,
    wallet: walletConfig(e),
    oauth,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(import.meta.dirname, '../../web/dist')),
    testDatabaseUrl: e.TEST_DATABASE_URL,
    testRedisUrl: e.TEST_REDIS_URL,
  };
}
