// Text a server can store (issue 16), on its own: the web's small forms (the e-mail capture box) check
// their strings with it without evaluating the id schemas of input-rules.ts, which re-exports all of this
// (decision 043).
import { z } from 'zod';

export const UNSAFE_TEXT_MESSAGE = 'Text cannot contain NUL characters or broken (unpaired surrogate) characters.';

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
