// A member buys a membership (POST /api/store/v4/checkout/purchase, /v3/checkout, /v2/order): one
// order, one payment, one card; declines leave no card and give the code back; the receipt goes out
// in the order's language; the history lists only the caller's orders.
import {
  addMonths,
  purchaseResponseSchema,
  transactionsResponseSchema,
  type OrderResponse,
  type PurchaseResponse,
} from '@spc/domain/store';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { authHeaders, latestMail, socialSignIn, type SignedUp } from '../../../test/auth-helpers.ts';
import {
  cards,
  orders,
  paymentMethods,
  payments,
  promoCodes,
  promoRedemptions,
  registrations,
  sandboxTransactions,
  schoolCodes,
  subscriptions,
  userProfiles,
} from '../../db/schema/index.ts';
import {
  expectConsistentLedger,
  newKey,
  newMember,
  post,
  purchase,
  seedCodes,
} from '../../../test/purchase-helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedCodes(t);
});

afterAll(async () => {
  await expectConsistentLedger(t);
  await t.close();
});

const DAY = 86_400_000;
const redemptions = async (code: string) =>
  (await t.database.db.select().from(promoCodes).where(eq(promoCodes.code, code)))[0]!.redemptions;

describe('a member buys with a card', () => {
  let member: SignedUp;
  let bought: ReturnType<typeof purchaseResponseSchema.parse>;

  beforeAll(async () => {
    member = await newMember(t);
    const response = await purchase(t, member.cookie, { promo_code: 'welcome10' });
    expect(response.statusCode, response.body).toBe(201);
    bought = purchaseResponseSchema.parse(response.json());
  });

  it('answers the paid order with Ontario HST on the discounted price, and the card', () => {
    // 11.99 − 10 % (1.20) = 10.79; HST 13 % = 1.40; total 12.19.
    expect(bought.order).toMatchObject({
      status: 'paid',
      kind: 'purchase',
      payment_method: 'card',
      province: 'ON',
      currency: 'CAD',
      subtotal_cents: 1199,
      discount_cents: 120,
      discount_source: 'promo',
      promo_code: 'WELCOME10',
      tax_rate: 13_000,
      taxes: [{ name: 'HST', rate: 13_000, amount_cents: 140 }],
      tax_cents: 140,
      total_cents: 1219,
    });
    expect(bought.order_number).toMatch(/^SPC-[0-9A-Z]{10}$/);
    expect(bought.card).toMatchObject({
      cobrand: 'spc',
      status: 'active',
      is_online_purchased: true,
      is_primary: true,
      is_free_trial: false,
      is_expired: false,
    });
    expect(bought.card.card_number).toMatch(/^6018\d{12}$/);
    expect(bought.card.csv).toMatch(/^\d{3}$/);
    const expiry = Date.parse(bought.card.expiry_date!);
    expect(expiry - Date.now()).toBeGreaterThan(364 * DAY);
    expect(expiry - Date.now()).toBeLessThan(367 * DAY);
    expect(bought.payment_method?.card_type).toBe('Visa');
    expect(bought.payment_method?.last4).toMatch(/^\d{4}$/);
  });

  it('records one payment of the total at the gateway, and the card on the order', async () => {
    const { db } = t.database;
    const [order] = await db.select().from(orders).where(eq(orders.orderNumber, bought.order_number));
    const rows = await db.select().from(payments).where(eq(payments.orderId, order!.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amountCents: 1219, currency: 'CAD', gateway: 'sandbox' });
    const charge = await t.app.payments.findTransactionByOrderId(bought.order_number);
    expect(charge).toMatchObject({ id: rows[0]!.transactionId, amountCents: 1219, succeeded: true });
    const [card] = await db.select().from(cards).where(eq(cards.id, order!.cardId!));
    expect(card).toMatchObject({ cardNumber: bought.card.card_number, userId: member.userId });
  });

  it('marks the registration as having an spc card, and the promo code as used by the member', async () => {
    const { db } = t.database;
    const [registration] = await db.select().from(registrations).where(eq(registrations.userId, member.userId));
    expect(registration).toMatchObject({ hasCard: true, membershipType: 'spc' });
    const used = await db.select().from(promoRedemptions).where(eq(promoRedemptions.userId, member.userId));
    expect(used.map((row) => row.code)).toEqual(['WELCOME10']);
  });

  it('e-mails a receipt with the order number and totals, and only the last four digits of the card', async () => {
    const mail = await latestMail(t, member.email, 'receipt');
    expect(mail?.language).toBe('en');
    expect(mail?.subject).toBe(`Your SPC receipt (order ${bought.order_number})`);
    expect(mail?.text).toContain('Total: $12.19');
    expect(mail?.text).toContain('HST (13%): $1.40');
    expect(mail?.text).toContain('Discount (WELCOME10): -$1.20');
    expect(mail?.text).toContain(`ending in ${bought.card.card_number.slice(-4)}`);
    expect(mail?.text).not.toContain(bought.card.card_number.slice(0, 8));
    expect(mail?.metadata).toEqual({ order_number: bought.order_number });
    // Issue 23 item 9: the product is the years bought (from the card's term), not "2019/20 Membership".
    const from = new Date(bought.card.expiry_date!);
    expect(mail?.text).toContain(`Membership ${addMonths(from, -12).getUTCFullYear()}\u2013${from.getUTCFullYear()}`);
    expect(mail?.text).not.toContain('2019/20');
  });

  it('refuses a second membership while this one is valid', async () => {
    const again = await purchase(t, member.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'MEMBERSHIP_EXISTS', message: 'User already has active membership' });
  });

  it("lists the order in the member's history", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/store/user_transactions',
      headers: authHeaders(t, member.cookie),
    });
    expect(response.statusCode).toBe(200);
    const { transactions } = transactionsResponseSchema.parse(response.json());
    expect(transactions).toHaveLength(1);
    expect(transactions[0]).toMatchObject({
      order_number: bought.order_number,
      status: 'paid',
      card: { card_number_last4: bought.card.card_number.slice(-4) },
      payment: { card_type: 'Visa' },
    });
    // Issue 23 item 9: the term bought, for the history to name ("Membership 2026–2027").
    const period = transactions[0]!.membership_period!;
    expect(Date.parse(period.starts_at)).toBe(Date.parse(transactions[0]!.paid_at!));
    expect(period.ends_at).toBe(addMonths(new Date(period.starts_at), 12).toISOString());
  });
});

