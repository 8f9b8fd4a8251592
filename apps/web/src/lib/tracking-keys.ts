// The names, lifetimes and shapes of the affiliate and campaign tracking (spec §3 "UTM record", "Click
// tracking entry", §9 lifetimes), shared by the readers (tracking.ts, on the first page) and the writers
// (tracking-capture.ts, lazy). Marketing storage: packages/domain/src/consent-rules.ts lists the names.
import { UTM_KEYS, type UtmKey } from '@spc/domain/constants';

const DAY_MS = 86_400_000;

export const AFFILIATE_COOKIE = 'spc_affiliate';
/** Spec §9: "Affiliate cookie lifetime is 30 days". */
export const AFFILIATE_COOKIE_DAYS = 30;

export interface AffiliateData {
  ranMID: string;
  ranSiteID: string;
  /** When the visitor arrived through the affiliate link (epoch ms). */
  timestamp: number;
}

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

export const CLICK_IDS_STORAGE_KEY = 'spc.clickIds';
/** Spec §9: "Click-id purchase look-back is 30 days". */
export const CLICK_ID_LOOKBACK_MS = 30 * DAY_MS;
