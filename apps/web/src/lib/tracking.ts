// Affiliate and campaign tracking (spec §2 "/rktcki", §3 "UTM record" and "Click tracking entry",
// §5 "Global guard", §7 "Other", §9 lifetimes). Every storage access happens inside a function, never
// at module scope, so this module can be imported anywhere (tests, a server render later).
import { UTM_KEYS, type UtmKey } from '@spc/domain/constants';
import { deleteCookie, readCookie, setCookie } from './cookies.ts';
import { readStoredJson, removeStored, storeJson } from './storage.ts';

const DAY_MS = 86_400_000;

// ---------------------------------------------------------------------------------------------------
// Affiliate cookie (/rktcki)

export const AFFILIATE_COOKIE = 'spc_affiliate';
/** Spec §9: "Affiliate cookie lifetime is 30 days". */
export const AFFILIATE_COOKIE_DAYS = 30;

export interface AffiliateData {
  ranMID: string;
  ranSiteID: string;
  /** When the visitor arrived through the affiliate link (epoch ms). */
  timestamp: number;
}

/**
 * Stores the affiliate marker when the link carries both ranMID and ranSiteID (spec §5 "Affiliate
 * route needs ranMID and ranSiteID"); returns whether it did.
 */
export function captureAffiliate(searchParams: URLSearchParams, now = Date.now()): boolean {
  const ranMID = searchParams.get('ranMID')?.trim();
  const ranSiteID = searchParams.get('ranSiteID')?.trim();
  if (!ranMID || !ranSiteID) return false;
  const data: AffiliateData = { ranMID, ranSiteID, timestamp: now };
  setCookie(AFFILIATE_COOKIE, JSON.stringify(data), { days: AFFILIATE_COOKIE_DAYS });
  return true;
}

/** The stored affiliate data, for the registration call (issue 4); null when absent or unreadable. */
export function readAffiliate(): AffiliateData | null {
  const raw = readCookie(AFFILIATE_COOKIE);
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

export const UTM_STORAGE_KEY = 'spc.utm';
/** Spec §9: "UTM record lasts 7 days". */
export const UTM_LIFETIME_MS = 7 * DAY_MS;
/** Spec §3: the keys of the UTM record, read from `utm_<key>` query parameters. */
export { UTM_KEYS, type UtmKey };
export type Utm = Partial<Record<UtmKey, string>>;

export interface UtmRecord {
  utm: Utm;
  /** Epoch ms after which the record is dropped. */
  expireDate: number;
}

/** Stores the campaign of a landing URL for 7 days; a URL without utm_* parameters changes nothing. */
export function captureUtm(searchParams: URLSearchParams, now = Date.now()): UtmRecord | null {
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

function isUtmRecord(value: unknown): value is UtmRecord {
  if (value === null || typeof value !== 'object') return false;
  const record = value as Partial<UtmRecord>;
  return typeof record.expireDate === 'number' && record.utm !== null && typeof record.utm === 'object';
}

/** The stored UTM record while it is valid; an expired (or unreadable) record is cleared. */
export function readUtm(now = Date.now()): UtmRecord | null {
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

// ---------------------------------------------------------------------------------------------------
// Click ids

export const CLICK_IDS_STORAGE_KEY = 'spc.clickIds';
/** Spec §9: "Click-id purchase look-back is 30 days". */
export const CLICK_ID_LOOKBACK_MS = 30 * DAY_MS;
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

/** The click ids seen within the 30-day look-back, newest per parameter; older ones are dropped. */
export function readClickIds(now = Date.now()): ClickIds {
  const stored = readStoredJson(CLICK_IDS_STORAGE_KEY);
  const result: ClickIds = {};
  if (stored === null || typeof stored !== 'object') return result;
  for (const param of CLICK_ID_PARAMS) {
    const entry = (stored as Record<string, unknown>)[param];
    if (isEntry(entry) && now - entry.timestamp <= CLICK_ID_LOOKBACK_MS) result[param] = entry;
  }
  return result;
}

/** Stores the click ids of a URL with the time they were seen (spec §4 "Global guard"). */
export function captureClickIds(searchParams: URLSearchParams, now = Date.now()): ClickIds {
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

/** Everything a landing URL can carry: run on every navigation by the root middleware. */
export function captureCampaign(searchParams: URLSearchParams, now = Date.now()): void {
  captureUtm(searchParams, now);
  captureClickIds(searchParams, now);
}
