// The embedded sandbox gateway through app.payments on a fresh database: Braintree's test nonces,
// cards, codes and amounts, single-use nonces under concurrency, the vault, refunds, order lookup,
// webhooks, and that no card number or security code reaches the database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import {
  sandboxClientTokens,
  sandboxCustomers,
  sandboxNonces,
  sandboxPaymentMethods,
  sandboxTransactions,
} from '../../db/schema/payments-sandbox.ts';
import { decodeClientToken } from './client-token.ts';
import { WebhookSignatureError, type PaymentFailure, type SaleRequest, type SaleResult } from './gateway.ts';
import { createSandboxGateway, isSandboxGateway, sandboxWebhookKeys, type SandboxGateway } from './sandbox.ts';
import { encodeWebhookPayload, signWebhookPayload } from './webhook-signature.ts';

let t: TestApp;
let gateway: SandboxGateway;
let fingerprint: string;
let orderCount = 0;
const nextOrder = () => `SPC-TEST-${++orderCount}`;

beforeAll(async () => {
  t = await createTestApp();
  if (!isSandboxGateway(t.app.payments)) throw new Error('the test app should use the sandbox gateway');
  gateway = t.app.payments;
  fingerprint = decodeClientToken(await gateway.generateClientToken())!.authorizationFingerprint;
  await gateway.ensureCustomer({ id: 'customer-1', email: 'member@example.com' });
});

afterAll(async () => {
  await t.close();
});

interface CardOptions {
  cvv?: string;
  postalCode?: string;
  expirationMonth?: number;
  expirationYear?: number;
}

async function tokenize(number: string, options: CardOptions = {}): Promise<string> {
  const result = await gateway.tokenizeCard({
    authorizationFingerprint: fingerprint,
    number,
    expirationMonth: options.expirationMonth ?? 12,
    expirationYear: options.expirationYear ?? new Date().getUTCFullYear() + 2,
    cvv: options.cvv ?? '123',
    postalCode: options.postalCode,
  });
  if (!result.ok) throw new Error(result.message);
  return result.value.nonce;
}

function sale(request: Partial<SaleRequest>): Promise<SaleResult> {
  return gateway.sale({ amountCents: 1199, currency: 'CAD', orderId: nextOrder(), ...request });
}

function expectFailure(result: SaleResult | { ok: boolean }, expected: Partial<PaymentFailure>) {
  expect(result.ok).toBe(false);
  expect(result).toMatchObject(expected);
}

describe('client tokens', () => {
  it('are Braintree-format tokens pointing at the client API of the public URL, kept 24 hours', async () => {
    const token = await gateway.generateClientToken({ customerId: 'customer-1' });
    const decoded = decodeClientToken(token);
    expect(decoded).toMatchObject({
      version: 2,
      environment: 'sandbox-embedded',
      clientApiUrl: `${t.config.publicUrl}/api/store/sandbox/client_api`,
    });
    const [row] = await t.database.db.select().from(sandboxClientTokens).limit(1);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(24 * 60 * 60 * 1000);
  });

  it('expire after 24 hours', async () => {
    let clock = new Date('2020-01-01T00:00:00Z');
    // In the past: pruning expired client tokens then leaves the other tests' tokens alone.
    const timed = createSandboxGateway({ db: t.database.db, secret: 's', publicUrl: 'http://x', now: () => clock });
    const authorizationFingerprint = decodeClientToken(await timed.generateClientToken())!.authorizationFingerprint;
    const card = { authorizationFingerprint, number: '4111111111111111', expirationMonth: 1, expirationYear: 2021 };
    expect((await timed.tokenizeCard(card)).ok).toBe(true);
    clock = new Date('2020-01-02T00:00:01Z');
    expect(await timed.tokenizeCard(card)).toMatchObject({ ok: false, status: 401 });
  });
});

