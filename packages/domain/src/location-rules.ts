// Postal code rules without zod (spec §5 postal code rule, §8 geocoding errors): what the in-store
// search page needs, kept apart from the schemas in location.ts (which re-exports all of this) so zod
// stays off that page.

/** Spec §5: a postal code is at most 7 characters. */
export const POSTAL_CODE_MAX_LENGTH = 7;
/** Canada: letter-digit-letter, optional space, digit-letter-digit (A1B 2C3). */
export const CANADIAN_POSTAL_CODE = /^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/;
/** US: exactly 5 digits. */
export const US_ZIP_CODE = /^\d{5}$/;

export const GEOCODE_REGIONS = ['ca', 'us'] as const;
export type GeocodeRegion = (typeof GEOCODE_REGIONS)[number];

/** Spec §8 "Geocoding", verbatim. */
export const GEOCODING_ERRORS = {
  noPostalCode: 'No Postal Code',
  noPostalCodeProvided: 'No postal code provided.',
  geocodeNotAvailable: 'Geocode not available.',
  noLocationFound: 'No location found.',
} as const;

/** Whether `value` is a Canadian postal code or a US ZIP code as spec §5 writes them. */
export function isValidPostalCode(value: string): boolean {
  return value.length <= POSTAL_CODE_MAX_LENGTH && (CANADIAN_POSTAL_CODE.test(value) || US_ZIP_CODE.test(value));
}

/** The canonical form: Canadian codes upper-cased as `A1B 2C3`, ZIP codes unchanged. Assumes a valid code. */
export function normalisePostal(value: string): string {
  const trimmed = value.trim();
  if (US_ZIP_CODE.test(trimmed)) return trimmed;
  const compact = trimmed.replace(' ', '').toUpperCase();
  return `${compact.slice(0, 3)} ${compact.slice(3)}`;
}

/** The region a valid postal code belongs to. */
export function postalRegion(value: string): GeocodeRegion {
  return US_ZIP_CODE.test(value.trim()) ? 'us' : 'ca';
}

/**
 * A postal code as typed: trimmed, checked by spec §5 and normalised; undefined when it is not one.
 * What location.ts `postalCodeSchema` accepts and answers, for pages that read a code without zod.
 */
export function parsePostalCode(value: string): string | undefined {
  const trimmed = value.trim();
  return isValidPostalCode(trimmed) ? normalisePostal(trimmed) : undefined;
}
