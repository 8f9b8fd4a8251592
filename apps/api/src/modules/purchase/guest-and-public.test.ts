// The store's calls without a member: a guest's checkout (card issued inactive and unattached, its
// number and security code e-mailed), tax rates, and the gateway's client token.
import {
  decodedClientTokenSchema,
  purchaseResponseSchema,
  taxRateResponseSchema,
  type OrderResponse,
  type PurchaseResponse,
} from '@spc/domain/store';
import { formatCardNumber } from '@spc/domain/card-vocabulary';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { authHeaders, latestMail } from '../../../test/auth-helpers.ts';
import { cards, gatewayCustomers, orders } from '../../db/schema/index.ts';
import { expectConsistentLedger, newKey, newMember, post, seedCodes } from '../../../test/purchase-helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedCodes(t);
});

afterAll(async () => {
  await expectConsistentLedger(t);
  await t.close();
});

const guestBody = (extra: Record<string, unknown> = {}) => ({
  language: 'fr',
  email: 'invite@example.com',
  first_name: 'Camille',
  last_name: 'Roy',
  postal: 'H3G 1M8',
  ...extra,
});

describe('guest checkout', () => {
  it('issues an inactive, unattached card without an expiry, and e-mails its number and security code', async () => {
    const response = await post(t, '/api/store/v2/checkout/guest', null, guestBody({ school_code: 'CONCORDIA' }), {
      guestId: 'browser-123',
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = purchaseResponseSchema.parse(response.json());
    // 11.99 − 20 % (2.40) = 9.59; GST 0.48 + QST 0.96 = 11.03.
    expect(body.order).toMatchObject({ kind: 'guest', status: 'paid', discount_cents: 240, total_cents: 1103 });
    expect(body.card).toMatchObject({ status: 'inactive', expiry_date: null, is_online_purchased: true });
    const [card] = await t.database.db.select().from(cards).where(eq(cards.cardNumber, body.card.card_number));
    expect(card).toMatchObject({ userId: null, status: 'inactive', expiryDate: null });
    const [order] = await t.database.db.select().from(orders).where(eq(orders.orderNumber, body.order_number));
    expect(order).toMatchObject({
      userId: null,
      guestId: 'browser-123',
      email: 'invite@example.com',
      firstName: 'Camille',
    });

    const mail = await latestMail(t, 'invite@example.com', 'receipt');
    expect(mail?.language).toBe('fr');
    expect(mail?.text).toContain('Bonjour Camille,');
    expect(mail?.text).toContain(`Carte SPC\u00a0: ${formatCardNumber(body.card.card_number)}`);
    expect(mail?.text).toContain(`Code de sécurité\u00a0: ${body.card.csv}`);
    expect(mail?.text).toContain('Total\u00a0: 11,03\u00a0$');
    expect(mail?.link).toBe(`${t.config.publicUrl}/signup/activate`);
  });

  it('pays with PayPal as the purchase page does: client token, in-page sandbox approval, guest checkout', async () => {
    const token = await t.app.inject({ method: 'GET', url: '/api/store/v2/vault_client_token' });
    const decoded = decodedClientTokenSchema.parse(
      JSON.parse(Buffer.from(token.json<{ client_token: string }>().client_token, 'base64').toString('utf8')),
    );
    expect(decoded.environment).toBe('sandbox-embedded');
    const approval = await t.app.inject({
      method: 'POST',
      url: `${new URL(decoded.clientApiUrl).pathname}/v1/paypal_accounts`,
      payload: { authorizationFingerprint: decoded.authorizationFingerprint },
    });
    expect(approval.statusCode, approval.body).toBe(201);
    const nonce = approval.json<{ paypalAccounts: { nonce: string }[] }>().paypalAccounts[0]!.nonce;

    const response = await post(
      t,
      '/api/store/v2/checkout/guest',
      null,
      guestBody({ email: 'paypal-gift@example.com', language: 'en', postal: 'K1A 0B1' }),
      { guestId: 'browser-paypal', nonce },
    );
    expect(response.statusCode, response.body).toBe(201);
    const body = purchaseResponseSchema.parse(response.json());
    expect(body.order).toMatchObject({ kind: 'guest', status: 'paid', payment_method: 'paypal', total_cents: 1355 });
    expect(body.payment_method).toBeNull();
    expect(body.card).toMatchObject({ status: 'inactive' });
    const mail = await latestMail(t, 'paypal-gift@example.com', 'receipt');
    expect(mail?.text).toContain(formatCardNumber(body.card.card_number));
    expect(mail?.text).toContain(body.card.csv);
    // The receipt names what paid: a PayPal account has no card digits.
    expect(mail?.text).toContain('Paid with: PayPal');
  });

  it('needs the browser id, an e-mail address and a postal code', async () => {
    const noId = await post(t, '/api/store/v2/checkout/guest', null, guestBody());
    expect(noId.statusCode).toBe(400);
    expect(noId.json()).toMatchObject({ error: 'VALIDATION_ERROR', field: 'id' });
    for (const missing of ['email', 'postal', 'first_name']) {
      const body: Record<string, unknown> = guestBody();
      delete body[missing];
      const response = await post(t, '/api/store/v2/checkout/guest', null, body, { guestId: 'browser-456' });
      expect(response.statusCode, missing).toBe(400);
      expect(response.json()).toMatchObject({ field: missing });
    }
  });

  it("replays per browser id, and keeps one browser from paying another one's order", async () => {
    const key = newKey();
    const first = await post(t, '/api/store/v2/checkout/guest', null, guestBody({ email: 'g2@example.com' }), {
      key,
      guestId: 'browser-789',
    });
    const again = await post(t, '/api/store/v2/checkout/guest', null, guestBody({ email: 'g2@example.com' }), {
      key,
      guestId: 'browser-789',
    });
    expect(first.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');

    const made = await post(
      t,
      '/api/store/v2/order',
      null,
      { language: 'en', postal: 'K1A 0B1' },
      {
        guestId: 'browser-aaa',
        nonce: null,
      },
    );
    expect(made.statusCode, made.body).toBe(201);
    const { order_number } = made.json<OrderResponse>();
    const stranger = await post(t, '/api/store/v2/checkout/guest', null, guestBody({ order_number }), {
      guestId: 'browser-bbb',
    });
    expect(stranger.statusCode).toBe(404);
    const owner = await post(t, '/api/store/v2/checkout/guest', null, guestBody({ order_number }), {
      guestId: 'browser-aaa',
    });
    expect(owner.statusCode, owner.body).toBe(201);
    // The order was priced in Ontario when it was made; paying it keeps that price.
    expect(owner.json<PurchaseResponse>().order).toMatchObject({ order_number, province: 'ON', total_cents: 1355 });
  });

  it('answers a guest order without a postal code with PROVINCE_REQUIRED', async () => {
    const response = await post(
      t,
      '/api/store/v2/order',
      null,
      { language: 'en' },
      { guestId: 'browser-c', nonce: null },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ error: 'PROVINCE_REQUIRED' });
  });

  it('answers a declined guest payment with 402 and issues nothing', async () => {
    const response = await post(t, '/api/store/v2/checkout/guest', null, guestBody({ email: 'g3@example.com' }), {
      guestId: 'browser-ddd',
      nonce: 'fake-processor-declined-visa-nonce',
    });
    expect(response.statusCode).toBe(402);
    expect(await latestMail(t, 'g3@example.com', 'receipt')).toBeUndefined();
  });
});

describe('GET /v2/taxrate', () => {
  const taxRate = (query: string) => t.app.inject({ method: 'GET', url: `/api/store/v2/taxrate?${query}` });

  it('gives each province its components, and the province of a postal code', async () => {
    const cases = [
      ['province=ON', 'ON', 13_000, ['HST']],
      ['province=qc', 'QC', 14_975, ['GST', 'QST']],
      ['province=NS', 'NS', 14_000, ['HST']],
      ['province=AB', 'AB', 5_000, ['GST']],
      [`postal=${encodeURIComponent('H2X 1Y4')}`, 'QC', 14_975, ['GST', 'QST']],
      ['postal=v6b4y8', 'BC', 12_000, ['GST', 'PST']],
      ['postal=X0A0H0', 'NU', 5_000, ['GST']],
    ] as const;
    for (const [query, province, rate, names] of cases) {
      const response = await taxRate(query);
      expect(response.statusCode, query).toBe(200);
      const body = taxRateResponseSchema.parse(response.json());
      expect(body).toMatchObject({ country: 'ca', province, rate });
      expect(body.taxes.map((tax) => tax.name)).toEqual(names);
    }
  });

  it('charges no tax on a US ZIP', async () => {
    const response = await taxRate('postal=90210');
    expect(response.json()).toEqual({ country: 'us', province: null, rate: 0, taxes: [] });
  });

  it('answers 400 without a province or postal code, or with an unknown one', async () => {
    for (const query of ['', 'province=ZZ', 'province=Ontario', 'postal=nope', 'postal=W1A1A1']) {
      const response = await taxRate(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ error: 'VALIDATION_ERROR' });
    }
  });
});

describe('GET /v2/vault_client_token', () => {
  const decode = (token: string) =>
    decodedClientTokenSchema.parse(JSON.parse(Buffer.from(token, 'base64').toString('utf8')));

  it('gives a visitor a Braintree-format token for the embedded client API', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/store/v2/vault_client_token' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const token = decode(response.json<{ client_token: string }>().client_token);
    expect(token.version).toBe(2);
    expect(token.clientApiUrl).toBe(`${t.config.publicUrl}/api/store/sandbox/client_api`);
  });

  it('binds a member to one gateway customer, made once', async () => {
    const member = await newMember(t);
    for (let i = 0; i < 2; i++) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/store/v2/vault_client_token',
        headers: authHeaders(t, member.cookie),
      });
      expect(response.statusCode).toBe(200);
      decode(response.json<{ client_token: string }>().client_token);
    }
    const rows = await t.database.db.select().from(gatewayCustomers).where(eq(gatewayCustomers.userId, member.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.gateway).toBe('sandbox');
  });
});
