// Location in listings (issue 3 item 2, docs/decisions/004-location.md): postal code or lat/lon,
// distance filtering of in-store offers, nearest-first order, and the spec's geocoding errors.
import { offersPageResponseSchema } from '@spc/domain/catalogue-responses';
import { haversineKm } from '@spc/domain/location';
import { compareOffersNearFirst, offersSummaryResponseSchema, type Offer } from '@spc/domain/offers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createEmbeddedGeocoder } from '../../adapters/geocoding/embedded.ts';
import { type Geocoder, GeocoderUnavailableError } from '../../adapters/geocoding/geocoder.ts';
import { partnerLocations } from '../../db/schema/index.ts';
import { seedDatabase } from '../../db/seed/index.ts';

let t: TestApp;
let geocoderDown = false;
const embedded = createEmbeddedGeocoder();
/** The embedded geocoder, which a test can take down. */
const switchable: Geocoder = {
  geocode: (postal, region) => {
    if (geocoderDown) return Promise.reject(new GeocoderUnavailableError('down'));
    return embedded.geocode(postal, region);
  },
};
const MONTREAL_H2X = { lat: 45.5148, lon: -73.5739 };
let storesByPartner: Map<number, { city: string; lat: number; lon: number }[]>;

async function summary(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/partners/v5/offers/summary${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return offersSummaryResponseSchema.parse(res.json());
}

async function allListed(query: string): Promise<Offer[]> {
  const all: Offer[] = [];
  for (let page = 1; ; page++) {
    const body = await summary(`?page_size=100&current_page=${page}${query}`);
    all.push(...body.offers);
    if (page >= body.total_pages) return all;
  }
}

const nearestKm = (offer: Offer, point: { lat: number; lon: number }) =>
  Math.min(...(storesByPartner.get(offer.partner_id) ?? []).map((store) => haversineKm(point, store)));

beforeAll(async () => {
  t = await createTestApp({}, { geocoder: switchable });
  await seedDatabase(t.database.db);
  const rows = await t.database.db.select().from(partnerLocations);
  storesByPartner = new Map();
  for (const row of rows) {
    const list = storesByPartner.get(row.partnerId) ?? [];
    list.push({ city: row.city, lat: row.lat, lon: row.lon });
    storesByPartner.set(row.partnerId, list);
  }
});

afterAll(async () => {
  await t.close();
});

describe('distance filtering', () => {
  it('a Montréal postal code finds in-store offers with Montréal stores, not Vancouver-only ones', async () => {
    const near = await allListed('&postal_code=H2X%201Y4&distance=25&offer_filters=instore');
    expect(near.length).toBeGreaterThan(0);
    for (const offer of near) {
      const stores = storesByPartner.get(offer.partner_id) ?? [];
      expect(stores.some((store) => store.city === 'Montréal')).toBe(true);
      expect(offer.distance_km).toBeLessThanOrEqual(25);
      expect(offer.distance_km).toBeCloseTo(nearestKm(offer, MONTREAL_H2X), 3);
    }
    const everywhere = await allListed('&offer_filters=instore');
    const vancouverOnly = everywhere.filter((offer) =>
      (storesByPartner.get(offer.partner_id) ?? []).every((store) => store.city === 'Vancouver'),
    );
    expect(vancouverOnly.length).toBeGreaterThan(0);
    const nearIds = new Set(near.map((offer) => offer.offer_id));
    for (const offer of vancouverOnly) expect(nearIds.has(offer.offer_id)).toBe(false);
    // Exactly the in-store offers whose nearest store is within 25 km.
    const expected = everywhere.filter((offer) => nearestKm(offer, MONTREAL_H2X) <= 25).map((o) => o.offer_id);
    expect([...nearIds].sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
  });

  it('keeps online offers anywhere unless in-store offers were asked for', async () => {
    const body = await allListed('&postal_code=V6B1A1&distance=5');
    const online = body.filter((offer) => offer.online);
    const everywhereOnline = (await allListed('&offer_filters=online')).length;
    expect(online.length).toBe(everywhereOnline);
    for (const offer of body.filter((o) => !o.online)) expect(offer.distance_km).toBeLessThanOrEqual(5);
  });

  it('takes lat and lon instead of a postal code, and echoes the location used', async () => {
    const byPostal = await summary('?postal_code=h2x1y4&distance=25&offer_filters=instore');
    expect(byPostal.location).toMatchObject({
      source: 'postal_code',
      postal_code: 'H2X 1Y4',
      province_code: 'QC',
      distance: 25,
    });
    const byCoordinates = await summary(
      `?lat=${MONTREAL_H2X.lat}&lon=${MONTREAL_H2X.lon}&distance=25&offer_filters=instore`,
    );
    expect(byCoordinates.location).toMatchObject({ source: 'coordinates', postal_code: null, distance: 25 });
    expect(byCoordinates.offers.map((o) => o.offer_id)).toEqual(byPostal.offers.map((o) => o.offer_id));
    expect((await summary('')).location).toBeNull();
  });
});

describe('nearest-first order', () => {
  it('with a location and the default sort, offers within 25 km come first, nearest first', async () => {
    const listed = await allListed('&postal_code=H2X1Y4');
    expect(listed.map((o) => o.offer_id)).toEqual([...listed].sort(compareOffersNearFirst(25)).map((o) => o.offer_id));
    const distances = listed.filter((o) => (o.distance_km ?? Infinity) <= 25).map((o) => o.distance_km!);
    expect(distances.length).toBeGreaterThan(0);
    expect(listed.slice(0, distances.length).every((o) => (o.distance_km ?? Infinity) <= 25)).toBe(true);
  });

  it('an explicit sort other than views wins over distance', async () => {
    const body = await summary('?postal_code=H2X1Y4&sort_by=new&page_size=100');
    const starts = body.offers.map((o) => o.start_date);
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
  });
});

describe('/v4/offers/summary by postal code', () => {
  it('lists in-store offers near the postal code (25 km by default)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/partners/v4/offers/summary?postal_code=M5V2T6' });
    expect(res.statusCode, res.body).toBe(200);
    const body = offersPageResponseSchema.parse(res.json());
    expect(body.offers.length).toBeGreaterThan(0);
    expect(body.location).toMatchObject({ province_code: 'ON', distance: 25 });
    for (const offer of body.offers) {
      expect(offer.in_store).toBe(true);
      expect(offer.distance_km).toBeLessThanOrEqual(25);
    }
  });

  it("answers 422 'No postal code provided.' without a postal code or spc_plus", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/partners/v4/offers/summary' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ error: 'NO_POSTAL_CODE', message: 'No postal code provided.' });
  });
});

