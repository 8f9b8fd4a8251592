// Using the membership (issue 7; docs/api-member-offers.md): revealing codes, following offer links,
// favourites, saved lists and the member's savings. Shapes shared by the API's route schemas and the
// web's pages; the zod-free rules (list names, the favourites merge) are in saved-rules.ts.
import { z } from 'zod';
import { FEEDBACK_REASONS } from './member-offer-rules.ts';
import { idParamSchema, idSchema, safeText } from './input-rules.ts';
import { OFFER_ERRORS } from './errors.ts';
import { booleanParam, CODE_TYPES, DISPLAY_KINDS, offerSchema, partnerSchema } from './offers.ts';
import { FAVOURITES_MAX, LIST_NAME_MAX_LENGTH, LIST_OFFERS_MAX, normaliseListName } from './saved-rules.ts';

export * from './saved-rules.ts';

/** Error codes and English messages; the spec's §8 messages verbatim where it names them. */
export const MEMBER_OFFER_ERRORS = {
  OFFER_NOT_FOUND: OFFER_ERRORS.notFound,
  OFFER_DELISTED: OFFER_ERRORS.delisted,
  OFFER_EXPIRED: OFFER_ERRORS.expired,
  /** Spec §2 "offer redeem gate": a member without a valid card (expired, none yet). */
  NO_VALID_CARD: 'You need a valid membership card to use this offer.',
  /** Spec §6: SPC+ offers are exclusive to SPC+ members. */
  PLUS_ONLY: 'This offer is for SPC+ members.',
  /** Issue 18 item 7: the partner keeps this offer for verified students. */
  VERIFIED_STUDENTS_ONLY: 'This offer is for verified students: verify your student status to use it.',
  /** Every code of an upload_unique pool has been handed out. */
  CODES_EXHAUSTED: 'All the codes for this offer have been given out. Please check back later.',
  /** Spec §8: a member who already used their one unique code asks for another. */
  ALREADY_REDEEMED_OFFER: 'Already Redeemed Offer',
  REDEMPTION_NOT_FOUND: 'You have no revealed code for this offer.',
  /** The offer has nothing to reveal or visit in the asked channel (an in-store-only offer online, …). */
  CHANNEL_NOT_OFFERED: 'This offer cannot be used that way.',
  NO_WEBSITE: 'This offer has no website to visit.',
  /** An offer link whose host is not the partner's: refused rather than redirecting anywhere. */
  UNSAFE_LINK: "This offer's link does not lead to the partner's website.",
  USER_MISMATCH: 'This link was made for another account.',
  LIST_NAME_INVALID: 'Enter valid list name',
  LIST_EXISTS: 'list already exists!',
  LIST_NOT_FOUND: 'List not found.',
  TOO_MANY_LISTS: 'You have reached the maximum number of lists.',
  UNKNOWN_OFFERS: 'Some of these offers do not exist.',
  UNKNOWN_CATEGORIES: 'Some of these categories do not exist.',
} as const;
export type MemberOfferErrorCode = keyof typeof MEMBER_OFFER_ERRORS;

const offerId = idParamSchema;
const offerIdList = (max: number) =>
  z
    .array(idSchema)
    .max(max)
    .transform((ids) => [...new Set(ids)]);

export const offerIdParamsSchema = z.object({ id: offerId });

// ---- Code reveal (spec §7 /v2/offers/{id}/code, promos /v3/offers/{id}/code; §3 "Code types") -----

/** Where the member will use the offer: online (a code) or in store (the member's card). */
export const REDEMPTION_CHANNELS = ['online', 'in_store'] as const;
export type RedemptionChannel = (typeof REDEMPTION_CHANNELS)[number];

export const codeQuerySchema = z.object({
  /** true: use it online; false: in store. Absent: online when the offer is online, else in store. */
  is_online: booleanParam.optional(),
  /** true (default): revealed on the website; false: from the browser extension. */
  is_website: booleanParam.optional(),
});
export type CodeQuery = z.input<typeof codeQuerySchema>;

export { FEEDBACK_REASONS, type FeedbackReason } from './member-offer-rules.ts';

/** The member's answer for one redemption (one per member per redemption; a new answer replaces it). */
export const feedbackAnswerSchema = z.object({
  redemption_id: z.number().int(),
  worked: z.boolean(),
  reason: z.enum(FEEDBACK_REASONS).nullable(),
  /** Epoch ms of the latest answer. */
  answered_at: z.number().int(),
});
export type FeedbackAnswer = z.infer<typeof feedbackAnswerSchema>;