describe('test nonces', () => {
  it.each([
    ['fake-valid-nonce', 'Visa', '1881'],
    ['fake-valid-visa-nonce', 'Visa', '1881'],
    ['fake-valid-mastercard-nonce', 'MasterCard', '4444'],
    ['fake-valid-amex-nonce', 'American Express', '0005'],
    ['fake-valid-discover-nonce', 'Discover', '1117'],
    ['fake-valid-jcb-nonce', 'JCB', '0000'],
  ])('%s is charged and submitted for settlement (%s ending %s)', async (nonce, cardType, last4) => {
    const orderId = nextOrder();
    const result = await sale({ nonce, orderId });
    expect(result).toMatchObject({
      ok: true,
      transaction: {
        orderId,
        amountCents: 1199,
        currency: 'CAD',
        status: 'submitted_for_settlement',
        succeeded: true,
        card: { cardType, last4 },
        paymentMethodToken: null,
      },
    });
  });

  it('can be used again and again, as at Braintree', async () => {
    expect((await sale({ nonce: 'fake-valid-nonce' })).ok).toBe(true);
    expect((await sale({ nonce: 'fake-valid-nonce' })).ok).toBe(true);
  });

  it.each([
    'fake-processor-declined-visa-nonce',
    'fake-processor-declined-mastercard-nonce',
    'fake-processor-declined-amex-nonce',
    'fake-processor-declined-discover-nonce',
  ])('%s is declined by the processor: 2000 Do Not Honor', async (nonce) => {
    const result = await sale({ nonce });
    expectFailure(result, { kind: 'processor_declined', code: '2000', message: 'Do Not Honor' });
    expect((result as PaymentFailure).transactionId).toEqual(expect.any(String));
  });

  it('fake-processor-failure-jcb-nonce is a processor failure 3000', async () => {
    expectFailure(await sale({ nonce: 'fake-processor-failure-jcb-nonce' }), {
      kind: 'processor_failure',
      code: '3000',
    });
  });

  it('fake-consumed-nonce and fake-luhn-invalid-nonce are invalid nonces, with no transaction', async () => {
    expectFailure(await sale({ nonce: 'fake-consumed-nonce' }), { kind: 'invalid_nonce', transactionId: null });
    expectFailure(await sale({ nonce: 'fake-luhn-invalid-nonce' }), {
      kind: 'invalid_nonce',
      code: '81715',
      transactionId: null,
    });
  });

  it('fake-gateway-rejected-fraud-nonce is rejected for fraud', async () => {
    expectFailure(await sale({ nonce: 'fake-gateway-rejected-fraud-nonce' }), {
      kind: 'gateway_rejected',
      code: 'fraud',
    });
  });

  it('fake-paypal-one-time-nonce pays with PayPal: no card on the transaction', async () => {
    const result = await sale({ nonce: 'fake-paypal-one-time-nonce' });
    expect(result).toMatchObject({ ok: true, transaction: { card: null, succeeded: true } });
  });

  it('an unknown nonce is invalid', async () => {
    expectFailure(await sale({ nonce: 'tokencc_sb_nope' }), { kind: 'invalid_nonce', code: '91565' });
  });
});

