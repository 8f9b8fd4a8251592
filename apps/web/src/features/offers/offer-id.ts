// An offer's id in a URL (/deals/{partner}/offer/{id}, /deals/offer/{id}). Apart from offer-errors.ts,
// whose error-body schema (zod) only an offer that failed to load needs.

/** A positive integer id from a route segment, or undefined. */
export function parseOfferId(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d{1,10}$/.test(value)) return undefined;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : undefined;
}
