// A member's own data as one JSON file (issue 21 item 4; the privacy policy's "data portability:
// download a copy of your data, in a structured and commonly used format, from your profile"):
// GET /api/users/user/data-export answers this shape, the web saves it as `spc-data-YYYY-MM-DD.json`.
// Everything the database holds about the person, one section per kind of row, without secrets: no
// password hash, session or sign-in provider tokens, payment tokens, card security codes, e-mail bodies
// or action links. Dates are ISO 8601 (UTC), amounts in cents. A reader should check `format_version`.
import { z } from 'zod';

/** Raised when a section changes shape in a way a reader of an older file would misread. */
export const DATA_EXPORT_FORMAT_VERSION = 1;

/** Building the file reads every table: each member may ask for it 5 times an hour. */
export const DATA_EXPORT_RATE_LIMIT = { max: 5, windowMs: 60 * 60_000 } as const;

/** The 429's message (the web shows its own translation of it). */
export const DATA_EXPORT_LIMITED_MESSAGE =
  'You can download your data 5 times an hour. Please wait a little and try again.';

/** `spc-data-2026-11-26.json`: the file's name, by the UTC day it was made. */
export function dataExportFileName(at: Date): string {
  return `spc-data-${at.toISOString().slice(0, 10)}.json`;
}

const when = z.iso.datetime();
const day = z.iso.date();
const cents = z.number().int();
const id = z.number().int();

/** One row of a table whose section has no fixed shape yet: its columns by name, dates as ISO strings. */
export type ExportValue = string | number | boolean | null | ExportValue[] | { [key: string]: ExportValue };
export const exportValueSchema: z.ZodType<ExportValue> = z.lazy(() =>
  z.union([
    z.string(),
    z.number(),
    z.boolean(),
    z.null(),
    z.array(exportValueSchema),
    z.record(z.string(), exportValueSchema),
  ]),
);
export const exportRowSchema = z.record(z.string(), exportValueSchema);
export type ExportRow = z.infer<typeof exportRowSchema>;

/** The sign-in identity (the auth user): who the file is about. */
export const exportAccountSchema = z.strictObject({
  user_id: z.string(),
  email: z.string(),
  email_verified: z.boolean(),
  name: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  birth_date: z.string().nullable(),
  language: z.string(),
  email_opt_in: z.boolean(),
  image: z.string().nullable(),
  /** The partner marker and token stored at sign-up, as kept (JSON text). */
  signup_affiliate: z.string().nullable(),
  created_at: when,
  updated_at: when,
});

export const exportProfileSchema = z.strictObject({
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email_lower: z.string(),
  language: z.string(),
  country: z.string(),
  postal: z.string().nullable(),
  birth_date: day.nullable(),
  gender: z.string().nullable(),
  school_type: z.string().nullable(),
  school_name: z.string().nullable(),
  international: z.boolean(),
  province: z.string().nullable(),
  referred_by: z.string().nullable(),
  is_auto_renew: z.boolean(),
  email_opt_in: z.boolean(),
  theme_id: z.number().int().nullable(),
  alerts_policy: z.number().int(),
  created_at: when,
  updated_at: when,
});

export const exportRegistrationSchema = z.strictObject({
  membership_type: z.string().nullable(),
  registered: z.boolean(),
  has_card: z.boolean(),
  bmo: z.boolean(),
  affiliate: z.record(z.string(), z.string()).nullable(),
  created_at: when,
});

/** A signed-in session: when and from where, never its token. */
export const exportSessionSchema = z.strictObject({
  created_at: when,
  last_seen_at: when,
  expires_at: when,
  ip_address: z.string().nullable(),
  user_agent: z.string().nullable(),
});

/** A way to sign in: `credential` (e-mail and password), `google`, `facebook`, `apple`. */
export const exportLinkedAccountSchema = z.strictObject({ provider: z.string(), linked_at: when });

/** Failed sign-ins counted against the address (the per-account lock). */
export const exportSignInLockSchema = z.strictObject({
  failed_attempts: z.number().int(),
  last_failed_at: when.nullable(),
  locked_until: when.nullable(),
});

/** Verification e-mails sent in the current window (the resend limit). */
export const exportEmailVerificationSchema = z.strictObject({
  sent_in_window: z.number().int(),
  window_started_at: when,
  last_sent_at: when.nullable(),
});