describe('tokenised test cards', () => {
  it.each([
    ['4111111111111111', 'Visa'],
    ['4005519200000004', 'Visa'],
    ['4009348888881881', 'Visa'],
    ['5555555555554444', 'MasterCard'],
    ['2223000048400011', 'MasterCard'],
    ['378282246310005', 'American Express'],
    ['6011111111111117', 'Discover'],
    ['3530111333300000', 'JCB'],
    ['4242424242424242', 'Visa'],
  ])('%s is charged as %s', async (number, cardType) => {
    const result = await sale({ nonce: await tokenize(number) });
    expect(result).toMatchObject({ ok: true, transaction: { card: { cardType, last4: number.slice(-4) } } });
  });

  it.each(['4000111111111115', '5105105105105100', '378734493671000', '6011000990139424'])(
    '%s fails verification: 2000 Do Not Honor',
    async (number) => {
      expectFailure(await sale({ nonce: await tokenize(number) }), {
        kind: 'verification_failed',
        code: '2000',
        message: 'Do Not Honor',
      });
    },
  );

  it('refuses a Luhn-invalid number with no nonce', async () => {
    await expect(tokenize('4111111111111112')).rejects.toThrow('Credit card number is invalid');
  });

  it.each([
    ['200', { kind: 'gateway_rejected', code: 'cvv' }],
    ['201', null],
    ['301', null],
    ['999', null],
  ])('CVV %s → %o', async (cvv, expected) => {
    const result = await sale({ nonce: await tokenize('4111111111111111', { cvv }) });
    if (expected) expectFailure(result, expected as Partial<PaymentFailure>);
    else expect(result.ok).toBe(true);
  });

  it('rejects postal code 20000 (AVS no match), from the card or from the sale', async () => {
    expectFailure(await sale({ nonce: await tokenize('4111111111111111', { postalCode: '20000' }) }), {
      kind: 'gateway_rejected',
      code: 'avs',
    });
    expectFailure(await sale({ nonce: await tokenize('4111111111111111'), postalCode: '20000' }), {
      kind: 'gateway_rejected',
      code: 'avs',
    });
    expect((await sale({ nonce: await tokenize('4111111111111111', { postalCode: 'M5V 2T6' }) })).ok).toBe(true);
  });

  it('uses a nonce once only', async () => {
    const nonce = await tokenize('4111111111111111');
    expect((await sale({ nonce })).ok).toBe(true);
    expectFailure(await sale({ nonce }), { kind: 'invalid_nonce' });
  });

  it('a declined attempt uses the nonce up too', async () => {
    const nonce = await tokenize('4111111111111111');
    expectFailure(await sale({ nonce, amountCents: 200_100 }), { kind: 'processor_declined' });
    expectFailure(await sale({ nonce }), { kind: 'invalid_nonce' });
  });

  it('of five concurrent sales on one nonce, exactly one goes through', async () => {
    const nonce = await tokenize('5555555555554444');
    const results = await Promise.all(Array.from({ length: 5 }, () => sale({ nonce })));
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok && result.kind === 'invalid_nonce')).toHaveLength(4);
  });

  it('nonces expire after three hours', async () => {
    let clock = new Date('2020-06-01T00:00:00Z');
    // In the past: pruning expired client tokens then leaves the other tests' tokens alone.
    const timed = createSandboxGateway({ db: t.database.db, secret: 's', publicUrl: 'http://x', now: () => clock });
    const authorizationFingerprint = decodeClientToken(await timed.generateClientToken())!.authorizationFingerprint;
    const card = { authorizationFingerprint, number: '4111111111111111', expirationMonth: 1, expirationYear: 2021 };
    const first = await timed.tokenizeCard(card);
    const second = await timed.tokenizeCard(card);
    if (!first.ok || !second.ok) throw new Error('tokenisation failed');
    clock = new Date('2020-06-01T02:59:00Z');
    expect((await timed.sale({ amountCents: 100, currency: 'CAD', orderId: 'x', nonce: first.value.nonce })).ok).toBe(
      true,
    );
    clock = new Date('2020-06-01T03:00:01Z');
    expectFailure(await timed.sale({ amountCents: 100, currency: 'CAD', orderId: 'y', nonce: second.value.nonce }), {
      kind: 'invalid_nonce',
    });
  });
});

describe('nonceKind (issue 23 item 15)', () => {
  it('says whether a nonce pays with a card or PayPal, without using it; null when unknown or used', async () => {
    expect(await gateway.nonceKind('fake-paypal-one-time-nonce')).toBe('paypal');
    expect(await gateway.nonceKind('fake-valid-nonce')).toBe('card');
    const paypal = await gateway.tokenizePayPal(fingerprint);
    if (!paypal.ok) throw new Error(paypal.message);
    expect(await gateway.nonceKind(paypal.value.nonce)).toBe('paypal');
    const card = await tokenize('4111111111111111');
    expect(await gateway.nonceKind(card)).toBe('card');
    expect((await sale({ nonce: card })).ok).toBe(true);
    expect(await gateway.nonceKind(card)).toBeNull();
    expect(await gateway.nonceKind('no-such-nonce')).toBeNull();
  });
});

