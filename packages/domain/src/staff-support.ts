// The staff console's member support (issue 20 item 3; decision 035): finding a member by e-mail or
// card number, the member's page (profile, cards, orders with the failed attempts apart, student
// status and ID reviews, consent decisions), the support actions (resend the verification e-mail,
// lift a sign-in lock, stop auto-renew) and the admin's refund of an order through the payment gateway.
// The shapes are written once here: the API's routes validate with them and the console's forms and
// calls read them.
import { z } from 'zod';
import { CARD_STATUSES, COBRANDS } from './card-vocabulary.ts';
import { consentResponseSchema } from './consent.ts';
import { staffPageQuerySchema } from './staff.ts';
import { ORDER_KINDS, ORDER_STATUSES } from './store.ts';
import { studentIdReviewSchema, verificationStatusResponseSchema } from './student.ts';

/** The support API's refusals beyond the staff guard's: code → [status, English text]. */
export const STAFF_SUPPORT_ERRORS = {
  MEMBER_NOT_FOUND: [404, 'No member has this id.'],
  ORDER_NOT_FOUND: [404, 'No order has this number.'],
  ORDER_ALREADY_REFUNDED: [409, 'This order has already been refunded.'],
  ORDER_NOT_REFUNDABLE: [409, 'Only a paid order charged through the payment gateway can be refunded.'],
  REFUND_IN_PROGRESS: [409, 'A refund of this order is already under way. Wait a moment and reload the order.'],
  REFUND_FAILED: [502, 'The payment gateway did not refund this order. Nothing was changed; try again later.'],
} as const;
export type StaffSupportErrorCode = keyof typeof STAFF_SUPPORT_ERRORS;

/** A started refund whose outcome was lost (a crash) blocks another try for this long. */
export const REFUND_IN_FLIGHT_MS = 10 * 60_000;

/** Card numbers as support types them: 16 digits, spaces or dashes ignored. */
export const looksLikeCardNumber = (q: string) => /^\d{16}$/.test(q.replace(/[\s-]/g, ''));

/** An order number from a receipt (SPC-…), any case. */
export const looksLikeOrderNumber = (q: string) => /^SPC-[0-9A-Z]{4,36}$/i.test(q.trim());

// ---- Search -----------------------------------------------------------------------------------------

/**
 * GET /api/staff/support/members: `q` is an e-mail address or its beginning (at least 2 characters),
 * a card number (16 digits) or an order number from a receipt (SPC-…, a member's order). Without `q` nothing is listed: support looks a person up, it does not
 * browse the membership. Sortable by `email` or `created_at`.
 */
export const memberSearchQuerySchema = staffPageQuerySchema.extend({
  sort: z.enum(['email', '-email', 'created_at', '-created_at']).optional(),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});
export type MemberSearchQuery = z.infer<typeof memberSearchQuerySchema>;

export const memberSearchRowSchema = z.object({
  user_id: z.string(),
  email: z.string(),
  name: z.string(),
  email_verified: z.boolean(),
  created_at: z.string(),
  /** How the row was found: by its address, by the card number typed (then that card), or by an order number. */
  matched_by: z.enum(['email', 'card', 'order']),
  card_number: z.string().nullable(),
});
export type MemberSearchRow = z.infer<typeof memberSearchRowSchema>;

