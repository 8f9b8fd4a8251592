// A referral code met on a landing URL (`?referral=CODE` on any page), kept 30 days in local storage
// like the UTM record (spec §3 "UTM record"; the 30 days are the click-id look-back of §9) so it can be
// redeemed once the visitor has signed up. With it, where the link led (spec §9 referral sources): the
// link's `source` when it names one of them, else the page it opened.
import type { ReferralSource } from '@spc/domain/membership';
import { readStoredJson, removeStored, storeJson } from '../../lib/storage.ts';

export const REFERRAL_STORAGE_KEY = 'spc.referral';
export const REFERRAL_LIFETIME_MS = 30 * 86_400_000;
/** The shape the API accepts (redeemReferralBodySchema: 3 to 32 characters); anything else is ignored. */
const CODE_PATTERN = /^[A-Za-z0-9_-]{3,32}$/;

export interface StoredReferral {
  code: string;
  source: ReferralSource | null;
  /** Epoch ms after which the code is dropped. */
  expireDate: number;
}

/** The spec §9 source of the page a referral link opened, when the page is one of them. */
export function referralSourceForPath(pathname: string): ReferralSource | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  const startsWith = (prefix: string) => path === prefix || path.startsWith(`${prefix}/`);
  if (path === '/why-spc') return 'why_spc';
  if (path === '/buyspc') return 'buy_spc';
  if (startsWith('/signup') || path === '/register') return 'create_account';
  if (path === '/login') return 'login_page';
  if (startsWith('/cibc') || path === '/cibc_trade_contest') return 'cibc';
  if (path === '/purchase/instore') return 'instore_purchase';
  if (startsWith('/purchase')) return 'purchase_page';
  if (startsWith('/landingcontest')) return 'landing_contest';
  if (startsWith('/deals/category')) return 'category';
  if (path === '/plus-offers') return 'spc_plus';
  if (path === '/spc-plus') return 'spc_plus_page';
  if (startsWith('/activate')) return 'activation';
  if (startsWith('/weekly-deals')) return 'collection';
  if (path === '/deals') return 'all_deals';
  return null;
}

/**
 * Stores the referral code of a landing URL (with its source) for 30 days; a URL without a usable
 * `referral` changes nothing. `knownSources` is the spec's list (passed in: it lives in a module this
 * one keeps out of the first page's JavaScript).
 */
export function captureReferral(
  url: { pathname: string; search: string },
  knownSources: readonly string[],
  now = Date.now(),
): StoredReferral | null {
  const params = new URLSearchParams(url.search);
  const code = params.get('referral')?.trim() ?? '';
  if (!CODE_PATTERN.test(code)) return null;
  const linkSource = params.get('source');
  const source =
    linkSource && knownSources.includes(linkSource)
      ? (linkSource as ReferralSource)
      : referralSourceForPath(url.pathname);
  const record: StoredReferral = { code, source, expireDate: now + REFERRAL_LIFETIME_MS };
  storeJson(REFERRAL_STORAGE_KEY, record);
  return record;
}

function isStoredReferral(value: unknown): value is StoredReferral {
  if (value === null || typeof value !== 'object') return false;
  const record = value as Partial<StoredReferral>;
  return (
    typeof record.code === 'string' &&
    CODE_PATTERN.test(record.code) &&
    typeof record.expireDate === 'number' &&
    (record.source === null || typeof record.source === 'string')
  );
}

/** The stored referral while it is valid; an expired or unreadable one is cleared. */
export function readReferral(now = Date.now()): StoredReferral | null {
  const value = readStoredJson(REFERRAL_STORAGE_KEY);
  if (value === null) return null;
  if (!isStoredReferral(value) || value.expireDate <= now) {
    removeStored(REFERRAL_STORAGE_KEY);
    return null;
  }
  return value;
}

export function clearReferral(): void {
  removeStored(REFERRAL_STORAGE_KEY);
}
