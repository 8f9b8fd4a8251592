// Store and promos services (spec §7 "Store", the promo calls; docs/api-store.md): request and
// response shapes shared by the API's route schemas and the web's purchase and billing pages.
import { z } from 'zod';
import { safeText } from './input-rules.ts';
import { cardSchema } from './cards.ts';
import { LANGUAGES } from './constants.ts';
import { isValidPostalCode, postalCodeSchema } from './location.ts';
import { BANNER_TYPES } from './membership-banner.ts';
import {
  CARD_SECURITY_CODE_PATTERN,
  CODE_PATTERN,
  CURRENCIES,
  DISCOUNT_KINDS,
  MEMBERSHIP_PRODUCT_ID,
  TAX_NAMES,
  expiryError,
  isValidPaymentCardNumber,
  normaliseCode,
} from './store-rules.ts';

export * from './store-rules.ts';

/**
 * Error codes and English messages of the store and promos calls. The web shows its own translation
 * of each code; the message is for API clients and logs. 'User already has active membership' is the
 * spec's §8 message, verbatim.
 */
export const STORE_ERRORS = {
  IDEMPOTENCY_KEY_REQUIRED: 'An Idempotency-Key header (8 to 128 letters, digits, dashes or underscores) is required.',
  IDEMPOTENCY_KEY_REUSED: 'This Idempotency-Key was already used for a different request.',
  REQUEST_IN_PROGRESS: 'The same request is still being processed. Try again in a moment.',
  PAYMENT_NONCE_REQUIRED: 'A payment-nonce header is required.',
  INVALID_NONCE: 'The payment details have expired or were already used. Please enter your card again.',
  PAYMENT_DECLINED: 'Your card was declined. Please try another card.',
  VERIFICATION_FAILED: 'Your card could not be verified. Please check the details or try another card.',
  PAYMENT_REJECTED: 'The payment was refused. Please check the card details and postal code.',
  PAYMENT_FAILED: 'The payment could not be processed right now. You have not been charged. Please try again.',
  PAYMENT_PENDING: 'We received your payment and are finishing your order. It will appear in a few minutes.',
  MEMBERSHIP_EXISTS: 'User already has active membership',
  NOT_REGISTERED: 'Finish creating your account before buying a membership.',
  PRODUCT_NOT_FOUND: 'Unknown product.',
  PROVINCE_REQUIRED: 'A Canadian postal code or province is needed to calculate tax.',
  PROMO_NOT_FOUND: 'This promo code does not exist.',
  PROMO_EXPIRED: 'This promo code has expired.',
  PROMO_NOT_STARTED: 'This promo code is not valid yet.',
  PROMO_USED_UP: 'This promo code has already been used the maximum number of times.',
  PROMO_ALREADY_USED: 'You have already used this promo code.',
  SCHOOL_CODE_NOT_FOUND: 'This school code is not valid.',
  SCHOOL_CODE_EXPIRED: 'This school code has expired.',
  SCHOOL_CODE_USED_UP: 'This school code has already been used the maximum number of times.',
  ORDER_NOT_FOUND: 'Order not found.',
  ORDER_ALREADY_PAID: 'This order has already been paid.',
  PAYMENT_METHOD_REQUIRED: 'Add a payment method before turning on auto-renew.',
  AUTO_RENEW_NOT_APPLICABLE: 'Your SPC+ membership is held through your bank: there is no auto-renew to turn on.',
  AUTO_RENEW_NOT_WITH_PAYPAL:
    'Auto-renew needs a card: a PayPal payment cannot renew automatically. Pay by card, or set auto_renew to false.',
  NO_FAILED_PAYMENT: 'There is no failed payment to retry.',
  NO_MEMBERSHIP: 'There is no membership to renew.',
  FORBIDDEN_USER: 'You can only change your own subscription.',
  WEBHOOK_SIGNATURE_INVALID: 'The notification signature is not valid.',
  WEBHOOK_REPLAYED: 'This notification was already processed.',
  WEBHOOK_EXPIRED: 'The notification is more than 24 hours old.',
  AUTO_RENEW_LINK_INVALID: 'This link is not valid. Sign in and turn off auto-renew on your billing page.',
  AUTO_RENEW_LINK_EXPIRED: 'This link has expired. Sign in and turn off auto-renew on your billing page.',
} as const;
export type StoreErrorCode = keyof typeof STORE_ERRORS;

