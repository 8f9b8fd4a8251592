// The geocoders: the embedded FSA / ZIP table, and the Google adapter against a local stand-in of the
// Geocoding API (node:http on 127.0.0.1, no real network).
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { geocoderFor } from '../../plugins/geocoder.ts';
import { provinceCodeOf } from '@spc/domain/location';
import { createEmbeddedGeocoder } from './embedded.ts';
import { GeocoderUnavailableError } from './geocoder.ts';
import { createGoogleGeocoder } from './google.ts';

describe('embedded geocoder', () => {
  const geocoder = createEmbeddedGeocoder();

  it('places a Canadian postal code at its forward sortation area', async () => {
    const found = await geocoder.geocode('H2X 1Y4');
    expect(found).toMatchObject({ province: 'Quebec', province_code: 'QC' });
    expect(found!.lat).toBeCloseTo(45.51, 1);
    expect(found!.lon).toBeCloseTo(-73.57, 1);
    expect(await geocoder.geocode('V6B 1A1', 'ca')).toMatchObject({ province_code: 'BC' });
  });

  it('places a US ZIP code', async () => {
    expect(await geocoder.geocode('90210')).toMatchObject({
      city: 'Beverly Hills',
      province_code: 'CA',
      province: 'California',
    });
  });

  it('answers null for unknown codes and for a code of the other region', async () => {
    expect(await geocoder.geocode('Z9Z 9Z9')).toBeNull();
    expect(await geocoder.geocode('00000')).toBeNull();
    expect(await geocoder.geocode('90210', 'ca')).toBeNull();
    expect(await geocoder.geocode('H2X 1Y4', 'us')).toBeNull();
  });

  it('derives the province from the first letter, Nunavut and the Northwest Territories apart', () => {
    expect(provinceCodeOf('X0A')).toBe('NU');
    expect(provinceCodeOf('X1A')).toBe('NT');
    expect(provinceCodeOf('M5V')).toBe('ON');
    expect(provinceCodeOf('D1A')).toBeUndefined();
  });

  it('is the default; GOOGLE_MAPS_API_KEY selects Google', async () => {
    expect(await geocoderFor(loadConfig({})).geocode('H2X 1Y4')).toMatchObject({ province_code: 'QC' });
    const google = geocoderFor(loadConfig({ GOOGLE_MAPS_API_KEY: 'k' }));
    expect(google).not.toBeUndefined();
  });
});

describe('Google geocoder against a local stand-in', () => {
  let server: Server;
  let baseUrl: string;
  let lastRequest: URL | undefined;
  let answer: (req: IncomingMessage) => { status: number; body: string };

  const ok = (results: unknown[], status = 'OK') => ({ status: 200, body: JSON.stringify({ status, results }) });
  const montreal = {
    geometry: { location: { lat: 45.5148, lng: -73.5739 } },
    address_components: [
      { long_name: 'H2X 1Y4', short_name: 'H2X 1Y4', types: ['postal_code'] },
      { long_name: 'Montréal', short_name: 'Montréal', types: ['locality', 'political'] },
      { long_name: 'Québec', short_name: 'QC', types: ['administrative_area_level_1', 'political'] },
      { long_name: 'Canada', short_name: 'CA', types: ['country', 'political'] },
    ],
  };

  beforeAll(async () => {
    server = createServer((req, res) => {
      lastRequest = new URL(req.url ?? '/', 'http://127.0.0.1');
      const { status, body } = answer(req);
      res.writeHead(status, { 'content-type': 'application/json' }).end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/maps/api/geocode/json`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  const geocoder = () => createGoogleGeocoder({ apiKey: 'test-key', baseUrl, timeoutMs: 500 });

  it('asks for the postal code in its country with the key, and reads location, city and province', async () => {
    answer = () => ok([montreal]);
    const found = await geocoder().geocode('H2X 1Y4');
    expect(found).toEqual({ lat: 45.5148, lon: -73.5739, city: 'Montréal', province: 'Québec', province_code: 'QC' });
    expect(lastRequest?.searchParams.get('components')).toBe('postal_code:H2X 1Y4|country:CA');
    expect(lastRequest?.searchParams.get('region')).toBe('ca');
    expect(lastRequest?.searchParams.get('key')).toBe('test-key');
    await geocoder().geocode('90210');
    expect(lastRequest?.searchParams.get('components')).toBe('postal_code:90210|country:US');
  });

  it('answers null on ZERO_RESULTS', async () => {
    answer = () => ok([], 'ZERO_RESULTS');
    expect(await geocoder().geocode('H0H 0H0')).toBeNull();
  });

  it.each([
    ['a denied request', () => ok([], 'REQUEST_DENIED')],
    ['an over-quota answer', () => ok([], 'OVER_QUERY_LIMIT')],
    ['an HTTP 500', () => ({ status: 500, body: 'oops' })],
    ['a body that is not JSON', () => ({ status: 200, body: '<html>' })],
    ['an unexpected body', () => ({ status: 200, body: JSON.stringify({ results: 'x' }) })],
  ])('is unavailable on %s', async (_, respond) => {
    answer = respond;
    await expect(geocoder().geocode('H2X 1Y4')).rejects.toBeInstanceOf(GeocoderUnavailableError);
  });

  it('is unavailable when nothing listens', async () => {
    const closed = createGoogleGeocoder({ apiKey: 'k', baseUrl: 'http://127.0.0.1:9/geocode', timeoutMs: 500 });
    await expect(closed.geocode('H2X 1Y4')).rejects.toBeInstanceOf(GeocoderUnavailableError);
  });
});