describe('test amounts', () => {
  it.each([
    [1, null],
    [199_999, null],
    [200_000, { kind: 'processor_declined', code: '2000', message: 'Do Not Honor' }],
    [200_100, { kind: 'processor_declined', code: '2001', message: 'Insufficient Funds' }],
    [200_200, { kind: 'processor_declined', code: '2002', message: 'Limit Exceeded' }],
    [200_300, { kind: 'processor_declined', code: '2003', message: "Cardholder's Activity Limit Exceeded" }],
    [200_400, { kind: 'processor_declined', code: '2004', message: 'Expired Card' }],
    [200_500, { kind: 'processor_declined', code: '2005', message: 'Invalid Credit Card Number' }],
    [299_999, { kind: 'processor_declined', code: '2999', message: 'Processor Declined' }],
    [300_000, { kind: 'processor_failure', code: '3000', message: 'Processor Network Unavailable - Try Again' }],
    [300_100, null],
    [400_099, null],
    [500_100, { kind: 'gateway_rejected', code: 'application_incomplete' }],
    [500_101, null],
    [1_000_000, null],
  ])('%i cents → %o', async (amountCents, expected) => {
    const result = await sale({ nonce: 'fake-valid-nonce', amountCents });
    if (expected) expectFailure(result, expected as Partial<PaymentFailure>);
    else expect(result).toMatchObject({ ok: true, transaction: { status: 'submitted_for_settlement' } });
  });

  it('refuses a sale of no money as a programming error, before using the nonce', async () => {
    const nonce = await tokenize('4111111111111111');
    await expect(sale({ nonce, amountCents: 0 })).rejects.toThrow(RangeError);
    expect((await sale({ nonce })).ok).toBe(true);
  });
});

describe('the vault', () => {
  it('vaults a card with verification, then charges it by token (a recurring renewal)', async () => {
    const vaulted = await gateway.vaultPaymentMethod({
      customerId: 'customer-1',
      nonce: await tokenize('4111111111111111', { expirationMonth: 4, expirationYear: 2031 }),
    });
    expect(vaulted).toMatchObject({
      ok: true,
      token: expect.any(String) as string,
      card: { cardType: 'Visa', last4: '1111', expirationMonth: 4, expirationYear: 2031 },
    });
    if (!vaulted.ok) return;
    const result = await sale({ paymentMethodToken: vaulted.token, recurring: true });
    expect(result).toMatchObject({ ok: true, transaction: { paymentMethodToken: vaulted.token } });
  });

  it.each(['4000111111111115', '5105105105105100', '378734493671000', '6011000990139424'])(
    'refuses %s: verification failed, nothing stored',
    async (number) => {
      const before = await t.database.db.select().from(sandboxPaymentMethods);
      const result = await gateway.vaultPaymentMethod({ customerId: 'customer-1', nonce: await tokenize(number) });
      expectFailure(result, { kind: 'verification_failed', code: '2000', transactionId: null });
      expect(await t.database.db.select().from(sandboxPaymentMethods)).toHaveLength(before.length);
    },
  );

  it('a declined-card nonce fails verification; CVV and postal rules apply too', async () => {
    const vault = (nonce: string, postalCode?: string) =>
      gateway.vaultPaymentMethod({ customerId: 'customer-1', nonce, ...(postalCode && { postalCode }) });
    expectFailure(await vault('fake-processor-declined-visa-nonce'), { kind: 'verification_failed' });
    expectFailure(await vault(await tokenize('4111111111111111', { cvv: '200' })), {
      kind: 'gateway_rejected',
      code: 'cvv',
    });
    expectFailure(await vault(await tokenize('4111111111111111'), '20000'), { kind: 'gateway_rejected', code: 'avs' });
    expectFailure(await vault('fake-consumed-nonce'), { kind: 'invalid_nonce' });
  });

  it('vaults the card of a successful sale, not of a declined one', async () => {
    const ok = await sale({ nonce: await tokenize('6011111111111117'), storeInVaultForCustomer: 'customer-1' });
    expect(ok).toMatchObject({ ok: true, transaction: { paymentMethodToken: expect.any(String) as string } });
    const before = (await t.database.db.select().from(sandboxPaymentMethods)).length;
    const declined = await sale({
      nonce: await tokenize('6011111111111117'),
      storeInVaultForCustomer: 'customer-1',
      amountCents: 200_000,
    });
    expectFailure(declined, { kind: 'processor_declined' });
    expect(await t.database.db.select().from(sandboxPaymentMethods)).toHaveLength(before);
  });

  it('vaults PayPal as brand PayPal, last four 0000, never expiring', async () => {
    const vaulted = await gateway.vaultPaymentMethod({ customerId: 'customer-1', nonce: 'fake-paypal-one-time-nonce' });
    expect(vaulted).toMatchObject({
      ok: true,
      card: { cardType: 'PayPal', last4: '0000', expirationMonth: 12, expirationYear: 9999 },
    });
  });

  it('deletes a vaulted method: charging it then fails; deleting twice is fine', async () => {
    const vaulted = await gateway.vaultPaymentMethod({ customerId: 'customer-1', nonce: 'fake-valid-nonce' });
    if (!vaulted.ok) throw new Error('vault failed');
    await gateway.deletePaymentMethod(vaulted.token);
    await gateway.deletePaymentMethod(vaulted.token);
    expectFailure(await sale({ paymentMethodToken: vaulted.token }), { kind: 'invalid_nonce' });
  });

  it('needs the customer to exist (ensureCustomer is idempotent)', async () => {
    expect(await gateway.ensureCustomer({ id: 'customer-2', email: 'a@example.com' })).toBe('customer-2');
    expect(await gateway.ensureCustomer({ id: 'customer-2', email: 'b@example.com' })).toBe('customer-2');
    const rows = await t.database.db.select().from(sandboxCustomers);
    expect(rows.filter((row) => row.id === 'customer-2')).toEqual([
      expect.objectContaining({ email: 'b@example.com' }),
    ]);
    await expect(gateway.vaultPaymentMethod({ customerId: 'nobody', nonce: 'fake-valid-nonce' })).rejects.toThrow(
      /unknown customer/,
    );
  });
});

