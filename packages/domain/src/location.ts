// Location (spec §5 postal code rule, §7 "Other" geocoding, §8 geocoding errors): postal codes,
// the geocoded location shape and the great-circle distance the API also computes in SQL.
import { z } from 'zod';
import { safeText } from './input-rules.ts';
import { isValidPostalCode, normalisePostal, POSTAL_CODE_MAX_LENGTH } from './location-rules.ts';

// The zod-free postal code rules live in location-rules.ts, so the in-store search page can use them without zod.
export * from './location-rules.ts';

/** A postal code as typed in a form or a query: trimmed, checked by spec §5, normalised. */
export const postalCodeSchema = safeText()
  .trim()
  .max(POSTAL_CODE_MAX_LENGTH, 'postal code must be at most 7 characters')
  .refine(isValidPostalCode, 'postal code must look like A1B 2C3 or 12345')
  .transform(normalisePostal);

/**
 * The `postal_code` query parameter: a valid code comes back normalised; an empty one stays '' so the
 * API can answer the spec's 'No Postal Code' (422) rather than a format error.
 */
export const postalCodeParam = safeText()
  .trim()
  .max(10, 'postal code must be at most 7 characters')
  .refine((value) => value === '' || isValidPostalCode(value), 'postal code must look like A1B 2C3 or 12345')
  .transform((value) => (value === '' ? '' : normalisePostal(value)));

/** Where a geocoder puts a postal code (spec §7 "Other": location plus city, province, province_code). */
export const geocodedLocationSchema = z.object({
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
  city: z.string(),
  province: z.string(),
  province_code: z.string(),
});
export type GeocodedLocation = z.infer<typeof geocodedLocationSchema>;

/** The location a listing was computed for, echoed in its response (null when none was given). */
export const resolvedLocationSchema = z.object({
  lat: z.number(),
  lon: z.number(),
  /** `postal_code` when geocoded from one, `coordinates` when lat/lon came with the request. */
  source: z.enum(['postal_code', 'coordinates']),
  postal_code: z.string().nullable(),
  city: z.string().nullable(),
  province_code: z.string().nullable(),
  /** The radius in km that filtered in-store offers, or null when none was asked for. */
  distance: z.number().nullable(),
});
export type ResolvedLocation = z.infer<typeof resolvedLocationSchema>;

/** Mean Earth radius (IUGG), km. The SQL expression in the partners repository uses the same value. */
export const EARTH_RADIUS_KM = 6371.0088;
/** Offers whose nearest store is within this many km sort first when no distance is given. */
export const NEAR_RADIUS_KM_DEFAULT = 25;

export interface Point {
  lat: number;
  lon: number;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km by the haversine formula. */
export function haversineKm(a: Point, b: Point): number {
  const dLat = radians(b.lat - a.lat);
  const dLon = radians(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export { provinceCodeOf } from './provinces.ts';
