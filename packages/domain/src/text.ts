// Text that can be stored (issue 16): PostgreSQL refuses the NUL character in text, and a lone UTF-16
// surrogate is no character at all (it cannot be encoded as UTF-8, so the database would store
// something other than what was sent). Both are refused at the edge, in one place, with 400 naming the
// field, rather than failing deep inside a query.
import { z } from 'zod';

export const UNSAFE_TEXT_MESSAGE = 'This value contains characters that are not allowed.';

/** A NUL, or a high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
// eslint-disable-next-line no-control-regex
const UNSAFE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasUnsafeCharacters(value: string): boolean {
  return UNSAFE.test(value);
}

/**
 * The path (`a.b.0.c`) of the first string in a parsed JSON value (keys included) that holds an unsafe
 * character, or undefined. The root string's path is ''. Depth is bounded by JSON.parse itself.
 */
export function findUnsafeText(value: unknown, path: readonly (string | number)[] = []): string | undefined {
  if (typeof value === 'string') return hasUnsafeCharacters(value) ? path.join('.') : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnsafeText(item, [...path, index]);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (hasUnsafeCharacters(key)) return [...path, key].join('.');
      const found = findUnsafeText(item, [...path, key]);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/** A zod refinement for any stored string: `z.string().check(safeText())`. */
export const safeText = () =>
  z.refine<string>((value) => !hasUnsafeCharacters(value), { error: UNSAFE_TEXT_MESSAGE, abort: true });
