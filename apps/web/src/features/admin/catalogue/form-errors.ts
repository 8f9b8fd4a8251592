// Turns a zod result and an API refusal into the console form's field errors: the message a person
// reads is the catalogue's sentence for the field when it has one, else the domain's own (English).
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';
import { ApiError } from '../../../lib/api-client.ts';

/**
 * A resolver over the domain schema the API validates the body with: `toBody` turns the form's values
 * (text inputs) into that body; an issue's first path segment names the form field.
 */
export function bodyResolver<Values extends FieldValues, Body>(
  schema: ZodType<Body>,
  toBody: (values: Values) => unknown,
): Resolver<Values> {
  return (values) => {
    const result = schema.safeParse(toBody(values));
    if (result.success) return { values, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of result.error.issues) {
      // A list's item field (locations.0.postal_code) nests as react-hook-form reads it; others by name.
      const segments = issue.path.map(String);
      const path = segments[0] === 'locations' && segments.length >= 3 ? segments.slice(0, 3) : [segments[0] ?? 'root'];
      let node = errors;
      for (const [depth, segment] of path.entries()) {
        if (depth === path.length - 1) {
          node[segment] ??= { type: issue.code, message: issue.message };
        } else {
          node[segment] ??= {};
          node = node[segment] as Record<string, unknown>;
        }
      }
    }
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}

/** The field an API refusal names (`locations.0.postal_code`), and its message. */
export function apiFieldError(
  error: unknown,
): { field: string | undefined; message: string; code: string } | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const body = error.body as { field?: unknown } | undefined;
  return { field: typeof body?.field === 'string' ? body.field : undefined, message: error.message, code: error.code };
}
