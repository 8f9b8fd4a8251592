// The partners read routes against the seeded catalogue: shapes, paging, every sort and filter
// checked against the reference rules in packages/domain, and the bad inputs.
import { CATEGORY_SLUGS, categoriesResponseSchema } from '@spc/domain/categories';
import {
  compareOffers,
  matchesOfferFilters,
  OFFER_SORTS,
  offersSummaryResponseSchema,
  type Offer,
  type OfferFilter,
} from '@spc/domain/offers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../db/seed/index.ts';
import { offers as offersTable } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';

let t: TestApp;

async function summary(query = '') {
  const res = await t.app.inject({ method: 'GET', url: `/api/partners/v5/offers/summary${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return offersSummaryResponseSchema.parse(res.json());
}

/** Every listed offer, fetched page by page through the API. */
async function allListed(params: string): Promise<Offer[]> {
  const all: Offer[] = [];
  for (let page = 1; ; page++) {
    const body = await summary(`?page_size=100&current_page=${page}${params}`);
    all.push(...body.offers);
    if (page >= body.total_pages) return all;
  }
}

beforeAll(async () => {
  t = await createTestApp();
  await seedDatabase(t.database.db);
});

afterAll(async () => {
  await t.close();
});

describe('GET /api/partners/v2/categories', () => {
  it('lists the nine categories in the spec order, named in both languages, with subcategories', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/partners/v2/categories' });
    expect(res.statusCode).toBe(200);
    const { categories } = categoriesResponseSchema.parse(res.json());
    expect(categories.map((c) => c.url_name)).toEqual([...CATEGORY_SLUGS]);
    for (const category of categories) {
      expect(category.name_en).not.toBe('');
      expect(category.name_fr).not.toBe('');
      expect(category.subcategories.length).toBeGreaterThan(0);
      for (const sub of category.subcategories) expect(sub.category_id).toBe(category.id);
    }
  });
});

describe('GET /api/partners/v5/offers/summary', () => {
  it('answers every key of the spec summary, 24 offers by default', async () => {
    const body = await summary();
    expect(Object.keys(body)).toEqual(
      expect.arrayContaining([
        'categories',
        'offers',
        'partners_by_id',
        'limited_time_offers',
        'collections',
        'contests',
        'ads',
        'legal',
      ]),
    );
    expect(body.current_page).toBe(1);
    expect(body.page_size).toBe(24);
    expect(body.offers).toHaveLength(24);
    expect(body.total_pages).toBe(Math.ceil(body.total_count / 24));
    expect(body.categories).toHaveLength(9);
    expect(body.legal.term_en_ca).not.toBe('');
  });

  it('names the partner of every offer in partners_by_id, with its logo, and gives every offer a cover', async () => {
    const body = await summary();
    for (const offer of [...body.offers, ...body.limited_time_offers]) {
      const partner = body.partners_by_id[String(offer.partner_id)];
      expect(partner?.partner_name).toBe(offer.partner_name);
      // Issue 17: the logo picture, and logo_url (older clients) naming its fallback.
      expect(partner?.logo?.alt_en).toBe(`${partner?.partner_name} logo`);
      expect(partner?.logo_url).toBe(partner?.logo?.src);
      expect(offer.cover?.src).toMatch(/^\/media\/[0-9a-f]{16}-640\.webp$/);
      expect(offer.cover?.alt_fr).toContain(offer.title_fr);
    }
  });

  it('lists exactly the active, started, unexpired offers', async () => {
    const now = Date.now();
    const rows = await t.database.db.select().from(offersTable);
    const expected = rows
      .filter(
        (r) =>
          r.status === 'active' && r.startDate.getTime() <= now && (r.endDate === null || r.endDate.getTime() > now),
      )
      .map((r) => r.offerId)
      .sort((a, b) => a - b);
    const listed = (await allListed('')).map((o) => o.offer_id).sort((a, b) => a - b);
    expect(listed).toEqual(expected);
    const hidden = rows.filter((r) => r.status === 'delisted' || (r.endDate !== null && r.endDate.getTime() <= now));
    expect(hidden.length).toBeGreaterThan(0);
    for (const row of hidden) expect(listed).not.toContain(row.offerId);
  });

  it.each(OFFER_SORTS)('sorts by %s exactly as the domain comparator does, across pages', async (sort) => {
    const listed = await allListed(`&sort_by=${sort}`);
    expect(listed.map((o) => o.offer_id)).toEqual([...listed].sort(compareOffers(sort)).map((o) => o.offer_id));
    expect(new Set(listed.map((o) => o.offer_id)).size).toBe(listed.length);
  });

  it.each<[OfferFilter[]]>([
    [['online']],
    [['instore']],
    [['spc_plus']],
    [['lto']],
    [['new']],
    [['online', 'new']],
    [['instore', 'spc_plus']],
  ])('filters %j exactly as the domain rule does', async (filters) => {
    const now = Date.now();
    const everything = await allListed('');
    const filtered = await allListed(`&offer_filters=${filters.join(',')}`);
    const expected = everything.filter((o) => matchesOfferFilters(o, filters, now)).map((o) => o.offer_id);
    expect(filtered.map((o) => o.offer_id).sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.length).toBeLessThan(everything.length);
  });

  it('keeps only offers in any of the chosen subcategories', async () => {
    const everything = await allListed('');
    const subcategory = everything[0]!.subcategory_ids[0]!;
    const filtered = await allListed(`&subcategory_filters=${subcategory}`);
    expect(filtered.length).toBeGreaterThan(0);
    for (const offer of filtered) expect(offer.subcategory_ids).toContain(subcategory);
    expect(filtered.length).toBe(everything.filter((o) => o.subcategory_ids.includes(subcategory)).length);
  });

  it('gives limited-time offers whose window is running', async () => {
    const now = Date.now();
    const body = await summary();
    expect(body.limited_time_offers.length).toBeGreaterThan(0);
    for (const offer of body.limited_time_offers) expect(matchesOfferFilters(offer, ['lto'], now)).toBe(true);
  });

  it('answers an empty page past the last one', async () => {
    const body = await summary('?current_page=999');
    expect(body.offers).toEqual([]);
    expect(body.total_count).toBeGreaterThan(0);
  });

  it.each([
    ['current_page=0', 'current_page'],
    ['current_page=abc', 'current_page'],
    ['page_size=0', 'page_size'],
    ['page_size=101', 'page_size'],
    ['sort_by=price', 'sort_by'],
    ['offer_filters=online,cheap', 'offer_filters'],
    ['subcategory_filters=1;drop', 'subcategory_filters'],
    ['lat=200', 'lat'],
    ['distance=-5', 'distance'],
  ])('refuses %s with a 400 naming %s', async (query, field) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/partners/v5/offers/summary?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'VALIDATION_ERROR', field });
  });
});

describe('GET /api/partners/v2/partners/:id/logo.svg', () => {
  it('serves the generated logo as SVG, cacheable', async () => {
    const body = await summary();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/partners/v2/partners/${body.offers[0]!.partner_id}/logo.svg`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(res.headers['cache-control']).toContain('max-age');
    expect(res.body.startsWith('<svg')).toBe(true);
  });

  it('answers 404 for an unknown partner and 400 for a bad id', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/partners/v2/partners/999999/logo.svg' })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/partners/v2/partners/abc/logo.svg' })).statusCode).toBe(400);
  });
});
