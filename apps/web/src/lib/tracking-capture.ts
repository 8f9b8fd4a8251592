// The writers of the affiliate and campaign tracking (spec §2 "/rktcki", §3 "UTM record" and "Click
// tracking entry", §4 "Click ids in queries are stored with timestamps", §9 lifetimes), every one of
// them gated by the person's marketing consent (issue 21): they write through `storeWithConsent`
// (lib/consent-gate.ts), so what a landing URL carried before the person decided waits in this page's
// memory only, and is stored if they accept, forgotten if they refuse. A lazy module: the first page
// loads it only when a URL carries parameters (tracking.ts `captureCampaign`) and on /rktcki.
import { storeWithConsent } from './consent-gate.ts';
import { mayStoreOptional, setCookie } from './cookies.ts';
import { readStoredJson, storeJson } from './storage.ts';
import {
  AFFILIATE_COOKIE,
  AFFILIATE_COOKIE_DAYS,
  CLICK_ID_LOOKBACK_MS,
  CLICK_IDS_STORAGE_KEY,
  UTM_KEYS,
  UTM_LIFETIME_MS,
  UTM_STORAGE_KEY,
  type AffiliateData,
  type Utm,
  type UtmRecord,
} from './tracking-keys.ts';

// ---------------------------------------------------------------------------------------------------
// Affiliate cookie (/rktcki)

/**
 * Stores the affiliate marker when the link carries both ranMID and ranSiteID (spec §5 "Affiliate
 * route needs ranMID and ranSiteID") and marketing is consented; returns whether it did.
 */
export function captureAffiliate(searchParams: URLSearchParams, now = Date.now()): boolean {
  const ranMID = searchParams.get('ranMID')?.trim();
  const ranSiteID = searchParams.get('ranSiteID')?.trim();
  if (!ranMID || !ranSiteID) return false;
  const data: AffiliateData = { ranMID, ranSiteID, timestamp: now };
  return storeWithConsent('marketing', () =>
    setCookie(AFFILIATE_COOKIE, JSON.stringify(data), { days: AFFILIATE_COOKIE_DAYS }),
  );
}

// ---------------------------------------------------------------------------------------------------
// UTM record

/** Stores the campaign of a landing URL for 7 days; a URL without utm_* parameters changes nothing. */
export function captureUtm(searchParams: URLSearchParams, now = Date.now()): UtmRecord | null {
  if (!mayStoreOptional('marketing')) return null;
  const utm: Utm = {};
  for (const key of UTM_KEYS) {
    const value = searchParams.get(`utm_${key}`)?.trim();
    if (value) utm[key] = value.slice(0, 200);
  }
  if (Object.keys(utm).length === 0) return null;
  const record: UtmRecord = { utm, expireDate: now + UTM_LIFETIME_MS };
  storeJson(UTM_STORAGE_KEY, record);
  return record;
}

// ---------------------------------------------------------------------------------------------------
// Click ids

/** Ad-network click ids read from landing URLs (Google, Meta, Microsoft, Rakuten, TikTok, …). */
export const CLICK_ID_PARAMS = [
  'gclid',
  'gbraid',
  'wbraid',
  'dclid',
  'fbclid',
  'msclkid',
  'ttclid',
  'ranSiteID',
  'irclickid',
] as const;
export type ClickIdParam = (typeof CLICK_ID_PARAMS)[number];

/** Spec §3 "Click tracking entry: id, timestamp". */
export interface ClickIdEntry {
  id: string;
  timestamp: number;
}
export type ClickIds = Partial<Record<ClickIdParam, ClickIdEntry>>;

function isEntry(value: unknown): value is ClickIdEntry {
  return (
    value !== null &&
    typeof value === 'object' &&
    typeof (value as ClickIdEntry).id === 'string' &&
    typeof (value as ClickIdEntry).timestamp === 'number'
  );
}

/** The consented click ids seen within the 30-day look-back, newest per parameter; older ones are dropped. */
export function readClickIds(now = Date.now()): ClickIds {
  const result: ClickIds = {};
  if (!mayStoreOptional('marketing')) return result;
  const stored = readStoredJson(CLICK_IDS_STORAGE_KEY);
  if (stored === null || typeof stored !== 'object') return result;
  for (const param of CLICK_ID_PARAMS) {
    const entry = (stored as Record<string, unknown>)[param];
    if (isEntry(entry) && now - entry.timestamp <= CLICK_ID_LOOKBACK_MS) result[param] = entry;
  }
  return result;
}

/** Stores the click ids of a URL with the time they were seen (spec §4 "Global guard"). */
export function captureClickIds(searchParams: URLSearchParams, now = Date.now()): ClickIds {
  if (!mayStoreOptional('marketing')) return {};
  const current = readClickIds(now);
  let changed = false;
  for (const param of CLICK_ID_PARAMS) {
    const id = searchParams.get(param)?.trim();
    if (id) {
      current[param] = { id: id.slice(0, 500), timestamp: now };
      changed = true;
    }
  }
  if (changed) storeJson(CLICK_IDS_STORAGE_KEY, current);
  return current;
}

/**
 * Everything a landing URL can carry (tracking.ts `captureCampaign` calls this on every navigation with
 * parameters). Before any decision the parameters wait in memory; after a refusal they are ignored.
 */
export function storeCampaign(searchParams: URLSearchParams, now = Date.now()): void {
  storeWithConsent('marketing', () => {
    captureUtm(searchParams, now);
    captureClickIds(searchParams, now);
  });
}
