// The Braintree payment gateway through the official SDK (PAYMENT_GATEWAY=braintree): maps the
// PaymentGateway interface onto client tokens, customers, sales, the vault with card verification,
// order-number search, void/refund and webhooks. Declines, rejections and validation errors become
// PaymentFailure results; network and server errors are thrown (the outcome is then unknown).
import braintree from 'braintree';
import type { BraintreeCredentials } from '../../config.ts';
import {
  WebhookSignatureError,
  type CardDetails,
  type GatewayTransaction,
  type PaymentFailure,
  type PaymentFailureKind,
  type PaymentGateway,
  type RefundOutcome,
  type SaleResult,
  type VaultResult,
  type WebhookNotification,
} from './gateway.ts';
import { PAYPAL_CARD_TYPE, PAYPAL_EXPIRY, PAYPAL_LAST4 } from './sandbox-rules.ts';
import { encodeWebhookPayload, signWebhookPayload } from './webhook-signature.ts';

const SUCCEEDED = new Set(['authorized', 'submitted_for_settlement', 'settling', 'settled', 'settlement_pending']);
const VOIDABLE = new Set(['authorized', 'submitted_for_settlement', 'settlement_pending']);
const REFUNDABLE = new Set(['settled', 'settling']);

export interface BraintreeGatewayOptions {
  /** Replaces the environment chosen by the credentials (tests: a local stand-in of Braintree). */
  environment?: braintree.Environment;
}

/** What the SDK's objects carry that the adapter reads (its typings miss some, e.g. verification). */
interface SdkCard {
  token?: string | null;
  cardType?: string | null;
  last4?: string | null;
  expirationMonth?: string | null;
  expirationYear?: string | null;
}
interface SdkTransaction {
  id: string;
  orderId?: string | null;
  amount: string;
  currencyIsoCode?: string | null;
  status: string;
  type?: string;
  paymentInstrumentType?: string | null;
  creditCard?: SdkCard | null;
  paypalAccount?: { token?: string | null } | null;
  processorResponseCode?: string | null;
  processorResponseText?: string | null;
  processorSettlementResponseCode?: string | null;
  processorSettlementResponseText?: string | null;
  gatewayRejectionReason?: string | null;
  createdAt: string;
}
interface SdkVerification {
  status?: string;
  processorResponseCode?: string | null;
  processorResponseText?: string | null;
  gatewayRejectionReason?: string | null;
}
interface SdkResult {
  success: boolean;
  message?: string;
  transaction?: SdkTransaction;
  verification?: SdkVerification;
  creditCardVerification?: SdkVerification;
  paymentMethod?: SdkCard & { email?: string };
  errors?: { deepErrors(): { code: string; attribute: string; message: string }[] };
}

