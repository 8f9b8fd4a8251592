// The Braintree adapter through the real SDK against a local stand-in of Braintree's API: what it
// sends (amount format, order id, settlement, nonce, verification) and how answers map to results.
import braintree from 'braintree';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  apiErrorXml,
  clientTokenXml,
  creditCardXml,
  customerXml,
  paypalAccountXml,
  searchIdsXml,
  searchResultsXml,
  startBraintreeStandIn,
  transactionXml,
  type BraintreeStandIn,
  type TransactionFields,
} from './braintree-stand-in.ts';
import { createBraintreeGateway, formatAmount, parseAmount } from './braintree.ts';
import { WebhookSignatureError, type PaymentGateway } from './gateway.ts';
import { encodeWebhookPayload, signWebhookPayload, verifyWebhookSignature } from './webhook-signature.ts';

const credentials = {
  environment: 'sandbox',
  merchantId: 'spc_merchant',
  publicKey: 'public_key_1',
  privateKey: 'private_key_1',
} as const;

let standIn: BraintreeStandIn;
let gateway: PaymentGateway;

beforeAll(async () => {
  standIn = await startBraintreeStandIn(credentials.merchantId);
  gateway = createBraintreeGateway(credentials, { environment: standIn.environment });
});

afterAll(async () => {
  await standIn.close();
});

beforeEach(() => {
  standIn.reset();
});

const visa = { cardType: 'Visa', last4: '1111', month: '12', year: '2030' };
const settledSale = (fields: Partial<TransactionFields> = {}): TransactionFields => ({
  id: 'tx1',
  status: 'submitted_for_settlement',
  amount: '11.99',
  orderId: 'SPC-1',
  card: visa,
  ...fields,
});

describe('amounts', () => {
  it('are sent as dollars with two decimals and read back to cents', () => {
    expect([formatAmount(1199), formatAmount(5), formatAmount(200_000)]).toEqual(['11.99', '0.05', '2000.00']);
    expect([parseAmount('11.99'), parseAmount('100'), parseAmount('0.5')]).toEqual([1199, 10_000, 50]);
  });
});