export const memberSearchResponseSchema = z.object({
  members: z.array(memberSearchRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type MemberSearchResponse = z.infer<typeof memberSearchResponseSchema>;

// ---- The member's page ----------------------------------------------------------------------------------

export const memberParamsSchema = z.object({
  userId: z.string().trim().min(1).max(64),
});

export const supportCardSchema = z.object({
  card_number: z.string(),
  cobrand: z.enum(COBRANDS),
  status: z.enum(CARD_STATUSES),
  expiry_date: z.string().nullable(),
  is_expired: z.boolean(),
  is_primary: z.boolean(),
  is_online_purchased: z.boolean(),
  is_free_trial: z.boolean(),
});
export type SupportCard = z.infer<typeof supportCardSchema>;

export const supportRefundSchema = z.object({
  at: z.string(),
  reason: z.string(),
  end_membership: z.boolean(),
  /** voided: the charge had not settled and was cancelled; refunded: the money was sent back. */
  outcome: z.enum(['voided', 'refunded']).nullable(),
  state: z.enum(['started', 'done']),
});

export const supportOrderSchema = z.object({
  order_number: z.string(),
  kind: z.enum(ORDER_KINDS),
  status: z.enum(ORDER_STATUSES),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  currency: z.enum(['CAD', 'USD']),
  total_cents: z.number().int(),
  payment_method: z.enum(['card', 'paypal', 'vault', 'none']),
  /** The card or account charged ('PayPal' without digits), when a payment was recorded. */
  paid_with: z.object({ card_type: z.string().nullable(), last4: z.string().nullable() }).nullable(),
  disputed: z.boolean(),
  promo_code: z.string().nullable(),
  school_code: z.string().nullable(),
  failure_code: z.string().nullable(),
  failure_message: z.string().nullable(),
  /** Last four digits of the membership card the order issued or renewed. */
  card_number_last4: z.string().nullable(),
  refundable: z.boolean(),
  refund: supportRefundSchema.nullable(),
});
export type SupportOrder = z.infer<typeof supportOrderSchema>;

export const memberDetailSchema = z.object({
  profile: z.object({
    user_id: z.string(),
    email: z.string(),
    email_verified: z.boolean(),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    language: z.enum(['en', 'fr']),
    country: z.string().nullable(),
    province: z.string().nullable(),
    postal: z.string().nullable(),
    birth_date: z.string().nullable(),
    /** Registration finished (the profile exists and was completed). */
    registered: z.boolean(),
    email_opt_in: z.boolean(),
    created_at: z.string(),
    /** Staff accounts show their role; a member's is null. */
    staff_role: z.string().nullable(),
  }),
  sign_in: z.object({
    locked: z.boolean(),
    /** Seconds until the lock runs out (0 when not locked). */
    retry_after: z.number().int(),
    remaining_attempts: z.number().int(),
  }),
  verification_email: z.object({
    count: z.number().int(),
    limit: z.number().int(),
    retry_after: z.number().int(),
  }),
  billing: z.object({
    is_auto_renew: z.boolean(),
    subscription_status: z.enum(['active', 'past_due', 'cancelled', 'none']),
    next_billing_date: z.string().nullable(),
    payment_method: z.object({ card_type: z.string(), last4: z.string() }).nullable(),
  }),
  cards: z.array(supportCardSchema),
  /** Paid, refunded and pending orders, newest first. */
  orders: z.array(supportOrderSchema),
  /** Declined and failed payment attempts, newest first. */
  failed_attempts: z.array(supportOrderSchema),
  student: z.object({
    status: verificationStatusResponseSchema,
    /** Every student ID the member sent, newest first. */
    id_reviews: z.array(studentIdReviewSchema),
  }),
  consent: z.object({
    /** The latest decision (of any consent version; the current one is CONSENT_VERSION). */
    current: consentResponseSchema.shape.consent,
    /** Every decision recorded on the profile, newest first. */
    history: z.array(
      z.object({
        version: z.number().int(),
        analytics: z.boolean(),
        marketing: z.boolean(),
        decided_at: z.string(),
        recorded_at: z.string(),
      }),
    ),
  }),
});
export type MemberDetail = z.infer<typeof memberDetailSchema>;

// ---- Actions --------------------------------------------------------------------------------------------

/** POST …/resend-verification: whether a message went out (none when the address is verified already). */
export const resendVerificationResponseSchema = z.object({
  sent: z.boolean(),
  email_verified: z.boolean(),
  count: z.number().int(),
  limit: z.number().int(),
  retry_after: z.number().int(),
});

/** POST …/unlock: whether a lock (or a count of failures) was lifted. */
export const unlockResponseSchema = z.object({ unlocked: z.boolean() });

/** POST …/cancel-auto-renew: auto-renew is off; `changed` false when it was off already. */
export const cancelAutoRenewResponseSchema = z.object({ is_auto_renew: z.literal(false), changed: z.boolean() });

/** Any text is looked up: an order number that names no order is 404 ORDER_NOT_FOUND. */
export const orderParamsSchema = z.object({
  orderNumber: z.string().trim().min(1).max(64),
});

export const REFUND_REASON_MAX = 500;

/**
 * POST /api/staff/support/orders/{orderNumber}/refund (admin, with an Idempotency-Key): the whole
 * order is refunded. `reason` is kept with the refund and in the audit trail; `end_membership` also
 * ends what the order bought (a purchase's card is cancelled, a renewal's year taken back) — without
 * it the member keeps their membership until it ends and only auto-renew stops.
 */
export const refundBodySchema = z.strictObject({
  reason: z
    .string({ error: 'Say why the order is refunded.' })
    .trim()
    .min(3, 'Say why the order is refunded (3 characters at least).')
    .max(REFUND_REASON_MAX, `Keep the reason under ${REFUND_REASON_MAX} characters.`),
  end_membership: z.boolean().default(false),
});
export type RefundBody = z.infer<typeof refundBodySchema>;
/** What the console's refund form holds before parsing (the checkbox is always there). */
export type RefundForm = z.input<typeof refundBodySchema>;

export const refundResponseSchema = z.object({ order: supportOrderSchema });

/**
 * GET /api/staff/support/orders/{orderNumber}: one order as support reads it, with whose it is — a
 * member's (their id, to open their page) or a guest's (the address and name on the order, no account).
 */
export const orderLookupResponseSchema = z.object({
  order: supportOrderSchema,
  user_id: z.string().nullable(),
  email: z.string().nullable(),
  name: z.string(),
});
export type OrderLookupResponse = z.infer<typeof orderLookupResponseSchema>;
export type RefundResponse = z.infer<typeof refundResponseSchema>;
