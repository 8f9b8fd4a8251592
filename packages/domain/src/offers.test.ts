import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareOffers,
  isWithinLtoWindow,
  matchesOfferFilters,
  OFFER_FILTERS,
  OFFER_SORTS,
  offersSummaryQuerySchema,
  offerTypeLabel,
  partnerSortKey,
  type Offer,
} from './offers.ts';

const offerArbitrary: fc.Arbitrary<Offer> = fc
  .record({
    offer_id: fc.integer({ min: 1, max: 1_000_000 }),
    partner_id: fc.integer({ min: 1, max: 500 }),
    partner_name: fc.constantFrom('Café Étoile', 'cafe zeta', 'Alpha', 'alpha', 'Zèbre', 'Boréal'),
    online: fc.boolean(),
    is_spc_plus: fc.boolean(),
    is_limited_time: fc.boolean(),
    lto_start_date: fc.integer({ min: 0, max: 2_000 }),
    lto_length: fc.integer({ min: 0, max: 2_000 }),
    is_new_offer: fc.boolean(),
    views: fc.integer({ min: 0, max: 50 }),
    discount_rank: fc.integer({ min: 0, max: 5 }),
    start_date: fc.integer({ min: 0, max: 20 }),
  })
  .chain((r) =>
    fc.boolean().map((inStore) => ({
      offer_id: r.offer_id,
      partner_id: r.partner_id,
      partner_name: r.partner_name,
      title_en: 't',
      title_fr: 't',
      description_en: '',
      description_fr: '',
      category: 1,
      online: r.online,
      in_store: inStore || !r.online,
      is_spc_plus: r.is_spc_plus,
      is_limited_time: r.is_limited_time,
      lto_start_date: r.is_limited_time ? r.lto_start_date : null,
      lto_end_date: r.is_limited_time ? r.lto_start_date + r.lto_length : null,
      is_new_offer: r.is_new_offer,
      is_new_partner: false,
      subcategory_ids: [],
      views: r.views,
      discount_rank: r.discount_rank,
      start_date: r.start_date,
      end_date: null,
      code_type: 'static' as const,
      display_kind: 'static' as const,
      cover: null,
    })),
  );

const uniqueOffers = fc.uniqueArray(offerArbitrary, { selector: (o) => o.offer_id, maxLength: 40 });

describe('compareOffers', () => {
  it.each(OFFER_SORTS)('%s is a total order: antisymmetric and consistent with sorting', (sort) => {
    fc.assert(
      fc.property(uniqueOffers, (offers) => {
        const compare = compareOffers(sort);
        const sorted = [...offers].sort(compare);
        for (let i = 1; i < sorted.length; i++) {
          expect(compare(sorted[i - 1]!, sorted[i]!)).toBeLessThan(0);
          expect(compare(sorted[i]!, sorted[i - 1]!)).toBeGreaterThan(0);
        }
      }),
    );
  });

  it('most_redeemed and the default sort put the most viewed first', () => {
    fc.assert(
      fc.property(uniqueOffers, (offers) => {
        for (const sort of ['views', 'most_redeemed'] as const) {
          const views = [...offers].sort(compareOffers(sort)).map((o) => o.views);
          expect(views).toEqual([...views].sort((a, b) => b - a));
        }
      }),
    );
  });

  it('highest_discount orders by discount rank, then by views', () => {
    fc.assert(
      fc.property(uniqueOffers, (offers) => {
        const sorted = [...offers].sort(compareOffers('highest_discount'));
        for (let i = 1; i < sorted.length; i++) {
          const [a, b] = [sorted[i - 1]!, sorted[i]!];
          expect(a.discount_rank > b.discount_rank || (a.discount_rank === b.discount_rank && a.views >= b.views)).toBe(
            true,
          );
        }
      }),
    );
  });

  it('alphabetical ignores case and accents', () => {
    const names = ['Zèbre', 'alpha', 'Café Étoile', 'Boréal', 'cafe zeta'];
    const offers = names.map((partner_name, i) => ({
      ...fc.sample(offerArbitrary, 1)[0]!,
      offer_id: i + 1,
      partner_name,
    }));
    expect(offers.sort(compareOffers('alphabetical')).map((o) => o.partner_name)).toEqual([
      'alpha',
      'Boréal',
      'Café Étoile',
      'cafe zeta',
      'Zèbre',
    ]);
  });

  it('new puts the latest start date first', () => {
    fc.assert(
      fc.property(uniqueOffers, (offers) => {
        const starts = [...offers].sort(compareOffers('new')).map((o) => o.start_date);
        expect(starts).toEqual([...starts].sort((a, b) => b - a));
      }),
    );
  });
});