describe('sale', () => {
  it('sends the amount, order number, nonce and settlement, authenticated by the key pair', async () => {
    standIn.on('POST', '/transactions', { status: 201, xml: transactionXml(settledSale()) });
    const result = await gateway.sale({
      amountCents: 1199,
      currency: 'CAD',
      orderId: 'SPC-1',
      nonce: 'fake-valid-nonce',
      postalCode: 'M5V 2T6',
    });
    expect(standIn.requests).toHaveLength(1);
    const [request] = standIn.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/merchants/spc_merchant/transactions' });
    expect(request!.authorization).toBe(
      `Basic ${Buffer.from(`${credentials.publicKey}:${credentials.privateKey}`).toString('base64')}`,
    );
    expect(request!.body).toEqual({
      transaction: {
        amount: '11.99',
        order_id: 'SPC-1',
        payment_method_nonce: 'fake-valid-nonce',
        billing: { postal_code: 'M5V 2T6' },
        options: { submit_for_settlement: true },
        type: 'sale',
      },
    });
    expect(result).toEqual({
      ok: true,
      transaction: {
        id: 'tx1',
        orderId: 'SPC-1',
        amountCents: 1199,
        currency: 'CAD',
        status: 'submitted_for_settlement',
        succeeded: true,
        card: { cardType: 'Visa', last4: '1111', expirationMonth: 12, expirationYear: 2030 },
        paymentMethodToken: null,
        createdAt: new Date('2026-01-15T10:00:00Z'),
      },
    });
  });

  it('vaults for a customer and marks a renewal as recurring, charged by token', async () => {
    standIn.on('POST', '/transactions', {
      status: 201,
      xml: transactionXml(settledSale({ card: { ...visa, token: 'tok9' } })),
    });
    const vaulting = await gateway.sale({
      amountCents: 2500,
      currency: 'CAD',
      orderId: 'SPC-2',
      nonce: 'n',
      storeInVaultForCustomer: 'customer-1',
    });
    expect(vaulting).toMatchObject({ ok: true, transaction: { paymentMethodToken: 'tok9' } });
    expect(standIn.requests[0]!.body).toMatchObject({
      transaction: {
        customer_id: 'customer-1',
        options: { submit_for_settlement: true, store_in_vault_on_success: true },
      },
    });
    await gateway.sale({
      amountCents: 2500,
      currency: 'CAD',
      orderId: 'SPC-3',
      paymentMethodToken: 'tok9',
      recurring: true,
    });
    expect(standIn.requests[1]!.body).toMatchObject({
      transaction: { payment_method_token: 'tok9', transaction_source: 'recurring', amount: '25.00' },
    });
  });

  it('maps a processor decline to processor_declined with its code and text', async () => {
    standIn.on('POST', '/transactions', {
      status: 422,
      xml: apiErrorXml({
        message: 'Insufficient Funds',
        transaction: settledSale({
          id: 'tx2',
          status: 'processor_declined',
          processorResponseCode: '2001',
          processorResponseText: 'Insufficient Funds',
        }),
      }),
    });
    expect(await gateway.sale({ amountCents: 200_100, currency: 'CAD', orderId: 'SPC-4', nonce: 'n' })).toEqual({
      ok: false,
      kind: 'processor_declined',
      code: '2001',
      message: 'Insufficient Funds',
      transactionId: 'tx2',
    });
  });

  it('maps gateway rejections and processor failures', async () => {
    standIn.on('POST', '/transactions', {
      status: 422,
      xml: apiErrorXml({
        message: 'Gateway Rejected: cvv',
        transaction: settledSale({ id: 'tx3', status: 'gateway_rejected', gatewayRejectionReason: 'cvv' }),
      }),
    });
    expect(await gateway.sale({ amountCents: 100, currency: 'CAD', orderId: 'SPC-5', nonce: 'n' })).toMatchObject({
      ok: false,
      kind: 'gateway_rejected',
      code: 'cvv',
      transactionId: 'tx3',
    });
    standIn.on('POST', '/transactions', {
      status: 422,
      xml: apiErrorXml({
        message: 'Processor Network Unavailable - Try Again',
        transaction: settledSale({
          id: 'tx4',
          status: 'failed',
          processorResponseCode: '3000',
          processorResponseText: 'Processor Network Unavailable - Try Again',
        }),
      }),
    });
    expect(await gateway.sale({ amountCents: 300_000, currency: 'CAD', orderId: 'SPC-6', nonce: 'n' })).toMatchObject({
      ok: false,
      kind: 'processor_failure',
      code: '3000',
    });
  });

  it('maps a used or unknown nonce (a validation error) to invalid_nonce', async () => {
    standIn.on('POST', '/transactions', {
      status: 422,
      xml: apiErrorXml({
        message: 'Cannot use a payment_method_nonce more than once.',
        errors: [
          {
            code: '93107',
            attribute: 'payment_method_nonce',
            message: 'Cannot use a payment_method_nonce more than once.',
          },
        ],
      }),
    });
    expect(await gateway.sale({ amountCents: 100, currency: 'CAD', orderId: 'SPC-7', nonce: 'used' })).toEqual({
      ok: false,
      kind: 'invalid_nonce',
      code: '93107',
      message: 'Cannot use a payment_method_nonce more than once.',
      transactionId: null,
    });
  });

  it('throws when Braintree cannot be reached or fails (the outcome is unknown)', async () => {
    standIn.on('POST', '/transactions', { status: 500 });
    await expect(gateway.sale({ amountCents: 100, currency: 'CAD', orderId: 'SPC-8', nonce: 'n' })).rejects.toThrow();
    const unreachable = createBraintreeGateway(credentials, {
      environment: new braintree.Environment('127.0.0.1', '1', 'http://127.0.0.1:1', false, '127.0.0.1', '1'),
    });
    await expect(
      unreachable.sale({ amountCents: 100, currency: 'CAD', orderId: 'SPC-9', nonce: 'n' }),
    ).rejects.toThrow();
  });
});