describe('payment refusals', () => {
  const cases = [
    ['fake-processor-declined-visa-nonce', 402, 'PAYMENT_DECLINED', 'declined'],
    ['fake-gateway-rejected-fraud-nonce', 402, 'PAYMENT_REJECTED', 'declined'],
    ['fake-processor-failure-jcb-nonce', 502, 'PAYMENT_FAILED', 'failed'],
    ['fake-consumed-nonce', 400, 'INVALID_NONCE', 'failed'],
  ] as const;

  for (const [nonce, status, code, orderStatus] of cases) {
    it(`${nonce} → ${status} ${code}, order ${orderStatus}, no card, the code given back`, async () => {
      const member = await newMember(t);
      const before = await redemptions('STUDENT5');
      const response = await purchase(t, member.cookie, { promo_code: 'STUDENT5' }, { nonce });
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ error: code });
      const { db } = t.database;
      const rows = await db.select().from(orders).where(eq(orders.userId, member.userId));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ status: orderStatus, failureCode: code, cardId: null });
      expect(await db.$count(cards, eq(cards.userId, member.userId))).toBe(0);
      expect(await db.$count(payments, eq(payments.orderId, rows[0]!.id))).toBe(0);
      expect(await redemptions('STUDENT5')).toBe(before);
      expect(await latestMail(t, member.email, 'receipt')).toBeUndefined();
    });
  }

  it('lets the member pay the declined order again with another card', async () => {
    const member = await newMember(t);
    const declined = await purchase(t, member.cookie, {}, { nonce: 'fake-processor-declined-visa-nonce' });
    expect(declined.statusCode).toBe(402);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.userId, member.userId));
    const paid = await purchase(t, member.cookie, { order_number: order!.orderNumber });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json()).toMatchObject({ order_number: order!.orderNumber, order: { status: 'paid' } });
  });
});

