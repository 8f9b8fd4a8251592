// From a failed store or promos call to the sentence the purchase pages show: each code of
// docs/api-store.md has its own translation (`purchase:errors.<CODE>`); anything else is generic.
import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api-client.ts';
import enPurchase from '@spc/locales/en/purchase.json';

export type PurchaseErrorCode = keyof typeof enPurchase.errors;

export const PROMO_ERROR_CODES = [
  'PROMO_NOT_FOUND',
  'PROMO_EXPIRED',
  'PROMO_NOT_STARTED',
  'PROMO_USED_UP',
  'PROMO_ALREADY_USED',
] as const satisfies readonly PurchaseErrorCode[];

export const SCHOOL_ERROR_CODES = [
  'SCHOOL_CODE_NOT_FOUND',
  'SCHOOL_CODE_EXPIRED',
  'SCHOOL_CODE_USED_UP',
] as const satisfies readonly PurchaseErrorCode[];

const isKnownCode = (code: string): code is PurchaseErrorCode => Object.hasOwn(enPurchase.errors, code);

/** The code the interface knows for an error: the server's, NETWORK_ERROR when there was no answer, else GENERIC. */
export function purchaseErrorCode(error: unknown): PurchaseErrorCode {
  if (!(error instanceof ApiError)) return 'GENERIC';
  if (error.status === 0) return 'NETWORK_ERROR';
  return isKnownCode(error.code) ? error.code : 'GENERIC';
}

export function purchaseErrorMessage(t: TFunction<'purchase'>, error: unknown): string {
  return t(`errors.${purchaseErrorCode(error)}`);
}

export function isPromoError(code: string): boolean {
  return (PROMO_ERROR_CODES as readonly string[]).includes(code);
}

export function isSchoolError(code: string): boolean {
  return (SCHOOL_ERROR_CODES as readonly string[]).includes(code);
}
