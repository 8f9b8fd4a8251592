// Which gateway app.payments is, and what comes with it: the sandbox's client API routes, or
// Braintree's client API origin in the Content-Security-Policy.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { PaymentGateway } from '../adapters/payments/gateway.ts';
import { loadConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { paymentsPlugin } from './payments.ts';
import { securityPlugin } from './security.ts';

const braintreeEnv = {
  PAYMENT_GATEWAY: 'braintree',
  BRAINTREE_ENVIRONMENT: 'sandbox',
  BRAINTREE_MERCHANT_ID: 'm',
  BRAINTREE_PUBLIC_KEY: 'pub',
  BRAINTREE_PRIVATE_KEY: 'priv',
};
const CARDS = '/api/store/sandbox/client_api/v1/payment_methods/credit_cards';

async function appWith(env: Record<string, string>, gateway?: PaymentGateway) {
  const config = loadConfig({ NODE_ENV: 'test', ...env });
  const app = Fastify();
  // Choosing a gateway does not touch the database.
  app.decorate('db', {} as Db);
  await app.register(securityPlugin, { config });
  await app.register(paymentsPlugin, { config, secret: 'secret', gateway });
  app.get('/page', async () => 'ok');
  await app.ready();
  return { app };
}

describe('the payments plugin', () => {
  it('uses the embedded sandbox by default, serving its client API', async () => {
    const { app } = await appWith({});
    expect(app.payments.name).toBe('sandbox');
    expect(app.hasRoute({ method: 'POST', url: CARDS })).toBe(true);
    const csp = (await app.inject({ url: '/page' })).headers['content-security-policy'];
    expect(csp).toContain("connect-src 'self';");
    await app.close();
  });

  it('uses Braintree when configured, without the sandbox routes, and lets the browser reach its client API', async () => {
    const { app } = await appWith(braintreeEnv);
    expect(app.payments.name).toBe('braintree');
    expect(app.hasRoute({ method: 'POST', url: CARDS })).toBe(false);
    const csp = (await app.inject({ url: '/page' })).headers['content-security-policy'];
    expect(csp).toContain("connect-src 'self' https://api.sandbox.braintreegateway.com;");
    await app.close();
    // Server-rendered pages send this same policy (they need no nonce, decision 018).
    const { app: live } = await appWith({ ...braintreeEnv, BRAINTREE_ENVIRONMENT: 'production' });
    const liveCsp = (await live.inject({ url: '/page' })).headers['content-security-policy'];
    expect(liveCsp).toContain('https://api.braintreegateway.com;');
    await live.close();
  });

  it('prefers the gateway it is given', async () => {
    const given = { name: 'braintree' } as PaymentGateway;
    const { app } = await appWith({}, given);
    expect(app.payments).toBe(given);
    expect(app.hasRoute({ method: 'POST', url: CARDS })).toBe(false);
    await app.close();
  });
});
