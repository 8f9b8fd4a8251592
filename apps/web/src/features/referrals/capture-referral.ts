// Storing the referral code of a landing URL (`?referral=CODE`; referral-storage.ts reads it back):
// marketing storage (issue 21), written through the consent gate, so before the person decides it waits
// in memory, after a refusal it is dropped. A lazy module, loaded by ReferralEffects when a URL carries
// a referral code: the first page's JavaScript carries neither this nor the spec's source list.
import { REFERRAL_SOURCES, type ReferralSource } from '@spc/domain/membership';
import { storeWithConsent } from '../../lib/consent-gate.ts';
import { mayStoreOptional } from '../../lib/cookies.ts';
import { storeJson } from '../../lib/storage.ts';
import { CODE_PATTERN, REFERRAL_LIFETIME_MS, REFERRAL_STORAGE_KEY, type StoredReferral } from './referral-storage.ts';

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
 * `referral`, or a person who did not consent to marketing storage, changes nothing. `knownSources`
 * is the spec's list (passed in, so tests can name it).
 */
export function captureReferral(
  url: { pathname: string; search: string },
  knownSources: readonly string[],
  now = Date.now(),
): StoredReferral | null {
  const params = new URLSearchParams(url.search);
  const code = params.get('referral')?.trim() ?? '';
  if (!CODE_PATTERN.test(code) || !mayStoreOptional('marketing')) return null;
  const linkSource = params.get('source');
  const source =
    linkSource && knownSources.includes(linkSource)
      ? (linkSource as ReferralSource)
      : referralSourceForPath(url.pathname);
  const record: StoredReferral = { code, source, expireDate: now + REFERRAL_LIFETIME_MS };
  storeJson(REFERRAL_STORAGE_KEY, record);
  return record;
}

/** The landing URL's referral code, stored now with marketing consent, or once the person accepts. */
export function captureLandingReferral(url: { pathname: string; search: string }): void {
  storeWithConsent('marketing', () => captureReferral(url, REFERRAL_SOURCES));
}
