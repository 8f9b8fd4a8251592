// The membership's price for a shopper (spec §3 "Payment state", docs/api-store.md "Store"): where the
// shopper is (country and province decide currency and tax), and the quote with their promo or school
// code checked. The checkout prices its orders, and /api/promos/v2/product its answers, with these.
import type { Country } from '@spc/domain/constants';
import { postalRegion } from '@spc/domain/location';
import { membershipProduct, provinceOfPostal, quote, type ProductResponse, type Quote } from '@spc/domain/store';
import type { Queryable } from '../../db/queryable.ts';
import {
  checkPromo,
  checkSchoolCode,
  discountOf,
  promoResponse,
  schoolResponse,
  type PromoCodeRow,
  type SchoolCodeRow,
} from '../promo-codes/service.ts';

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
  promo: PromoCodeRow | null;
  school: SchoolCodeRow | null;
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
