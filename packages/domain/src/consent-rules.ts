// Consent to cookies and similar storage (issue 21 item 1; spec §2 modals "cookie acceptance and
// settings"; the privacy policy's "Devices, cookies and similar technologies"), the way Quebec's Law 25
// and PIPEDA expect it: privacy by default, so everything outside "necessary" is off until the person
// agrees, and a refusal weighs as much as an acceptance.
//
// The one mapping, used by the web app (which gates its writes with `mayStore`) and the API (which
// keeps each decision on the signed-in person's profile):
// - necessary (always on, never asked): the session cookie, spc_language, extension_token, vip,
//   expired_card_promo_code, membership_expiring_modal_shown, the offline copy of the digital card,
//   spc_consent itself, and the session-storage flags of a purchase or sign-up in progress;
// - marketing: spc_affiliate (/rktcki), the UTM record, the advertising click ids, the referral code of
//   a friend's link and `fired` — who sent the person to us, and whether a purchase was counted for it;
// - analytics: the first-party measurement of how SPC is used (issue 21 item 2), and nothing else.
//
// This file is zod-free (like id-rules.ts), so the first page's JavaScript carries the rule in a few
// bytes; consent.ts re-exports it with the API's request and response schemas.

/** Bumped when the categories or what they cover change: an older choice then counts as no choice. */
export const CONSENT_VERSION = 1;

export const CONSENT_CATEGORIES = ['necessary', 'analytics', 'marketing'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];
/** The categories a person chooses; "necessary" is always on. */
export const OPTIONAL_CONSENT_CATEGORIES = ['analytics', 'marketing'] as const;
export type OptionalConsentCategory = (typeof OPTIONAL_CONSENT_CATEGORIES)[number];

/** A person's decision: the version they answered, each optional category, and when (ISO 8601). */
export interface ConsentChoice {
  version: number;
  analytics: boolean;
  marketing: boolean;
  decided_at: string;
}

/** What a person chooses: each optional category on or off. */
export type ConsentCategories = Pick<ConsentChoice, OptionalConsentCategory>;

/** The first-party cookie holding the decision: necessary (it is how a refusal is remembered). */
export const CONSENT_COOKIE = 'spc_consent';
/** 12 months: after that the person is asked again. */
export const CONSENT_COOKIE_DAYS = 365;

/**
 * What each optional category stores in the browser, by name: withdrawing a category deletes these.
 * Every writer of one of them asks `mayStore` first (the web's lib/cookies.ts `mayStoreOptional`).
 */
export const OPTIONAL_STORAGE = {
  marketing: {
    cookies: ['spc_affiliate', 'fired'],
    localStorage: ['spc.utm', 'spc.clickIds', 'spc.referral'],
  },
  // The visit id of first-party analytics (decision 028) lives in sessionStorage (`spc.visit`): written
  // only with analytics consent and deleted on a refusal by the pipeline itself (apps/web/src/lib/analytics.ts).
  analytics: { cookies: [], localStorage: [] },
} as const satisfies Record<OptionalConsentCategory, { cookies: readonly string[]; localStorage: readonly string[] }>;

/**
 * The rule: necessary storage is always allowed; an optional category only with a choice of the
 * current version that turned it on. No choice, or a choice of an older version, allows nothing optional.
 */
export function mayStore(category: ConsentCategory, choice: ConsentChoice | null | undefined): boolean {
  if (category === 'necessary') return true;
  return choice?.version === CONSENT_VERSION && choice[category];
}

/** Whether a stored choice still answers the current question (else the banner asks again). */
export function isCurrentChoice(choice: ConsentChoice | null | undefined): choice is ConsentChoice {
  return choice?.version === CONSENT_VERSION;
}

/**
 * The cookie's value: `v<version>.a<0|1>.m<0|1>.t<epoch ms>` (short, no characters to escape), e.g.
 * `v1.a0.m1.t1796083200000`.
 */
export function formatConsentCookie(choice: ConsentChoice): string {
  return `v${choice.version}.a${+choice.analytics}.m${+choice.marketing}.t${Date.parse(choice.decided_at)}`;
}

/** The choice a cookie value holds, whatever its version; null when absent or malformed. */
export function parseConsentCookie(value: string | null | undefined): ConsentChoice | null {
  const match = /^v(\d{1,4})\.a([01])\.m([01])\.t(\d{1,15})$/.exec(value ?? '');
  if (!match) return null;
  const decided = new Date(Number(match[4]));
  return {
    version: Number(match[1]),
    analytics: match[2] === '1',
    marketing: match[3] === '1',
    decided_at: decided.toISOString(),
  };
}

/** A choice made now: every optional category as given (off unless turned on). */
export function makeConsentChoice(
  categories: Partial<Record<OptionalConsentCategory, boolean>>,
  now = new Date(),
): ConsentChoice {
  return {
    version: CONSENT_VERSION,
    analytics: categories.analytics === true,
    marketing: categories.marketing === true,
    decided_at: now.toISOString(),
  };
}
