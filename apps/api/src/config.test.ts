import path from 'node:path';
import { describe, expect, it } from 'vitest';
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

  it('ignores Braintree credentials while the sandbox gateway is chosen', () => {
    expect(loadConfig({ BRAINTREE_MERCHANT_ID: 'm' }).braintree).toBeUndefined();
  });
});
