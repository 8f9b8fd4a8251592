// The partners browsing routes of issue 3 on one seeded database: category pages, the offer page and
// its errors, tags, tag search, collections and weekly deals, trending, limited-time offers, contests,
// ads, legal, partner and related offers, SPC+ offers — happy paths and bad inputs.
import {
  brandsResponseSchema,
  adsResponseSchema,
  categoryDataResponseSchema,
  categoryOffersResponseSchema,
  collectionResponseSchema,
  collectionsResponseSchema,
  collectionsWithOffersResponseSchema,
  contestsResponseSchema,
  limitedTimeOffersResponseSchema,
  offerLegalSchema,
  offerPageResponseSchema,
  offersListResponseSchema,
  offersPageResponseSchema,
  partnerOffersResponseSchema,
  searchResponseSchema,
  trendingResponseSchema,
  weeklyDealsListResponseSchema,
} from '@spc/domain/catalogue-responses';
import { errorResponseSchema, offerErrorFlags, offerErrorResponseSchema } from '@spc/domain/errors';
import { compareOffers, matchesOfferFilters, partnerSortKey, type Offer } from '@spc/domain/offers';
import { normaliseSearch, searchListItems, tagSuggestionsResponseSchema, tagsResponseSchema } from '@spc/domain/tags';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { offerTags, partners, tags as tagsTable } from '../../db/schema/index.ts';
import { type SeedSummary, seedDatabase } from '../../db/seed/index.ts';

let t: TestApp;
let seed: SeedSummary;

async function get(url: string) {
  return t.app.inject({ method: 'GET', url: `/api/partners${url}` });
}

async function ok<T>(url: string, schema: { parse(value: unknown): T }): Promise<T> {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  return schema.parse(res.json());
}

