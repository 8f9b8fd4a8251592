// What a database error says about its cause, through either driver: PostgreSQL's SQLSTATE, found on
// the error or on the driver error drizzle wraps (pg and PGlite both carry `code`).

/** The SQLSTATE of a database error (`23505`, `22021`…), or undefined for any other error. */
export function sqlStateOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current !== null && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** unique_violation: a row with the same key exists (a race, or a check that disagreed with the index). */
export const isUniqueViolation = (error: unknown): boolean => sqlStateOf(error) === '23505';

/**
 * Class 22, data exception: a value the database cannot take as given — a NUL or an invalid byte
 * sequence in text (22021, 22P05), a number out of its column's range (22003), text where a number was
 * expected (22P02). Only a request's value can cause these where the code validates its own.
 */
export const isDataException = (error: unknown): boolean => sqlStateOf(error)?.startsWith('22') ?? false;