export const codeResponseSchema = z.object({
  /** The code to type at the partner; null for no_code and for in-store use of a card_number offer. */
  code: z.string().nullable(),
  code_type: z.enum(CODE_TYPES),
  display_kind: z.enum(DISPLAY_KINDS),
  channel: z.enum(REDEMPTION_CHANNELS),
  /** The member's valid card number (16 digits), shown at the till: in-store use and card_number offers. */
  card_number: z.string().nullable(),
  /** The tracked link to the partner's site for online use (GET /v2/offers/{id}/url), else null. */
  url: z.string().nullable(),
  /** The redemption's id: DELETE /redeemedcode/{offer id} forgets it. */
  redemption_id: z.number().int(),
  /** True when this member had already revealed this offer's code (the same code is shown again). */
  already_revealed: z.boolean(),
  /** Issue 23 item 12: the member's answer to "Did it work?" for this redemption, null until they answer. */
  feedback: feedbackAnswerSchema.nullable().optional(),
});
export type CodeResponse = z.infer<typeof codeResponseSchema>;

export const successResponseSchema = z.object({ success: z.literal(true) });

// ---- Offer links (spec §7 /v2/offers/{id}/url, /proxy/website/{id}/url; §2 /redirect-to-partner) -----

/** Query parameter carrying our click id to the partner (the affiliate marker, with utm_source). */
export const AFFILIATE_CLICK_PARAM = 'spc_click';
export const AFFILIATE_SOURCE = 'spc';

export const CLICK_KINDS = ['url', 'proxy', 'code'] as const;
export type ClickKind = (typeof CLICK_KINDS)[number];

export const urlResponseSchema = z.object({
  url: z.string(),
  /** Spec §3 "Click tracking entry": the recorded click. */
  click: z.object({ id: z.string(), timestamp: z.number().int() }),
});
export type UrlResponse = z.infer<typeof urlResponseSchema>;

/**
 * The GET of an offer link (issue 16: a GET records nothing): the partner's page with `utm_source` but
 * no click, so `click` is null. The POST of the same path records the click and answers
 * `urlResponseSchema`.
 */
export const offerLinkResponseSchema = z.object({
  url: z.string(),
  click: z.null(),
});
export type OfferLinkResponse = z.infer<typeof offerLinkResponseSchema>;

/**
 * Issue 16: code reveals and offer links (the POSTs that record a use) per member and per client
 * address in a sliding window; past either, 429 RATE_LIMITED. Generous for a person (a reveal is a
 * click on a button), small enough that nobody inflates an offer's clicks or drains a code pool.
 */
export const OFFER_USE_RATE_LIMIT = { perMember: 30, perAddress: 120, windowMs: 10 * 60_000 } as const;

export const proxyUrlQuerySchema = z.object({
  /** Spec §7: the member's id (our user id); it must be the signed-in member's. */
  firebase_uid: safeText().trim().min(1).max(128),
});

/** /redirect-to-partner?offer_id&firebase_uid (spec §2). */
export const redirectToPartnerQuerySchema = z.object({
  offer_id: offerId,
  firebase_uid: safeText().trim().min(1).max(128),
});

// ---- Favourites (spec §3, §7 /v2/user/categories, /v2/user/favouriteOffers) -------------------------

export const favouriteCategoriesSchema = z.object({ favourite_categories: offerIdList(FAVOURITES_MAX) });
export type FavouriteCategories = z.infer<typeof favouriteCategoriesSchema>;
export const favouriteOffersSchema = z.object({ favourite_offer_ids: offerIdList(FAVOURITES_MAX) });
export type FavouriteOffers = z.infer<typeof favouriteOffersSchema>;
/** The stored sets as answered: no de-duplicating transform, which the API's response encoder refuses. */
export const favouriteCategoriesResponseSchema = z.object({ favourite_categories: z.array(z.number().int()) });

/** GET /v2/user/favouriteOffers?include=offers: the ids plus the offers themselves for the /favourites page. */
export const favouriteOffersQuerySchema = z.object({ include: z.literal('offers').optional() });
const partnersById = z.record(z.string(), partnerSchema);
export const favouriteOffersResponseSchema = z.object({
  favourite_offer_ids: z.array(z.number().int()),
  offers: z.array(offerSchema).optional(),
  partners_by_id: partnersById.optional(),
});
export type FavouriteOffersResponse = z.infer<typeof favouriteOffersResponseSchema>;

// ---- Saved lists (spec §3 "Saved list", §7 /user/saved-list) ------------------------------------------

export const listNameSchema = safeText({ error: MEMBER_OFFER_ERRORS.LIST_NAME_INVALID })
  .max(LIST_NAME_MAX_LENGTH * 2, MEMBER_OFFER_ERRORS.LIST_NAME_INVALID)
  .transform((raw, ctx) => {
    const name = normaliseListName(raw);
    if (name === null) {
      ctx.addIssue({ code: 'custom', message: MEMBER_OFFER_ERRORS.LIST_NAME_INVALID });
      return z.NEVER;
    }
    return name;
  });

export const savedListSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** May be absent, meaning zero items (spec §3); we always send it. */
  offer_ids: z.array(z.number().int()).optional(),
});
export type SavedList = z.infer<typeof savedListSchema>;

