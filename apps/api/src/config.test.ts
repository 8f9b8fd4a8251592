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
  ])('fails fast on %o, naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });
});
