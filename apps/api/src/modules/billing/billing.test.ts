// Billing calls (docs/api-store.md "Store", "Users service additions") through app.inject on the real
// app and the embedded sandbox gateway: the card on file, unsubscribe, auto-renew, the subscription
// flags and status, and the retry of a failed renewal — each with its bad inputs.
import {
  autoRenewResponseSchema,
  failedPaymentVerificationResponseSchema,
  subscriptionStatusResponseSchema,
  updatePaymentMethodResponseSchema,
} from '@spc/domain/store';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socialSignIn, type SignedUp } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { isSandboxGateway } from '../../adapters/payments/sandbox.ts';
import { cards, orders, renewalAttempts, sandboxPaymentMethods } from '../../db/schema/index.ts';
import {
  DAY,
  call,
  insertCard,
  insertPaymentMethod,
  insertPromoCodes,
  member,
  paymentMethodOf,
  profileOf,
  setAutoRenew,
  setSubscription,
  subscriptionOf,
} from '../../../test/billing-helpers.ts';

let t: TestApp;
let alice: SignedUp;
let bob: SignedUp;

beforeAll(async () => {
  t = await createTestApp();
  await insertPromoCodes(t);
  alice = await member(t, 'alice-billing@example.com');
  bob = await member(t, 'bob-billing@example.com');
});

afterAll(async () => {
  await t.close();
});

const updatePaymentMethod = (who: SignedUp | null, payload: unknown) =>
  call(t, 'PUT', '/api/store/updatePaymentMethod', who, payload);
const updateAutoRenew = (who: SignedUp | null, payload: unknown) =>
  call(t, 'PUT', '/api/users/user/updateAutoRenew', who, payload);

async function sandboxMethodExists(token: string): Promise<boolean> {
  const rows = await t.database.db.select().from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.token, token));
  return rows.length === 1;
}

describe('who may call', () => {
  const memberCalls: [string, 'GET' | 'POST' | 'PUT', string, unknown][] = [
    ['updatePaymentMethod', 'PUT', '/api/store/updatePaymentMethod', { nonce: 'fake-valid-nonce' }],
    ['unsubscribe', 'POST', '/api/store/unsubscribe', { uid: 'x' }],
    ['isSubscriber', 'GET', '/api/store/isSubscriber', undefined],
    ['has_active_subscription', 'GET', '/api/store/has_active_subscription', undefined],
    ['topBannerStatus', 'GET', '/api/store/topBannerStatus', undefined],
    ['updateAutoRenew', 'PUT', '/api/users/user/updateAutoRenew', { is_auto_renew: false }],
    ['check_braintree_subscription', 'GET', '/api/users/user/check_braintree_subscription', undefined],
    ['failed_payment_verification', 'POST', '/api/users/user/failed_payment_verification', undefined],
  ];

  it.each(memberCalls)('%s: a visitor gets 401', async (_name, method, url, payload) => {
    const res = await call(t, method, url, null, payload);
    expect(res.statusCode, res.body).toBe(401);
    expect(res.json()).toMatchObject({ error: 'UNAUTHENTICATED' });
  });

  it.each(memberCalls)('%s: a signed-in user who has not registered gets 403 NOT_REGISTERED', async (...args) => {
    const [, method, url, payload] = args;
    const unregistered = await socialSignIn(t, `social-${args[0]}@example.com`);
    const res = await call(t, method, url, unregistered, payload);
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json()).toMatchObject({ error: 'NOT_REGISTERED' });
  });
});

