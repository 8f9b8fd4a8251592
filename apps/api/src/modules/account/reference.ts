// Reference answers: postal code validation and the provinces.
import { GEOCODING_ERRORS, isValidPostalCode, normalisePostal, postalRegion } from '@spc/domain/location';
import type { z } from 'zod';
import { HttpError } from '../../errors.ts';
import { PROVINCES, type Province } from '@spc/domain/provinces';
import type { postalValidationResponseSchema } from '@spc/domain/account-responses';
import { provinceOf } from './profile.ts';

/** Spec §8 "Geocoding": 'No postal code provided.' */
export const noPostalCode = () =>
  new HttpError(400, 'VALIDATION_ERROR', GEOCODING_ERRORS.noPostalCodeProvided, 'postal');

export function validatePostal(raw: string): z.infer<typeof postalValidationResponseSchema> {
  const postal = raw.trim();
  if (postal === '') throw noPostalCode();
  if (!isValidPostalCode(postal)) return { valid: false, postal };
  const normalised = normalisePostal(postal);
  const country = postalRegion(normalised);
  const province = provinceOf(normalised, country);
  return { valid: true, postal: normalised, country, ...(province && { province_code: province }) };
}

export function listProvinces(): { provinces: Province[] } {
  return { provinces: [...PROVINCES] };
}
