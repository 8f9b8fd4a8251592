// An offer's id in a URL (/deals/{partner}/offer/{id}, /deals/offer/{id}). Apart from offer-errors.ts,
// whose error-body schema (zod) only an offer that failed to load needs. The id bounds are the API's.
import { isIdInRange } from '@spc/domain/id-rules';

/** A positive integer id from a route segment, or undefined. */
export function parseOfferId(value: string | undefined): number | undefined {
  return value !== undefined && isIdInRange(value) ? Number(value) : undefined;
}
