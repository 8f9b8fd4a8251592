// Affiliate and campaign tracking (spec §2 "/rktcki", §3 "UTM record" and "Click tracking entry",
// §5 "Global guard", §7 "Other", §9 lifetimes). Every storage access happens inside a function, never
// at module scope, so this module can be imported anywhere (tests, a server render later).
// All of it is optional "marketing" storage (packages/domain/src/consent-rules.ts): nothing is read
// back or sent without the person's consent (`mayStoreOptional`), and nothing is written without it:
// the writers are tracking-capture.ts, loaded only when a URL carries parameters and marketing was not
// refused — so the first page's JavaScript carries the readers and `captureCampaign` only.
import { isCurrentChoice } from '@spc/domain/consent-rules';
import { deleteCookie, mayStoreOptional, readConsentChoice, readCookie } from './cookies.ts';
import { readStoredJson, removeStored } from './storage.ts';
import { AFFILIATE_COOKIE, UTM_STORAGE_KEY, type AffiliateData, type UtmRecord } from './tracking-keys.ts';

export * from './tracking-keys.ts';

/**
 * What a landing URL can carry, run on every navigation (the root middleware, and once before
 * hydrating): a URL with parameters loads the writers (tracking-capture.ts), which store them with
 * marketing consent, or keep them in memory until the person decides; after a refusal nothing loads.
 */
export function captureCampaign(searchParams: URLSearchParams, now = Date.now()): void {
  // Not on the server, which stores nothing; `toString`, not `size`: Safari 16 has no URLSearchParams.size.
  // The consent cookie is read only for a URL with parameters: the page's first read of document.cookie
  // is slow, and this runs before hydrating (decision 041).
  if (typeof document !== 'object' || !searchParams.toString()) return;
  const choice = readConsentChoice();
  if (!isCurrentChoice(choice) || choice.marketing) {
    void import('./tracking-capture.ts').then((capture) => capture.storeCampaign(searchParams, now));
  }
}

// ---------------------------------------------------------------------------------------------------
// Affiliate cookie (/rktcki)

/** The stored affiliate data, for the registration call (issue 4); null when absent, unreadable or not consented. */
export function readAffiliate(): AffiliateData | null {
  const raw = mayStoreOptional('marketing') ? readCookie(AFFILIATE_COOKIE) : null;
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<AffiliateData>;
    return typeof value.ranMID === 'string' &&
      typeof value.ranSiteID === 'string' &&
      typeof value.timestamp === 'number'
      ? { ranMID: value.ranMID, ranSiteID: value.ranSiteID, timestamp: value.timestamp }
      : null;
  } catch {
    return null;
  }
}

/** Spec §4: "on success the stored affiliate data is cleared". */
export function clearAffiliate(): void {
  deleteCookie(AFFILIATE_COOKIE);
}

// ---------------------------------------------------------------------------------------------------
// UTM record

function isUtmRecord(value: unknown): value is UtmRecord {
  if (value === null || typeof value !== 'object') return false;
  const record = value as Partial<UtmRecord>;
  return typeof record.expireDate === 'number' && record.utm !== null && typeof record.utm === 'object';
}

/** The stored UTM record while it is valid and consented; an expired (or unreadable) record is cleared. */
export function readUtm(now = Date.now()): UtmRecord | null {
  if (!mayStoreOptional('marketing')) return null;
  const value = readStoredJson(UTM_STORAGE_KEY);
  if (value === null) return null;
  if (!isUtmRecord(value) || value.expireDate <= now) {
    removeStored(UTM_STORAGE_KEY);
    return null;
  }
  return value;
}

/**
 * The `utm` request header of spec §7 "Other": sent when a non-expired UTM record exists AND a token
 * is present. JSON, with non-ASCII characters escaped so the value is a legal header (Latin-1 only).
 */
export function utmHeader(token: string | null, now = Date.now()): string | null {
  if (!token) return null;
  const record = readUtm(now);
  if (!record) return null;
  return JSON.stringify(record.utm).replace(
    /[\u007f-\uffff]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