describe('PUT /api/store/updatePaymentMethod', () => {
  it.each([
    ['no body', undefined],
    ['no nonce', {}],
    ['an empty nonce', { nonce: '' }],
    ['a nonce that is not a string', { nonce: 42 }],
    ['a malformed promo code', { nonce: 'fake-valid-nonce', promoCode: 'no spaces!' }],
  ])('%s → 400', async (_name, payload) => {
    const res = await updatePaymentMethod(alice, payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ error: 'VALIDATION_ERROR' });
  });

  it('an unknown or expired promo code answers as the promo check does, and vaults nothing', async () => {
    const unknown = await updatePaymentMethod(alice, { nonce: 'fake-valid-nonce', promoCode: 'NOPE-CODE' });
    expect(unknown.statusCode, unknown.body).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'PROMO_NOT_FOUND' });
    const expired = await updatePaymentMethod(alice, { nonce: 'fake-valid-nonce', promoCode: 'summer2024' });
    expect(expired.statusCode, expired.body).toBe(422);
    expect(expired.json()).toMatchObject({ error: 'PROMO_EXPIRED' });
    expect(await paymentMethodOf(t, alice.userId)).toBeUndefined();
  });

  it('an unknown or used nonce → 400 INVALID_NONCE', async () => {
    const res = await updatePaymentMethod(alice, { nonce: 'not-a-real-nonce' });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ error: 'INVALID_NONCE' });
  });

  it('a card that fails verification → 402 VERIFICATION_FAILED (declined nonce, and 4000 1111 1111 1115)', async () => {
    const declined = await updatePaymentMethod(alice, { nonce: 'fake-processor-declined-visa-nonce' });
    expect(declined.statusCode, declined.body).toBe(402);
    expect(declined.json()).toMatchObject({ error: 'VERIFICATION_FAILED' });

    // Tokenised through the sandbox's client API, as the card form does.
    const gateway = t.app.payments;
    if (!isSandboxGateway(gateway)) throw new Error('the tests run on the sandbox gateway');
    const token = JSON.parse(Buffer.from(await gateway.generateClientToken(), 'base64').toString('utf8')) as {
      authorizationFingerprint: string;
    };
    const tokenised = await t.app.inject({
      method: 'POST',
      url: '/api/store/sandbox/client_api/v1/payment_methods/credit_cards',
      payload: {
        authorizationFingerprint: token.authorizationFingerprint,
        creditCard: { number: '4000111111111115', expirationDate: '12/30', cvv: '123' },
      },
    });
    expect(tokenised.statusCode, tokenised.body).toBe(201);
    const nonce = tokenised.json<{ creditCards: { nonce: string }[] }>().creditCards[0]!.nonce;
    const failed = await updatePaymentMethod(alice, { nonce });
    expect(failed.statusCode, failed.body).toBe(402);
    expect(failed.json()).toMatchObject({ error: 'VERIFICATION_FAILED' });
    expect(await paymentMethodOf(t, alice.userId)).toBeUndefined();
  });

  it('vaults the card, keeps the promo code for the next renewal, and replaces the old card at the gateway', async () => {
    const first = await updatePaymentMethod(alice, { nonce: 'fake-valid-nonce', promoCode: 'welcome10' });
    expect(first.statusCode, first.body).toBe(200);
    expect(updatePaymentMethodResponseSchema.parse(first.json())).toEqual({
      payment_method: {
        card_type: 'Visa',
        last4: '1881',
        expiration_month: 12,
        expiration_year: expect.any(Number) as number,
      },
      renewal_promo_code: 'WELCOME10',
    });
    const stored = await paymentMethodOf(t, alice.userId);
    expect(stored).toMatchObject({ gateway: 'sandbox', cardType: 'Visa', last4: '1881' });
    expect(await sandboxMethodExists(stored!.token)).toBe(true);
    expect((await subscriptionOf(t, alice.userId))?.renewalPromoCode).toBe('WELCOME10');

    const second = await updatePaymentMethod(alice, { nonce: 'fake-valid-mastercard-nonce' });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toMatchObject({
      payment_method: { card_type: 'MasterCard', last4: '4444' },
      // Not given again: the code stays.
      renewal_promo_code: 'WELCOME10',
    });
    const replaced = await paymentMethodOf(t, alice.userId);
    expect(replaced!.token).not.toBe(stored!.token);
    expect(await sandboxMethodExists(stored!.token)).toBe(false);
    expect(await sandboxMethodExists(replaced!.token)).toBe(true);
  });

  it('a past-due subscription stays past due (the member retries the payment separately)', async () => {
    await setSubscription(t, bob.userId, { status: 'past_due', lastFailureMessage: 'declined', failureCount: 1 });
    const res = await updatePaymentMethod(bob, { nonce: 'fake-valid-nonce' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await subscriptionOf(t, bob.userId)).toMatchObject({ status: 'past_due', failureCount: 1 });
  });
});

