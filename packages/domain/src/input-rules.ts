// The rules every request input obeys, whatever the route (issue 16): text a server can store, and
// ids that fit the database's integer columns. Request schemas build their strings and ids from here,
// and the API checks every parsed input against the same `isSafeText`, so one rule holds everywhere.
import { z } from 'zod';
import { INT4_MAX } from './id-rules.ts';

export { INT4_MAX, isIdInRange } from './id-rules.ts';

export const UNSAFE_TEXT_MESSAGE = 'Text cannot contain NUL characters or broken (unpaired surrogate) characters.';
export const ID_INVALID_MESSAGE = `An id is a whole number from 1 to ${INT4_MAX}.`;

/** A NUL, or a UTF-16 surrogate without its other half (not a character; no database text can hold it). */
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const UNSAFE_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Text PostgreSQL can store as it came: no NUL character and no lone surrogate. */
export function isSafeText(value: string): boolean {
  return !UNSAFE_TEXT.test(value);
}

/**
 * A string schema refusing unsafe text before any other check (so a trim or a pattern never sees it).
 * Every request string in the domain schemas starts here instead of `z.string()`.
 */
export function safeText(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(isSafeText, { error: UNSAFE_TEXT_MESSAGE, abort: true });
}

/**
 * The path of the first unsafe string in a parsed input (object keys included), or undefined. The
 * API runs it on every route's params, query, headers and body, so a route schema written with a
 * plain `z.string()` is held to the same rule.
 */
export function findUnsafeText(value: unknown, path: (string | number)[] = []): (string | number)[] | undefined {
  if (typeof value === 'string') return isSafeText(value) ? undefined : path;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnsafeText(item, [...path, index]);
      if (found) return found;
    }
    return undefined;
  }
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    for (const [key, item] of Object.entries(value)) {
      if (!isSafeText(key)) return [...path, key];
      const found = findUnsafeText(item, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}

/** An id in a JSON body: a whole number from 1 to INT4_MAX. */
export const idSchema = z
  .number({ error: ID_INVALID_MESSAGE })
  .int(ID_INVALID_MESSAGE)
  .min(1, ID_INVALID_MESSAGE)
  .max(INT4_MAX, ID_INVALID_MESSAGE);

/** An id in a path or query string (text, read as a number): a whole number from 1 to INT4_MAX. */
export const idParamSchema = z.coerce
  .number({ error: ID_INVALID_MESSAGE })
  .int(ID_INVALID_MESSAGE)
  .min(1, ID_INVALID_MESSAGE)
  .max(INT4_MAX, ID_INVALID_MESSAGE);
