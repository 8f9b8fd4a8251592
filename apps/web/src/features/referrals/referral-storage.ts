// A referral code met on a landing URL (`?referral=CODE` on any page), kept 30 days in local storage
// like the UTM record (spec §3 "UTM record"; the 30 days are the click-id look-back of §9) so it can be
// redeemed once the visitor has signed up. With it, where the link led (spec §9 referral sources): the
// link's `source` when it names one of them, else the page it opened. Optional "marketing" storage
// (issue 21, packages/domain/src/consent-rules.ts): neither stored nor read back without consent. The
// writer is capture-referral.ts, a lazy module; this one reads the stored code for its redemption.
import type { ReferralSource } from '@spc/domain/membership';
import { mayStoreOptional } from '../../lib/cookies.ts';
import { readStoredJson, removeStored } from '../../lib/storage.ts';

export const REFERRAL_STORAGE_KEY = 'spc.referral';
export const REFERRAL_LIFETIME_MS = 30 * 86_400_000;
/** The shape the API accepts (redeemReferralBodySchema: 3 to 32 characters); anything else is ignored. */
export const CODE_PATTERN = /^[A-Za-z0-9_-]{3,32}$/;

export interface StoredReferral {
  code: string;
  source: ReferralSource | null;
  /** Epoch ms after which the code is dropped. */
  expireDate: number;
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

/** The stored referral while it is valid and consented; an expired or unreadable one is cleared. */
export function readReferral(now = Date.now()): StoredReferral | null {
  const value = mayStoreOptional('marketing') ? readStoredJson(REFERRAL_STORAGE_KEY) : null;
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
