// Turns a request's postal_code / lat+lon / distance into the point and radius a listing uses, with
// the spec's geocoding errors (§8). Rules: docs/decisions/004-location.md.
import {
  GEOCODING_ERRORS,
  NEAR_RADIUS_KM_DEFAULT,
  type GeocodedLocation,
  type ResolvedLocation,
} from '@spc/domain/location';
import type { Cache } from '../../cache.ts';
import type { Geocoder } from '../../adapters/geocoding/geocoder.ts';
import { HttpError, unprocessable } from '../../errors.ts';
import type { NearQuery } from './repository.ts';

export interface LocationParams {
  postal_code?: string | undefined;
  lat?: number | undefined;
  lon?: number | undefined;
  distance?: number | undefined;
}

export interface Location {
  near: NearQuery;
  resolved: ResolvedLocation;
}

/** Geocoded postal codes are kept a day: postal codes do not move. */
const GEOCODE_TTL_MS = 24 * 60 * 60 * 1000;

const noPostalCodeProvided = () => unprocessable('NO_POSTAL_CODE', GEOCODING_ERRORS.noPostalCodeProvided);

export async function geocodePostal(
  { geocoder, cache }: { geocoder: Geocoder; cache: Cache },
  postal: string,
): Promise<GeocodedLocation> {
  let found: GeocodedLocation | null;
  try {
    found = await cache.get(`geocode:${postal}`, GEOCODE_TTL_MS, () => geocoder.geocode(postal));
  } catch {
    throw unprocessable('GEOCODE_UNAVAILABLE', GEOCODING_ERRORS.geocodeNotAvailable);
  }
  if (!found) throw unprocessable('NO_LOCATION', GEOCODING_ERRORS.noLocationFound);
  return found;
}

/**
 * The location of a listing request, or null when none was given. `required` (the v4 summary by
 * postal code) makes a missing postal code an error and gives the radius a default.
 */
export async function resolveLocation(
  context: { geocoder: Geocoder; cache: Cache },
  params: LocationParams,
  options: { required?: boolean } = {},
): Promise<Location | null> {
  const distance = params.distance ?? (options.required ? NEAR_RADIUS_KM_DEFAULT : null);
  const near = (point: { lat: number; lon: number }): NearQuery => ({
    point,
    radiusKm: distance,
    nearFirstKm: distance ?? NEAR_RADIUS_KM_DEFAULT,
  });
  if (params.postal_code === '') throw unprocessable('NO_POSTAL_CODE', GEOCODING_ERRORS.noPostalCode);
  if (params.postal_code !== undefined) {
    const found = await geocodePostal(context, params.postal_code);
    const point = { lat: found.lat, lon: found.lon };
    return {
      near: near(point),
      resolved: {
        ...point,
        source: 'postal_code',
        postal_code: params.postal_code,
        city: found.city,
        province_code: found.province_code,
        distance,
      },
    };
  }
  if (options.required) throw noPostalCodeProvided();
  if ((params.lat === undefined) !== (params.lon === undefined)) {
    const missing = params.lat === undefined ? 'lat' : 'lon';
    throw new HttpError(400, 'VALIDATION_ERROR', `Invalid ${missing}: lat and lon go together`, missing);
  }
  if (params.lat !== undefined && params.lon !== undefined) {
    const point = { lat: params.lat, lon: params.lon };
    return {
      near: near(point),
      resolved: { ...point, source: 'coordinates', postal_code: null, city: null, province_code: null, distance },
    };
  }
  if (params.distance !== undefined) throw noPostalCodeProvided();
  return null;
}