/** Header names (lower-case, as Node gives them). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const PAYMENT_NONCE_HEADER = 'payment-nonce';
/** Guests' orders carry the browser's current id instead of a session (spec §6). */
export const GUEST_ID_HEADER = 'id';
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;

export const codeSchema = safeText()
  .transform(normaliseCode)
  .pipe(z.string().regex(CODE_PATTERN, 'a code is 3 to 32 letters, digits or dashes'));

/**
 * A payment card as typed in the card form (purchase summary, /billing, /activate/subscription), checked
 * before the gateway's client API tokenises it: the card never reaches our API, which sees the nonce
 * only (docs/api-store.md "Web"). Each issue's message is the field's problem (`CardFieldProblem`:
 * required, invalid, past), which the form translates. The output is what goes to the gateway: the
 * number's digits, the expiry and code trimmed, the postal code trimmed and upper-case.
 */
export const paymentCardSchema = z.object({
  number: z
    .string()
    .trim()
    .min(1, 'required')
    .refine(isValidPaymentCardNumber, 'invalid')
    .transform((value) => value.replace(/\D/g, '')),
  expiry: z
    .string()
    .trim()
    .check((context) => {
      const problem = expiryError(context.value);
      if (problem) context.issues.push({ code: 'custom', message: problem, input: context.value });
    }),
  cvv: z.string().trim().min(1, 'required').regex(CARD_SECURITY_CODE_PATTERN, 'invalid'),
  postal: z.string().trim().toUpperCase().min(1, 'required').refine(isValidPostalCode, 'invalid'),
});
export type PaymentCard = z.output<typeof paymentCardSchema>;

export const provinceCodeSchema = safeText()
  .trim()
  .toUpperCase()
  .refine((value) => /^[A-Z]{2}$/.test(value), 'province must be a two-letter code such as ON');

export const productSchema = z.object({
  id: z.string(),
  description: z.string(),
  price_cents: z.number().int().nonnegative(),
  currency: z.enum(CURRENCIES),
  duration_months: z.number().int().positive(),
});

export const quoteSchema = z.object({
  product_id: z.string(),
  currency: z.enum(CURRENCIES),
  unit_price_cents: z.number().int().nonnegative(),
  quantity: z.number().int().positive(),
  subtotal_cents: z.number().int().nonnegative(),
  discount_cents: z.number().int().nonnegative(),
  discount_source: z.enum(['promo', 'school']).nullable(),
  province: z.string().nullable(),
  tax_rate: z.number().int().nonnegative(),
  taxes: z.array(
    z.object({ name: z.enum(TAX_NAMES), rate: z.number().int().nonnegative(), amount_cents: z.number().int() }),
  ),
  tax_cents: z.number().int().nonnegative(),
  total_cents: z.number().int().nonnegative(),
});

/** GET /api/store/v2/taxrate?province=ON | ?postal=M5V 2T6 */
export const taxRateQuerySchema = z
  .object({ province: provinceCodeSchema.optional(), postal: postalCodeSchema.optional() })
  .refine((query) => query.province !== undefined || query.postal !== undefined, {
    message: 'province or postal is required',
    path: ['province'],
  });
export const taxRateResponseSchema = z.object({
  country: z.enum(['ca', 'us']),
  province: z.string().nullable(),
  /** Sum of the components, thousandths of a percent (13 000 = 13 %). */
  rate: z.number().int().nonnegative(),
  taxes: z.array(z.object({ name: z.enum(TAX_NAMES), rate: z.number().int().nonnegative() })),
});
export type TaxRateResponse = z.infer<typeof taxRateResponseSchema>;

export const discountSchema = z.object({ kind: z.enum(DISCOUNT_KINDS), value: z.number().int().positive() });

/** GET /api/partners/validatePromoCode/{code} — spec §3 "Promo code response: code". */
export const promoCodeResponseSchema = z.object({
  code: z.string(),
  discount: discountSchema,
  /** ISO; null when the code never expires. */
  valid_until: z.string().nullable(),
});
export type PromoCodeResponse = z.infer<typeof promoCodeResponseSchema>;

/** GET /api/partners/school_code/{code} */
export const schoolCodeResponseSchema = z.object({
  code: z.string(),
  school_name: z.string(),
  discount: discountSchema,
  valid_until: z.string().nullable(),
});
export type SchoolCodeResponse = z.infer<typeof schoolCodeResponseSchema>;

