// Properties of the money rules: an order's totals always add up, every figure is whole cents ≥ 0,
// each tax is rounded half up on its own, the provinces' rates are the 2026 ones, a postal code's
// first letter gives its province, and a promo and a school code never stack.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bestDiscount,
  discountOn,
  formatMoney,
  formatTaxRate,
  membershipProduct,
  normaliseCode,
  PROVINCE_CODES,
  provinceOfPostal,
  quote,
  TAX_RATE_SCALE,
  taxComponents,
  taxOn,
  totalTaxRate,
  type Discount,
} from './store-rules.ts';

const cents = fc.integer({ min: 0, max: 10_000_000 });
const discount: fc.Arbitrary<Discount | null> = fc.option(
  fc.oneof(
    fc.record({ kind: fc.constant('percent' as const), value: fc.integer({ min: 1, max: 100 }) }),
    fc.record({ kind: fc.constant('amount' as const), value: fc.integer({ min: 1, max: 100_000 }) }),
  ),
);
const province = fc.option(fc.constantFrom(...PROVINCE_CODES));
const country = fc.constantFrom('ca' as const, 'us' as const);

describe('quote', () => {
  it('adds up: total = subtotal − discount + Σ taxes, every figure whole cents ≥ 0, discount ≤ subtotal', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        province,
        country,
        discount,
        discount,
        (quantity, prov, ctry, promo, school) => {
          const q = quote({ product: membershipProduct(ctry), quantity, province: prov, country: ctry, promo, school });
          const figures = [
            q.subtotal_cents,
            q.discount_cents,
            q.tax_cents,
            q.total_cents,
            ...q.taxes.map((t) => t.amount_cents),
          ];
          for (const figure of figures) {
            expect(Number.isInteger(figure)).toBe(true);
            expect(figure).toBeGreaterThanOrEqual(0);
          }
          expect(q.subtotal_cents).toBe(q.unit_price_cents * quantity);
          expect(q.discount_cents).toBeLessThanOrEqual(q.subtotal_cents);
          expect(q.tax_cents).toBe(q.taxes.reduce((sum, tax) => sum + tax.amount_cents, 0));
          expect(q.total_cents).toBe(q.subtotal_cents - q.discount_cents + q.tax_cents);
          expect(q.tax_rate).toBe(totalTaxRate(q.taxes));
          for (const tax of q.taxes)
            expect(tax.amount_cents).toBe(taxOn(q.subtotal_cents - q.discount_cents, tax.rate));
        },
      ),
    );
  });

  it('charges US dollars and no Canadian tax in the United States, whatever the province', () => {
    fc.assert(
      fc.property(province, discount, (prov, promo) => {
        const q = quote({ product: membershipProduct('us'), province: prov, country: 'us', promo });
        expect(q).toMatchObject({ currency: 'USD', province: null, taxes: [], tax_cents: 0, tax_rate: 0 });
        expect(q.total_cents).toBe(q.subtotal_cents - q.discount_cents);
      }),
    );
  });

  it('is free with a 100 % code: no tax on nothing', () => {
    const q = quote({
      product: membershipProduct('ca'),
      province: 'QC',
      country: 'ca',
      promo: { kind: 'percent', value: 100 },
    });
    expect(q).toMatchObject({ discount_cents: 1199, tax_cents: 0, total_cents: 0 });
  });

  it('gives the receipts of the contract: 11.99 in Ontario, Quebec and Nova Scotia', () => {
    const at = (prov: string) => quote({ product: membershipProduct('ca'), province: prov, country: 'ca' });
    expect(at('ON')).toMatchObject({ tax_rate: 13_000, tax_cents: 156, total_cents: 1355 });
    expect(at('QC').taxes.map((t) => [t.name, t.amount_cents])).toEqual([
      ['GST', 60],
      ['QST', 120],
    ]);
    expect(at('QC')).toMatchObject({ tax_rate: 14_975, total_cents: 1379 });
    expect(at('NS')).toMatchObject({ tax_rate: 14_000, tax_cents: 168, total_cents: 1367 });
  });
});

describe('tax', () => {
  it('rounds each tax half up to the cent', () => {
    fc.assert(
      fc.property(cents, fc.integer({ min: 0, max: 20_000 }), (amount, rate) => {
        const tax = taxOn(amount, rate);
        // tax − exact ∈ (−½, ½], in integers: 2·SCALE·tax − 2·amount·rate ∈ (−SCALE, SCALE].
        const twiceError = 2 * TAX_RATE_SCALE * tax - 2 * amount * rate;
        expect(twiceError).toBeGreaterThan(-TAX_RATE_SCALE);
        expect(twiceError).toBeLessThanOrEqual(TAX_RATE_SCALE);
      }),
    );
    // Exactly half a cent goes up: 10 cents at 5 % is 0.5 cent.
    expect(taxOn(10, 5_000)).toBe(1);
    expect(taxOn(9, 5_000)).toBe(0);
  });

  it('has the 2026 rates: QC 14.975 %, ON 13 %, NS 14 %, NB/NL/PE 15 %, BC 12 %, AB 5 %', () => {
    const rate = (prov: string) => totalTaxRate(taxComponents(prov, 'ca'));
    expect(rate('QC')).toBe(14_975);
    expect(rate('ON')).toBe(13_000);
    expect(rate('NS')).toBe(14_000);
    for (const hst15 of ['NB', 'NL', 'PE']) expect(rate(hst15)).toBe(15_000);
    expect(rate('BC')).toBe(12_000);
    expect(rate('MB')).toBe(12_000);
    expect(rate('SK')).toBe(11_000);
    for (const gstOnly of ['AB', 'NT', 'NU', 'YT']) expect(rate(gstOnly)).toBe(5_000);
    expect(PROVINCE_CODES).toHaveLength(13);
    expect(taxComponents('ON', 'us')).toEqual([]);
    expect(taxComponents(null, 'ca')).toEqual([]);
    expect(taxComponents('ZZ', 'ca')).toEqual([]);
  });

  it('writes rates as each language writes a percentage', () => {
    expect(formatTaxRate(14_975, 'en')).toBe('14.975%');
    expect(formatTaxRate(14_975, 'fr')).toBe('14,975\u00a0%');
  });
});

