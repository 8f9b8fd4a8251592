// The tokenizer speaks Braintree's client API: the client token is fetched and decoded, the card goes
// to `{clientApiUrl}/v1/payment_methods/credit_cards` (same origin for the embedded sandbox), and every
// refusal becomes a CardTokenizeError with a reason the card form can translate.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi, type StubHandler } from '../test/api-stub.ts';
import { jsonResponse } from '../test/render-app.tsx';
import { CardTokenizeError, decodeClientToken, reasonOf, tokenizeCard, tokenizeUrl } from './card-tokenizer.ts';

const CARD = { number: '4111 1111 1111 1111', expirationDate: '12/30', cvv: '123', postalCode: 'M5V 2T6' };

function clientToken(fields: Record<string, unknown>): string {
  return btoa(JSON.stringify({ version: 2, authorizationFingerprint: 'fp-123', ...fields }));
}

const SANDBOX_TOKEN = clientToken({
  clientApiUrl: 'http://api.internal:3000/api/store/sandbox/client_api',
  environment: 'sandbox-embedded',
});

const TOKENIZED = { creditCards: [{ nonce: 'nonce-abc', details: { cardType: 'Visa', lastFour: '1111' } }] };

function gateway(handler: StubHandler | object, token = SANDBOX_TOKEN) {
  return stubApi([
    ['GET /api/store/v2/vault_client_token', { client_token: token }],
    [`POST /api/store/sandbox/client_api/v1/payment_methods/credit_cards`, handler],
    ['POST /merchants/m1/client_api/v1/payment_methods/credit_cards', handler],
  ]);
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('decodeClientToken', () => {
  it('reads the base64 JSON of a Braintree client token', () => {
    expect(decodeClientToken(SANDBOX_TOKEN)).toEqual({
      version: 2,
      authorizationFingerprint: 'fp-123',
      clientApiUrl: 'http://api.internal:3000/api/store/sandbox/client_api',
      environment: 'sandbox-embedded',
    });
  });

  it('refuses a token that is not base64 JSON or misses fields', () => {
    expect(() => decodeClientToken('not base64!')).toThrow(CardTokenizeError);
    expect(() => decodeClientToken(btoa(JSON.stringify({ version: 2 })))).toThrow(CardTokenizeError);
  });
});

describe('tokenizeUrl', () => {
  it('keeps only the path for the embedded sandbox, so the page’s own origin answers', () => {
    expect(tokenizeUrl(decodeClientToken(SANDBOX_TOKEN))).toBe(
      '/api/store/sandbox/client_api/v1/payment_methods/credit_cards',
    );
  });

  it('uses the full client API URL for Braintree', () => {
    const token = clientToken({
      clientApiUrl: 'https://api.sandbox.braintreegateway.com:443/merchants/m1/client_api',
      environment: 'sandbox',
    });
    expect(tokenizeUrl(decodeClientToken(token))).toBe(
      'https://api.sandbox.braintreegateway.com:443/merchants/m1/client_api/v1/payment_methods/credit_cards',
    );
  });
});

describe('tokenizeCard', () => {
  it('posts the card with the fingerprint and answers the nonce', async () => {
    const fetchMock = gateway(TOKENIZED);
    await expect(tokenizeCard(CARD)).resolves.toEqual({ nonce: 'nonce-abc', cardType: 'Visa', lastFour: '1111' });

    const [url, init] = fetchMock.mock.calls[1] ?? [];
    expect(url).toBe('/api/store/sandbox/client_api/v1/payment_methods/credit_cards');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(init?.body as string)).toEqual({
      authorizationFingerprint: 'fp-123',
      creditCard: {
        number: '4111111111111111',
        expirationDate: '12/30',
        cvv: '123',
        billingAddress: { postalCode: 'M5V 2T6' },
      },
    });
  });

  it('sends the card to Braintree’s own host outside the embedded sandbox', async () => {
    const fetchMock = gateway(
      TOKENIZED,
      clientToken({
        clientApiUrl: 'https://api.braintreegateway.com/merchants/m1/client_api',
        environment: 'production',
      }),
    );
    await tokenizeCard(CARD);
    expect(fetchMock.mock.calls[1]?.[0]).toBe(
      'https://api.braintreegateway.com/merchants/m1/client_api/v1/payment_methods/credit_cards',
    );
  });

  it.each([
    [{ error: { message: 'Credit card number is invalid' } }, 'number'],
    [{ error: { message: 'Expiration date is invalid' } }, 'expiry'],
    [{ error: { message: 'CVV must be 4 digits for American Express and 3 digits for other card types' } }, 'cvv'],
    [
      {
        error: { message: 'Credit card is invalid' },
        fieldErrors: [{ field: 'creditCard', fieldErrors: [{ field: 'expirationMonth', code: '81712' }] }],
      },
      'expiry',
    ],
    [{ error: { message: 'Something else went wrong' } }, 'generic'],
  ])('turns a 422 %j into reason %s', async (body, reason) => {
    gateway(() => jsonResponse(body, 422));
    const error = await tokenizeCard(CARD).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CardTokenizeError);
    expect((error as CardTokenizeError).reason).toBe(reason);
  });

  it('answers generic for a server error, a network failure and a token that cannot be fetched', async () => {
    gateway(() => jsonResponse({ error: { message: 'Credit card number is invalid' } }, 500));
    await expect(tokenizeCard(CARD)).rejects.toMatchObject({ reason: 'generic' });

    gateway(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(tokenizeCard(CARD)).rejects.toMatchObject({ reason: 'generic' });

    stubApi([['GET /api/store/v2/vault_client_token', () => jsonResponse({ error: 'X', message: 'x' }, 503)]]);
    await expect(tokenizeCard(CARD)).rejects.toMatchObject({ name: 'CardTokenizeError', reason: 'generic' });
  });

  it('never logs or stores the card', async () => {
    const logs = [vi.spyOn(console, 'log'), vi.spyOn(console, 'warn'), vi.spyOn(console, 'error')];
    gateway(() => jsonResponse({ error: { message: 'Credit card number is invalid' } }, 422));
    const error = (await tokenizeCard(CARD).catch((caught: unknown) => caught)) as Error;
    for (const log of logs) expect(log).not.toHaveBeenCalled();
    expect(error.message).not.toContain('4111');
    expect(window.localStorage.length + window.sessionStorage.length).toBe(0);
  });
});

describe('reasonOf', () => {
  it('reads a nested postal-code field error', () => {
    expect(
      reasonOf({
        error: { message: 'Credit card is invalid' },
        fieldErrors: [
          {
            field: 'creditCard',
            fieldErrors: [{ field: 'billingAddress', fieldErrors: [{ field: 'postalCode', code: '81813' }] }],
          },
        ],
      }),
    ).toBe('postal');
  });
});