describe('what is bought and with what', () => {
  it('turns on auto-renew with the card the sale vaulted', async () => {
    const member = await newMember(t);
    const response = await purchase(t, member.cookie, { auto_renew: true });
    expect(response.statusCode, response.body).toBe(201);
    const { db } = t.database;
    const [method] = await db.select().from(paymentMethods).where(eq(paymentMethods.userId, member.userId));
    expect(method).toMatchObject({ gateway: 'sandbox', cardType: 'Visa' });
    expect(method!.token.length).toBeGreaterThan(0);
    const [profile] = await db.select().from(userProfiles).where(eq(userProfiles.userId, member.userId));
    expect(profile!.isAutoRenew).toBe(true);
    const [subscription] = await db.select().from(subscriptions).where(eq(subscriptions.userId, member.userId));
    expect(subscription!.status).toBe('active');
  });

  it('leaves auto-renew off unless asked', async () => {
    const member = await newMember(t);
    expect((await purchase(t, member.cookie)).statusCode).toBe(201);
    const { db } = t.database;
    expect(await db.$count(paymentMethods, eq(paymentMethods.userId, member.userId))).toBe(0);
    expect(await db.$count(subscriptions, eq(subscriptions.userId, member.userId))).toBe(0);
  });

  it('pays with the card on file (/v3/checkout)', async () => {
    const member = await newMember(t);
    await t.database.db.update(userProfiles).set({ postal: 'H2X 1Y4' }).where(eq(userProfiles.userId, member.userId));
    const none = await post(t, '/api/store/v3/checkout', member.cookie, { language: 'fr' }, { nonce: null });
    expect(none.statusCode).toBe(422);
    expect(none.json()).toMatchObject({ error: 'PAYMENT_METHOD_REQUIRED' });
    const customerId = await t.app.payments.ensureCustomer({
      id: `c-${member.userId}`.slice(0, 36),
      email: member.email,
    });
    const vaulted = await t.app.payments.vaultPaymentMethod({ customerId, nonce: 'fake-valid-mastercard-nonce' });
    if (!vaulted.ok) throw new Error('the sandbox did not vault the test card');
    await t.database.db.insert(paymentMethods).values({
      userId: member.userId,
      gateway: 'sandbox',
      token: vaulted.token,
      cardType: vaulted.card.cardType,
      last4: vaulted.card.last4,
      expirationMonth: vaulted.card.expirationMonth,
      expirationYear: vaulted.card.expirationYear,
    });
    const response = await post(t, '/api/store/v3/checkout', member.cookie, { language: 'fr' }, { nonce: null });
    expect(response.statusCode, response.body).toBe(201);
    // Quebec: GST 5 % (0.60) + QST 9.975 % (1.20) on 11.99 = 13.79.
    expect(response.json()).toMatchObject({
      order: {
        payment_method: 'vault',
        province: 'QC',
        taxes: [
          { name: 'GST', amount_cents: 60 },
          { name: 'QST', amount_cents: 120 },
        ],
        total_cents: 1379,
      },
      payment_method: { card_type: 'MasterCard', last4: '4444' },
    });
  });

  it('issues a free order without charging anyone (FREEYEAR)', async () => {
    const member = await newMember(t);
    const response = await purchase(t, member.cookie, { promo_code: 'FREEYEAR' }, { nonce: null });
    expect(response.statusCode, response.body).toBe(201);
    const body = purchaseResponseSchema.parse(response.json());
    expect(body.order).toMatchObject({ total_cents: 0, tax_cents: 0, discount_cents: 1199, payment_method: 'none' });
    expect(body.payment_method).toBeNull();
    expect(await t.app.payments.findTransactionByOrderId(body.order_number)).toBeNull();
  });

  it('prices a US ZIP in US dollars without Canadian tax', async () => {
    const member = await newMember(t, { postal: '90210' });
    const response = await purchase(t, member.cookie);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      order: { currency: 'USD', province: null, tax_cents: 0, taxes: [], total_cents: 1199 },
    });
  });

  it('takes the province from the postal code in the body over the profile (Nova Scotia, 14 %)', async () => {
    const member = await newMember(t);
    const response = await purchase(t, member.cookie, { postal: 'b3h 4r2' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ order: { province: 'NS', tax_cents: 168, total_cents: 1367 } });
  });

  it('applies the larger of a promo and a school code, never both', async () => {
    const member = await newMember(t);
    const schoolBefore = (await t.database.db.select().from(schoolCodes).where(eq(schoolCodes.code, 'CONCORDIA')))[0]!;
    const promoBefore = await redemptions('WELCOME10');
    const response = await purchase(t, member.cookie, { promo_code: 'WELCOME10', school_code: 'CONCORDIA' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      order: { discount_source: 'school', discount_cents: 240, school_code: 'CONCORDIA', promo_code: null },
    });
    const schoolAfter = (await t.database.db.select().from(schoolCodes).where(eq(schoolCodes.code, 'CONCORDIA')))[0]!;
    expect(schoolAfter.redemptions).toBe(schoolBefore.redemptions + 1);
    expect(await redemptions('WELCOME10')).toBe(promoBefore);
  });

  it("cancels the member's free trial card when they buy", async () => {
    const member = await newMember(t);
    const [trial] = await t.database.db
      .insert(cards)
      .values({
        cardNumber: '6018999900000001',
        csv: '123',
        status: 'active',
        userId: member.userId,
        expiryDate: new Date(Date.now() + 20 * DAY),
        isFreeTrial: true,
        isPrimary: true,
      })
      .returning();
    const response = await purchase(t, member.cookie);
    expect(response.statusCode, response.body).toBe(201);
    const [after] = await t.database.db.select().from(cards).where(eq(cards.id, trial!.id));
    expect(after).toMatchObject({ status: 'cancelled', isPrimary: false });
    const primary = await t.database.db
      .select()
      .from(cards)
      .where(and(eq(cards.userId, member.userId), eq(cards.isPrimary, true)));
    expect(primary.map((card) => card.cardNumber)).toEqual([response.json<PurchaseResponse>().card.card_number]);
  });

  it('keeps the UTM record on the order, and ignores a malformed one', async () => {
    const a = await newMember(t);
    const utm = JSON.stringify({ source: 'newsletter', campaign: 'back-to-school', evil: 'x', medium: 5 });
    expect((await purchase(t, a.cookie, {}, { utm })).statusCode).toBe(201);
    const [withUtm] = await t.database.db.select().from(orders).where(eq(orders.userId, a.userId));
    expect(withUtm!.utm).toEqual({ source: 'newsletter', campaign: 'back-to-school' });
    const b = await newMember(t);
    expect((await purchase(t, b.cookie, {}, { utm: '{not json' })).statusCode).toBe(201);
    const [without] = await t.database.db.select().from(orders).where(eq(orders.userId, b.userId));
    expect(without!.utm).toBeNull();
  });
});