describe('PUT /api/users/user/updateAutoRenew', () => {
  let carol: SignedUp;
  beforeAll(async () => {
    carol = await member(t, 'carol-billing@example.com');
  });

  it.each([
    ['no body', undefined],
    ['no flag', {}],
    ['a string flag', { is_auto_renew: 'yes' }],
  ])('%s → 400', async (_name, payload) => {
    const res = await updateAutoRenew(carol, payload);
    expect(res.statusCode, res.body).toBe(400);
  });

  it('on without a card on file → 422 PAYMENT_METHOD_REQUIRED, and nothing changes', async () => {
    const res = await updateAutoRenew(carol, { is_auto_renew: true });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ error: 'PAYMENT_METHOD_REQUIRED' });
    expect((await profileOf(t, carol.userId)).isAutoRenew).toBe(false);
  });

  it('on for an SPC+ (bank-linked) member → 422 AUTO_RENEW_NOT_APPLICABLE, even with a card (issue 23 item 17)', async () => {
    const plus = await member(t, 'plus-billing@example.com');
    await insertCard(t, plus.userId, 100 * DAY);
    await insertCard(t, plus.userId, 300 * DAY, { cobrand: 'cibc', isOnlinePurchased: false });
    await insertPaymentMethod(t, plus.userId);
    const res = await updateAutoRenew(plus, { is_auto_renew: true });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ error: 'AUTO_RENEW_NOT_APPLICABLE', field: 'is_auto_renew' });
    expect((await profileOf(t, plus.userId)).isAutoRenew).toBe(false);
    expect(await subscriptionOf(t, plus.userId)).toBeUndefined();
    // Turning it off stays possible.
    expect((await updateAutoRenew(plus, { is_auto_renew: false })).statusCode).toBe(200);
  });

  it('on with a card → subscription active; off → cancelled', async () => {
    await insertPaymentMethod(t, carol.userId);
    const on = await updateAutoRenew(carol, { is_auto_renew: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(autoRenewResponseSchema.parse(on.json())).toEqual({ is_auto_renew: true });
    expect((await profileOf(t, carol.userId)).isAutoRenew).toBe(true);
    expect((await subscriptionOf(t, carol.userId))?.status).toBe('active');

    const off = await updateAutoRenew(carol, { is_auto_renew: false });
    expect(off.json()).toEqual({ is_auto_renew: false });
    expect((await profileOf(t, carol.userId)).isAutoRenew).toBe(false);
    expect((await subscriptionOf(t, carol.userId))?.status).toBe('cancelled');
  });

  it('turning it on again does not clear a failed renewal', async () => {
    await setSubscription(t, carol.userId, { status: 'past_due', failureCount: 2 });
    const on = await updateAutoRenew(carol, { is_auto_renew: true });
    expect(on.statusCode, on.body).toBe(200);
    expect((await subscriptionOf(t, carol.userId))?.status).toBe('past_due');
  });
});

