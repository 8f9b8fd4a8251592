// The embedded payment gateway (the default): Braintree's behaviour in our own database, with its
// test nonces, cards, CVV/postal codes and amounts deciding outcomes (sandbox-rules.ts), single-use
// nonces, a vault, transactions found by order number, and Braintree-format webhooks. The browser
// tokenises cards through sandbox-client-api.ts. No card number or security code is ever stored.
import { createHmac, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  sandboxClientTokens,
  sandboxCustomers,
  sandboxNonces,
  sandboxPaymentMethods,
  sandboxTransactions,
} from '../../db/schema/payments-sandbox.ts';
import { encodeClientToken } from './client-token.ts';
import {
  WebhookSignatureError,
  type CardDetails,
  type GatewayTransaction,
  type PaymentFailure,
  type PaymentGateway,
  type SaleRequest,
  type SaleResult,
  type VaultResult,
  type WebhookNotification,
} from './gateway.ts';
import {
  amountOutcome,
  avsPostalResponse,
  cardBrand,
  cardFailure,
  cardNumberOutcome,
  cvvResponse,
  fraudRuleFailure,
  isExpired,
  PAYPAL_CARD_TYPE,
  PAYPAL_EXPIRY,
  PAYPAL_LAST4,
  TEST_NONCES,
  type CardOutcome,
  type RuleFailure,
} from './sandbox-rules.ts';
import {
  childOf,
  childText,
  decodeWebhookPayload,
  encodeWebhookPayload,
  escapeXml,
  parseXml,
  signWebhookPayload,
  verifyWebhookSignature,
  type WebhookKeys,
} from './webhook-signature.ts';

/** Where the sandbox's client API is mounted (plugins/payments.ts). */
export const SANDBOX_CLIENT_API_PATH = '/api/store/sandbox/client_api';
export const SANDBOX_ENVIRONMENT = 'sandbox-embedded';

const CLIENT_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
/** Braintree's nonces expire three hours after tokenisation. */
const NONCE_TTL_MS = 3 * 60 * 60 * 1000;

const SUCCEEDED = new Set(['authorized', 'submitted_for_settlement', 'settling', 'settled']);

export interface SandboxGatewayOptions {
  db: Db;
  /** The server's secret: the webhook key pair is derived from it. */
  secret: string;
  /** Where the browser reaches this server (the client token's clientApiUrl). */
  publicUrl: string;
  now?: () => Date;
}

export interface CardInput {
  authorizationFingerprint: string;
  number: string;
  expirationMonth: number;
  expirationYear: number;
  cvv?: string | undefined;
  postalCode?: string | undefined;
}

export interface TokenizedCard {
  nonce: string;
  cardType: string;
  bin: string;
  last4: string;
  expirationMonth: number;
  expirationYear: number;
}

export type TokenizeResult<T> = { ok: true; value: T } | { ok: false; status: 401 | 422; message: string };

export interface SandboxGateway extends PaymentGateway {
  readonly name: 'sandbox';
  /** The public/private key pair its webhooks are signed with. */
  readonly webhookKeys: WebhookKeys;
  /** The client API's card tokenisation (sandbox-client-api.ts). */
  tokenizeCard(input: CardInput): Promise<TokenizeResult<TokenizedCard>>;
  /** The sandbox always knows its nonces (issue 23 item 15). */
  nonceKind(nonce: string): Promise<'card' | 'paypal' | null>;
  /** A one-time PayPal nonce, as the PayPal popup would give one. */
  tokenizePayPal(authorizationFingerprint: string): Promise<TokenizeResult<{ nonce: string; email: string }>>;
  /** Settles a submitted charge (Braintree's testing gateway; the sandbox never settles on its own). */
  settle(transactionId: string): Promise<void>;
  /** Marks a submitted charge settlement_declined (testing). */
  declineSettlement(transactionId: string): Promise<void>;
}

export function isSandboxGateway(gateway: PaymentGateway): gateway is SandboxGateway {
  return gateway.name === 'sandbox' && typeof (gateway as Partial<SandboxGateway>).tokenizeCard === 'function';
}