describe('orders made first (/v2/order), then paid', () => {
  it('makes a pending order that reserves its code, then pays it by number', async () => {
    const member = await newMember(t);
    const before = await redemptions('STUDENT5');
    const made = await post(
      t,
      '/api/store/v2/order',
      member.cookie,
      { language: 'en', promo_code: 'STUDENT5' },
      { nonce: null },
    );
    expect(made.statusCode, made.body).toBe(201);
    const { order_number, order } = made.json<OrderResponse>();
    expect(order).toMatchObject({ status: 'pending', discount_cents: 500, payment_method: 'card' });
    expect(await redemptions('STUDENT5')).toBe(before + 1);
    const paid = await purchase(t, member.cookie, { order_number });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json()).toMatchObject({ order_number, order: { status: 'paid', discount_cents: 500 } });
    // Paying it did not take the code a second time.
    expect(await redemptions('STUDENT5')).toBe(before + 1);
  });

  it("refuses to pay an order twice (409), and another member's order (404)", async () => {
    const member = await newMember(t);
    const made = await post(t, '/api/store/v2/order', member.cookie, { language: 'en' }, { nonce: null });
    const { order_number } = made.json<OrderResponse>();
    const stranger = await newMember(t);
    const theirs = await purchase(t, stranger.cookie, { order_number });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ error: 'ORDER_NOT_FOUND' });
    expect((await purchase(t, member.cookie, { order_number })).statusCode).toBe(201);
    // The member now has a card, so a second payment is refused before the order is even looked at…
    const again = await purchase(t, member.cookie, { order_number });
    expect(again.statusCode).toBe(409);
    // …and the order itself is paid: nobody can pay it again.
    await t.database.db.update(cards).set({ status: 'cancelled' }).where(eq(cards.userId, member.userId));
    const paidTwice = await purchase(t, member.cookie, { order_number });
    expect(paidTwice.statusCode).toBe(409);
    expect(paidTwice.json()).toMatchObject({ error: 'ORDER_ALREADY_PAID' });
    const unknown = await purchase(t, member.cookie, { order_number: 'SPC-NOPE' });
    expect(unknown.statusCode).toBe(404);
  });

  it('makes a PayPal order and pays it with a PayPal nonce', async () => {
    const member = await newMember(t);
    const made = await post(t, '/api/store/v2/order/paypal', member.cookie, { language: 'en' }, { nonce: null });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json<OrderResponse>().order.payment_method).toBe('paypal');
    const paid = await purchase(
      t,
      member.cookie,
      { order_number: made.json<OrderResponse>().order_number },
      { nonce: 'fake-paypal-one-time-nonce' },
    );
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json()).toMatchObject({ order: { payment_method: 'paypal' }, payment_method: null });
  });
});

