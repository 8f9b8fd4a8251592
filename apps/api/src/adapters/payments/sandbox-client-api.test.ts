// The sandbox's client API over HTTP: Braintree's response shapes, 401 for a bad fingerprint, 422
// for bad input, same-origin browser requests accepted, and no card number in the server's log.
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { loggerOptions } from '../../app.ts';
import { errorsPlugin } from '../../plugins/errors.ts';
import { decodeClientToken } from './client-token.ts';
import { sandboxClientApi } from './sandbox-client-api.ts';
import { createSandboxGateway, isSandboxGateway, SANDBOX_CLIENT_API_PATH } from './sandbox.ts';

let t: TestApp;
let fingerprint: string;
const nextYear = new Date().getUTCFullYear() + 1;
const CARDS = `${SANDBOX_CLIENT_API_PATH}/v1/payment_methods/credit_cards`;

beforeAll(async () => {
  t = await createTestApp();
  fingerprint = decodeClientToken(await t.app.payments.generateClientToken())!.authorizationFingerprint;
});

afterAll(async () => {
  await t.close();
});

function tokenize(creditCard: Record<string, unknown>, options: { fingerprint?: string; origin?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: CARDS,
    headers: options.origin ? { origin: options.origin } : {},
    payload: { authorizationFingerprint: options.fingerprint ?? fingerprint, creditCard },
  });
}

interface CardsResponse {
  creditCards: { nonce: string }[];
}

const visa = { number: '4111 1111 1111 1111', expirationDate: `12/${nextYear % 100}`, cvv: '123' };

