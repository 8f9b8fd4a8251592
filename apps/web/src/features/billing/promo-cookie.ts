// The renewal promo code of /billing?promo_code=X (spec §2 "/billing", §3 "Stored cookies", §9: the
// `expired_card_promo_code` cookie lasts 2 days). It is sent as `promoCode` with the next payment-method
// update, then dropped: from then on the server keeps it (`renewal_promo_code`).
import { CODE_PATTERN, normaliseCode } from '@spc/domain/store-rules';
import { deleteCookie, readCookie, setCookie } from '../../lib/cookies.ts';

export const PROMO_CODE_COOKIE = 'expired_card_promo_code';
export const PROMO_CODE_DAYS = 2;

/** Stores a well-formed code (upper-case); anything else is ignored rather than sent to be refused later. */
export function storeRenewalPromoCode(value: string | null): string | null {
  if (value === null) return null;
  const code = normaliseCode(value);
  if (!CODE_PATTERN.test(code)) return null;
  setCookie(PROMO_CODE_COOKIE, code, { days: PROMO_CODE_DAYS });
  return code;
}

export function readRenewalPromoCode(): string | null {
  const value = readCookie(PROMO_CODE_COOKIE);
  return value !== null && CODE_PATTERN.test(value) ? value : null;
}

export function clearRenewalPromoCode(): void {
  deleteCookie(PROMO_CODE_COOKIE);
}