describe('PayPal with auto-renew (issue 23 item 15)', () => {
  it('refuses auto-renew with PayPal (422, field auto_renew) before anything is charged or written', async () => {
    const member = await newMember(t);
    const { db } = t.database;
    const refused = await post(
      t,
      '/api/store/v2/order/paypal',
      member.cookie,
      { language: 'fr', auto_renew: true },
      { nonce: null },
    );
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toMatchObject({ error: 'AUTO_RENEW_NOT_WITH_PAYPAL', field: 'auto_renew' });
    expect(await db.select().from(orders).where(eq(orders.userId, member.userId))).toEqual([]);

    // An order made without auto-renew, then paid asking for it: refused before the charge.
    const made = await post(t, '/api/store/v2/order/paypal', member.cookie, { language: 'en' }, { nonce: null });
    expect(made.statusCode, made.body).toBe(201);
    const orderNumber = made.json<OrderResponse>().order_number;
    const paid = await purchase(
      t,
      member.cookie,
      { order_number: orderNumber, auto_renew: true },
      { nonce: 'fake-paypal-one-time-nonce' },
    );
    expect(paid.statusCode, paid.body).toBe(422);
    expect(paid.json()).toMatchObject({ error: 'AUTO_RENEW_NOT_WITH_PAYPAL', field: 'auto_renew' });

    // Nothing half-written: the order still pending, no charge, payment, card, subscription or card on file.
    const [order] = await db.select().from(orders).where(eq(orders.userId, member.userId));
    expect(order).toMatchObject({ orderNumber, status: 'pending', autoRenew: false, cardId: null });
    expect(await db.select().from(sandboxTransactions).where(eq(sandboxTransactions.orderId, orderNumber))).toEqual([]);
    expect(await db.select().from(payments).where(eq(payments.orderId, order!.id))).toEqual([]);
    expect(await db.select().from(cards).where(eq(cards.userId, member.userId))).toEqual([]);
    expect(await db.select().from(subscriptions).where(eq(subscriptions.userId, member.userId))).toEqual([]);
    expect(await db.select().from(paymentMethods).where(eq(paymentMethods.userId, member.userId))).toEqual([]);
    const [profile] = await db.select().from(userProfiles).where(eq(userProfiles.userId, member.userId));
    expect(profile?.isAutoRenew).toBe(false);

    // A PayPal nonce straight to the checkout with auto-renew: refused before the charge too.
    const direct = await purchase(t, member.cookie, { auto_renew: true }, { nonce: 'fake-paypal-one-time-nonce' });
    expect(direct.statusCode, direct.body).toBe(422);
    expect(direct.json()).toMatchObject({ error: 'AUTO_RENEW_NOT_WITH_PAYPAL', field: 'auto_renew' });
    expect(await db.select().from(orders).where(eq(orders.userId, member.userId))).toHaveLength(1);

    // The same order paid without auto-renew goes through.
    const without = await purchase(
      t,
      member.cookie,
      { order_number: orderNumber, auto_renew: false },
      { nonce: 'fake-paypal-one-time-nonce' },
    );
    expect(without.statusCode, without.body).toBe(201);
  });
});