describe('geocoding errors', () => {
  const call = (query: string, path = '/v5/offers/summary') =>
    t.app.inject({ method: 'GET', url: `/api/partners${path}${query}` });

  it.each([
    ['?postal_code=', 'No Postal Code', 'NO_POSTAL_CODE'],
    ['?postal_code=%20', 'No Postal Code', 'NO_POSTAL_CODE'],
    ['?distance=10', 'No postal code provided.', 'NO_POSTAL_CODE'],
    ['?postal_code=Z9Z9Z9', 'No location found.', 'NO_LOCATION'],
    ['?postal_code=00000', 'No location found.', 'NO_LOCATION'],
  ])('%s → 422 %s', async (query, message, error) => {
    const res = await call(query);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ error, message });
  });

  it("answers 422 'Geocode not available.' when the geocoder fails", async () => {
    geocoderDown = true;
    try {
      const res = await call('?postal_code=K1A0B1');
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ error: 'GEOCODE_UNAVAILABLE', message: 'Geocode not available.' });
    } finally {
      geocoderDown = false;
    }
    // A failure is not cached: the same code works once the geocoder is back.
    expect((await call('?postal_code=K1A0B1')).statusCode).toBe(200);
  });

  it.each([
    ['?postal_code=H2X-1Y4', 'postal_code'],
    ['?postal_code=123456', 'postal_code'],
    ['?postal_code=ABCDEFGHIJK', 'postal_code'],
    ['?lat=45', 'lon'],
    ['?lon=-73', 'lat'],
    ['?postal_code=H2X1Y4&distance=0', 'distance'],
    ['?postal_code=H2X1Y4&distance=abc', 'distance'],
  ])('refuses %s with a 400 naming %s', async (query, field) => {
    const res = await call(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'VALIDATION_ERROR', field });
  });

  it('checks that the seed still has Montréal and Vancouver stores', async () => {
    const montreal = await t.database.db.select().from(partnerLocations).where(eq(partnerLocations.city, 'Montréal'));
    expect(montreal.length).toBeGreaterThan(0);
  });
});
