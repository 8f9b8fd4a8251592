import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestWalletKeys } from './adapters/wallet/test-keys.ts';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has the defaults of DESIGN.md', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.resolve('./.data'),
      databaseUrl: undefined,
      redisUrl: undefined,
      smtpUrl: undefined,
      paymentGateway: 'sandbox',
      braintree: undefined,
      jobsIntervalSeconds: 600,
      publicUrl: 'http://127.0.0.1:3000',
      oauth: {},
      wallet: { apple: undefined, google: undefined },
      supportEmail: 'support@spccard.ca',
      captcha: { provider: 'embedded' },
      errorReporting: { sentry: undefined, intakeRateLimit: 30 },
    });
    expect(config.pgliteDir).toBe(path.join(config.dataDir, 'db'));
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/tmp/spc',
      DATABASE_URL: 'postgres://u@db:5432/spc',
      REDIS_URL: 'redis://cache:6379',
      PUBLIC_URL: 'https://spc.example/',
      SMTP_URL: 'smtp://mail:25',
      PAYMENT_GATEWAY: 'braintree',
      BRAINTREE_ENVIRONMENT: 'production',
      BRAINTREE_MERCHANT_ID: 'merchant',
      BRAINTREE_PUBLIC_KEY: 'public',
      BRAINTREE_PRIVATE_KEY: 'private',
      JOBS_INTERVAL_SECONDS: '0',
      GOOGLE_CLIENT_ID: 'g',
      GOOGLE_CLIENT_SECRET: 'gs',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/tmp/spc',
      databaseUrl: 'postgres://u@db:5432/spc',
      redisUrl: 'redis://cache:6379',
      publicUrl: 'https://spc.example',
      smtpUrl: 'smtp://mail:25',
      paymentGateway: 'braintree',
      braintree: { environment: 'production', merchantId: 'merchant', publicKey: 'public', privateKey: 'private' },
      jobsIntervalSeconds: 0,
      oauth: { google: { clientId: 'g', clientSecret: 'gs' } },
    });
  });

  it('serves /api/docs outside production, in production only with API_DOCS=on (issue 16)', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).apiDocs).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', API_DOCS: 'on' }).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', API_DOCS: 'off' }).apiDocs).toBe(false);
    expect(() => loadConfig({ API_DOCS: 'yes' })).toThrow(/API_DOCS/);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' })).toMatchObject({ databaseUrl: undefined, port: 3000 });
  });

  it('hides a social sign-in whose secret is missing', () => {
    expect(loadConfig({ FACEBOOK_CLIENT_ID: 'f' }).oauth).toEqual({});
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ PAYMENT_GATEWAY: 'stripe' }, 'PAYMENT_GATEWAY'],
    [{ PUBLIC_URL: 'spc.example' }, 'PUBLIC_URL'],
    [{ JOBS_INTERVAL_SECONDS: '-1' }, 'JOBS_INTERVAL_SECONDS'],
    [{ JOBS_INTERVAL_SECONDS: '1.5' }, 'JOBS_INTERVAL_SECONDS'],
    [{ PAYMENT_GATEWAY: 'braintree', BRAINTREE_ENVIRONMENT: 'live' }, 'BRAINTREE_ENVIRONMENT'],
  ])('fails fast on %o, naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });

  it('needs every Braintree credential when the braintree gateway is chosen, naming the missing ones', () => {
    const env = {
      PAYMENT_GATEWAY: 'braintree',
      BRAINTREE_ENVIRONMENT: 'sandbox',
      BRAINTREE_MERCHANT_ID: 'm',
    };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(/missing: BRAINTREE_PUBLIC_KEY, BRAINTREE_PRIVATE_KEY$/);
    expect(() => loadConfig({ PAYMENT_GATEWAY: 'braintree' })).toThrow(
      /missing: BRAINTREE_ENVIRONMENT, BRAINTREE_MERCHANT_ID, BRAINTREE_PUBLIC_KEY, BRAINTREE_PRIVATE_KEY/,
    );
  });

  it('reads the support inbox and the captcha provider with its keys (issue 17)', () => {
    expect(
      loadConfig({
        SUPPORT_EMAIL: 'help@spc.example',
        CAPTCHA_PROVIDER: 'hcaptcha',
        CAPTCHA_SECRET: 'secret',
        CAPTCHA_SITE_KEY: 'site',
      }),
    ).toMatchObject({
      supportEmail: 'help@spc.example',
      captcha: { provider: 'hcaptcha', secret: 'secret', siteKey: 'site' },
    });
    expect(loadConfig({ CAPTCHA_SECRET: 'ignored' }).captcha).toEqual({ provider: 'embedded' });
    expect(() => loadConfig({ CAPTCHA_PROVIDER: 'recaptcha', CAPTCHA_SITE_KEY: 'site' })).toThrow(
      /CAPTCHA_PROVIDER=recaptcha needs CAPTCHA_SECRET and CAPTCHA_SITE_KEY; missing: CAPTCHA_SECRET$/,
    );
    expect(() => loadConfig({ CAPTCHA_PROVIDER: 'turnstile' })).toThrow(/CAPTCHA_PROVIDER/);
    expect(() => loadConfig({ SUPPORT_EMAIL: 'not an address' })).toThrow(/SUPPORT_EMAIL/);
  });

  it('reads error reporting: Sentry when SENTRY_DSN is set, the intake limit (issue 21)', () => {
    expect(
      loadConfig({
        SENTRY_DSN: 'https://key@o1.ingest.sentry.io/2',
        SENTRY_ENVIRONMENT: 'staging',
        ERROR_INTAKE_RATE_LIMIT: '120',
      }).errorReporting,
    ).toEqual({ sentry: { dsn: 'https://key@o1.ingest.sentry.io/2', environment: 'staging' }, intakeRateLimit: 120 });
    expect(
      loadConfig({ NODE_ENV: 'production', SENTRY_DSN: 'https://k@sentry.example/1' }).errorReporting.sentry,
    ).toEqual({ dsn: 'https://k@sentry.example/1', environment: 'production' });
    expect(() => loadConfig({ SENTRY_DSN: 'not a url' })).toThrow(/SENTRY_DSN/);
    expect(() => loadConfig({ ERROR_INTAKE_RATE_LIMIT: '0' })).toThrow(/ERROR_INTAKE_RATE_LIMIT/);
  });

  it('ignores Braintree credentials while the sandbox gateway is chosen', () => {
    expect(loadConfig({ BRAINTREE_MERCHANT_ID: 'm' }).braintree).toBeUndefined();
  });

  describe('wallet passes', () => {
    const keys = createTestWalletKeys();
    const apple = Object.fromEntries(Object.entries(keys.env).filter(([name]) => name.startsWith('APPLE_')));
    const google = Object.fromEntries(Object.entries(keys.env).filter(([name]) => name.startsWith('GOOGLE_')));

    it('reads the Apple and Google wallet keys', () => {
      expect(loadConfig(keys.env).wallet).toEqual({
        apple: {
          passTypeId: 'pass.ca.spc.test.membership',
          teamId: 'TEST123456',
          certificate: keys.passCertificate.trim(),
          privateKey: keys.passKey.trim(),
          wwdrCertificate: keys.wwdrCertificate.trim(),
        },
        google: {
          issuerId: keys.env.GOOGLE_WALLET_ISSUER_ID,
          serviceAccountEmail: keys.env.GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL,
          privateKey: keys.googlePrivateKey.trim(),
        },
      });
    });

    it('turns each wallet on by itself', () => {
      expect(loadConfig(apple).wallet.google).toBeUndefined();
      expect(loadConfig(apple).wallet.apple).toBeDefined();
      expect(loadConfig(google).wallet.apple).toBeUndefined();
      expect(loadConfig(google).wallet.google).toBeDefined();
    });

    it('accepts PEM values written on one line with \\n', () => {
      const oneLine = (pem: string) => pem.replace(/\r?\n/g, '\\n');
      const config = loadConfig({ ...google, GOOGLE_WALLET_PRIVATE_KEY: oneLine(keys.googlePrivateKey) });
      expect(config.wallet.google?.privateKey).toBe(keys.googlePrivateKey.replace(/\r/g, '').trim());
    });

    it('needs every variable of a wallet, naming the missing ones', () => {
      const { APPLE_WALLET_KEY: _key, APPLE_WALLET_WWDR_CERT: _wwdr, ...partial } = apple;
      expect(() => loadConfig(partial)).toThrow(
        /Apple Wallet needs .* missing: APPLE_WALLET_KEY, APPLE_WALLET_WWDR_CERT$/,
      );
      expect(() => loadConfig({ GOOGLE_WALLET_ISSUER_ID: '123' })).toThrow(
        /missing: GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL, GOOGLE_WALLET_PRIVATE_KEY$/,
      );
    });

    it.each([
      ['APPLE_WALLET_CERT', 'not a certificate'],
      ['APPLE_WALLET_KEY', '-----BEGIN PRIVATE KEY-----\\nbroken\\n-----END PRIVATE KEY-----'],
      ['APPLE_WALLET_WWDR_CERT', 'x'],
      ['APPLE_WALLET_PASS_TYPE_ID', 'com.example.card'],
      ['APPLE_WALLET_TEAM_ID', 'team'],
      ['GOOGLE_WALLET_ISSUER_ID', 'issuer'],
      ['GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL', 'not an address'],
      ['GOOGLE_WALLET_PRIVATE_KEY', 'secret'],
    ])('fails fast on a bad %s', (name, value) => {
      expect(() => loadConfig({ ...keys.env, [name]: value })).toThrow(ConfigError);
      expect(() => loadConfig({ ...keys.env, [name]: value })).toThrow(name);
    });

    it("refuses a key that is not the pass certificate's", () => {
      expect(() => loadConfig({ ...apple, APPLE_WALLET_KEY: keys.googlePrivateKey })).toThrow(
        /APPLE_WALLET_KEY is not the key of APPLE_WALLET_CERT/,
      );
    });
  });
});