describe('orders, refunds and settlement', () => {
  it('finds the successful charge of an order, not its declined attempts', async () => {
    const orderId = nextOrder();
    await sale({ orderId, nonce: 'fake-processor-declined-visa-nonce' });
    const ok = await sale({ orderId, nonce: 'fake-valid-nonce' });
    if (!ok.ok) throw new Error('sale failed');
    expect(await gateway.findTransactionByOrderId(orderId)).toMatchObject({ id: ok.transaction.id, orderId });
    expect(await gateway.findTransactionByOrderId('SPC-NEVER')).toBeNull();
    const declinedOnly = nextOrder();
    await sale({ orderId: declinedOnly, nonce: 'fake-processor-declined-visa-nonce' });
    expect(await gateway.findTransactionByOrderId(declinedOnly)).toBeNull();
  });

  it('voids an unsettled charge', async () => {
    const orderId = nextOrder();
    const ok = await sale({ orderId, nonce: 'fake-valid-nonce' });
    if (!ok.ok) throw new Error('sale failed');
    expect(await gateway.refund(ok.transaction.id)).toBe('voided');
    const rows = await t.database.db.select().from(sandboxTransactions);
    expect(rows.find((row) => row.id === ok.transaction.id)?.status).toBe('voided');
    expect(rows.filter((row) => row.refundedTransactionId === ok.transaction.id)).toHaveLength(0);
    expect(await gateway.findTransactionByOrderId(orderId)).toBeNull();
    await expect(gateway.refund(ok.transaction.id)).rejects.toThrow(/cannot be refunded/);
  });

  it('refunds a settled charge with a linked credit, once', async () => {
    const orderId = nextOrder();
    const ok = await sale({ orderId, nonce: 'fake-valid-nonce' });
    if (!ok.ok) throw new Error('sale failed');
    await gateway.settle(ok.transaction.id);
    expect(await gateway.refund(ok.transaction.id)).toBe('refunded');
    const rows = await t.database.db.select().from(sandboxTransactions);
    expect(rows.filter((row) => row.refundedTransactionId === ok.transaction.id)).toEqual([
      expect.objectContaining({ amountCents: 1199, orderId }),
    ]);
    // The original charge stays settled: it is still the order's charge.
    expect(await gateway.findTransactionByOrderId(orderId)).toMatchObject({ id: ok.transaction.id, status: 'settled' });
    await expect(gateway.refund(ok.transaction.id)).rejects.toThrow(/already refunded/);
    await expect(gateway.refund('unknown')).rejects.toThrow(/no sale/);
  });
});