async function search(body: unknown, query = '') {
  return t.app.inject({
    method: 'POST',
    url: `/api/partners/v2/search${query}`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
}

const ids = (offers: readonly Offer[]) => offers.map((offer) => offer.offer_id);
const sortedIds = (offers: readonly Offer[]) => ids(offers).sort((a, b) => a - b);

/** Every offer of a paged listing, page by page. */
async function allPages(path: string, params = ''): Promise<Offer[]> {
  const all: Offer[] = [];
  for (let page = 1; ; page++) {
    const body = await ok(`${path}?page_size=100&current_page=${page}${params}`, offersPageResponseSchema);
    all.push(...body.offers);
    if (page >= body.total_pages) return all;
  }
}

beforeAll(async () => {
  t = await createTestApp();
  seed = await seedDatabase(t.database.db);
});

afterAll(async () => {
  await t.close();
});

describe('category pages', () => {
  it('pages a category by id or url name with the same offers, all of that category', async () => {
    const byId = await ok('/v4/offers/category/2?page_size=100', categoryOffersResponseSchema);
    const byName = await ok('/v4/offers/category/food?page_size=100', categoryOffersResponseSchema);
    expect(byId.category.url_name).toBe('food');
    expect(ids(byName.offers)).toEqual(ids(byId.offers));
    expect(byId.offers.length).toBeGreaterThan(0);
    for (const offer of byId.offers) expect(offer.category).toBe(2);
    expect(byId.offers.map((o) => o.offer_id)).toEqual(
      [...byId.offers].sort(compareOffers('views')).map((o) => o.offer_id),
    );
    expect(byId.feature_offers).toEqual([]);
  });

  it('applies filters, subcategories and sorts inside the category', async () => {
    const now = Date.now();
    const all = await ok('/v4/offers/category/food?page_size=100', categoryOffersResponseSchema);
    const online = await ok(
      '/v4/offers/category/food?page_size=100&offer_filters=online&sort_by=alphabetical',
      categoryOffersResponseSchema,
    );
    expect(sortedIds(online.offers)).toEqual(
      sortedIds(all.offers.filter((o) => matchesOfferFilters(o, ['online'], now))),
    );
    expect(ids(online.offers)).toEqual(ids([...online.offers].sort(compareOffers('alphabetical'))));
    const sub = all.category.subcategories[0]!.id;
    const bySub = await ok(
      `/v4/offers/category/food?page_size=100&subcategory_filters=${sub}`,
      categoryOffersResponseSchema,
    );
    expect(bySub.offers.length).toBeGreaterThan(0);
    for (const offer of bySub.offers) expect(offer.subcategory_ids).toContain(sub);
  });

  it('loads the featured offers when asked: the most viewed of the category', async () => {
    const body = await ok('/v4/offers/category/food?load_feature_offers=true', categoryOffersResponseSchema);
    expect(body.feature_offers).toHaveLength(8);
    const all = await ok('/v4/offers/category/food?page_size=100', categoryOffersResponseSchema);
    expect(ids(body.feature_offers)).toEqual(ids(all.offers).slice(0, 8));
    for (const offer of body.feature_offers) expect(body.partners_by_id[String(offer.partner_id)]).toBeDefined();
  });

  it('answers category data: the 24 most viewed offers with their partners', async () => {
    const body = await ok('/v4/categoryData/travel', categoryDataResponseSchema);
    expect(body.category.url_name).toBe('travel');
    expect(body.offers.length).toBeGreaterThan(0);
    expect(body.offers.length).toBeLessThanOrEqual(24);
    for (const offer of body.offers) {
      expect(offer.category).toBe(body.category.id);
      expect(body.partners_by_id[String(offer.partner_id)]?.partner_name).toBe(offer.partner_name);
    }
  });

  it.each([
    ['/v4/offers/category/99', 404],
    ['/v4/offers/category/no-such-category', 404],
    ['/v4/offers/category/Food!', 400],
    ['/v4/categoryData/99', 404],
    ['/v4/categoryData/%20', 400],
    ['/v4/offers/category/food?load_feature_offers=maybe', 400],
    ['/v4/offers/category/food?sort_by=cheapest', 400],
    ['/v4/offers/category/food?current_page=-1', 400],
  ])('%s → %i', async (url, status) => {
    const res = await get(url);
    expect(res.statusCode).toBe(status);
    if (status === 404) expect(res.json()).toEqual({ error: 'NOT_FOUND', message: 'Category not found' });
    if (status === 400) expect(res.json()).toMatchObject({ error: 'VALIDATION_ERROR' });
  });
});

describe('GET /v2/offers/{id}', () => {
  it('loads offer, partner (with url_name), legal and stores', async () => {
    const body = await ok(`/v2/offers/${seed.singleOfferId}`, offerPageResponseSchema);
    expect(body.id).toBe(seed.singleOfferId);
    expect(body.offer.offer_id).toBe(seed.singleOfferId);
    expect(body.partner.url_name).toBe(seed.singleOfferPartnerUrlName);
    expect(body.partner.partner_id).toBe(body.offer.partner_id);
    expect(body.legal.legal_en).not.toBe('');
    expect(body.legal.legal_fr).not.toBe('');
  });

  it('lists stores nearest first with lat/lon and gives the offer its distance', async () => {
    const list = await ok('/v2/offers/partner/cibc', partnerOffersResponseSchema);
    const inStore = (await allPages('/v5/offers/summary', '&offer_filters=instore')).find(
      (offer) => !offer.online && list.offers.every((o) => o.offer_id !== offer.offer_id),
    )!;
    const body = await ok(`/v2/offers/${inStore.offer_id}?lat=45.5148&lon=-73.5739`, offerPageResponseSchema);
    expect(body.stores.length).toBeGreaterThan(0);
    const distances = body.stores.map((store) => store.distance_km!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(body.offer.distance_km).toBeCloseTo(distances[0]!, 6);
    const plain = await ok(`/v2/offers/${inStore.offer_id}`, offerPageResponseSchema);
    expect(plain.offer.distance_km).toBeUndefined();
    expect(plain.stores.every((store) => store.distance_km === undefined)).toBe(true);
  });

  it("answers 404 'Offer not found' for an unknown id", async () => {
    const res = await get('/v2/offers/999999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'NOT_FOUND', message: 'Offer not found' });
    expect(offerErrorFlags(offerErrorResponseSchema.parse(res.json()).message)).toEqual({
      delisted: false,
      gone: true,
    });
  });

  it("answers 410 'Offer delisted' naming the partner", async () => {
    const id = seed.delistedOfferIds[0]!;
    const res = await get(`/v2/offers/${id}`);
    expect(res.statusCode).toBe(410);
    const body = offerErrorResponseSchema.parse(res.json());
    expect(body).toMatchObject({ error: 'OFFER_DELISTED', message: 'Offer delisted' });
    expect(body.partner_url_name).toMatch(/^[a-z0-9-]+$/);
    expect(offerErrorFlags(body.message)).toEqual({ delisted: true, gone: false });
  });

  it("answers 410 'Offer expired' naming the partner, for expired and ended limited-time offers", async () => {
    for (const id of [seed.expiredOfferIds[0]!, seed.endedLtoOfferIds[0]!]) {
      const res = await get(`/v2/offers/${id}`);
      expect(res.statusCode).toBe(410);
      const body = offerErrorResponseSchema.parse(res.json());
      expect(body).toMatchObject({ error: 'OFFER_EXPIRED', message: 'Offer expired' });
      const [partner] = await t.database.db
        .select({ urlName: partners.urlName })
        .from(partners)
        .where(eq(partners.urlName, body.partner_url_name!));
      expect(partner).toBeDefined();
      expect(offerErrorFlags(body.message)).toEqual({ delisted: false, gone: true });
    }
  });

  it.each([
    ['/v2/offers/abc', 'id'],
    ['/v2/offers/0', 'id'],
    ['/v2/offers/1.5', 'id'],
    ['/v2/offers/99999999999', 'id'],
    ['/v2/offers/1?lat=91&lon=0', 'lat'],
    ['/v2/offers/1?lat=45', 'lon'],
    ['/v2/offers/1?lon=-73', 'lat'],
  ])('refuses %s naming %s', async (url, field) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'VALIDATION_ERROR', field });
  });
});

describe('offer legal, partner and related offers', () => {
  it('gives the legal text of an offer, 404 for an unknown one, 400 without an id', async () => {
    const legal = await ok(`/offerLegal?offer_id=${seed.singleOfferId}`, offerLegalSchema);
    expect(legal.offer_id).toBe(seed.singleOfferId);
    expect(legal.legal_fr).not.toBe('');
    expect((await get('/offerLegal?offer_id=999999')).statusCode).toBe(404);
    expect((await get('/offerLegal')).json()).toMatchObject({ field: 'offer_id' });
    expect((await get('/offerLegal?offer_id=x')).statusCode).toBe(400);
  });

  it('resolves a partner by url name or id to its listed offers', async () => {
    const single = await ok(`/v2/offers/partner/${seed.singleOfferPartnerUrlName}`, partnerOffersResponseSchema);
    expect(ids(single.offers)).toEqual([seed.singleOfferId]);
    const byId = await ok(`/v2/offers/partner/${single.partner.partner_id}`, partnerOffersResponseSchema);
    expect(byId.partner.url_name).toBe(seed.singleOfferPartnerUrlName);
    const bank = await ok(`/v2/offers/partner/${seed.bankPartnerUrlName}`, partnerOffersResponseSchema);
    expect(bank.partner.is_bank).toBe(true);
    expect(bank.offers.length).toBeGreaterThanOrEqual(2);
    expect((await get('/v2/offers/partner/no-such-partner')).json()).toEqual({
      error: 'NOT_FOUND',
      message: 'Partner not found',
    });
    expect((await get('/v2/offers/partner/Bad_Name')).statusCode).toBe(400);
  });

  it("lists the partner's other listed offers, without the offer itself", async () => {
    const bank = await ok(`/v2/offers/partner/${seed.bankPartnerUrlName}`, partnerOffersResponseSchema);
    const first = bank.offers[0]!;
    const others = await ok(`/offer/${first.offer_id}/partner/offers`, offersListResponseSchema);
    expect(sortedIds(others.offers)).toEqual(sortedIds(bank.offers.filter((o) => o.offer_id !== first.offer_id)));
    const lonely = await ok(`/offer/${seed.singleOfferId}/partner/offers`, offersListResponseSchema);
    expect(lonely.offers).toEqual([]);
  });

  it('relates listed offers of the same category, most viewed first, never the offer itself', async () => {
    const offer = (await ok('/v4/categoryData/fashion', categoryDataResponseSchema)).offers[0]!;
    const related = await ok(`/offer/${offer.offer_id}/related/offers`, offersListResponseSchema);
    expect(related.offers.length).toBe(12);
    expect(ids(related.offers)).not.toContain(offer.offer_id);
    for (const other of related.offers) expect(other.category).toBe(offer.category);
    expect(ids(related.offers)).toEqual(ids([...related.offers].sort(compareOffers('views'))));
  });

  it.each(['/offer/999999/related/offers', '/offer/999999/partner/offers'])('%s → 404', async (url) => {
    expect((await get(url)).json()).toEqual({ error: 'NOT_FOUND', message: 'Offer not found' });
  });

  it.each(['/offer/abc/related/offers', '/offer/-1/partner/offers'])('%s → 400', async (url) => {
    expect((await get(url)).json()).toMatchObject({ error: 'VALIDATION_ERROR', field: 'id' });
  });
});

describe('tags and suggestions', () => {
  it('lists 10 tags by default, most used first, up to limit', async () => {
    const ten = await ok('/v2/tags', tagsResponseSchema);
    expect(ten.tags).toHaveLength(10);
    const all = await ok('/v2/tags?limit=1000', tagsResponseSchema);
    expect(all.tags.length).toBeGreaterThan(100);
    expect(all.tags.slice(0, 10)).toEqual(ten.tags);
    expect((await get('/v2/tags?limit=0')).json()).toMatchObject({ field: 'limit' });
  });

  it('suggests the brands whose name contains q (at most 3), which open their own page', async () => {
    const pizza = await ok('/v2/tags/suggestions?q=pizza', tagSuggestionsResponseSchema);
    expect(pizza.partners.map((partner) => partner.partner_name)).toContain('Fornello Nord Pizzeria');
    const sushi = await ok('/v2/tags/suggestions?q=SUSH', tagSuggestionsResponseSchema);
    expect(sushi.partners.map((partner) => [partner.partner_name, partner.url_name])).toEqual([
      ['Sushi Kaze', 'sushi-kaze'],
    ]);
    // The brand's name is a tag too; the search box leaves that tag out for the brand itself.
    expect(
      searchListItems(
        sushi.tags.map((tag) => tag.name),
        sushi.partners,
      ),
    ).toContainEqual({
      kind: 'partner',
      partner: sushi.partners[0],
    });
    expect(
      searchListItems(
        sushi.tags.map((tag) => tag.name),
        sushi.partners,
      ).filter((item) => item.kind === 'tag' && item.name.toLowerCase() === 'sushi kaze'),
    ).toEqual([]);
    expect((await ok('/v2/tags/suggestions?q=a', tagSuggestionsResponseSchema)).partners).toHaveLength(3);
    expect((await ok('/v2/tags/suggestions?q=zzzzqqq', tagSuggestionsResponseSchema)).partners).toEqual([]);
  });

  it('suggests at most 10 tags containing q, case-insensitively, prefix matches first', async () => {
    const all = (await ok('/v2/tags?limit=1000', tagsResponseSchema)).tags.map((tag) => tag.name);
    for (const q of ['s', 'E', 'sho', 'COFFEE', 'ea']) {
      const { tags } = await ok(`/v2/tags/suggestions?q=${encodeURIComponent(q)}`, tagsResponseSchema);
      const names = tags.map((tag) => tag.name);
      const expected = all.filter((name) => name.toLowerCase().includes(q.toLowerCase()));
      expect(names.length).toBe(Math.min(10, expected.length));
      for (const name of names) expect(name.toLowerCase()).toContain(q.toLowerCase());
      const firstNonPrefix = names.findIndex((name) => !name.toLowerCase().startsWith(q.toLowerCase()));
      if (firstNonPrefix >= 0) {
        for (const name of names.slice(firstNonPrefix))
          expect(name.toLowerCase().startsWith(q.toLowerCase())).toBe(false);
      }
    }
    const { tags } = await ok('/v2/tags/suggestions?q=s', tagsResponseSchema);
    expect(tags).toHaveLength(10);
  });

  it('normalises curly quotes in the query', async () => {
    const withApostrophe = (await ok('/v2/tags?limit=1000', tagsResponseSchema)).tags.find((tag) =>
      tag.name.includes("'"),
    );
    if (!withApostrophe) {
      // The seed vocabulary has no apostrophes: a curly quote then finds nothing rather than failing.
      const res = await ok(`/v2/tags/suggestions?q=${encodeURIComponent('’')}`, tagsResponseSchema);
      expect(res.tags).toEqual([]);
      return;
    }
    const curly = withApostrophe.name.replace("'", '’');
    const { tags } = await ok(`/v2/tags/suggestions?q=${encodeURIComponent(curly)}`, tagsResponseSchema);
    expect(tags.map((tag) => tag.name)).toContain(withApostrophe.name);
  });

  it('answers nothing for a query no tag contains, 400 for an empty or huge q', async () => {
    expect((await ok('/v2/tags/suggestions?q=zzzzqqq', tagsResponseSchema)).tags).toEqual([]);
    expect((await get('/v2/tags/suggestions?q=')).json()).toMatchObject({ field: 'q' });
    expect((await get('/v2/tags/suggestions?q=%20%20')).json()).toMatchObject({ field: 'q' });
    expect((await get('/v2/tags/suggestions')).json()).toMatchObject({ field: 'q' });
    expect((await get(`/v2/tags/suggestions?q=${'a'.repeat(81)}`)).json()).toMatchObject({ field: 'q' });
  });
});

describe('POST /v2/search', () => {
  async function offersWithAnyTag(names: string[]): Promise<number[]> {
    const rows = await t.database.db
      .select({ offerId: offerTags.offerId })
      .from(offerTags)
      .innerJoin(tagsTable, eq(tagsTable.id, offerTags.tagId))
      .where(inArray(tagsTable.name, names));
    return [...new Set(rows.map((row) => row.offerId))];
  }

  it('finds the listed offers carrying any of the tags, case-insensitively', async () => {
    const listed = new Set(ids(await allPages('/v5/offers/summary')));
    const res = await search(['Shoes', ' coffee '], '?page_size=100');
    expect(res.statusCode, res.body).toBe(200);
    const body = searchResponseSchema.parse(res.json());
    expect(body.tags.sort()).toEqual(['coffee', 'shoes']);
    const expected = (await offersWithAnyTag(['shoes', 'coffee'])).filter((id) => listed.has(id));
    expect(body.total_count).toBe(expected.length);
    expect(sortedIds(body.offers)).toEqual(expected.sort((a, b) => a - b).slice(0, 100));
    expect(ids(body.offers)).toEqual(ids([...body.offers].sort(compareOffers('views'))));
  });

  it('pages, filters and sorts like the summary', async () => {
    const now = Date.now();
    const all = searchResponseSchema.parse((await search(['pizza', 'coffee', 'lunch'], '?page_size=100')).json());
    const filtered = searchResponseSchema.parse(
      (await search(['pizza', 'coffee', 'lunch'], '?page_size=100&offer_filters=online&sort_by=new')).json(),
    );
    expect(sortedIds(filtered.offers)).toEqual(
      sortedIds(all.offers.filter((o) => matchesOfferFilters(o, ['online'], now))),
    );
    expect(ids(filtered.offers)).toEqual(ids([...filtered.offers].sort(compareOffers('new'))));
    const page2 = searchResponseSchema.parse(
      (await search(['pizza', 'coffee', 'lunch'], '?page_size=2&current_page=2')).json(),
    );
    expect(ids(page2.offers)).toEqual(ids(all.offers).slice(2, 4));
  });

  it('answers an empty page for unknown tags', async () => {
    const body = searchResponseSchema.parse((await search(['no such tag'])).json());
    expect(body).toMatchObject({ offers: [], total_count: 0, tags: [] });
  });

  it.each([
    ['an object', { tags: ['shoes'] }],
    ['a string', 'shoes'],
    ['an empty list', []],
    ['too many tags', Array.from({ length: 11 }, (_, i) => `tag${i}`)],
    ['a number', [1]],
    ['null', [null]],
    ['an empty tag', ['']],
    ['a blank tag', ['   ']],
    ['a huge tag', ['x'.repeat(81)]],
    ['a very large body', ['y'.repeat(100_000)]],
  ])('refuses %s with a 400 about the body', async (_, body) => {
    const res = await search(body);
    expect(res.statusCode).toBe(400);
    const error = errorResponseSchema.parse(res.json());
    expect(error.error).toBe('VALIDATION_ERROR');
    expect(error.field).toMatch(/^(body|\d+)/);
  });

  it('refuses bad query parameters naming them', async () => {
    expect((await search(['shoes'], '?include_generated_urls=yes')).json()).toMatchObject({
      field: 'include_generated_urls',
    });
    expect((await search(['shoes'], '?current_page=0')).json()).toMatchObject({ field: 'current_page' });
    expect((await search(['shoes'], '?offer_filters=free')).json()).toMatchObject({ field: 'offer_filters' });
  });

  it('matches the domain normalisation of tag names', () => {
    expect(normaliseSearch('  Women’s ')).toBe("women's");
  });
});

describe('collections and weekly deals', () => {
  it('lists collections, and loads one by id or url name with its listed offers in order', async () => {
    const { collections } = await ok('/v2/collection', collectionsResponseSchema);
    expect(collections.length).toBeGreaterThanOrEqual(6);
    const first = collections[0]!;
    const byId = await ok(`/v2/collection/${first.id}`, collectionResponseSchema);
    const byName = await ok(`/v2/collection/${first.url_name}`, collectionResponseSchema);
    expect(byName).toEqual(byId);
    expect(byId.collection.kind).toBe('collection');
    expect(ids(byId.offers)).toEqual(byId.collection.offer_ids);
    expect(byId.offers.length).toBeGreaterThan(0);
    for (const offer of byId.offers) expect(byId.partners_by_id[String(offer.partner_id)]).toBeDefined();
  });

  it('gives collections with their first offers for carousels', async () => {
    const body = await ok('/v4/collections', collectionsWithOffersResponseSchema);
    expect(body.collections.length).toBeGreaterThanOrEqual(6);
    for (const collection of body.collections) {
      expect(collection.offers.length).toBeGreaterThan(0);
      expect(collection.offers.length).toBeLessThanOrEqual(12);
      expect(ids(collection.offers)).toEqual(collection.offer_ids);
    }
  });

  it('has at least two weekly deals, the latest week first, loadable by id or url name', async () => {
    const { weekly_deals } = await ok('/v2/weekly-deals', weeklyDealsListResponseSchema);
    expect(weekly_deals.length).toBeGreaterThanOrEqual(2);
    expect(weekly_deals[0]!.start_date!).toBeGreaterThan(weekly_deals[1]!.start_date!);
    const now = Date.now();
    expect(weekly_deals[0]!.start_date!).toBeLessThanOrEqual(now);
    expect(weekly_deals[0]!.end_date!).toBeGreaterThan(now);
    const week = await ok(`/v2/weekly-deals/${weekly_deals[0]!.url_name}`, collectionResponseSchema);
    expect(week.collection.kind).toBe('weekly');
    expect(week.offers.length).toBeGreaterThan(0);
    expect((await ok(`/v2/weekly-deals/${weekly_deals[1]!.id}`, collectionResponseSchema)).collection.id).toBe(
      weekly_deals[1]!.id,
    );
    // Weekly deals are not ordinary collections, and the other way round.
    const { collections } = await ok('/v2/collection', collectionsResponseSchema);
    expect(collections.map((c) => c.id)).not.toContain(weekly_deals[0]!.id);
    expect((await get(`/v2/collection/${weekly_deals[0]!.id}`)).statusCode).toBe(404);
    expect((await get(`/v2/weekly-deals/${collections[0]!.id}`)).json()).toEqual({
      error: 'NOT_FOUND',
      message: 'Weekly deals not found',
    });
  });

  it.each([
    ['/v2/collection/999', 404],
    ['/v2/collection/nope', 404],
    ['/v2/collection/NOPE', 400],
    ['/v2/weekly-deals/999', 404],
    ['/v2/weekly-deals/a%20b', 400],
  ])('%s → %i', async (url, status) => {
    expect((await get(url)).statusCode).toBe(status);
  });
});

describe('trending, limited-time offers, SPC+ offers, contests and ads', () => {
  it('trends the most viewed listed offers, in all categories or one', async () => {
    const full = await ok('/v2/trendingOffers', trendingResponseSchema);
    expect(full.trending_offers).toHaveLength(24);
    const listed = (await allPages('/v5/offers/summary')).sort(compareOffers('views'));
    expect(ids(full.trending_offers)).toEqual(ids(listed).slice(0, 24));
    const food = await ok('/v2/trendingOffers?category=food&limit=5', trendingResponseSchema);
    expect(ids(food.trending_offers)).toEqual(ids(listed.filter((o) => o.category === 2)).slice(0, 5));
    const byId = await ok('/v2/trendingOffers?category=2&limit=5', trendingResponseSchema);
    expect(byId).toEqual(food);
    const active = await ok('/offer/trending/active?limit=3', trendingResponseSchema);
    expect(ids(active.trending_offers)).toEqual(ids(listed).slice(0, 3));
    expect((await get('/v2/trendingOffers?category=nope')).statusCode).toBe(404);
    expect((await get('/v2/trendingOffers?limit=0')).json()).toMatchObject({ field: 'limit' });
    expect((await get('/v2/trendingOffers?category=$')).json()).toMatchObject({ field: 'category' });
  });

  it('lists every running limited-time offer', async () => {
    const now = Date.now();
    const body = await ok('/v4/limitedTimeOffers', limitedTimeOffersResponseSchema);
    expect(body.limited_time_offers.length).toBeGreaterThan(0);
    for (const offer of body.limited_time_offers) expect(matchesOfferFilters(offer, ['lto'], now)).toBe(true);
    const viaFilter = await allPages('/v5/offers/summary', '&offer_filters=lto');
    expect(sortedIds(body.limited_time_offers)).toEqual(sortedIds(viaFilter));
  });

  it('pages SPC+ offers only', async () => {
    const plus = await allPages('/v2/plus-offers');
    expect(plus.length).toBeGreaterThan(0);
    expect(plus.every((offer) => offer.is_spc_plus)).toBe(true);
    expect(sortedIds(plus)).toEqual(sortedIds(await allPages('/v5/offers/summary', '&offer_filters=spc_plus')));
    const v4 = await allPages('/v4/offers/summary', '&spc_plus=true');
    expect(sortedIds(v4)).toEqual(sortedIds(plus));
    expect((await get('/v2/plus-offers?page_size=1000')).json()).toMatchObject({ field: 'page_size' });
  });

  it('lists contests running or upcoming, soonest ending first, with their public flag', async () => {
    const now = Date.now();
    const { contests } = await ok('/v4/contests', contestsResponseSchema);
    expect(contests.length).toBeGreaterThan(0);
    expect(contests.some((contest) => contest.start_date <= now)).toBe(true);
    expect(contests.some((contest) => contest.start_date > now)).toBe(true);
    for (const contest of contests) expect(contest.end_date).toBeGreaterThanOrEqual(now);
    const ends = contests.map((contest) => contest.end_date);
    expect(ends).toEqual([...ends].sort((a, b) => a - b));
    // The 12-days giveaway runs now (issue 19 item 1).
    expect(contests.map((contest) => contest.url_name)).toContain('12-days-giveaways-2024');
  });

  it('filters ads by display page and SPC+ audience', async () => {
    const all = await ok('/v4/ads', adsResponseSchema);
    expect(all.ads.length).toBeGreaterThan(0);
    const deals = await ok('/v4/ads?display_page=deals&is_spc_plus=false', adsResponseSchema);
    expect(deals.ads.length).toBeGreaterThan(0);
    expect(deals.ads.every((ad) => ad.display_page === 'deals' && !ad.is_spc_plus)).toBe(true);
    const plus = await ok('/v4/ads?is_spc_plus=true', adsResponseSchema);
    expect(plus.ads.every((ad) => ad.is_spc_plus)).toBe(true);
    expect((await get('/v4/ads?display_page=home')).json()).toMatchObject({ field: 'display_page' });
    expect((await get('/v4/ads?is_spc_plus=perhaps')).json()).toMatchObject({ field: 'is_spc_plus' });
  });
});

describe('OpenAPI', () => {
  it('documents every browsing route with its schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = res.json<{ paths: Record<string, unknown> }>();
    for (const path of [
      '/api/partners/v4/offers/summary',
      '/api/partners/v4/offers/category/{id}',
      '/api/partners/v4/categoryData/{id}',
      '/api/partners/v2/offers/{id}',
      '/api/partners/v2/tags',
      '/api/partners/v2/tags/suggestions',
      '/api/partners/v2/search',
      '/api/partners/v2/collection',
      '/api/partners/v2/collection/{id}',
      '/api/partners/v4/collections',
      '/api/partners/v2/weekly-deals/{id}',
      '/api/partners/v2/plus-offers',
      '/api/partners/v2/trendingOffers',
      '/api/partners/offer/trending/active',
      '/api/partners/v4/limitedTimeOffers',
      '/api/partners/v4/contests',
      '/api/partners/v4/ads',
      '/api/partners/offerLegal',
      '/api/partners/v2/offers/partner/{id}',
      '/api/partners/offer/{id}/partner/offers',
      '/api/partners/offer/{id}/related/offers',
      '/api/users/website-menu',
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
  });
});

describe('GET /api/partners/v2/partners', () => {
  it('lists every partner with a listed offer, A–Z, with offer counts matching the partner pages', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/partners/v2/partners' });
    expect(res.statusCode).toBe(200);
    const { partners } = brandsResponseSchema.parse(res.json());
    expect(partners.length).toBeGreaterThan(150);
    const keys = partners.map((p) => partnerSortKey(p.partner_name));
    expect(keys).toEqual([...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    for (const partner of partners) expect(partner.offer_count).toBeGreaterThan(0);
    const single = partners.find((p) => p.url_name === 'glacier-scoops');
    expect(single?.offer_count).toBe(1);
    const sample = partners[10]!;
    const page = await t.app.inject({ method: 'GET', url: `/api/partners/v2/offers/partner/${sample.url_name}` });
    const { offers } = page.json<{ offers: { category: number }[] }>();
    expect(offers).toHaveLength(sample.offer_count);
    expect([...new Set(offers.map((o) => o.category))].sort((a, b) => a - b)).toEqual(sample.category_ids);
  });
});