/** Braintree wants dollars with two decimals: 1199 → '11.99'. */
export function formatAmount(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

export function parseAmount(amount: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) throw new Error(`Braintree gateway: unexpected amount ${amount}`);
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

function cardOf(card: SdkCard | null | undefined): CardDetails | null {
  if (!card?.last4) return null;
  return {
    cardType: card.cardType ?? 'Unknown',
    last4: card.last4,
    expirationMonth: Number(card.expirationMonth),
    expirationYear: Number(card.expirationYear),
  };
}

function toTransaction(transaction: SdkTransaction): GatewayTransaction {
  const paypal = transaction.paymentInstrumentType === 'paypal_account';
  return {
    id: transaction.id,
    orderId: transaction.orderId || null,
    amountCents: parseAmount(transaction.amount),
    currency: transaction.currencyIsoCode ?? 'CAD',
    status: transaction.status,
    succeeded: SUCCEEDED.has(transaction.status) && (transaction.type ?? 'sale') === 'sale',
    // A PayPal payment has no card, as in the sandbox (decision 009).
    card: paypal ? null : cardOf(transaction.creditCard),
    paymentMethodToken: (paypal ? transaction.paypalAccount?.token : transaction.creditCard?.token) ?? null,
    createdAt: new Date(transaction.createdAt),
  };
}

const failure = (kind: PaymentFailureKind, code: string, message: string, transactionId: string | null = null) =>
  ({ ok: false, kind, code, message, transactionId }) satisfies PaymentFailure;

/** A failed transaction's status → the store's vocabulary. */
function transactionFailure(transaction: SdkTransaction): PaymentFailure {
  const { id, status } = transaction;
  const code = transaction.processorResponseCode ?? '';
  const text = transaction.processorResponseText ?? status;
  switch (status) {
    case 'gateway_rejected':
      return failure(
        'gateway_rejected',
        transaction.gatewayRejectionReason ?? 'unknown',
        `Gateway Rejected: ${transaction.gatewayRejectionReason ?? 'unknown'}`,
        id,
      );
    case 'failed':
      return failure('processor_failure', code || '3000', text, id);
    case 'settlement_declined':
      return failure(
        'processor_declined',
        transaction.processorSettlementResponseCode ?? code,
        transaction.processorSettlementResponseText ?? text,
        id,
      );
    default:
      return failure('processor_declined', code, text, id);
  }
}

function verificationFailure(verification: SdkVerification): PaymentFailure {
  if (verification.status === 'gateway_rejected') {
    const reason = verification.gatewayRejectionReason ?? 'unknown';
    return failure('gateway_rejected', reason, `Gateway Rejected: ${reason}`);
  }
  const code = verification.processorResponseCode ?? '';
  const text = verification.processorResponseText ?? verification.status ?? 'Verification failed';
  if (verification.status === 'failed') return failure('processor_failure', code || '3000', text);
  return failure('verification_failed', code, text);
}

/**
 * Validation errors (no transaction was made): an unknown, expired or used nonce or token, an
 * invalid card, and anything else the shopper can only fix by entering the card again.
 */
function validationFailure(result: SdkResult): PaymentFailure {
  const first = result.errors?.deepErrors()[0];
  return failure('invalid_nonce', first?.code ?? 'validation', first?.message ?? result.message ?? 'Validation failed');
}

function resultFailure(result: SdkResult): PaymentFailure {
  if (result.transaction) return transactionFailure(result.transaction);
  const verification = result.verification ?? result.creditCardVerification;
  if (verification) return verificationFailure(verification);
  return validationFailure(result);
}

function environmentOf(credentials: BraintreeCredentials): braintree.Environment {
  return credentials.environment === 'production' ? braintree.Environment.Production : braintree.Environment.Sandbox;
}

const isNotFound = (error: unknown) => (error as { type?: string } | null)?.type === 'notFoundError';

/** The subject of a notification: the transaction, dispute or payment method it is about. */
function subjectOf(notification: Record<string, unknown>): { subjectId: string | null; orderId: string | null } {
  const transaction = notification.transaction as SdkTransaction | undefined;
  if (transaction) return { subjectId: transaction.id, orderId: transaction.orderId || null };
  const dispute = notification.dispute as { id?: string; transaction?: { orderId?: string | null } } | undefined;
  if (dispute) return { subjectId: dispute.id ?? null, orderId: dispute.transaction?.orderId || null };
  const revoked = notification.revokedPaymentMethodMetadata as { token?: string } | undefined;
  if (revoked) return { subjectId: revoked.token ?? null, orderId: null };
  const subject = notification.subject as Record<string, { id?: string; token?: string } | boolean> | undefined;
  const node = subject ? Object.values(subject)[0] : undefined;
  if (node && typeof node === 'object') return { subjectId: node.id ?? node.token ?? null, orderId: null };
  return { subjectId: null, orderId: null };
}

export function createBraintreeGateway(
  credentials: BraintreeCredentials,
  options: BraintreeGatewayOptions = {},
): PaymentGateway {
  const sdk = new braintree.BraintreeGateway({
    environment: options.environment ?? environmentOf(credentials),
    merchantId: credentials.merchantId,
    publicKey: credentials.publicKey,
    privateKey: credentials.privateKey,
  });
  const keys = { publicKey: credentials.publicKey, privateKey: credentials.privateKey };

  async function transactionsOfOrder(orderId: string): Promise<SdkTransaction[]> {
    const stream = sdk.transaction.search((search) => {
      search.orderId().is(orderId);
    });
    const found: SdkTransaction[] = [];
    for await (const transaction of stream) found.push(transaction as SdkTransaction);
    return found;
  }

  return {
    name: 'braintree',

    async generateClientToken({ customerId } = {}) {
      const result = (await sdk.clientToken.generate(customerId ? { customerId } : {})) as unknown as SdkResult & {
        clientToken?: string;
      };
      if (!result.success || !result.clientToken) {
        throw new Error(`Braintree gateway: no client token (${result.message ?? 'unknown error'})`);
      }
      return result.clientToken;
    },

    async ensureCustomer({ id, email }) {
      try {
        await sdk.customer.find(id);
        return id;
      } catch (error) {
        if (!isNotFound(error)) throw error;
      }
      const result = (await sdk.customer.create({ id, email })) as unknown as SdkResult;
      // 91609: created meanwhile by a concurrent request.
      if (!result.success && !result.errors?.deepErrors().some((e) => e.code === '91609')) {
        throw new Error(`Braintree gateway: customer ${id} not created (${result.message ?? 'unknown error'})`);
      }
      return id;
    },

    async sale(request): Promise<SaleResult> {
      if ((request.nonce === undefined) === (request.paymentMethodToken === undefined)) {
        throw new TypeError('Braintree gateway: a sale takes exactly one of nonce or paymentMethodToken');
      }
      const vault = request.storeInVaultForCustomer;
      const result = (await sdk.transaction.sale({
        amount: formatAmount(request.amountCents),
        orderId: request.orderId,
        ...(request.nonce !== undefined && { paymentMethodNonce: request.nonce }),
        ...(request.paymentMethodToken !== undefined && { paymentMethodToken: request.paymentMethodToken }),
        ...(vault && { customerId: vault }),
        ...(request.postalCode && { billing: { postalCode: request.postalCode } }),
        ...(request.recurring && { transactionSource: 'recurring' as const }),
        options: { submitForSettlement: true, ...(vault && { storeInVaultOnSuccess: true }) },
      })) as unknown as SdkResult;
      if (result.success && result.transaction) return { ok: true, transaction: toTransaction(result.transaction) };
      return resultFailure(result);
    },

    async nonceKind(nonce) {
      try {
        const found = (await sdk.paymentMethodNonce.find(nonce)) as unknown as { type?: string };
        return found.type === 'PayPalAccount' ? 'paypal' : found.type ? 'card' : null;
      } catch {
        // Unknown or expired: the sale itself will refuse it.
        return null;
      }
    },

    async vaultPaymentMethod({ customerId, nonce, postalCode }): Promise<VaultResult> {
      const result = (await sdk.paymentMethod.create({
        customerId,
        paymentMethodNonce: nonce,
        ...(postalCode && { billingAddress: { postalCode } }),
        options: { verifyCard: true },
      })) as unknown as SdkResult;
      if (!result.success || !result.paymentMethod?.token) return resultFailure(result);
      const method = result.paymentMethod;
      const card =
        cardOf(method) ??
        // PayPal accounts (and other wallets without a card) are kept as PayPal ending 0000, never expiring.
        ({ cardType: PAYPAL_CARD_TYPE, last4: PAYPAL_LAST4, ...PAYPAL_EXPIRY } satisfies CardDetails);
      return { ok: true, token: method.token!, card };
    },

    async deletePaymentMethod(token) {
      try {
        await sdk.paymentMethod.delete(token);
      } catch (error) {
        // Already gone: deleting is idempotent, as in the sandbox.
        if (!isNotFound(error)) throw error;
      }
    },

    async findTransactionByOrderId(orderId) {
      const charges = (await transactionsOfOrder(orderId))
        .map(toTransaction)
        .filter((transaction) => transaction.succeeded)
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
      return charges[0] ?? null;
    },

    async refund(transactionId) {
      const transaction = (await sdk.transaction.find(transactionId)) as unknown as SdkTransaction;
      let result: SdkResult;
      let outcome: RefundOutcome;
      if (VOIDABLE.has(transaction.status)) {
        result = await sdk.transaction.void(transactionId);
        outcome = 'voided';
      } else if (REFUNDABLE.has(transaction.status)) {
        result = await sdk.transaction.refund(transactionId);
        outcome = 'refunded';
      } else {
        throw new Error(`Braintree gateway: transaction ${transactionId} (${transaction.status}) cannot be refunded`);
      }
      if (!result.success) {
        throw new Error(`Braintree gateway: refund of ${transactionId} failed (${result.message ?? 'unknown error'})`);
      }
      return outcome;
    },

    async parseWebhook(signature, payload): Promise<WebhookNotification> {
      let notification: Record<string, unknown>;
      try {
        notification = (await sdk.webhookNotification.parse(signature, payload)) as unknown as Record<string, unknown>;
      } catch (error) {
        throw new WebhookSignatureError(`Braintree webhook refused: ${(error as Error).message}`);
      }
      const timestamp = new Date(String(notification.timestamp));
      if (typeof notification.kind !== 'string' || Number.isNaN(timestamp.getTime())) {
        throw new WebhookSignatureError('Braintree webhook refused: not a notification');
      }
      return { kind: notification.kind, timestamp, ...subjectOf(notification) };
    },

    async sampleNotification(kind, subjectId, { timestamp } = {}) {
      // Any kind the SDK has a sample of; others get its subscription sample, as in the sandbox.
      const sample = await sdk.webhookTesting.sampleNotification(kind as braintree.WebhookNotificationKind, subjectId);
      if (!timestamp) return { signature: sample.bt_signature, payload: sample.bt_payload };
      // The SDK always stamps "now": put the requested time in and sign again with our keys.
      const xml = Buffer.from(sample.bt_payload, 'base64')
        .toString('utf8')
        .replace(
          /<timestamp type="datetime">[^<]*<\/timestamp>/,
          `<timestamp type="datetime">${timestamp.toISOString().replace(/\.\d{3}Z$/, 'Z')}</timestamp>`,
        );
      const payload = encodeWebhookPayload(xml);
      return { signature: signWebhookPayload(keys, payload), payload };
    },
  };
}