describe('vault', () => {
  it('creates the payment method with card verification', async () => {
    standIn.on('POST', '/payment_methods', {
      status: 201,
      xml: creditCardXml({ token: 'tok1', cardType: 'MasterCard', last4: '4444', month: '03', year: '2031' }),
    });
    const result = await gateway.vaultPaymentMethod({ customerId: 'customer-1', nonce: 'n', postalCode: 'H2X 1Y4' });
    expect(standIn.requests[0]!.body).toEqual({
      payment_method: {
        customer_id: 'customer-1',
        payment_method_nonce: 'n',
        billing_address: { postal_code: 'H2X 1Y4' },
        options: { verify_card: true },
      },
    });
    expect(result).toEqual({
      ok: true,
      token: 'tok1',
      card: { cardType: 'MasterCard', last4: '4444', expirationMonth: 3, expirationYear: 2031 },
    });
  });

  it('maps a failed verification to verification_failed', async () => {
    standIn.on('POST', '/payment_methods', {
      status: 422,
      xml: apiErrorXml({
        message: 'Do Not Honor',
        verification: {
          status: 'processor_declined',
          processorResponseCode: '2000',
          processorResponseText: 'Do Not Honor',
        },
      }),
    });
    expect(await gateway.vaultPaymentMethod({ customerId: 'customer-1', nonce: 'n' })).toEqual({
      ok: false,
      kind: 'verification_failed',
      code: '2000',
      message: 'Do Not Honor',
      transactionId: null,
    });
  });

  it('keeps a PayPal account as PayPal ending 0000', async () => {
    standIn.on('POST', '/payment_methods', { status: 201, xml: paypalAccountXml('pp1', 'buyer@example.com') });
    expect(await gateway.vaultPaymentMethod({ customerId: 'customer-1', nonce: 'n' })).toEqual({
      ok: true,
      token: 'pp1',
      card: { cardType: 'PayPal', last4: '0000', expirationMonth: 12, expirationYear: 9999 },
    });
  });

  it('deletes a payment method, and a missing one is not an error', async () => {
    standIn.on('DELETE', '/payment_methods/any/tok1', { status: 200 });
    await gateway.deletePaymentMethod('tok1');
    await gateway.deletePaymentMethod('gone');
    expect(standIn.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'DELETE /merchants/spc_merchant/payment_methods/any/tok1',
      'DELETE /merchants/spc_merchant/payment_methods/any/gone',
    ]);
  });
});

describe('customers and client tokens', () => {
  it('finds an existing customer, creates a missing one', async () => {
    standIn.on('GET', '/customers/customer-1', { status: 200, xml: customerXml('customer-1') });
    standIn.on('POST', '/customers', { status: 201, xml: customerXml('customer-2', 'b@example.com') });
    expect(await gateway.ensureCustomer({ id: 'customer-1', email: 'a@example.com' })).toBe('customer-1');
    expect(await gateway.ensureCustomer({ id: 'customer-2', email: 'b@example.com' })).toBe('customer-2');
    expect(standIn.requests.at(-1)!.body).toEqual({ customer: { id: 'customer-2', email: 'b@example.com' } });
  });

  it('passes the client token through', async () => {
    standIn.on('POST', '/client_token', { status: 201, xml: clientTokenXml('eyJ2ZXJzaW9uIjoyfQ==') });
    expect(await gateway.generateClientToken({ customerId: 'customer-1' })).toBe('eyJ2ZXJzaW9uIjoyfQ==');
    expect(standIn.requests[0]!.body).toEqual({ client_token: { customer_id: 'customer-1', version: 2 } });
  });
});

