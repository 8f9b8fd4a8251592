// Bad input anywhere in the store, promos and billing calls gets a 4xx with our error body — never a
// 5xx — and leaves no half-written order, payment or card behind. fast-check generates the bodies,
// headers and path segments; each run ends with the ledger check.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { authHeaders, type SignedUp } from '../../../test/auth-helpers.ts';
import { cards, orders, payments } from '../../db/schema/index.ts';
import { expectConsistentLedger, newMember, seedCodes } from '../../../test/purchase-helpers.ts';

let t: TestApp;
let member: SignedUp;

beforeAll(async () => {
  t = await createTestApp();
  await seedCodes(t);
  member = await newMember(t);
});

afterAll(async () => {
  await t.close();
});

/** Anything JSON can carry, biased towards the fields these calls read. */
const field = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.constantFrom('fr', 'en', 'xx', 'WELCOME10', 'SUMMER2024', 'H2X 1Y4', '99999', 'ZZZ 9Z9', 'spc-annual', ''),
);
const body = fc.dictionary(
  fc.constantFrom(
    'language',
    'product_id',
    'postal',
    'promo_code',
    'school_code',
    'auto_renew',
    'referral_code',
    'order_number',
    'email',
    'first_name',
    'last_name',
    'nonce',
    'promoCode',
    'is_auto_renew',
    'uid',
    'bt_signature',
    'bt_payload',
  ),
  field,
  { maxKeys: 8 },
);
const headerValue = fc.oneof(
  fc.string({ maxLength: 40 }).filter((value) => /^[\x20-\x7e]*$/.test(value)),
  fc.constantFrom('fake-valid-nonce', 'fake-consumed-nonce', 'key-12345678', '{"source":"x"}', '{', ''),
);
const writes = fc.constantFrom<['POST' | 'PUT', string]>(
  ['POST', '/api/store/v4/checkout/purchase'],
  ['POST', '/api/store/v3/checkout'],
  ['POST', '/api/store/v2/checkout/guest'],
  ['POST', '/api/store/v2/order'],
  ['POST', '/api/store/v2/order/paypal'],
  ['PUT', '/api/store/updatePaymentMethod'],
  ['POST', '/api/store/unsubscribe'],
  ['PUT', '/api/users/user/updateAutoRenew'],
  ['POST', '/api/users/user/failed_payment_verification'],
  ['POST', '/api/store/webhooks/sandbox'],
);
const segment = fc.oneof(
  fc.string({ minLength: 1, maxLength: 60 }),
  fc.constantFrom('WELCOME10', 'welcome10', '%00', '..', 'CONCORDIA', 'a'.repeat(200)),
);

function expectClientError(status: number, payload: string, what: string) {
  expect(status, `${what} → ${status} ${payload}`).toBeLessThan(500);
  if (status >= 400) {
    const answer = JSON.parse(payload) as unknown;
    expect(answer, what).toMatchObject({
      error: expect.any(String) as unknown,
      message: expect.any(String) as unknown,
    });
  }
}

describe('bad input to the money calls', () => {
  it('writes with any body and headers answer below 500, signed in or not', async () => {
    await fc.assert(
      fc.asyncProperty(
        writes,
        body,
        fc.record(
          { 'idempotency-key': headerValue, 'payment-nonce': headerValue, utm: headerValue, id: headerValue },
          { requiredKeys: [] },
        ),
        fc.boolean(),
        async ([method, url], payload, headers, signedIn) => {
          const base = signedIn ? authHeaders(t, member.cookie) : { origin: t.config.publicUrl };
          const response = await t.app.inject({
            method,
            url,
            headers: { ...base, ...headers },
            payload,
          });
          expectClientError(response.statusCode, response.body, `${method} ${url} ${JSON.stringify(payload)}`);
        },
      ),
      { numRuns: 150 },
    );
    await expectConsistentLedger(t);
  });

  it('reads with any path segment or query answer below 500', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          (s: string) => `/api/partners/validatePromoCode/${encodeURIComponent(s)}`,
          (s: string) => `/api/partners/school_code/${encodeURIComponent(s)}`,
          (s: string) => `/api/store/v2/taxrate?province=${encodeURIComponent(s)}`,
          (s: string) => `/api/store/v2/taxrate?postal=${encodeURIComponent(s)}`,
          (s: string) => `/api/promos/v2/product?promocode=${encodeURIComponent(s)}&is_hashed=true`,
          (s: string) => `/api/promos/v2/product/guest?postal=${encodeURIComponent(s)}&promocode=WELCOME10`,
        ),
        segment,
        fc.boolean(),
        async (path, value, signedIn) => {
          const url = path(value);
          const response = await t.app.inject({
            method: 'GET',
            url,
            headers: signedIn ? authHeaders(t, member.cookie) : {},
          });
          expectClientError(response.statusCode, response.body, url);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('a malformed JSON body is a 400, and nothing was written by any of it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/store/v4/checkout/purchase',
      headers: {
        ...authHeaders(t, member.cookie),
        'content-type': 'application/json',
        'idempotency-key': 'key-malformed-1',
      },
      payload: '{"language": "en",',
    });
    expect(response.statusCode).toBe(400);
    // Fuzzing may have bought this member a card (valid fields do exist in the space), but never half of one.
    const paid = await t.database.db.$count(orders);
    expect(await t.database.db.$count(payments)).toBeLessThanOrEqual(paid);
    expect(await t.database.db.$count(cards)).toBeLessThanOrEqual(paid);
    await expectConsistentLedger(t);
  });
});