/** GET /api/promos/v2/product?promocode=&is_hashed= (member) and /v2/product/guest?promocode=&postal= */
export const productQuerySchema = z.object({
  promocode: safeText().max(128).optional(),
  /** The code is the SHA-256 hex of the code (links in e-mails carry it so). */
  is_hashed: z.enum(['true', 'false']).optional(),
  school_code: safeText().max(64).optional(),
});
export const guestProductQuerySchema = productQuerySchema.extend({ postal: postalCodeSchema });
export const productResponseSchema = z.object({
  product: productSchema,
  /** The applied promo code (upper-case, never the hash), or null. */
  promo: promoCodeResponseSchema.nullable(),
  school: schoolCodeResponseSchema.nullable(),
  quote: quoteSchema,
});
export type ProductResponse = z.infer<typeof productResponseSchema>;

const orderFieldsShape = {
  language: z.enum(LANGUAGES),
  product_id: z.literal(MEMBERSHIP_PRODUCT_ID).default(MEMBERSHIP_PRODUCT_ID),
  /** Canadian postal code or US ZIP: sets country and province (tax). Members default to their profile's. */
  postal: postalCodeSchema.optional(),
  promo_code: codeSchema.optional(),
  school_code: codeSchema.optional(),
  /** Turn on auto-renew with the card used for this purchase (it is vaulted). */
  auto_renew: z.boolean().default(false),
  /** Spec §2: /purchase takes a code from a referral. */
  referral_code: safeText().trim().max(32).optional(),
};

/** POST /api/store/v2/order and /v2/order/paypal: a priced order waiting for payment. */
export const orderBodySchema = z.object(orderFieldsShape).extend({
  /** Guests only: where the receipt and card go. */
  email: z.email().max(254).optional(),
});
export type OrderBody = z.input<typeof orderBodySchema>;