describe('webhooks', () => {
  it.each(['check', 'transaction_settled', 'transaction_settlement_declined', 'dispute_opened'])(
    'signs and parses a %s sample',
    async (kind) => {
      const ok = await sale({ nonce: 'fake-valid-nonce' });
      if (!ok.ok) throw new Error('sale failed');
      const timestamp = new Date('2030-03-04T05:06:07Z');
      const { signature, payload } = await gateway.sampleNotification(kind, ok.transaction.id, { timestamp });
      const parsed = await gateway.parseWebhook(signature, payload);
      expect(parsed).toEqual({
        kind,
        timestamp,
        subjectId: kind === 'check' ? null : ok.transaction.id,
        orderId: kind === 'check' ? null : ok.transaction.orderId,
      });
    },
  );

  it('names the revoked payment method', async () => {
    const { signature, payload } = await gateway.sampleNotification('payment_method_revoked_by_customer', 'tok123');
    expect(await gateway.parseWebhook(signature, payload)).toMatchObject({
      kind: 'payment_method_revoked_by_customer',
      subjectId: 'tok123',
      orderId: null,
    });
  });

  it('has the format of the braintree SDK: base64 XML, publicKey|HMAC-SHA1 under SHA-1 of the private key', async () => {
    const { signature, payload } = await gateway.sampleNotification('check', 'x');
    const xml = Buffer.from(payload, 'base64').toString('utf8');
    expect(xml).toMatch(/^<notification>[\s\S]*<kind>check<\/kind>[\s\S]*<\/notification>$/);
    const keys = sandboxWebhookKeys('not the secret');
    expect(signature.startsWith(`${gateway.webhookKeys.publicKey}|`)).toBe(true);
    expect(signature).not.toBe(signWebhookPayload(keys, payload));
  });

  it('refuses a tampered payload, another key pair, and malformed input', async () => {
    const { signature, payload } = await gateway.sampleNotification('transaction_settled', 'abc');
    const tampered = encodeWebhookPayload(
      Buffer.from(payload, 'base64').toString('utf8').replace('<id>abc</id>', '<id>abd</id>'),
    );
    await expect(gateway.parseWebhook(signature, tampered)).rejects.toThrow(WebhookSignatureError);
    const other = createSandboxGateway({ db: t.database.db, secret: 'another secret', publicUrl: 'http://x' });
    const foreign = await other.sampleNotification('transaction_settled', 'abc');
    await expect(gateway.parseWebhook(foreign.signature, foreign.payload)).rejects.toThrow(WebhookSignatureError);
    // A forged signature under our public key but another private key.
    const forged = signWebhookPayload({ publicKey: gateway.webhookKeys.publicKey, privateKey: 'guess' }, payload);
    await expect(gateway.parseWebhook(forged, payload)).rejects.toThrow(WebhookSignatureError);
    await expect(gateway.parseWebhook('', payload)).rejects.toThrow(WebhookSignatureError);
    // Correctly signed but not a notification.
    for (const xml of ['<other><kind>x</kind></other>', '<notification><kind>x</kind>', 'not xml at all']) {
      const bad = encodeWebhookPayload(xml);
      await expect(gateway.parseWebhook(signWebhookPayload(gateway.webhookKeys, bad), bad)).rejects.toThrow(
        WebhookSignatureError,
      );
    }
    const illegal = 'not*base64';
    await expect(gateway.parseWebhook(signWebhookPayload(gateway.webhookKeys, illegal), illegal)).rejects.toThrow(
      WebhookSignatureError,
    );
  });
});

describe('storage', () => {
  it('never keeps a card number or a security code', async () => {
    const pan = '4009348888881881';
    const nonce = await tokenize(pan, { cvv: '7391' });
    await sale({ nonce, storeInVaultForCustomer: 'customer-1' });
    const tables = [sandboxNonces, sandboxPaymentMethods, sandboxTransactions, sandboxCustomers, sandboxClientTokens];
    const dump = JSON.stringify(await Promise.all(tables.map((table) => t.database.db.select().from(table))));
    expect(dump).toContain('"bin":"400934","last4":"1881"');
    expect(dump).not.toContain(pan);
    expect(dump).not.toContain('7391');
  });
});