describe('POST /v1/payment_methods/credit_cards', () => {
  it("answers Braintree's client API shape", async () => {
    const res = await tokenize({ ...visa, billingAddress: { postalCode: 'M5V 2T6' } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      creditCards: [
        {
          nonce: expect.stringMatching(/^tokencc_sb_/) as string,
          type: 'CreditCard',
          description: 'ending in 11',
          consumed: false,
          details: {
            cardType: 'Visa',
            lastTwo: '11',
            lastFour: '1111',
            bin: '411111',
            expirationMonth: '12',
            expirationYear: String(nextYear),
          },
        },
      ],
    });
  });

  it('gives a nonce the gateway charges once', async () => {
    const nonce = (await tokenize({ ...visa, expirationDate: `03/${nextYear}` })).json<CardsResponse>().creditCards[0]!
      .nonce;
    const sale = { amountCents: 1199, currency: 'CAD', orderId: 'SPC-API-1', nonce } as const;
    expect(await t.app.payments.sale(sale)).toMatchObject({ ok: true, transaction: { card: { last4: '1111' } } });
    expect(await t.app.payments.sale(sale)).toMatchObject({ ok: false, kind: 'invalid_nonce' });
  });

  it('accepts a same-origin browser request (the auth plugin Origin check passes)', async () => {
    const res = await tokenize(visa, { origin: new URL(t.config.publicUrl).origin });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('refuses another site (the auth plugin Origin check covers these routes)', async () => {
    const res = await tokenize(visa, { origin: 'https://elsewhere.example' });
    expect(res.statusCode).toBe(403);
  });

  it('answers 401 to an unknown fingerprint', async () => {
    const res = await tokenize(visa, { fingerprint: 'made-up' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: { message: expect.any(String) as string } });
  });

  it.each([
    [{ ...visa, number: '4111111111111112' }, 'Credit card number is invalid'],
    [{ ...visa, number: 'abcd' }, 'Credit card number is invalid'],
    [{ ...visa, number: '' }, 'Credit card number is invalid'],
    [{ ...visa, expirationDate: '01/20' }, 'Expiration date is invalid'],
    [{ ...visa, expirationDate: '13/30' }, 'Expiration date is invalid'],
    [{ ...visa, expirationDate: 'soon' }, 'Expiration date is invalid'],
    [{ ...visa, expirationDate: `12/${nextYear + 40}` }, 'Expiration date is invalid'],
    [{ number: visa.number }, 'Expiration date is invalid'],
    [{ ...visa, cvv: '12' }, 'CVV'],
    [{ ...visa, cvv: '12345' }, 'CVV'],
    [{ ...visa, cvv: 'abc' }, 'CVV'],
    [{ ...visa, billingAddress: { postalCode: '<script>' } }, 'Postal code is invalid'],
    [{ ...visa, number: 4111111111111111 }, 'creditCard.number'],
  ])('answers 422 to %o', async (creditCard, message) => {
    const res = await tokenize(creditCard);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json<{ error: { message: string } }>().error.message).toContain(message);
  });

  it('answers 422 to a body without a card, 400 to one that is not JSON', async () => {
    const missing = await t.app.inject({
      method: 'POST',
      url: CARDS,
      payload: { authorizationFingerprint: fingerprint },
    });
    expect(missing.statusCode).toBe(422);
    const garbage = await t.app.inject({
      method: 'POST',
      url: CARDS,
      headers: { 'content-type': 'application/json' },
      payload: '{"creditCard":',
    });
    expect(garbage.statusCode).toBe(400);
  });
});

describe('POST /v1/paypal_accounts', () => {
  it('gives a one-time PayPal nonce, charged without a card', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${SANDBOX_CLIENT_API_PATH}/v1/paypal_accounts`,
      payload: { authorizationFingerprint: fingerprint },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [account] = res.json<{ paypalAccounts: { type: string; nonce: string }[] }>().paypalAccounts;
    expect(account).toMatchObject({ type: 'PayPalAccount', nonce: expect.stringMatching(/^tokenpp_sb_/) as string });
    const sale = { amountCents: 1199, currency: 'CAD', orderId: 'SPC-API-PP', nonce: account!.nonce } as const;
    expect(await t.app.payments.sale(sale)).toMatchObject({ ok: true, transaction: { card: null } });
  });

  it('answers 401 to an unknown fingerprint', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${SANDBOX_CLIENT_API_PATH}/v1/paypal_accounts`,
      payload: { authorizationFingerprint: 'nope' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('the server log', () => {
  it('never contains the card number or security code, even at trace level', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const server = Fastify({ logger: { ...(loggerOptions(t.config) as object), level: 'trace', stream } });
    await server.register(errorsPlugin);
    const gateway = createSandboxGateway({ db: t.database.db, secret: 'log test', publicUrl: t.config.publicUrl });
    await server.register(sandboxClientApi(gateway), { prefix: SANDBOX_CLIENT_API_PATH });
    const authorizationFingerprint = decodeClientToken(await gateway.generateClientToken())!.authorizationFingerprint;
    const pan = '5555555555554444';
    for (const creditCard of [
      { number: pan, expirationDate: `12/${nextYear}`, cvv: '8413' },
      { number: pan, expirationDate: '99/99', cvv: '8413' },
      { number: `${pan}0`, expirationDate: `12/${nextYear}`, cvv: '8413' },
    ]) {
      await server.inject({ method: 'POST', url: CARDS, payload: { authorizationFingerprint, creditCard } });
    }
    await server.inject({
      method: 'POST',
      url: CARDS,
      headers: { 'content-type': 'application/json' },
      payload: `{"authorizationFingerprint":"x","creditCard":{"number":"${pan}"`,
    });
    await server.close();
    const log = lines.join('');
    expect(log).toContain('incoming request');
    expect(log).not.toContain(pan);
    // As a number of its own: the log's timestamps (epoch milliseconds) may hold these four digits.
    expect(log).not.toMatch(/(?<!\d)8413(?!\d)/);
  });
});

it('the plugin serves the client API only with the sandbox gateway', () => {
  expect(isSandboxGateway(t.app.payments)).toBe(true);
  expect(t.app.hasRoute({ method: 'POST', url: CARDS })).toBe(true);
});
