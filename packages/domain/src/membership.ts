// Every other way into a membership (issue 6; docs/api-membership.md): activating a card, the free
// trial, SPC+ through the bank's co-branded card, VIP codes, special cards, referrals and the digital
// card's verification. Shapes shared by the API's route schemas and the web's pages.
import { z } from 'zod';
import { safeText } from './input-rules.ts';
import { cardSchema } from './cards.ts';
import { LANGUAGES } from './constants.ts';

/** Spec §5: 16 digits with prefix 6018 (dashes and spaces as typed are dropped). */
export const cardNumberSchema = safeText()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^6018\d{12}$/, 'a card number is 16 digits starting with 6018'));
/** Spec §5: the security code (csv) is exactly 3 digits. */
export const csvSchema = safeText()
  .trim()
  .regex(/^\d{3}$/, 'the security code is 3 digits');

export const cardCredentialsSchema = z.object({ card_number: cardNumberSchema, csv: csvSchema });
export type CardCredentials = z.input<typeof cardCredentialsSchema>;

/** How long a free trial lasts (the spec names the trial, not its length: our choice). */
export const FREE_TRIAL_DAYS = 30;
/** Wrong card-number/security-code pairs one caller may try per hour before 429 (a csv has only 1 000 values). */
export const CARD_LOOKUP_ATTEMPTS_PER_HOUR = 10;

/**
 * Spec §2 "Plus upgrade: header, main and detail text by upgrade type (default vip)": what the
 * upgrade to SPC+ did with the membership the member had before.
 * - braintree: a paid membership whose auto-renew we cancelled through the payment gateway;
 * - appstore: a membership bought in an app store, which the member must cancel there themselves;
 * - vip: a VIP membership, replaced;
 * - none: nothing to cancel.
 */
export const UPGRADE_TYPES = ['vip', 'braintree', 'appstore', 'none'] as const;
export type UpgradeType = (typeof UPGRADE_TYPES)[number];
export const DEFAULT_UPGRADE_TYPE: UpgradeType = 'vip';

/** Error codes and English messages; the spec's §8 messages verbatim where it names them. */
export const MEMBERSHIP_ERRORS = {
  CARD_NOT_FOUND: 'We could not find a card with this number and security code.',
  ALREADY_ASSOCIATED: 'Already associated',
  CARD_ALREADY_ACTIVE: 'User has Active Card',
  MEMBERSHIP_EXISTS: 'User already has active membership',
  ALREADY_REDEEMED: 'Already Redeemed your SPC Membership',
  FREE_TRIAL_USED: 'You have already used your free trial.',
  ACCESS_CODE_NOT_VALID: 'Access Code Not Valid',
  INCENTIVE_NOT_FOUND: 'Incentive not found.',
  REFERRAL_NOT_FOUND: 'This referral code does not exist.',
  REFERRAL_SELF: 'You cannot use your own referral code.',
  REFERRAL_ALREADY_USED: 'You have already used a referral code.',
  NOT_GOLD_TICKET: 'You do not hold a golden ticket.',
  VERIFICATION_TOKEN_INVALID: 'This card could not be verified.',
  WALLET_NOT_CONFIGURED: 'Wallet passes are not available right now.',
  NO_VALID_CARD: 'There is no valid membership card to show.',
} as const;
export type MembershipErrorCode = keyof typeof MEMBERSHIP_ERRORS;

// ---- Activation ----------------------------------------------------------------------------------------

/** POST /api/users/v2/card/registerable */
export const registerableResponseSchema = z.object({
  registerable: z.literal(true),
  cobrand: z.enum(['spc', 'cibc', 'campus']),
  retailer: z.string().nullable(),
  is_g_ticket: z.boolean(),
  /** An incentive shown after activation (/activate/incentive), if the card carries one. */
  incentive_id: z.number().int().nullable(),
});
export type RegisterableResponse = z.infer<typeof registerableResponseSchema>;

/** POST /api/users/v2/register/card and /v2/associateCard, and POST /api/store/v4/checkout/activation. */
export const registerCardBodySchema = cardCredentialsSchema.extend({
  /** Spec §4 "Partner registration of a card": the stored affiliate marker and token, sent along. */
  affiliate: z.record(safeText().max(40), safeText().max(200)).optional(),
});
export const registerCardResponseSchema = z.object({
  card: cardSchema,
  upgradeType: z.enum(UPGRADE_TYPES),
  /** App-store memberships are not ours to cancel: the member is told how (spec §1). */
  manual_cancellation_required: z.boolean(),
});
export type RegisterCardResponse = z.infer<typeof registerCardResponseSchema>;

export const activationCheckoutBodySchema = registerCardBodySchema.extend({
  language: z.enum(LANGUAGES),
  isActivationFlow: z.boolean().default(true),
  sendActivationEmail: z.boolean().default(true),
  /** Turn on auto-renew with this card nonce at the end of the activated year (/activate/subscription). */
  auto_renew: z.boolean().default(false),
});

/** GET /api/partners/activation-incentive/{id} */
export const activationIncentiveSchema = z.object({
  id: z.number().int(),
  title_en: z.string(),
  title_fr: z.string(),
  description_en: z.string(),
  description_fr: z.string(),
  offer_id: z.number().int().nullable(),
});
export type ActivationIncentive = z.infer<typeof activationIncentiveSchema>;