export const ORDER_STATUSES = ['pending', 'paid', 'declined', 'failed', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_KINDS = ['purchase', 'guest', 'renewal'] as const;
export const PAYMENT_METHOD_KINDS = ['card', 'paypal', 'vault', 'none'] as const;

export const orderSchema = quoteSchema.extend({
  order_number: z.string(),
  status: z.enum(ORDER_STATUSES),
  kind: z.enum(ORDER_KINDS),
  payment_method: z.enum(PAYMENT_METHOD_KINDS),
  promo_code: z.string().nullable(),
  school_code: z.string().nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderResponseSchema = z.object({ order_number: z.string(), order: orderSchema });
export type OrderResponse = z.infer<typeof orderResponseSchema>;

/** POST /api/store/v4/checkout/purchase (member), /v2/checkout/guest, /v3/checkout (vaulted card). */
export const purchaseBodySchema = z.object(orderFieldsShape).extend({
  /** Pay an order made with /v2/order; absent → the order is made from these fields. */
  order_number: safeText().max(40).optional(),
});
export type PurchaseBody = z.input<typeof purchaseBodySchema>;
export const guestPurchaseBodySchema = purchaseBodySchema.extend({
  email: z.email().max(254),
  first_name: safeText().trim().min(1).max(50),
  last_name: safeText().trim().min(1).max(50),
  postal: postalCodeSchema,
});
export type GuestPurchaseBody = z.input<typeof guestPurchaseBodySchema>;

export const paymentMethodSchema = z.object({
  card_type: z.string(),
  last4: safeText().regex(/^\d{4}$/),
  expiration_month: z.number().int().min(1).max(12),
  expiration_year: z.number().int(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const purchaseResponseSchema = z.object({
  order_number: z.string(),
  order: orderSchema,
  /** The issued membership card (for a guest, inactive until registered with /v2/register/card). */
  card: cardSchema,
  payment_method: paymentMethodSchema.nullable(),
});
export type PurchaseResponse = z.infer<typeof purchaseResponseSchema>;

/** GET /api/store/v2/vault_client_token — a Braintree-format client token (base64 JSON). */
export const clientTokenResponseSchema = z.object({ client_token: z.string() });
/** What the client token decodes to: where the browser tokenises the card, and with what. */
export const decodedClientTokenSchema = z.object({
  version: z.literal(2),
  authorizationFingerprint: z.string(),
  clientApiUrl: z.string(),
  environment: z.string(),
});
export type DecodedClientToken = z.infer<typeof decodedClientTokenSchema>;

export const transactionSchema = orderSchema.extend({
  card: z.object({ card_number_last4: z.string() }).nullable(),
  payment: paymentMethodSchema.pick({ card_type: true, last4: true }).nullable(),
  /**
   * Issue 23 item 9: the term a paid (or refunded) order bought, named with `membershipPeriodName`;
   * null for an attempt that was never paid (declined, failed, pending).
   */
  membership_period: z.object({ starts_at: z.string(), ends_at: z.string() }).nullable(),
});
/** GET /api/store/user_transactions */
export const transactionsResponseSchema = z.object({ transactions: z.array(transactionSchema) });
export type TransactionsResponse = z.infer<typeof transactionsResponseSchema>;

// ---- Billing ----------------------------------------------------------------------------------------

/** PUT /api/store/updatePaymentMethod */
export const updatePaymentMethodBodySchema = z.object({
  nonce: safeText().min(1).max(200),
  /** Spec §2 /billing `promo_code`: applied at the next renewal. */
  promoCode: codeSchema.optional(),
});
export const updatePaymentMethodResponseSchema = z.object({
  payment_method: paymentMethodSchema,
  renewal_promo_code: z.string().nullable(),
});

/** PUT /api/users/user/updateAutoRenew */
export const autoRenewBodySchema = z.object({ is_auto_renew: z.boolean() });
export const autoRenewResponseSchema = z.object({ is_auto_renew: z.boolean() });

/** POST /api/store/unsubscribe */
export const unsubscribeBodySchema = z.object({ uid: safeText().min(1).max(64) });
export const unsubscribeResponseSchema = z.object({ success: z.literal(true), is_auto_renew: z.literal(false) });
export const isSubscriberResponseSchema = z.object({ is_subscriber: z.boolean() });
export const hasActiveSubscriptionResponseSchema = z.object({ has_active_subscription: z.boolean() });

export const SUBSCRIPTION_STATUSES = ['none', 'active', 'past_due', 'cancelled'] as const;
/** GET /api/users/user/check_braintree_subscription */
export const subscriptionStatusResponseSchema = z.object({
  status: z.enum(SUBSCRIPTION_STATUSES),
  is_auto_renew: z.boolean(),
  /** ISO: when the next renewal charge is due (the membership's expiry), or null. */
  next_billing_date: z.string().nullable(),
  payment_method: paymentMethodSchema.nullable(),
  renewal_promo_code: z.string().nullable(),
  last_failure: z.object({ at: z.string(), message: z.string() }).nullable(),
});
export type SubscriptionStatus = z.infer<typeof subscriptionStatusResponseSchema>;

// ---- Reminders (issue 23 item 19) ------------------------------------------------------------------

/** The reminders billing e-mails, each once per card and term. */
export const REMINDER_KINDS = ['trial-ending', 'renewal-upcoming', 'membership-expired'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** GET /api/users/user/reminders: the reminders e-mailed to the member, latest first. */
export const remindersResponseSchema = z.object({
  reminders: z.array(
    z.object({
      kind: z.enum(REMINDER_KINDS),
      /** ISO: when it was sent. */
      sent_at: z.string(),
      /** ISO date: the end of the trial or membership it was about. */
      term_end: z.string(),
    }),
  ),
});
export type RemindersResponse = z.infer<typeof remindersResponseSchema>;

/** POST /api/store/v2/auto-renew/off: the renewal reminder's signed link, without signing in. */
export const autoRenewOffBodySchema = z.object({ token: z.string().min(1).max(256) });
export const autoRenewOffResponseSchema = z.object({
  is_auto_renew: z.literal(false),
  /** ISO: the renewal date the link was for; the membership stays valid until then. */
  renewal_date: z.string(),
});
export type AutoRenewOffResponse = z.infer<typeof autoRenewOffResponseSchema>;

/** POST /api/users/user/failed_payment_verification: retry the failed renewal with the card on file. */
export const failedPaymentVerificationResponseSchema = z.object({
  success: z.boolean(),
  order_number: z.string().nullable(),
  message: z.string().nullable(),
});

/** GET /api/store/topBannerStatus (spec §3 "Expiration banner"). */
export const bannerStatusResponseSchema = z.object({
  success: z.boolean(),
  type: z.enum(BANNER_TYPES).optional(),
  days: z.string().optional(),
});