describe('receipts in French', () => {
  it("writes the receipt in the order's language, with fr-CA money", async () => {
    const member = await newMember(t, { postal: 'H2X 1Y4', language: 'fr' });
    const response = await purchase(t, member.cookie, { language: 'fr' });
    expect(response.statusCode, response.body).toBe(201);
    const mail = await latestMail(t, member.email, 'receipt');
    expect(mail?.language).toBe('fr');
    expect(mail?.subject).toBe(`Votre reçu Carte SPC (commande ${response.json<PurchaseResponse>().order_number})`);
    expect(mail?.text).toContain('Sous-total\u00a0: 11,99\u00a0$');
    expect(mail?.text).toContain('TPS (5\u00a0%)\u00a0: 0,60\u00a0$');
    expect(mail?.text).toContain('TVQ (9,975\u00a0%)\u00a0: 1,20\u00a0$');
    expect(mail?.text).toContain('Total\u00a0: 13,79\u00a0$');
    // Issue 23 item 9: « Abonnement 2026-2027 », the years bought.
    const year = new Date(response.json<PurchaseResponse>().card.expiry_date!).getUTCFullYear();
    expect(mail?.text).toContain(`Abonnement ${year - 1}-${year}`);
    expect(mail?.text).not.toContain('2019/20');
  });
});

