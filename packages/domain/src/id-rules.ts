// Ids and names in paths (issue 16), zod-free so the pages' loaders can use them without pulling zod
// into their JavaScript: the API's route schemas (input-rules.ts, catalogue-responses.ts) and the
// server-rendered pages apply the same bounds, so a path the API refuses is a 404 page, never a 500.

/** PostgreSQL's `integer` (int4): every id column. A larger id names nothing and cannot be queried. */
export const INT4_MAX = 2_147_483_647;

/**
 * Longest path segment the API routes (Fastify's maxParamLength, set from this in app.ts): a longer
 * one is refused before any route runs, and a page whose segment is longer names nothing.
 */
export const PATH_SEGMENT_MAX_LENGTH = 100;

/** Longest url name of a partner, category or collection (`lululemon`, `back-to-school`). */
export const URL_NAME_MAX_LENGTH = 80;

/** True when a segment of digits names an id that can exist: 1..INT4_MAX, at most 10 digits. */
export function isIdInRange(digits: string): boolean {
  if (!/^\d{1,10}$/.test(digits)) return false;
  const id = Number(digits);
  return id >= 1 && id <= INT4_MAX;
}

/**
 * Whether a path segment can name a partner at all: digits are an id (in range), anything else a
 * name of at most URL_NAME_MAX_LENGTH characters. What cannot is a 404 page; what can but names no
 * partner goes to the search (spec §2).
 */
export function canNamePartner(segment: string): boolean {
  if (/^\d+$/.test(segment)) return isIdInRange(segment);
  return segment.length >= 1 && segment.length <= URL_NAME_MAX_LENGTH;
}