export const savedListsResponseSchema = z.object({ lists: z.array(savedListSchema) });
export type SavedListsResponse = z.infer<typeof savedListsResponseSchema>;

export const createListBodySchema = z.object({ name: listNameSchema });
export type CreateListBody = z.input<typeof createListBodySchema>;

export const updateListBodySchema = z.object({ name: listNameSchema, offer_ids: offerIdList(LIST_OFFERS_MAX) });
export type UpdateListBody = z.input<typeof updateListBodySchema>;

/** /user/saved-list/{name-or-id}: a numeric id, else the list's name (matched ignoring case). */
export const listRefParamsSchema = z.object({
  ref: safeText()
    .trim()
    .min(1)
    .max(LIST_NAME_MAX_LENGTH * 3),
});

/** GET /user/saved-list/{ref}: the list, with its offers for /favourites/list/{id}. */
export const savedListDetailSchema = savedListSchema.extend({
  offers: z.array(offerSchema),
  partners_by_id: partnersById,
});
export type SavedListDetail = z.infer<typeof savedListDetailSchema>;

// ---- Savings (issue 7 "Savings": /profile) --------------------------------------------------------------

export const savingsEntrySchema = z.object({
  offer_id: z.number().int(),
  partner_name: z.string(),
  title_en: z.string(),
  title_fr: z.string(),
  value_cents: z.number().int(),
  /** Epoch ms: when the member said it worked. */
  used_at: z.number().int(),
});
export const savingsResponseSchema = z.object({
  currency: z.literal('CAD'),
  /**
   * Issue 23 item 12: an estimate — the sum of the offers' typical values, counted only for the uses the
   * member said worked ("Did it work?" yes), one per redemption (docs/api-member-offers.md).
   */
  total_cents: z.number().int(),
  offers_used: z.number().int(),
  /** The yearly membership price the savings are set against (11.99 CAD). */
  membership_price_cents: z.number().int(),
  /** The latest uses, newest first (at most 10). */
  recent: z.array(savingsEntrySchema),
});
export type SavingsResponse = z.infer<typeof savingsResponseSchema>;
export const SAVINGS_RECENT_LIMIT = 10;

// ---- Did it work? (issue 23 item 12: docs/api-member-offers.md "Did it work?") -------------------------

export const FEEDBACK_ERRORS = {
  /** `worked: false` without a reason, or a reason with `worked: true`. */
  FEEDBACK_REASON: 'Tell us why it did not work (expired, refused at checkout or minimum not met), only for a no.',
} as const;

/** POST /v2/offers/{id}/feedback: yes, or no with a reason. */
export const feedbackBodySchema = z
  .object({
    worked: z.boolean(),
    reason: z.enum(FEEDBACK_REASONS).nullable().optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    const hasReason = body.reason !== undefined && body.reason !== null;
    if (body.worked === hasReason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: FEEDBACK_ERRORS.FEEDBACK_REASON });
    }
  });
export type FeedbackBody = z.input<typeof feedbackBodySchema>;

/**
 * When a code "keeps failing" (flagged for staff; a shared code is shown as reported not working): in
 * the last `windowDays`, at least `minFailures` "no" answers and a success rate under `maxSuccessRate`.
 */
export const CODE_FLAG_RULE = { windowDays: 30, minFailures: 3, maxSuccessRate: 0.5 } as const;
export const CODE_HEALTH_WINDOW_DAYS = CODE_FLAG_RULE.windowDays;

export function isCodeFailing(counts: { worked: number; failed: number }): boolean {
  const answers = counts.worked + counts.failed;
  if (counts.failed < CODE_FLAG_RULE.minFailures || answers === 0) return false;
  return counts.worked / answers < CODE_FLAG_RULE.maxSuccessRate;
}

export { codeHealthResponseSchema, type CodeHealthResponse } from './code-health.ts';

// ---- Link safety --------------------------------------------------------------------------------------

function hostOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
    if (parsed.username || parsed.password) return null;
    return parsed.hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return null;
  }
}

/**
 * No open redirect: an offer link may only lead to the partner's own host or a subdomain of it, over
 * http(s), without credentials in the URL.
 */
export function isPartnerHost(destination: string, partnerWebsite: string): boolean {
  const target = hostOf(destination);
  const partner = hostOf(partnerWebsite);
  if (!target || !partner) return false;
  return target === partner || target.endsWith(`.${partner}`);
}

/** The partner's URL with the affiliate marker (utm_source=spc, spc_click=<click id>) appended. */
export function withAffiliateMarker(destination: string, clickId: string | null): string {
  const url = new URL(destination);
  url.searchParams.set('utm_source', AFFILIATE_SOURCE);
  // No click (a GET, which records nothing): the source alone, no marker pointing at nothing.
  if (clickId !== null) url.searchParams.set(AFFILIATE_CLICK_PARAM, clickId);
  return url.toString();
}