describe('who may buy, and bad inputs', () => {
  let member: SignedUp;
  beforeAll(async () => {
    member = await newMember(t);
  });

  it('answers 401 to a visitor and 403 NOT_REGISTERED to a user who has not registered', async () => {
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/store/v4/checkout/purchase',
      headers: { origin: t.config.publicUrl, 'idempotency-key': newKey(), 'payment-nonce': 'fake-valid-nonce' },
      payload: { language: 'en' },
    });
    expect(visitor.statusCode).toBe(401);
    const social = await socialSignIn(t, 'not-registered@example.com');
    const unregistered = await purchase(t, social.cookie, { postal: 'M5V 2T6' });
    expect(unregistered.statusCode).toBe(403);
    expect(unregistered.json()).toMatchObject({ error: 'NOT_REGISTERED' });
    const history = await t.app.inject({ method: 'GET', url: '/api/store/user_transactions' });
    expect(history.statusCode).toBe(401);
  });

  it('requires an Idempotency-Key of 8 to 128 safe characters', async () => {
    for (const key of [null, 'short', 'has spaces in it', 'x'.repeat(129)]) {
      const response = await purchase(t, member.cookie, {}, { key });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'IDEMPOTENCY_KEY_REQUIRED', field: 'idempotency-key' });
    }
  });

  it('requires a payment nonce when there is something to pay', async () => {
    const response = await purchase(t, member.cookie, {}, { nonce: null });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'PAYMENT_NONCE_REQUIRED' });
  });

  it('refuses an invalid postal code, and needs a province for a Canadian order', async () => {
    const invalid = await purchase(t, member.cookie, { postal: 'ZZZ' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ error: 'VALIDATION_ERROR', field: 'postal' });
    const nowhere = await newMember(t, { postal: null });
    const noProvince = await purchase(t, nowhere.cookie);
    expect(noProvince.statusCode).toBe(422);
    expect(noProvince.json()).toMatchObject({ error: 'PROVINCE_REQUIRED' });
    // A postal code whose first letter belongs to no province (D, F, I, O, Q, U, W, Z).
    const noSuchFsa = await purchase(t, member.cookie, { postal: 'W1A 1A1' });
    expect(noSuchFsa.statusCode).toBe(422);
  });

  it('refuses unknown, expired, not-started, used-up and already-used promo codes', async () => {
    const expectations = [
      ['NOPE99', 404, 'PROMO_NOT_FOUND'],
      ['SUMMER2024', 422, 'PROMO_EXPIRED'],
      ['FUTURE25', 422, 'PROMO_NOT_STARTED'],
      ['LAUNCH50', 422, 'PROMO_USED_UP'],
      ['bad code!', 400, 'VALIDATION_ERROR'],
    ] as const;
    for (const [promo_code, status, error] of expectations) {
      const response = await purchase(t, member.cookie, { promo_code });
      expect(response.statusCode, promo_code).toBe(status);
      expect(response.json()).toMatchObject({ error });
    }
    const used = await newMember(t);
    const [order] = await t.database.db
      .insert(orders)
      .values({
        orderNumber: 'SPC-OLDORDER1',
        userId: used.userId,
        kind: 'purchase',
        status: 'paid',
        paymentMethod: 'card',
        language: 'en',
        country: 'ca',
        province: 'ON',
        productId: 'spc-annual',
        currency: 'CAD',
        unitPriceCents: 1199,
        subtotalCents: 1199,
        discountCents: 120,
        taxRate: 13_000,
        taxes: [],
        taxCents: 0,
        totalCents: 1079,
      })
      .returning();
    await t.database.db.insert(promoRedemptions).values({ code: 'WELCOME10', userId: used.userId, orderId: order!.id });
    const again = await purchase(t, used.cookie, { promo_code: 'WELCOME10' });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ error: 'PROMO_ALREADY_USED' });
    // The made-up paid order has no card or payment: it goes, so the ledger check sees real orders only.
    await t.database.db.delete(orders).where(eq(orders.id, order!.id));
  });

  it('refuses unknown, expired and used-up school codes', async () => {
    for (const [school_code, status, error] of [
      ['NOSCHOOL', 404, 'SCHOOL_CODE_NOT_FOUND'],
      ['UDEM2023', 422, 'SCHOOL_CODE_EXPIRED'],
      ['MCGILLFULL', 422, 'SCHOOL_CODE_USED_UP'],
    ] as const) {
      const response = await purchase(t, member.cookie, { school_code });
      expect(response.statusCode, school_code).toBe(status);
      expect(response.json()).toMatchObject({ error });
    }
  });

  it('refuses a body that is not a purchase', async () => {
    const response = await purchase(t, member.cookie, { language: 'de' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'language' });
    const product = await purchase(t, member.cookie, { product_id: 'spc-lifetime' });
    expect(product.statusCode).toBe(400);
  });

  it("lists only the caller's own orders, newest first", async () => {
    const buyer = await newMember(t);
    await purchase(t, buyer.cookie, {}, { nonce: 'fake-processor-declined-visa-nonce' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const paid = await purchase(t, buyer.cookie);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/store/user_transactions',
      headers: authHeaders(t, buyer.cookie),
    });
    const { transactions } = transactionsResponseSchema.parse(response.json());
    expect(transactions.map((row) => row.status)).toEqual(['paid', 'declined']);
    expect(transactions[0]!.order_number).toBe(paid.json<PurchaseResponse>().order_number);
    const all = await t.database.db.select().from(orders).where(eq(orders.userId, buyer.userId));
    expect(all).toHaveLength(2);
  });
});
