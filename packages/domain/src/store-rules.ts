// The money rules of buying a membership (spec §1, §3 "Payment state", §9), without zod so the web's
// purchase pages and the API share them cheaply: the product, Canadian sales tax by province, promo
// and school-code discounts, and the order's totals. All money is integer cents.
import type { Country, Language } from './constants.ts';
import { MEMBERSHIP_PRICE_CENTS } from './constants.ts';
import { provinceCodeOf } from './provinces.ts';

export const CURRENCIES = ['CAD', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** The one product: a one-year card (spec §3: "The default product is a 1-year card described as '2019/20 Membership'"). */
export const MEMBERSHIP_PRODUCT_ID = 'spc-annual';
export const MEMBERSHIP_PRODUCT_DESCRIPTION = '2019/20 Membership';
export const MEMBERSHIP_DURATION_MONTHS = 12;

export interface Product {
  id: string;
  description: string;
  /** Integer cents in `currency`. */
  price_cents: number;
  currency: Currency;
  duration_months: number;
}

/** 11.99 a year, in CAD — or USD for country us (spec §1). */
export function membershipProduct(country: Country): Product {
  return {
    id: MEMBERSHIP_PRODUCT_ID,
    description: MEMBERSHIP_PRODUCT_DESCRIPTION,
    price_cents: MEMBERSHIP_PRICE_CENTS,
    currency: country === 'us' ? 'USD' : 'CAD',
    duration_months: MEMBERSHIP_DURATION_MONTHS,
  };
}

/**
 * `months` later in UTC, kept to the end of a shorter month (29 Feb + 12 months = 28 Feb): a membership's
 * term, for a new card (purchase) and for a renewal (from the old expiry).
 */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/**
 * Issue 23 item 9: what a receipt and the order history call a membership — the years it covers, not the
 * spec's example name ("2019/20 Membership"). A term ends `MEMBERSHIP_DURATION_MONTHS` after it starts:
 * known from its card's expiry when there is one (a renewal's new expiry), else from the day it was paid
 * (a guest's card, whose year starts at registration, is named from the day it was bought).
 */
export function membershipPeriodOf({ expiresAt, paidAt }: { expiresAt?: Date | null; paidAt: Date }): {
  start: Date;
  end: Date;
} {
  if (expiresAt) return { start: addMonths(expiresAt, -MEMBERSHIP_DURATION_MONTHS), end: expiresAt };
  return { start: paidAt, end: addMonths(paidAt, MEMBERSHIP_DURATION_MONTHS) };
}

const PERIOD_NAMES: Record<Language, { word: string; dash: string }> = {
  en: { word: 'Membership', dash: '\u2013' },
  fr: { word: 'Abonnement', dash: '-' },
};

/** "Membership 2026–2027" / « Abonnement 2026-2027 » (one year when the term does not cross one). */
export function membershipPeriodName(period: { start: Date; end: Date }, language: Language): string {
  const { word, dash } = PERIOD_NAMES[language];
  const from = period.start.getUTCFullYear();
  const to = period.end.getUTCFullYear();
  return from === to ? `${word} ${from}` : `${word} ${from}${dash}${to}`;
}

// ---- Tax --------------------------------------------------------------------------------------------

export const TAX_NAMES = ['GST', 'HST', 'PST', 'QST', 'RST'] as const;
export type TaxName = (typeof TAX_NAMES)[number];

/** Rates are in thousandths of a percent (1 000 = 1 %), so Quebec's 9.975 % QST is the integer 9 975. */
export const TAX_RATE_SCALE = 100_000;

export interface TaxComponent {
  name: TaxName;
  /** Thousandths of a percent: 13 000 = 13 %. */
  rate: number;
}

/**
 * Canadian sales tax on a taxable supply by province or territory, as in force in 2026: GST 5 %
 * everywhere outside the HST provinces; HST 13 % (ON), 14 % (NS, since 1 April 2025), 15 % (NB, NL,
 * PE); PST 7 % (BC), RST 7 % (MB), PST 6 % (SK), QST 9.975 % (QC).
 */
export const TAX_RATES: Readonly<Record<string, readonly TaxComponent[]>> = {
  AB: [{ name: 'GST', rate: 5_000 }],
  BC: [
    { name: 'GST', rate: 5_000 },
    { name: 'PST', rate: 7_000 },
  ],
  MB: [
    { name: 'GST', rate: 5_000 },
    { name: 'RST', rate: 7_000 },
  ],
  NB: [{ name: 'HST', rate: 15_000 }],
  NL: [{ name: 'HST', rate: 15_000 }],
  NS: [{ name: 'HST', rate: 14_000 }],
  NT: [{ name: 'GST', rate: 5_000 }],
  NU: [{ name: 'GST', rate: 5_000 }],
  ON: [{ name: 'HST', rate: 13_000 }],
  PE: [{ name: 'HST', rate: 15_000 }],
  QC: [
    { name: 'GST', rate: 5_000 },
    { name: 'QST', rate: 9_975 },
  ],
  SK: [
    { name: 'GST', rate: 5_000 },
    { name: 'PST', rate: 6_000 },
  ],
  YT: [{ name: 'GST', rate: 5_000 }],
};

export const PROVINCE_CODES = Object.keys(TAX_RATES);

export function isProvinceCode(value: string): boolean {
  return Object.hasOwn(TAX_RATES, value);
}

/** The taxes of a province; none for the United States (no Canadian tax applies, US sales tax is not collected). */
export function taxComponents(province: string | null, country: Country): readonly TaxComponent[] {
  if (country === 'us' || province === null) return [];
  return TAX_RATES[province] ?? [];
}

/** Sum of the components' rates, in thousandths of a percent. */
export function totalTaxRate(components: readonly TaxComponent[]): number {
  return components.reduce((sum, component) => sum + component.rate, 0);
}

/** One component's tax on `cents`, rounded half up to the cent (each tax is rounded on its own, as on a receipt). */
export function taxOn(cents: number, rate: number): number {
  return Math.floor((cents * rate + TAX_RATE_SCALE / 2) / TAX_RATE_SCALE);
}

/**
 * The province of a Canadian postal code from its first letter (Canada Post's FSA regions); X is
 * split between Nunavut (X0A, X0B, X0C) and the Northwest Territories. Null for anything else.
 */
export function provinceOfPostal(postal: string): string | null {
  const code = postal.trim().toUpperCase();
  if (!/^[A-Z]\d[A-Z]/.test(code)) return null;
  return provinceCodeOf(code) ?? null;
}

// ---- Discounts --------------------------------------------------------------------------------------

export const DISCOUNT_KINDS = ['percent', 'amount'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

export interface Discount {
  kind: DiscountKind;
  /** percent: 1–100; amount: cents. */
  value: number;
}

/** What a discount takes off `subtotal` cents: percent rounded half up, never more than the subtotal. */
export function discountOn(subtotal: number, discount: Discount | null): number {
  if (!discount) return 0;
  const off = discount.kind === 'percent' ? Math.floor((subtotal * discount.value + 50) / 100) : discount.value;
  return Math.max(0, Math.min(subtotal, off));
}

/** A promo code and a school code do not stack: the larger discount applies (ties go to the promo code). */
export function bestDiscount(
  subtotal: number,
  promo: Discount | null,
  school: Discount | null,
): { source: 'promo' | 'school' | null; cents: number } {
  const promoOff = discountOn(subtotal, promo);
  const schoolOff = discountOn(subtotal, school);
  if (promo && promoOff >= schoolOff) return { source: 'promo', cents: promoOff };
  if (school) return { source: 'school', cents: schoolOff };
  return { source: null, cents: 0 };
}

/** Codes are typed in any case and kept upper-case: 3–32 letters, digits or dashes. */
export const CODE_PATTERN = /^[A-Z0-9-]{3,32}$/;

export function normaliseCode(value: string): string {
  return value.trim().toUpperCase();
}

// ---- Payment cards ----------------------------------------------------------------------------------
// Checked in the browser before the gateway tokenises a card (our API only ever sees the nonce).

/** Why a card field is refused: empty, malformed, or (the expiry) in the past. */
export type CardFieldProblem = 'required' | 'invalid' | 'past';

const digitsOf = (value: string) => value.replace(/\D/g, '');

/** Card numbers are 12 to 19 digits (ISO/IEC 7812), spaces or dashes between them, with a valid Luhn check digit. */
export function isValidPaymentCardNumber(value: string): boolean {
  const digits = digitsOf(value);
  if (digits.length < 12 || digits.length > 19 || digits !== value.replace(/[\s-]/g, '')) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Why an MM/YY expiry is refused, or null; a card is good until the end of its expiry month. */
export function expiryError(value: string, now = new Date()): CardFieldProblem | null {
  if (value.trim() === '') return 'required';
  const match = /^(\d{2})\/(\d{2})$/.exec(value.trim());
  if (!match) return 'invalid';
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return 'invalid';
  const currentYear = now.getFullYear();
  const currentMonth = now.getMonth() + 1;
  if (year < currentYear || (year === currentYear && month < currentMonth)) return 'past';
  return null;
}

/** A card security code (CVV, CVC, CID): 3 or 4 digits. */
export const CARD_SECURITY_CODE_PATTERN = /^\d{3,4}$/;

// ---- Totals -----------------------------------------------------------------------------------------

export interface QuoteTax extends TaxComponent {
  amount_cents: number;
}

/** An order's money (spec §3 "Payment state": taxRate, total, promoDiscount). */
export interface Quote {
  product_id: string;
  currency: Currency;
  unit_price_cents: number;
  quantity: number;
  subtotal_cents: number;
  discount_cents: number;
  /** Which code the discount came from, if any. */
  discount_source: 'promo' | 'school' | null;
  province: string | null;
  /** Sum of the tax rates, thousandths of a percent. */
  tax_rate: number;
  taxes: QuoteTax[];
  tax_cents: number;
  total_cents: number;
}

export interface QuoteInput {
  product: Product;
  quantity?: number;
  province: string | null;
  country: Country;
  promo?: Discount | null;
  school?: Discount | null;
}

/** subtotal − discount + each tax on the discounted amount = total; every figure integer cents ≥ 0. */
export function quote({ product, quantity = 1, province, country, promo = null, school = null }: QuoteInput): Quote {
  const subtotal = product.price_cents * quantity;
  const discount = bestDiscount(subtotal, promo, school);
  const taxable = subtotal - discount.cents;
  const components = taxComponents(province, country);
  const taxes = components.map((component) => ({ ...component, amount_cents: taxOn(taxable, component.rate) }));
  const tax = taxes.reduce((sum, item) => sum + item.amount_cents, 0);
  return {
    product_id: product.id,
    currency: product.currency,
    unit_price_cents: product.price_cents,
    quantity,
    subtotal_cents: subtotal,
    discount_cents: discount.cents,
    discount_source: discount.source,
    province: country === 'us' ? null : province,
    tax_rate: totalTaxRate(components),
    taxes,
    tax_cents: tax,
    total_cents: taxable + tax,
  };
}

/** "13 %" / "14,975 %": a tax rate as the language writes a percentage. */
export function formatTaxRate(rate: number, language: Language): string {
  return new Intl.NumberFormat(language === 'fr' ? 'fr-CA' : 'en-CA', {
    style: 'percent',
    maximumFractionDigits: 3,
  }).format(rate / TAX_RATE_SCALE);
}

/** Money through Intl: en-CA "$11.99", fr-CA "11,99 $"; USD shows "US$" so nobody mistakes it for CAD. */
export function formatMoney(cents: number, currency: Currency, language: Language): string {
  return new Intl.NumberFormat(language === 'fr' ? 'fr-CA' : 'en-CA', { style: 'currency', currency }).format(
    cents / 100,
  );
}