// ---- Free trial, special cards ---------------------------------------------------------------------------

/** POST /api/store/getFreeTrialCard */
export const freeTrialResponseSchema = z.object({ card: cardSchema });
/** GET /api/partners/isFreeTrial */
export const isFreeTrialResponseSchema = z.object({ is_free_trial: z.boolean() });

/** POST /api/users/v2/user/getIsSpecialCards (spec §3 "Special-card result"). */
export const specialCardsBodySchema = z.object({ card_number: cardNumberSchema, card_csv: csvSchema });
export const specialCardsResponseSchema = z.object({
  is_golden_ticket: z.boolean(),
  is_high_school: z.boolean(),
  is_vip: z.boolean(),
});
export type SpecialCardsResponse = z.infer<typeof specialCardsResponseSchema>;

// ---- VIP ------------------------------------------------------------------------------------------------

/** POST /api/vip/verifyCode */
export const vipVerifyBodySchema = z.object({ code: safeText().trim().min(1).max(64) });
export const vipVerifyResponseSchema = z.object({
  data: z.object({ valid: z.literal(true), code: z.string(), expires_at: z.string().nullable() }),
});
/** POST /api/vip/code (spec §3 "VIP code request"). */
export const vipCodeBodySchema = z.object({
  code: safeText().trim().min(1).max(64),
  email: z.email().max(254),
  name: safeText().trim().min(1).max(100),
  language: z.enum(LANGUAGES),
});
export const vipCodeResponseSchema = z.object({
  data: z.object({
    /**
     * The VIP card when it was attached to the signed-in member; null when it was e-mailed (only the
     * mailbox's owner may see its number, or anyone could claim a card by typing any address).
     */
    card: cardSchema.nullable(),
    attached: z.boolean(),
    upgradeType: z.enum(UPGRADE_TYPES).nullable(),
  }),
});

// ---- Referrals ------------------------------------------------------------------------------------------

/** GET /api/store/v2/referrals_codes */
export const referralCodesResponseSchema = z.object({
  referral_code: z.string(),
  referral_count: z.number().int().nonnegative(),
  referral_redemption_count: z.number().int().nonnegative(),
  /** /purchase?referral=CODE on this site. */
  share_url: z.string(),
});
/** Spec §9 referral sources, where a referral link was shared from. */
export const REFERRAL_SOURCES = [
  'why_spc',
  'buy_spc',
  'create_account',
  'login_page',
  'cibc',
  'purchase_page',
  'landing_contest',
  'category',
  'spc_plus',
  'activation',
  'instore_purchase',
  'collection',
  'all_deals',
  'spc_plus_page',
] as const;
export type ReferralSource = (typeof REFERRAL_SOURCES)[number];
/** POST /api/users/redeemReferral */
export const redeemReferralBodySchema = z.object({
  referral_code: safeText().trim().min(3).max(32),
  source: z.enum(REFERRAL_SOURCES).optional(),
});
export const redeemReferralResponseSchema = z.object({ success: z.literal(true) });
/**
 * GET /api/users/v2/referral/{code} (ours): whether a code from `/purchase?code=` is a friend's referral
 * code (spec §2: the code may be a referral, promo or code query), so the page carries it as one.
 */
export const referralCheckParamsSchema = z.object({ code: redeemReferralBodySchema.shape.referral_code });
export const referralCheckResponseSchema = z.object({ referral_code: z.string(), own: z.boolean() });

// ---- The digital card -----------------------------------------------------------------------------------

/** GET /api/users/membership-card: what /membership-screen shows (spec §2, issue 6 item 7). */
export const membershipCardResponseSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  card_number: z.string(),
  expiry_date: z.string(),
  tier: z.enum(['spc', 'spc_plus']),
  is_free_trial: z.boolean(),
  /** Public URL a cashier opens from the QR code: /card/verify/{token}. */
  verification_url: z.string(),
  /** Issue 18 item 7: the member is a verified student now (by school e-mail or student ID). */
  student_verified: z.boolean(),
});
export type MembershipCard = z.infer<typeof membershipCardResponseSchema>;

/** GET /api/users/card-verification/{token}: valid or expired, nothing more. */
export const cardVerificationResponseSchema = z.object({
  status: z.enum(['valid', 'expired']),
  tier: z.enum(['spc', 'spc_plus']),
  /** Issue 18 item 7: the card's holder is a verified student — yes or no, nothing more. */
  student_verified: z.boolean(),
});
export type CardVerification = z.infer<typeof cardVerificationResponseSchema>;

/** GET /api/users/wallet/providers: which wallet passes the server can issue (their keys are set). */
export const walletProvidersResponseSchema = z.object({ apple: z.boolean(), google: z.boolean() });
export type WalletProviders = z.infer<typeof walletProvidersResponseSchema>;
/** Google Wallet's save page; the only place the web sends a member for a Google pass. */
export const GOOGLE_WALLET_SAVE_URL = 'https://pay.google.com/gp/v/save/';
/** GET /api/users/wallet/google */
export const googleWalletResponseSchema = z.object({
  save_url: z.url().refine((url) => url.startsWith(GOOGLE_WALLET_SAVE_URL), 'a Google Wallet save link'),
});