describe('order lookup and refunds', () => {
  it('searches by order number and returns the successful charge', async () => {
    standIn.on('POST', '/transactions/advanced_search_ids', { status: 200, xml: searchIdsXml(['d1', 'ok1']) });
    standIn.on('POST', '/transactions/advanced_search', {
      status: 200,
      xml: searchResultsXml([
        settledSale({ id: 'd1', status: 'processor_declined', processorResponseCode: '2000' }),
        settledSale({ id: 'ok1', status: 'settled' }),
      ]),
    });
    expect(await gateway.findTransactionByOrderId('SPC-1')).toMatchObject({ id: 'ok1', status: 'settled' });
    expect(standIn.requests[0]!.body).toEqual({ search: { order_id: { is: 'SPC-1' } } });
  });

  it('finds nothing for an order without a successful charge', async () => {
    standIn.on('POST', '/transactions/advanced_search_ids', { status: 200, xml: searchIdsXml([]) });
    expect(await gateway.findTransactionByOrderId('SPC-NONE')).toBeNull();
  });

  it('voids an unsettled charge and refunds a settled one', async () => {
    standIn.on('GET', '/transactions/tx1', { status: 200, xml: transactionXml(settledSale()) });
    standIn.on('PUT', '/transactions/tx1/void', {
      status: 200,
      xml: transactionXml(settledSale({ status: 'voided' })),
    });
    expect(await gateway.refund('tx1')).toBe('voided');
    standIn.on('GET', '/transactions/tx2', {
      status: 200,
      xml: transactionXml(settledSale({ id: 'tx2', status: 'settled' })),
    });
    standIn.on('POST', '/transactions/tx2/refund', {
      status: 201,
      xml: transactionXml(settledSale({ id: 'cr1', type: 'credit' })),
    });
    expect(await gateway.refund('tx2')).toBe('refunded');
    expect(standIn.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /merchants/spc_merchant/transactions/tx1',
      'PUT /merchants/spc_merchant/transactions/tx1/void',
      'GET /merchants/spc_merchant/transactions/tx2',
      'POST /merchants/spc_merchant/transactions/tx2/refund',
    ]);
  });
});

describe('webhooks', () => {
  it.each([
    ['check', null],
    ['transaction_settled', 'tx42'],
    ['transaction_settlement_declined', 'tx42'],
    ['dispute_opened', 'tx42'],
    ['payment_method_revoked_by_customer', 'tx42'],
  ])('parses a signed %s sample with the configured keys', async (kind, subjectId) => {
    const timestamp = new Date('2030-01-02T03:04:05Z');
    const { signature, payload } = await gateway.sampleNotification(kind, 'tx42', { timestamp });
    expect(signature.startsWith(`${credentials.publicKey}|`)).toBe(true);
    expect(await gateway.parseWebhook(signature, payload)).toEqual({ kind, timestamp, subjectId, orderId: null });
  });

  it('refuses a signature made with other keys or a tampered payload', async () => {
    const other = createBraintreeGateway({ ...credentials, privateKey: 'other' }, { environment: standIn.environment });
    const foreign = await other.sampleNotification('check', 'x');
    await expect(gateway.parseWebhook(foreign.signature, foreign.payload)).rejects.toThrow(WebhookSignatureError);
    const { signature, payload } = await gateway.sampleNotification('transaction_settled', 'tx1');
    const tampered = Buffer.from(Buffer.from(payload, 'base64').toString('utf8').replace('tx1', 'tx2')).toString(
      'base64',
    );
    await expect(gateway.parseWebhook(signature, tampered)).rejects.toThrow(WebhookSignatureError);
  });

  it('speaks the same format as the sandbox, both ways', async () => {
    const keys = { publicKey: credentials.publicKey, privateKey: credentials.privateKey };
    const sdkSample = await gateway.sampleNotification('transaction_settled', 'tx7');
    expect(verifyWebhookSignature(keys, sdkSample.signature, sdkSample.payload)).toBe(true);
    const xml = [
      '<notification>',
      '<timestamp type="datetime">2030-05-06T07:08:09Z</timestamp>',
      '<kind>transaction_settled</kind>',
      '<subject><transaction><id>tx7</id><status>settled</status><type>sale</type>',
      '<amount>11.99</amount><order-id>SPC-77</order-id></transaction></subject>',
      '</notification>',
    ].join('\n');
    const payload = encodeWebhookPayload(xml);
    expect(await gateway.parseWebhook(signWebhookPayload(keys, payload), payload)).toEqual({
      kind: 'transaction_settled',
      timestamp: new Date('2030-05-06T07:08:09Z'),
      subjectId: 'tx7',
      orderId: 'SPC-77',
    });
  });
});