export const exportCardSchema = z.strictObject({
  id,
  card_number: z.string(),
  cobrand: z.string(),
  status: z.string(),
  expiry_date: when.nullable(),
  is_primary: z.boolean(),
  is_g_ticket: z.boolean(),
  is_online_purchased: z.boolean(),
  is_free_trial: z.boolean(),
  is_vip: z.boolean(),
  is_high_school: z.boolean(),
  campus: z.string().nullable(),
  retailer: z.string().nullable(),
  source: z.string().nullable(),
  activated_at: when.nullable(),
  created_at: when,
});

/** The charge of an order: the gateway's reference and, for a card, its brand and last four digits. */
export const exportPaymentSchema = z.strictObject({
  gateway: z.string(),
  transaction_id: z.string(),
  status: z.string(),
  amount_cents: cents,
  currency: z.string(),
  card_type: z.string().nullable(),
  last4: z.string().nullable(),
  disputed: z.boolean(),
  settled_at: when.nullable(),
  created_at: when,
});

export const exportOrderSchema = z.strictObject({
  id,
  order_number: z.string(),
  kind: z.string(),
  status: z.string(),
  payment_method: z.string(),
  email: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  language: z.string(),
  country: z.string(),
  province: z.string().nullable(),
  postal: z.string().nullable(),
  product_id: z.string(),
  quantity: z.number().int(),
  currency: z.string(),
  unit_price_cents: cents,
  subtotal_cents: cents,
  discount_cents: cents,
  discount_source: z.string().nullable(),
  tax_rate: z.number().int(),
  taxes: z.array(z.strictObject({ name: z.string(), rate: z.number(), amount_cents: cents })),
  tax_cents: cents,
  total_cents: cents,
  promo_code: z.string().nullable(),
  school_code: z.string().nullable(),
  auto_renew: z.boolean(),
  referral_code: z.string().nullable(),
  utm: z.record(z.string(), z.string()).nullable(),
  card_id: id.nullable(),
  failure_code: z.string().nullable(),
  failure_message: z.string().nullable(),
  created_at: when,
  paid_at: when.nullable(),
  updated_at: when,
  payment: exportPaymentSchema.nullable(),
});

export const exportPromoCodeUseSchema = z.strictObject({ code: z.string(), order_id: id, created_at: when });

/** The card kept on file for renewals: brand, last four digits and expiry (never its gateway token). */
export const exportCardOnFileSchema = z.strictObject({
  gateway: z.string(),
  card_type: z.string(),
  last4: z.string(),
  expiration_month: z.number().int(),
  expiration_year: z.number().int(),
  updated_at: when,
});

export const exportAutoRenewSchema = z.strictObject({
  enabled: z.boolean(),
  subscription: z
    .object({
      status: z.string(),
      renewal_promo_code: z.string().nullable(),
      last_failure_at: when.nullable(),
      last_failure_message: z.string().nullable(),
      failure_count: z.number().int(),
      updated_at: when,
    })
    .nullable(),
});

export const exportRenewalAttemptSchema = z.strictObject({
  card_id: id,
  term_end: z.string(),
  attempt: z.number().int(),
  order_id: id.nullable(),
  outcome: z.string(),
  message: z.string().nullable(),
  created_at: when,
});

export const exportBillingReminderSchema = z.strictObject({
  kind: z.string(),
  card_id: id,
  term_end: z.string(),
  sent_at: when,
});

export const exportMembershipUpgradeSchema = z.strictObject({
  card_id: id.nullable(),
  previous_card_id: id.nullable(),
  upgrade_type: z.string(),
  manual_cancellation_required: z.boolean(),
  created_at: when,
});

/** An offer named as the member saw it. */
const offerNamed = {
  offer_id: id,
  title_en: z.string(),
  title_fr: z.string(),
  partner_name: z.string(),
};

export const exportFavouriteOfferSchema = z.strictObject({ ...offerNamed, created_at: when });

export const exportFavouriteCategorySchema = z.strictObject({
  category_id: id,
  name_en: z.string(),
  name_fr: z.string(),
});

export const exportSavedListSchema = z.strictObject({
  id,
  name: z.string(),
  created_at: when,
  offers: z.array(z.strictObject({ ...offerNamed, position: z.number().int() })),
});

/** A code revealed to the member (forgotten ones too, with `deleted_at`). */
export const exportRevealedCodeSchema = z.strictObject({
  id,
  ...offerNamed,
  code: z.string().nullable(),
  display_kind: z.string(),
  channel: z.string(),
  from_website: z.boolean(),
  created_at: when,
  deleted_at: when.nullable(),
});

/** The member's answer to "Did it work?". */
export const exportRedemptionFeedbackSchema = z.strictObject({
  redemption_id: id,
  offer_id: id,
  worked: z.boolean(),
  reason: z.string().nullable(),
  value_cents: cents,
  answered_at: when,
});

