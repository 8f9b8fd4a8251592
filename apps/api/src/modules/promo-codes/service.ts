// Promo and school codes (spec §3 "Payment state", docs/api-store.md "Promo and school codes") and the
// product's price for a shopper: which codes apply, where the shopper is (tax), and the quote. The
// store prices its orders with the same functions.
import type { Country } from '@spc/domain/constants';
import { postalRegion } from '@spc/domain/location';
import {
  CODE_PATTERN,
  membershipProduct,
  normaliseCode,
  provinceOfPostal,
  quote,
  type Discount,
  type ProductResponse,
  type PromoCodeResponse,
  type Quote,
  type SchoolCodeResponse,
} from '@spc/domain/store';
import { HttpError, storeError } from '../../errors.ts';
import type { Queryable } from '../../db/queryable.ts';
import * as repo from './repository.ts';

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

// ---- Where the shopper is ----------------------------------------------------------------------------

export interface ShopperLocation {
  country: Country;
  /** Two-letter province or territory; null in the United States or when unknown. */
  province: string | null;
  /** Normalised postal code or ZIP, when known. */
  postal: string | null;
}

/** What a member's profile says about where they are. */
export interface ProfileLocation {
  country: Country;
  province: string | null;
  postal: string | null;
}

/**
 * The country and province that decide currency and tax: from a postal code when there is one (a US
 * ZIP → the United States), else from the member's profile.
 */
export function locate(postal: string | null | undefined, profile?: ProfileLocation | null): ShopperLocation {
  if (postal) {
    if (postalRegion(postal) === 'us') return { country: 'us', province: null, postal };
    return { country: 'ca', province: provinceOfPostal(postal), postal };
  }
  if (profile?.postal) return locate(profile.postal, null);
  if (profile)
    return { country: profile.country, province: profile.country === 'us' ? null : profile.province, postal: null };
  return { country: 'ca', province: null, postal: null };
}

// ---- Pricing -----------------------------------------------------------------------------------------

export interface PricingInput {
  location: ShopperLocation;
  promoCode?: string | undefined;
  promoHashed?: boolean | undefined;
  schoolCode?: string | undefined;
  userId?: string | null | undefined;
  now: Date;
}

export interface Priced {
  quote: Quote;
  promo: repo.PromoCodeRow | null;
  school: repo.SchoolCodeRow | null;
}

/** The product's quote with the codes checked; a code that cannot apply is an error, never ignored. */
export async function price(db: Queryable, input: PricingInput): Promise<Priced> {
  const promo = input.promoCode
    ? await checkPromo(db, input.promoCode, { hashed: input.promoHashed, userId: input.userId, now: input.now })
    : null;
  const school = input.schoolCode ? await checkSchoolCode(db, input.schoolCode, input.now) : null;
  const result = quote({
    product: membershipProduct(input.location.country),
    province: input.location.province,
    country: input.location.country,
    promo: promo ? discountOf(promo) : null,
    school: school ? discountOf(school) : null,
  });
  return { quote: result, promo, school };
}

export function productResponse(priced: Priced): ProductResponse {
  const product = membershipProduct(priced.quote.currency === 'USD' ? 'us' : 'ca');
  return {
    product,
    promo: priced.promo ? promoResponse(priced.promo) : null,
    school: priced.school ? schoolResponse(priced.school) : null,
    quote: priced.quote,
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