describe('POST /api/store/unsubscribe and GET /api/store/isSubscriber', () => {
  let dan: SignedUp;
  beforeAll(async () => {
    dan = await member(t, 'dan-billing@example.com');
    await insertPaymentMethod(t, dan.userId);
    await setAutoRenew(t, dan.userId, true);
    await setSubscription(t, dan.userId, { status: 'active' });
  });

  const isSubscriber = async (who: SignedUp) =>
    (await call(t, 'GET', '/api/store/isSubscriber', who)).json<{ is_subscriber: boolean }>().is_subscriber;

  it('bad bodies → 400', async () => {
    for (const payload of [undefined, {}, { uid: '' }, { uid: 7 }]) {
      const res = await call(t, 'POST', '/api/store/unsubscribe', dan, payload);
      expect(res.statusCode, res.body).toBe(400);
    }
  });

  it("another user's uid → 403 FORBIDDEN_USER, and neither subscription changes", async () => {
    expect(await isSubscriber(dan)).toBe(true);
    const res = await call(t, 'POST', '/api/store/unsubscribe', bob, { uid: dan.userId });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json()).toMatchObject({ error: 'FORBIDDEN_USER' });
    expect(await isSubscriber(dan)).toBe(true);
    expect((await subscriptionOf(t, dan.userId))?.status).toBe('active');
  });

  it('the own uid → auto-renew off, subscription cancelled, the card on file stays', async () => {
    const res = await call(t, 'POST', '/api/store/unsubscribe', dan, { uid: dan.userId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, is_auto_renew: false });
    expect(await isSubscriber(dan)).toBe(false);
    expect((await profileOf(t, dan.userId)).isAutoRenew).toBe(false);
    expect((await subscriptionOf(t, dan.userId))?.status).toBe('cancelled');
    expect(await paymentMethodOf(t, dan.userId)).toBeDefined();
  });

  it('auto-renew on without a card on file is not a subscriber', async () => {
    const erin = await member(t, 'erin-billing@example.com');
    await setAutoRenew(t, erin.userId, true);
    expect(await isSubscriber(erin)).toBe(false);
  });
});

describe('GET /api/store/has_active_subscription', () => {
  const has = async (who: SignedUp) =>
    (await call(t, 'GET', '/api/store/has_active_subscription', who)).json<{ has_active_subscription: boolean }>()
      .has_active_subscription;

  it('only an unexpired, active, paid spc card counts', async () => {
    const frank = await member(t, 'frank-billing@example.com');
    expect(await has(frank)).toBe(false);
    await insertCard(t, frank.userId, 100 * DAY, { isFreeTrial: true, isOnlinePurchased: false });
    await insertCard(t, frank.userId, 100 * DAY, { isOnlinePurchased: false });
    await insertCard(t, frank.userId, -DAY);
    await insertCard(t, frank.userId, 100 * DAY, { status: 'cancelled' });
    await insertCard(t, frank.userId, 100 * DAY, { cobrand: 'cibc' });
    expect(await has(frank)).toBe(false);
    await insertCard(t, frank.userId, 100 * DAY);
    expect(await has(frank)).toBe(true);
    // Someone else's card says nothing about this member.
    expect(await has(bob)).toBe(false);
  });
});

describe('GET /api/users/user/check_braintree_subscription', () => {
  const status = async (who: SignedUp) => {
    const res = await call(t, 'GET', '/api/users/user/check_braintree_subscription', who);
    expect(res.statusCode, res.body).toBe(200);
    return subscriptionStatusResponseSchema.parse(res.json());
  };

  it('a member who never subscribed: none', async () => {
    const gina = await member(t, 'gina-billing@example.com');
    expect(await status(gina)).toEqual({
      status: 'none',
      is_auto_renew: false,
      next_billing_date: null,
      payment_method: null,
      renewal_promo_code: null,
      last_failure: null,
    });
  });

  it('an active subscription: the next charge is due when the membership ends', async () => {
    const hugo = await member(t, 'hugo-billing@example.com');
    const card = await insertCard(t, hugo.userId, 40 * DAY);
    await insertPaymentMethod(t, hugo.userId, { cardType: 'MasterCard', last4: '4444', expirationMonth: 3 });
    await updateAutoRenew(hugo, { is_auto_renew: true });
    expect(await status(hugo)).toMatchObject({
      status: 'active',
      is_auto_renew: true,
      next_billing_date: card.expiryDate!.toISOString(),
      payment_method: { card_type: 'MasterCard', last4: '4444', expiration_month: 3 },
      last_failure: null,
    });
    await updateAutoRenew(hugo, { is_auto_renew: false });
    expect(await status(hugo)).toMatchObject({ status: 'cancelled', next_billing_date: null });
  });

  it('a past-due subscription carries its last failure', async () => {
    const ida = await member(t, 'ida-billing@example.com');
    await insertCard(t, ida.userId, -2 * DAY);
    await insertPaymentMethod(t, ida.userId);
    await setAutoRenew(t, ida.userId, true);
    const at = new Date(Date.now() - DAY);
    await setSubscription(t, ida.userId, {
      status: 'past_due',
      lastFailureAt: at,
      lastFailureMessage: 'Your card was declined.',
      failureCount: 1,
    });
    expect(await status(ida)).toMatchObject({
      status: 'past_due',
      last_failure: { at: at.toISOString(), message: 'Your card was declined.' },
    });
  });
});

