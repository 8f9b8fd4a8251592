// Promo and school codes (spec §3 "Payment state", docs/api-store.md "Promo and school codes"): which
// codes apply, their answers, and the atomic reservation of their redemptions. The price of the
// membership for a shopper is the purchase module's (pricing.ts), which checks codes here.
import {
  CODE_PATTERN,
  normaliseCode,
  type Discount,
  type PromoCodeResponse,
  type SchoolCodeResponse,
} from '@spc/domain/store';
import { HttpError, storeError } from '../../errors.ts';
import type { Queryable } from '../../db/queryable.ts';
import * as repo from './repository.ts';

export type { PromoCodeRow, SchoolCodeRow } from './repository.ts';

// ---- Codes -------------------------------------------------------------------------------------------

const SHA256_HEX = /^[0-9a-f]{64}$/;

export interface PromoLookup {
  /** The code is the SHA-256 hex of the upper-case code (links in e-mails carry it so). */
  hashed?: boolean;
  /** A signed-in member: a code they already used is refused. */
  userId?: string | null;
  now: Date;
}

/**
 * A promo code that can be applied now, or the reason it cannot: unknown (404), not started,
 * expired, used up, or already used by this member (422). A malformed code is a 400.
 */
export async function checkPromo(
  db: Queryable,
  raw: string,
  { hashed = false, userId = null, now }: PromoLookup,
): Promise<repo.PromoCodeRow> {
  let row: repo.PromoCodeRow | undefined;
  if (hashed) {
    const hash = raw.trim().toLowerCase();
    if (!SHA256_HEX.test(hash))
      throw new HttpError(400, 'VALIDATION_ERROR', 'A hashed promo code is 64 hex digits.', 'promocode');
    row = await repo.findPromoByHash(db, hash);
  } else {
    const code = normaliseCode(raw);
    if (!CODE_PATTERN.test(code)) {
      throw new HttpError(400, 'VALIDATION_ERROR', 'A code is 3 to 32 letters, digits or dashes.', 'promocode');
    }
    row = await repo.findPromoByCode(db, code);
  }
  if (!row) throw storeError(404, 'PROMO_NOT_FOUND', 'promo_code');
  if (row.validFrom && row.validFrom.getTime() > now.getTime())
    throw storeError(422, 'PROMO_NOT_STARTED', 'promo_code');
  if (row.validUntil && row.validUntil.getTime() <= now.getTime()) throw storeError(422, 'PROMO_EXPIRED', 'promo_code');
  if (row.maxRedemptions !== null && row.redemptions >= row.maxRedemptions) {
    throw storeError(422, 'PROMO_USED_UP', 'promo_code');
  }
  if (userId && (await repo.hasRedeemed(db, row.code, userId)))
    throw storeError(422, 'PROMO_ALREADY_USED', 'promo_code');
  return row;
}

/** A school code that can be applied now: unknown (404), expired or used up (422). */
export async function checkSchoolCode(db: Queryable, raw: string, now: Date): Promise<repo.SchoolCodeRow> {
  const code = normaliseCode(raw);
  if (!CODE_PATTERN.test(code)) {
    throw new HttpError(400, 'VALIDATION_ERROR', 'A code is 3 to 32 letters, digits or dashes.', 'school_code');
  }
  const row = await repo.findSchoolCode(db, code);
  if (!row) throw storeError(404, 'SCHOOL_CODE_NOT_FOUND', 'school_code');
  if (row.validUntil && row.validUntil.getTime() <= now.getTime()) {
    throw storeError(422, 'SCHOOL_CODE_EXPIRED', 'school_code');
  }
  if (row.maxRedemptions !== null && row.redemptions >= row.maxRedemptions) {
    throw storeError(422, 'SCHOOL_CODE_USED_UP', 'school_code');
  }
  return row;
}

export const discountOf = (row: { kind: 'percent' | 'amount'; value: number }): Discount => ({
  kind: row.kind,
  value: row.value,
});

export function promoResponse(row: repo.PromoCodeRow): PromoCodeResponse {
  return { code: row.code, discount: discountOf(row), valid_until: row.validUntil?.toISOString() ?? null };
}

export function schoolResponse(row: repo.SchoolCodeRow): SchoolCodeResponse {
  return {
    code: row.code,
    school_name: row.schoolName,
    discount: discountOf(row),
    valid_until: row.validUntil?.toISOString() ?? null,
  };
}

// ---- Reserving and spending codes (inside the purchase's or renewal's transaction) -----------------

/** Takes one redemption of a promo code, atomically; false when the code is used up. */
export const reservePromo = (tx: Queryable, code: string) => repo.reservePromo(tx, code);
/** Gives back a redemption taken by an order that will not be paid. */
export const releasePromo = (tx: Queryable, code: string) => repo.releasePromo(tx, code);
/** Takes one redemption of a school code, atomically; false when the code is used up. */
export const reserveSchoolCode = (tx: Queryable, code: string) => repo.reserveSchoolCode(tx, code);
/** Gives back a school-code redemption taken by an order that will not be paid. */
export const releaseSchoolCode = (tx: Queryable, code: string) => repo.releaseSchoolCode(tx, code);
/** The member has used this promo code (a member uses a code once). */
export const recordRedemption = (tx: Queryable, code: string, userId: string, orderId: number) =>
  repo.recordRedemption(tx, code, userId, orderId);

/** The staff console's promo and school codes (staff-campaigns, issue 20 item 3). */
export * as staffRows from './staff-repository.ts';