describe('partnerSortKey', () => {
  it('folds case and strips accents', () => {
    expect(partnerSortKey('Café ÉTOILE')).toBe('cafe etoile');
  });
});

describe('matchesOfferFilters', () => {
  it('keeps an offer only when every filter holds', () => {
    fc.assert(
      fc.property(
        offerArbitrary,
        fc.subarray([...OFFER_FILTERS]),
        fc.integer({ min: 0, max: 5_000 }),
        (offer, filters, now) => {
          const expected =
            (!filters.includes('online') || offer.online) &&
            (!filters.includes('instore') || offer.in_store) &&
            (!filters.includes('spc_plus') || offer.is_spc_plus) &&
            (!filters.includes('new') || offer.is_new_offer) &&
            (!filters.includes('lto') || isWithinLtoWindow(offer, now));
          expect(matchesOfferFilters(offer, filters, now)).toBe(expected);
        },
      ),
    );
  });

  it('lto holds only inside the window, bounds included', () => {
    const offer = { is_limited_time: true, lto_start_date: 100, lto_end_date: 200 };
    expect(isWithinLtoWindow(offer, 99)).toBe(false);
    expect(isWithinLtoWindow(offer, 100)).toBe(true);
    expect(isWithinLtoWindow(offer, 200)).toBe(true);
    expect(isWithinLtoWindow(offer, 201)).toBe(false);
    expect(isWithinLtoWindow({ ...offer, is_limited_time: false }, 150)).toBe(false);
  });
});

describe('offerTypeLabel', () => {
  it('names both, online or in-store', () => {
    expect(offerTypeLabel({ online: true, in_store: true })).toBe('both');
    expect(offerTypeLabel({ online: true, in_store: false })).toBe('online');
    expect(offerTypeLabel({ online: false, in_store: true })).toBe('instore');
  });
});

describe('offersSummaryQuerySchema', () => {
  it('defaults to page 1 of 24, sorted by views', () => {
    expect(offersSummaryQuerySchema.parse({})).toMatchObject({ current_page: 1, page_size: 24, sort_by: 'views' });
  });

  it('splits comma-separated filters and subcategories', () => {
    const parsed = offersSummaryQuerySchema.parse({ offer_filters: 'online, new', subcategory_filters: '3,12' });
    expect(parsed.offer_filters).toEqual(['online', 'new']);
    expect(parsed.subcategory_filters).toEqual([3, 12]);
  });

  it.each([
    [{ current_page: '0' }, 'current_page'],
    [{ current_page: 'two' }, 'current_page'],
    [{ page_size: '1000' }, 'page_size'],
    [{ sort_by: 'cheapest' }, 'sort_by'],
    [{ offer_filters: 'online,free' }, 'offer_filters'],
    [{ subcategory_filters: '1,x' }, 'subcategory_filters'],
    [{ lat: '91' }, 'lat'],
  ])('rejects %o, naming %s', (input, field) => {
    const result = offersSummaryQuerySchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path[0]).toBe(field);
  });

  it('never throws on arbitrary strings, only accepts or rejects', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom(
            'current_page',
            'page_size',
            'sort_by',
            'offer_filters',
            'subcategory_filters',
            'lat',
            'lon',
            'distance',
          ),
          fc.string(),
        ),
        (input) => {
          expect(() => offersSummaryQuerySchema.safeParse(input)).not.toThrow();
        },
      ),
    );
  });
});
