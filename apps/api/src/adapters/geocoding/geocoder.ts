// The geocoding interface (DESIGN.md "External services"): postal code → coordinates, city and
// province. `embedded.ts` answers from data shipped with the app; `google.ts` calls Google.
import type { GeocodedLocation, GeocodeRegion } from '@spc/domain/location';

export interface Geocoder {
  /**
   * Resolves a valid, normalised postal code. Answers null when the code is well formed but unknown;
   * throws `GeocoderUnavailableError` when the service cannot answer.
   */
  geocode(postal: string, region?: GeocodeRegion): Promise<GeocodedLocation | null>;
}

export class GeocoderUnavailableError extends Error {
  override name = 'GeocoderUnavailableError';
}