/** The sandbox's webhook keys: HMACs of the server secret, so they survive restarts without storage. */
export function sandboxWebhookKeys(secret: string): WebhookKeys {
  const derive = (label: string) => createHmac('sha256', secret).update(label).digest('hex');
  return {
    publicKey: `sandbox_${derive('spc sandbox webhook public key').slice(0, 16)}`,
    privateKey: derive('spc sandbox webhook private key'),
  };
}

const ID_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
/** Random ids in Braintree's style (lowercase letters and digits). */
function randomId(length: number): string {
  return Array.from(randomBytes(length), (byte) => ID_ALPHABET[byte & 31]).join('');
}

/** The payment source of a sale or vault: a nonce's or a vaulted method's recorded details. */
interface Source {
  kind: 'credit_card' | 'paypal';
  cardType: string;
  bin: string | null;
  last4: string;
  expirationMonth: number | null;
  expirationYear: number | null;
  postalCode: string | null;
  cvvResponse: string | null;
  outcome: CardOutcome;
  token: string | null;
}

type TransactionRow = typeof sandboxTransactions.$inferSelect;

function cardOf(
  source: Pick<Source, 'kind' | 'cardType' | 'last4' | 'expirationMonth' | 'expirationYear'>,
): CardDetails {
  if (source.kind === 'paypal') return { cardType: PAYPAL_CARD_TYPE, last4: PAYPAL_LAST4, ...PAYPAL_EXPIRY };
  return {
    cardType: source.cardType,
    last4: source.last4,
    expirationMonth: source.expirationMonth ?? 12,
    expirationYear: source.expirationYear ?? 9999,
  };
}

function toTransaction(row: TransactionRow): GatewayTransaction {
  const details = (row.details ?? {}) as { kind?: string; card?: CardDetails };
  return {
    id: row.id,
    orderId: row.orderId,
    amountCents: row.amountCents,
    currency: row.currency,
    status: row.status,
    succeeded: SUCCEEDED.has(row.status) && details.kind !== 'credit',
    // A PayPal payment has no card (decision 009).
    card: details.card ?? null,
    paymentMethodToken: row.paymentMethodToken,
    createdAt: row.createdAt,
  };
}

const STATUS_OF_FAILURE: Record<PaymentFailure['kind'], string> = {
  invalid_nonce: 'gateway_rejected',
  verification_failed: 'processor_declined',
  processor_declined: 'processor_declined',
  gateway_rejected: 'gateway_rejected',
  processor_failure: 'failed',
};

const failure = (rule: RuleFailure, transactionId: string | null = null): PaymentFailure => ({
  ok: false,
  ...rule,
  transactionId,
});

const dollars = (cents: number) => (cents / 100).toFixed(2);
const isoSeconds = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