export const exportOfferClickSchema = z.strictObject({
  id: z.string(),
  offer_id: id,
  kind: z.string(),
  created_at: when,
});

export const exportSavingSchema = z.strictObject({ offer_id: id, day, value_cents: cents, created_at: when });

export const exportReferralsSchema = z.strictObject({
  /** The member's own code and its counts. */
  own_code: z
    .object({ code: z.string(), referral_count: z.number().int(), referral_redemption_count: z.number().int() })
    .nullable(),
  /** How they were referred, if they were (not who referred them: that is another member's data). */
  referred: z
    .strictObject({ source: z.string().nullable(), created_at: when, purchased_at: when.nullable() })
    .nullable(),
  /** The members they referred, without naming them. */
  members_referred: z.array(
    z.strictObject({ source: z.string().nullable(), created_at: when, purchased_at: when.nullable() }),
  ),
});

export const exportVipCodeSchema = z.strictObject({
  code: z.string(),
  email_lower: z.string(),
  card_id: id.nullable(),
  created_at: when,
});

/** An e-mail we sent (or tried to): what and when, not its body or links. */
export const exportMailSchema = z.strictObject({
  kind: z.string(),
  subject: z.string(),
  language: z.string(),
  created_at: when,
  sent_at: when.nullable(),
  status: z.enum(['sent', 'queued', 'failed', 'not_sent']),
});

/**
 * The sections: one per kind of row, each filled by one entry of the API's list
 * (apps/api/src/modules/data-export/repository.ts `SECTIONS`). The optional ones are tables other
 * work adds (consent records, support requests, analytics events): present once their entry exists.
 */
export const dataExportSectionsSchema = z.strictObject({
  account: exportAccountSchema,
  profile: exportProfileSchema.nullable(),
  registration: exportRegistrationSchema.nullable(),
  sessions: z.array(exportSessionSchema),
  linked_accounts: z.array(exportLinkedAccountSchema),
  sign_in_lock: exportSignInLockSchema.nullable(),
  email_verification: exportEmailVerificationSchema.nullable(),
  cards: z.array(exportCardSchema),
  orders: z.array(exportOrderSchema),
  promo_codes_used: z.array(exportPromoCodeUseSchema),
  card_on_file: exportCardOnFileSchema.nullable(),
  auto_renew: exportAutoRenewSchema,
  renewal_attempts: z.array(exportRenewalAttemptSchema),
  billing_reminders: z.array(exportBillingReminderSchema),
  membership_upgrades: z.array(exportMembershipUpgradeSchema),
  favourite_offers: z.array(exportFavouriteOfferSchema),
  favourite_categories: z.array(exportFavouriteCategorySchema),
  saved_lists: z.array(exportSavedListSchema),
  revealed_codes: z.array(exportRevealedCodeSchema),
  redemption_feedback: z.array(exportRedemptionFeedbackSchema),
  offer_clicks: z.array(exportOfferClickSchema),
  savings: z.array(exportSavingSchema),
  referrals: exportReferralsSchema,
  vip_codes: z.array(exportVipCodeSchema),
  mail: z.array(exportMailSchema),
  consents: z.array(exportRowSchema).optional(),
  support_requests: z.array(exportRowSchema).optional(),
  rewards_links: z.array(exportRowSchema).optional(),
  rewards_pre_links: z.array(exportRowSchema).optional(),
  analytics_events: z.array(exportRowSchema).optional(),
  student_status: z.array(exportRowSchema).optional(),
  student_verifications: z.array(exportRowSchema).optional(),
  student_id_reviews: z.array(exportRowSchema).optional(),
  campus_membership: z.array(exportRowSchema).optional(),
  school_portal_tokens: z.array(exportRowSchema).optional(),
  bts_event_joins: z.array(exportRowSchema).optional(),
  bts_offer_orders: z.array(exportRowSchema).optional(),
  contest_entries: z.array(exportRowSchema).optional(),
  contest_games: z.array(exportRowSchema).optional(),
  email_subscriptions: z.array(exportRowSchema).optional(),
  marketing_contact: z.array(exportRowSchema).optional(),
  travel_photos: z.array(exportRowSchema).optional(),
});
export type DataExportSections = z.infer<typeof dataExportSectionsSchema>;

export const dataExportSchema = z.strictObject({
  format_version: z.literal(DATA_EXPORT_FORMAT_VERSION),
  generated_at: when,
  ...dataExportSectionsSchema.shape,
});
export type DataExport = z.infer<typeof dataExportSchema>;
