// The payment gateway interface (DESIGN.md "External services"; docs/decisions/009-payments.md). Two
// implementations: `sandbox` (embedded, in our database, Braintree's test nonces, cards and amounts
// decide outcomes) and `braintree` (the official SDK). The store only ever talks to this interface.
// Money is integer cents; nothing here ever carries a card number or security code.

export type GatewayName = 'sandbox' | 'braintree';

export interface CardDetails {
  /** Braintree's names: Visa, MasterCard, American Express, Discover, JCB, … ('PayPal' for PayPal). */
  cardType: string;
  last4: string;
  expirationMonth: number;
  expirationYear: number;
}

export interface GatewayTransaction {
  id: string;
  /** Our order number. */
  orderId: string | null;
  amountCents: number;
  currency: string;
  /** Braintree status names: authorized, submitted_for_settlement, settling, settled, voided, … */
  status: string;
  /** True when money was (or will be) taken: authorized, submitted_for_settlement, settling, settled. */
  succeeded: boolean;
  card: CardDetails | null;
  paymentMethodToken: string | null;
  createdAt: Date;
}

/**
 * Why a payment did not go through, in the store's vocabulary:
 * - invalid_nonce: unknown, expired or already used nonce (the shopper re-enters the card);
 * - verification_failed: the card did not pass verification (4000 1111 1111 1115);
 * - processor_declined: the bank said no (test amounts 2000–2999.99, declined nonces);
 * - gateway_rejected: our fraud rules said no (CVV, AVS, fraud nonce, amount 5001.00);
 * - processor_failure: the processor could not be reached (amount 3000.00, failure nonce) — retryable.
 */
export type PaymentFailureKind =
  'invalid_nonce' | 'verification_failed' | 'processor_declined' | 'gateway_rejected' | 'processor_failure';

export interface PaymentFailure {
  ok: false;
  kind: PaymentFailureKind;
  /** Processor response code ('2000') or rejection reason ('cvv'), for the record. */
  code: string;
  /** The gateway's text ('Do Not Honor'), for the record; never shown raw to shoppers. */
  message: string;
  /** The failed transaction, when the gateway created one. */
  transactionId: string | null;
}

export type SaleResult = { ok: true; transaction: GatewayTransaction } | PaymentFailure;
export type VaultResult = { ok: true; token: string; card: CardDetails } | PaymentFailure;

export interface SaleRequest {
  amountCents: number;
  currency: 'CAD' | 'USD';
  /** Our order number: one charge per order, and the recovery job looks charges up by it. */
  orderId: string;
  /** Exactly one of nonce or paymentMethodToken. */
  nonce?: string;
  paymentMethodToken?: string;
  /** Vault the nonce's card for this customer (auto-renew); the result carries its token. */
  storeInVaultForCustomer?: string;
  postalCode?: string;
  /** A renewal charged without the shopper present. */
  recurring?: boolean;
}

/** What a refund did: the charge was cancelled before settling, or the money sent back. */
export type RefundOutcome = 'voided' | 'refunded';

export interface WebhookNotification {
  kind: string;
  timestamp: Date;
  /** Transaction id, payment-method token or dispute id the notification is about. */
  subjectId: string | null;
  /** Order number when the subject is a transaction that has one. */
  orderId: string | null;
}

export interface PaymentGateway {
  readonly name: GatewayName;
  /** A Braintree-format client token (base64 JSON with authorizationFingerprint and clientApiUrl). */
  generateClientToken(options?: { customerId?: string }): Promise<string>;
  /** Creates the customer if missing; returns its id. Idempotent per id. */
  ensureCustomer(customer: { id: string; email: string }): Promise<string>;
  /** Charges and submits for settlement. Declines are results, not exceptions; exceptions mean "unknown outcome". */
  sale(request: SaleRequest): Promise<SaleResult>;
  /**
   * What a nonce pays with, without using it: a card or a PayPal account; null when unknown (expired,
   * used, or the gateway could not say). Issue 23 item 15: auto-renew with PayPal is refused before the
   * charge. Optional: a gateway without it leaves the check to the order's own payment method.
   */
  nonceKind?(nonce: string): Promise<'card' | 'paypal' | null>;
  /** Vaults a nonce for a customer with card verification (4000 1111 1111 1115 fails it). */
  vaultPaymentMethod(request: { customerId: string; nonce: string; postalCode?: string }): Promise<VaultResult>;
  deletePaymentMethod(token: string): Promise<void>;
  /** The successful charge made for an order, if any (recovery after a lost commit). */
  findTransactionByOrderId(orderId: string): Promise<GatewayTransaction | null>;
  /**
   * Voids an unsettled charge or refunds a settled one, in full, and says which it did. Throws when the
   * charge cannot be refunded (unknown, declined, already refunded) or the gateway could not be reached.
   */
  refund(transactionId: string): Promise<RefundOutcome>;
  /** Checks the signature and decodes a notification; throws WebhookSignatureError when it does not verify. */
  parseWebhook(signature: string, payload: string): Promise<WebhookNotification>;
  /** Signed sample notifications, as Braintree's webhookTesting gives them (tests, local development). */
  sampleNotification(
    kind: string,
    subjectId: string,
    options?: { timestamp?: Date },
  ): Promise<{ signature: string; payload: string }>;
}

export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}