describe('provinceOfPostal', () => {
  const FSA: Record<string, string | null> = {
    A: 'NL',
    B: 'NS',
    C: 'PE',
    E: 'NB',
    G: 'QC',
    H: 'QC',
    J: 'QC',
    K: 'ON',
    L: 'ON',
    M: 'ON',
    N: 'ON',
    P: 'ON',
    R: 'MB',
    S: 'SK',
    T: 'AB',
    V: 'BC',
    Y: 'YT',
    // Canada Post uses no postal code starting with these.
    D: null,
    F: null,
    I: null,
    O: null,
    Q: null,
    U: null,
    W: null,
    Z: null,
  };
  const letter = fc.constantFrom(...'ABCEGHJKLMNPRSTVWXYZ');
  const digit = fc.integer({ min: 0, max: 9 }).map(String);

  it('maps the first letter of any postal code to its province, in any case and spacing', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.keys(FSA)),
        digit,
        letter,
        digit,
        letter,
        digit,
        fc.constantFrom('', ' '),
        fc.boolean(),
        (first, d1, l2, d2, l3, d3, space, lower) => {
          const raw = `${first}${d1}${l2}${space}${d2}${l3}${d3}`;
          expect(provinceOfPostal(lower ? raw.toLowerCase() : raw)).toBe(FSA[first]);
        },
      ),
    );
  });

  it('splits X between Nunavut (X0A, X0B, X0C) and the Northwest Territories', () => {
    for (const code of ['X0A 0H0', 'X0B 1B0', 'x0c0a0']) expect(provinceOfPostal(code)).toBe('NU');
    for (const code of ['X1A 2P7', 'X0E 0N0', 'X0G 0C0']) expect(provinceOfPostal(code)).toBe('NT');
  });

  it('answers null for a US ZIP and anything that is not a postal code', () => {
    for (const value of ['90210', '', 'H2', '12A 3B4', 'ABC DEF']) expect(provinceOfPostal(value)).toBeNull();
  });
});

describe('discounts', () => {
  it('never take more than the subtotal, and round a percentage half up', () => {
    fc.assert(
      fc.property(cents, discount, (subtotal, d) => {
        const off = discountOn(subtotal, d);
        expect(Number.isInteger(off)).toBe(true);
        expect(off).toBeGreaterThanOrEqual(0);
        expect(off).toBeLessThanOrEqual(subtotal);
        if (d?.kind === 'percent') {
          const twiceError = 200 * off - 2 * subtotal * d.value;
          expect(twiceError).toBeGreaterThan(-100);
          expect(twiceError).toBeLessThanOrEqual(100);
        }
      }),
    );
    expect(discountOn(1199, { kind: 'percent', value: 10 })).toBe(120);
    expect(discountOn(1199, { kind: 'amount', value: 5_000 })).toBe(1199);
  });

  it('do not stack: the larger of the promo and school discounts applies, ties to the promo code', () => {
    fc.assert(
      fc.property(cents, discount, discount, (subtotal, promo, school) => {
        const best = bestDiscount(subtotal, promo, school);
        const promoOff = discountOn(subtotal, promo);
        const schoolOff = discountOn(subtotal, school);
        expect(best.cents).toBe(Math.max(promo ? promoOff : 0, school ? schoolOff : 0));
        expect(best.cents).toBeLessThanOrEqual(subtotal);
        if (!promo && !school) expect(best).toEqual({ source: null, cents: 0 });
        else if (promo && (!school || promoOff >= schoolOff)) expect(best.source).toBe('promo');
        else expect(best.source).toBe('school');
      }),
    );
  });
});

describe('codes and money', () => {
  it('keeps codes upper-case and trimmed', () => {
    expect(normaliseCode('  welcome10 ')).toBe('WELCOME10');
  });

  it('writes money the way each language does, and marks US dollars', () => {
    expect(formatMoney(1199, 'CAD', 'en')).toBe('$11.99');
    expect(formatMoney(1199, 'CAD', 'fr')).toBe('11,99\u00a0$');
    expect(formatMoney(123_456, 'CAD', 'fr')).toBe('1\u00a0234,56\u00a0$');
    expect(formatMoney(1199, 'USD', 'en')).toBe('US$11.99');
  });
});
