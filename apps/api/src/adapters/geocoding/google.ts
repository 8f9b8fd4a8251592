// The Google Geocoding adapter: one HTTPS GET per postal code (components=postal_code|country), read
// for the location, the locality and the first-level administrative area. Any transport failure or
// non-OK status other than ZERO_RESULTS means the service is unavailable.
import type { GeocodedLocation, GeocodeRegion } from '@spc/domain/location';
import { postalRegion } from '@spc/domain/location';
import { z } from 'zod';
import { type Geocoder, GeocoderUnavailableError } from './geocoder.ts';

export const GOOGLE_GEOCODE_URL = 'https://maps.googleapis.com/maps/api/geocode/json';
const TIMEOUT_MS = 3000;

const componentSchema = z.object({ long_name: z.string(), short_name: z.string(), types: z.array(z.string()) });
const responseSchema = z.object({
  status: z.string(),
  results: z
    .array(
      z.object({
        geometry: z.object({ location: z.object({ lat: z.number(), lng: z.number() }) }),
        address_components: z.array(componentSchema),
      }),
    )
    .default([]),
});

export interface GoogleGeocoderOptions {
  apiKey: string;
  /** Overridden in tests by a local stand-in. */
  baseUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export function createGoogleGeocoder(options: GoogleGeocoderOptions): Geocoder {
  const doFetch = options.fetch ?? fetch;
  return {
    async geocode(postal: string, region?: GeocodeRegion): Promise<GeocodedLocation | null> {
      const country = region ?? postalRegion(postal);
      const url = new URL(options.baseUrl ?? GOOGLE_GEOCODE_URL);
      url.searchParams.set('components', `postal_code:${postal}|country:${country.toUpperCase()}`);
      url.searchParams.set('region', country);
      url.searchParams.set('key', options.apiKey);
      let payload: unknown;
      try {
        const res = await doFetch(url, { signal: AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS) });
        if (!res.ok) throw new GeocoderUnavailableError(`Google geocoding answered HTTP ${res.status}`);
        payload = await res.json();
      } catch (error) {
        if (error instanceof GeocoderUnavailableError) throw error;
        throw new GeocoderUnavailableError(`Google geocoding failed: ${(error as Error).message}`);
      }
      const parsed = responseSchema.safeParse(payload);
      if (!parsed.success) throw new GeocoderUnavailableError('Google geocoding answered an unexpected body');
      const { status, results } = parsed.data;
      if (status === 'ZERO_RESULTS') return null;
      if (status !== 'OK') throw new GeocoderUnavailableError(`Google geocoding status ${status}`);
      const first = results[0];
      if (!first) return null;
      const component = (type: string) => first.address_components.find((c) => c.types.includes(type));
      const city = component('locality') ?? component('postal_town') ?? component('administrative_area_level_2');
      const province = component('administrative_area_level_1');
      return {
        lat: first.geometry.location.lat,
        lon: first.geometry.location.lng,
        city: city?.long_name ?? '',
        province: province?.long_name ?? '',
        province_code: province?.short_name ?? '',
      };
    },
  };
}