describe('POST /api/users/user/failed_payment_verification', () => {
  const retry = (who: SignedUp) => call(t, 'POST', '/api/users/user/failed_payment_verification', who);

  it('nothing failed → 422 NO_FAILED_PAYMENT', async () => {
    const res = await retry(alice);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ error: 'NO_FAILED_PAYMENT' });
  });

  it('past due without a card on file → 422 PAYMENT_METHOD_REQUIRED', async () => {
    const jay = await member(t, 'jay-billing@example.com');
    await insertCard(t, jay.userId, -DAY);
    await setSubscription(t, jay.userId, { status: 'past_due' });
    const res = await retry(jay);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ error: 'PAYMENT_METHOD_REQUIRED' });
  });

  it('past due with nothing left to renew (lapsed beyond the grace) → 422 NO_MEMBERSHIP', async () => {
    const kim = await member(t, 'kim-billing@example.com');
    await insertCard(t, kim.userId, -40 * DAY);
    await insertPaymentMethod(t, kim.userId);
    await setSubscription(t, kim.userId, { status: 'past_due' });
    const res = await retry(kim);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ error: 'NO_MEMBERSHIP' });
  });

  it('past due with a good card on file: charged now, the card renewed from its old expiry', async () => {
    const lou = await member(t, 'lou-billing@example.com');
    const card = await insertCard(t, lou.userId, -3 * DAY);
    expect((await updatePaymentMethod(lou, { nonce: 'fake-valid-nonce' })).statusCode).toBe(200);
    await setAutoRenew(t, lou.userId, true);
    await setSubscription(t, lou.userId, { status: 'past_due', failureCount: 1, lastFailureMessage: 'declined' });

    const res = await retry(lou);
    expect(res.statusCode, res.body).toBe(200);
    const body = failedPaymentVerificationResponseSchema.parse(res.json());
    expect(body).toMatchObject({ success: true, message: null });
    const [order] = await t.database.db.select().from(orders).where(eq(orders.orderNumber, body.order_number!));
    expect(order).toMatchObject({ kind: 'renewal', status: 'paid', userId: lou.userId, totalCents: 1355 });
    const [renewed] = await t.database.db.select().from(cards).where(eq(cards.id, card.id));
    const expected = new Date(card.expiryDate!);
    expected.setUTCFullYear(expected.getUTCFullYear() + 1);
    expect(renewed!.expiryDate).toEqual(expected);
    expect(await subscriptionOf(t, lou.userId)).toMatchObject({ status: 'active', failureCount: 0 });
    const attempts = await t.database.db.select().from(renewalAttempts).where(eq(renewalAttempts.cardId, card.id));
    expect(attempts).toMatchObject([{ attempt: 1, outcome: 'renewed' }]);

    // Nothing is past due any more.
    expect((await retry(lou)).statusCode).toBe(422);
  });
});