export function createSandboxGateway({
  db,
  secret,
  publicUrl,
  now = () => new Date(),
}: SandboxGatewayOptions): SandboxGateway {
  const webhookKeys = sandboxWebhookKeys(secret);
  const clientApiUrl = `${publicUrl.replace(/\/$/, '')}${SANDBOX_CLIENT_API_PATH}`;

  async function fingerprintValid(fingerprint: string): Promise<boolean> {
    if (!fingerprint || fingerprint.length > 64) return false;
    const [row] = await db
      .select({ fingerprint: sandboxClientTokens.fingerprint })
      .from(sandboxClientTokens)
      .where(and(eq(sandboxClientTokens.fingerprint, fingerprint), gt(sandboxClientTokens.expiresAt, now())));
    return row !== undefined;
  }

  async function requireCustomer(customerId: string): Promise<void> {
    const [row] = await db
      .select({ id: sandboxCustomers.id })
      .from(sandboxCustomers)
      .where(eq(sandboxCustomers.id, customerId));
    // A programming error, raised before anything is charged: customers are created by ensureCustomer.
    if (!row) throw new Error(`Sandbox gateway: unknown customer ${customerId} (call ensureCustomer first)`);
  }

  /** Resolves a nonce, consuming it atomically: of concurrent uses exactly one gets it. */
  async function consumeNonce(nonce: string): Promise<Source | null> {
    const test = TEST_NONCES[nonce];
    if (test) {
      const year = now().getUTCFullYear() + 3;
      return {
        ...test,
        expirationMonth: test.kind === 'paypal' ? null : 12,
        expirationYear: test.kind === 'paypal' ? null : year,
        postalCode: null,
        cvvResponse: null,
        token: null,
      };
    }
    if (nonce.length > 64) return null;
    const at = now();
    const [row] = await db
      .update(sandboxNonces)
      .set({ consumedAt: at })
      .where(
        and(
          eq(sandboxNonces.nonce, nonce),
          isNull(sandboxNonces.consumedAt),
          gt(sandboxNonces.createdAt, new Date(at.getTime() - NONCE_TTL_MS)),
        ),
      )
      .returning();
    if (!row) return null;
    return {
      kind: row.kind,
      cardType: row.cardType ?? PAYPAL_CARD_TYPE,
      bin: row.bin,
      last4: row.last4 ?? PAYPAL_LAST4,
      expirationMonth: row.expirationMonth,
      expirationYear: row.expirationYear,
      postalCode: row.postalCode,
      cvvResponse: row.cvvResponse,
      outcome: row.outcome as CardOutcome,
      token: null,
    };
  }

  async function vaultedMethod(token: string): Promise<Source | null> {
    const [row] = await db.select().from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.token, token));
    if (!row) return null;
    return {
      kind: row.kind === 'paypal' ? 'paypal' : 'credit_card',
      cardType: row.cardType ?? PAYPAL_CARD_TYPE,
      bin: row.bin,
      last4: row.last4 ?? PAYPAL_LAST4,
      expirationMonth: row.expirationMonth,
      expirationYear: row.expirationYear,
      postalCode: null,
      // The security code was checked when the card was vaulted; renewals carry none.
      cvvResponse: null,
      outcome: row.outcome as CardOutcome,
      token: row.token,
    };
  }

  async function storeMethod(customerId: string, source: Source): Promise<string> {
    const token = randomId(12);
    await db.insert(sandboxPaymentMethods).values({
      token,
      customerId,
      kind: source.kind,
      cardType: source.cardType,
      bin: source.bin,
      last4: source.last4,
      expirationMonth: source.expirationMonth,
      expirationYear: source.expirationYear,
      outcome: 'ok',
      createdAt: now(),
    });
    return token;
  }

  const invalidNonce = (): PaymentFailure =>
    failure({ kind: 'invalid_nonce', code: '91565', message: 'Unknown or expired payment_method_nonce.' });

  async function transactionRow(id: string): Promise<TransactionRow | undefined> {
    const [row] = await db.select().from(sandboxTransactions).where(eq(sandboxTransactions.id, id));
    return row;
  }

  async function moveStatus(id: string, from: string, to: string): Promise<void> {
    const moved = await db
      .update(sandboxTransactions)
      .set({ status: to })
      .where(and(eq(sandboxTransactions.id, id), eq(sandboxTransactions.status, from)))
      .returning({ id: sandboxTransactions.id });
    if (moved.length === 0) throw new Error(`Sandbox gateway: transaction ${id} is not ${from}`);
  }

  async function sampleSubject(kind: string, id: string): Promise<string> {
    const safeId = escapeXml(id);
    if (kind === 'check') return '<check type="boolean">true</check>';
    if (kind.startsWith('transaction_')) {
      const row = await transactionRow(id);
      const status = { transaction_settled: 'settled', transaction_settlement_declined: 'settlement_declined' }[kind];
      return [
        '<transaction>',
        `<id>${safeId}</id>`,
        `<status>${status ?? row?.status ?? 'submitted_for_settlement'}</status>`,
        '<type>sale</type>',
        `<currency-iso-code>${row?.currency ?? 'CAD'}</currency-iso-code>`,
        `<amount>${dollars(row?.amountCents ?? 10_000)}</amount>`,
        row?.orderId ? `<order-id>${escapeXml(row.orderId)}</order-id>` : '<order-id nil="true"/>',
        '</transaction>',
      ].join('\n');
    }
    if (kind.startsWith('dispute_')) {
      const row = await transactionRow(id);
      const amount = dollars(row?.amountCents ?? 25_000);
      const status = kind.slice('dispute_'.length).replace('opened', 'open').replace('auto_accepted', 'accepted');
      return [
        '<dispute>',
        `<id>${safeId}</id>`,
        `<amount>${amount}</amount>`,
        `<currency-iso-code>${row?.currency ?? 'CAD'}</currency-iso-code>`,
        '<kind>chargeback</kind>',
        `<status>${status}</status>`,
        '<reason>fraud</reason>',
        `<transaction><id>${safeId}</id><amount>${amount}</amount></transaction>`,
        '</dispute>',
      ].join('\n');
    }
    if (kind === 'payment_method_revoked_by_customer') {
      return [
        '<paypal-account>',
        `<token>${safeId}</token>`,
        `<revoked-at type="datetime">${isoSeconds(now())}</revoked-at>`,
        '</paypal-account>',
      ].join('\n');
    }
    // As the SDK does for the kinds it has no sample of.
    return `<subscription><id>${safeId}</id><transactions type="array"/></subscription>`;
  }

  const gateway: SandboxGateway = {
    name: 'sandbox',
    webhookKeys,

    async generateClientToken(options = {}) {
      const at = now();
      const fingerprint = randomBytes(32).toString('base64url');
      await db.delete(sandboxClientTokens).where(lt(sandboxClientTokens.expiresAt, at));
      await db.insert(sandboxClientTokens).values({
        fingerprint,
        customerId: options.customerId ?? null,
        expiresAt: new Date(at.getTime() + CLIENT_TOKEN_TTL_MS),
        createdAt: at,
      });
      return encodeClientToken({
        version: 2,
        authorizationFingerprint: fingerprint,
        clientApiUrl,
        environment: SANDBOX_ENVIRONMENT,
      });
    },

    async ensureCustomer({ id, email }) {
      await db
        .insert(sandboxCustomers)
        .values({ id, email, createdAt: now() })
        .onConflictDoUpdate({ target: sandboxCustomers.id, set: { email } });
      return id;
    },

    async sale(request: SaleRequest): Promise<SaleResult> {
      if (!Number.isInteger(request.amountCents) || request.amountCents <= 0) {
        throw new RangeError(`Sandbox gateway: amount must be a positive number of cents (${request.amountCents})`);
      }
      if ((request.nonce === undefined) === (request.paymentMethodToken === undefined)) {
        throw new TypeError('Sandbox gateway: a sale takes exactly one of nonce or paymentMethodToken');
      }
      if (request.storeInVaultForCustomer) await requireCustomer(request.storeInVaultForCustomer);
      const source =
        request.nonce !== undefined
          ? await consumeNonce(request.nonce)
          : await vaultedMethod(request.paymentMethodToken!);
      if (!source) {
        return request.nonce !== undefined
          ? invalidNonce()
          : failure({ kind: 'invalid_nonce', code: '91518', message: 'Payment method token is invalid.' });
      }
      const cardRule = cardFailure(source.outcome, 'sale');
      if (cardRule?.kind === 'invalid_nonce') return failure(cardRule);
      const postalCode = request.postalCode ?? source.postalCode;
      const rule =
        cardRule ??
        fraudRuleFailure(source.cvvResponse, avsPostalResponse(postalCode)) ??
        amountOutcome(request.amountCents);

      const id = randomId(8);
      const at = now();
      const token =
        !rule && request.storeInVaultForCustomer
          ? await storeMethod(request.storeInVaultForCustomer, source)
          : source.token;
      const card = source.kind === 'paypal' ? null : cardOf(source);
      const [row] = await db
        .insert(sandboxTransactions)
        .values({
          id,
          orderId: request.orderId,
          amountCents: request.amountCents,
          currency: request.currency,
          status: rule ? STATUS_OF_FAILURE[rule.kind] : 'submitted_for_settlement',
          processorResponseCode: rule ? (/^\d+$/.test(rule.code) ? rule.code : null) : '1000',
          processorResponseText: rule ? rule.message : 'Approved',
          gatewayRejectionReason: rule?.kind === 'gateway_rejected' ? rule.code : null,
          paymentMethodToken: token,
          customerId: request.storeInVaultForCustomer ?? null,
          details: {
            kind: 'sale',
            source: source.kind,
            card,
            bin: source.bin,
            cvvResponse: source.cvvResponse,
            avsPostalResponse: avsPostalResponse(postalCode),
            postalCode,
            recurring: request.recurring ?? false,
          },
          createdAt: at,
        })
        .returning();
      if (rule) return failure(rule, id);
      return { ok: true, transaction: toTransaction(row!) };
    },

    async nonceKind(nonce) {
      const test = TEST_NONCES[nonce];
      if (test) return test.kind === 'paypal' ? 'paypal' : 'card';
      if (nonce.length > 64) return null;
      const [row] = await db
        .select({ kind: sandboxNonces.kind })
        .from(sandboxNonces)
        .where(and(eq(sandboxNonces.nonce, nonce), isNull(sandboxNonces.consumedAt)));
      if (!row) return null;
      return row.kind === 'paypal' ? 'paypal' : 'card';
    },

    async vaultPaymentMethod({ customerId, nonce, postalCode }): Promise<VaultResult> {
      await requireCustomer(customerId);
      const source = await consumeNonce(nonce);
      if (!source) return invalidNonce();
      const rule =
        cardFailure(source.outcome, 'vault') ??
        fraudRuleFailure(source.cvvResponse, avsPostalResponse(postalCode ?? source.postalCode));
      if (rule) return failure(rule);
      const token = await storeMethod(customerId, source);
      return { ok: true, token, card: cardOf(source) };
    },

    async deletePaymentMethod(token) {
      // Idempotent: deleting a method that is already gone is not an error.
      await db.delete(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.token, token));
    },

    async findTransactionByOrderId(orderId) {
      const rows = await db.select().from(sandboxTransactions).where(eq(sandboxTransactions.orderId, orderId));
      const charge = rows
        .map(toTransaction)
        .filter((transaction) => transaction.succeeded)
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
      return charge ?? null;
    },

    async refund(transactionId) {
      const row = await transactionRow(transactionId);
      if (!row || (row.details as { kind?: string } | null)?.kind === 'credit') {
        throw new Error(`Sandbox gateway: no sale ${transactionId}`);
      }
      if (row.status === 'authorized' || row.status === 'submitted_for_settlement') {
        await moveStatus(transactionId, row.status, 'voided');
        return 'voided';
      }
      if (row.status !== 'settled' && row.status !== 'settling') {
        throw new Error(`Sandbox gateway: transaction ${transactionId} (${row.status}) cannot be refunded`);
      }
      await db.transaction(async (tx) => {
        const [existing] = await tx
          .select({ id: sandboxTransactions.id })
          .from(sandboxTransactions)
          .where(eq(sandboxTransactions.refundedTransactionId, transactionId));
        if (existing) throw new Error(`Sandbox gateway: transaction ${transactionId} is already refunded`);
        await tx.insert(sandboxTransactions).values({
          id: randomId(8),
          orderId: row.orderId,
          amountCents: row.amountCents,
          currency: row.currency,
          status: 'submitted_for_settlement',
          processorResponseCode: '1002',
          processorResponseText: 'Processed',
          paymentMethodToken: row.paymentMethodToken,
          customerId: row.customerId,
          details: { ...(row.details ?? {}), kind: 'credit' },
          refundedTransactionId: transactionId,
          createdAt: now(),
        });
      });
      return 'refunded';
    },

    async parseWebhook(signature, payload) {
      if (typeof signature !== 'string' || typeof payload !== 'string') {
        throw new WebhookSignatureError('signature and payload are required');
      }
      if (!verifyWebhookSignature(webhookKeys, signature, payload)) {
        throw new WebhookSignatureError('signature does not match payload');
      }
      const xml = decodeWebhookPayload(payload);
      if (xml === null) throw new WebhookSignatureError('payload contains illegal characters');
      let notification;
      try {
        notification = parseXml(xml);
      } catch (error) {
        throw new WebhookSignatureError(`payload is not a notification: ${(error as Error).message}`);
      }
      const kind = childText(notification, 'kind');
      const timestamp = new Date(childText(notification, 'timestamp') ?? '');
      const subject = childOf(notification, 'subject')?.children[0];
      if (notification.name !== 'notification' || !kind || Number.isNaN(timestamp.getTime())) {
        throw new WebhookSignatureError('payload is not a notification');
      }
      let subjectId: string | null = null;
      let transactionId: string | null = null;
      let orderId: string | null = null;
      if (subject?.name === 'transaction') {
        subjectId = transactionId = childText(subject, 'id');
        orderId = childText(subject, 'order-id');
      } else if (subject?.name === 'dispute') {
        subjectId = childText(subject, 'id');
        const disputed = childOf(subject, 'transaction');
        transactionId = childText(disputed, 'id');
        orderId = childText(disputed, 'order-id');
      } else if (subject && subject.name !== 'check') {
        subjectId = childText(subject, 'token') ?? childText(subject, 'id');
      }
      if (transactionId) orderId = (await transactionRow(transactionId))?.orderId ?? orderId;
      return { kind, timestamp, subjectId, orderId } satisfies WebhookNotification;
    },

    async sampleNotification(kind, subjectId, options = {}) {
      const xml = [
        '<notification>',
        `<timestamp type="datetime">${isoSeconds(options.timestamp ?? now())}</timestamp>`,
        `<kind>${escapeXml(kind)}</kind>`,
        `<subject>${await sampleSubject(kind, subjectId)}</subject>`,
        '</notification>',
      ].join('\n');
      const payload = encodeWebhookPayload(xml);
      return { signature: signWebhookPayload(webhookKeys, payload), payload };
    },

    async tokenizeCard(input) {
      if (!(await fingerprintValid(input.authorizationFingerprint))) {
        return { ok: false, status: 401, message: 'Authorization fingerprint is invalid or expired.' };
      }
      const number = input.number.replace(/[\s-]/g, '');
      const outcome = cardNumberOutcome(number);
      if (!outcome) return { ok: false, status: 422, message: 'Credit card number is invalid' };
      const { expirationMonth, expirationYear } = input;
      const at = now();
      if (
        !Number.isInteger(expirationMonth) ||
        expirationMonth < 1 ||
        expirationMonth > 12 ||
        !Number.isInteger(expirationYear) ||
        expirationYear > at.getUTCFullYear() + 20 ||
        isExpired({ month: expirationMonth, year: expirationYear }, at)
      ) {
        return { ok: false, status: 422, message: 'Expiration date is invalid' };
      }
      if (input.cvv !== undefined && !/^\d{3,4}$/.test(input.cvv)) {
        return {
          ok: false,
          status: 422,
          message: 'CVV must be 4 digits for American Express and 3 digits for other card types',
        };
      }
      const postalCode = input.postalCode?.trim() || null;
      if (postalCode && (postalCode.length > 10 || !/^[\w -]+$/.test(postalCode))) {
        return { ok: false, status: 422, message: 'Postal code is invalid' };
      }
      const cardType = cardBrand(number);
      const nonce = `tokencc_sb_${randomId(24)}`;
      const value: TokenizedCard = {
        nonce,
        cardType,
        bin: number.slice(0, 6),
        last4: number.slice(-4),
        expirationMonth,
        expirationYear,
      };
      await db.insert(sandboxNonces).values({
        nonce,
        kind: 'credit_card',
        cardType,
        bin: value.bin,
        last4: value.last4,
        expirationMonth,
        expirationYear,
        postalCode,
        cvvResponse: cvvResponse(input.cvv),
        outcome,
        createdAt: at,
      });
      return { ok: true, value };
    },

    async tokenizePayPal(authorizationFingerprint) {
      if (!(await fingerprintValid(authorizationFingerprint))) {
        return { ok: false, status: 401, message: 'Authorization fingerprint is invalid or expired.' };
      }
      const nonce = `tokenpp_sb_${randomId(24)}`;
      await db.insert(sandboxNonces).values({
        nonce,
        kind: 'paypal',
        cardType: PAYPAL_CARD_TYPE,
        last4: PAYPAL_LAST4,
        outcome: 'ok',
        createdAt: now(),
      });
      return { ok: true, value: { nonce, email: 'sandbox-buyer@paypal.example' } };
    },

    settle: (transactionId) => moveStatus(transactionId, 'submitted_for_settlement', 'settled'),
    declineSettlement: (transactionId) => moveStatus(transactionId, 'submitted_for_settlement', 'settlement_declined'),
  };
  return gateway;
}
