// What the taxonomy forms share: a resolver that builds the request body from the form's text values and
// checks it with the domain's schema (the same one the API applies), each refusal shown as the
// catalogue's sentence for its field; the API's refusals by code; and the table query kept in the URL.
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { TFunction } from 'i18next';
import { useSearchParams } from 'react-router';
import type { ZodType } from 'zod';
import { ApiError } from '../../../lib/api-client.ts';
import type { TableQuery } from '../ui/data-table.tsx';

/** The fields a refusal may name, each with its sentence in `errors.field`. */
const FIELDS = [
  'url_name',
  'name_en',
  'name_fr',
  'title_en',
  'title_fr',
  'description_en',
  'description_fr',
  'sort_order',
  'week_start',
  'start_date',
  'end_date',
  'offer_ids',
  'subcategories',
] as const;
export type FormField = (typeof FIELDS)[number];

function isFormField(name: string): name is FormField {
  return (FIELDS as readonly string[]).includes(name);
}

/**
 * A resolver over `schema`: `toBody` turns the form's values into the request body; an issue's first
 * path segment names the field (a subcategory's issue is the subcategories' field).
 */
export function bodyResolver<Values extends FieldValues, Body>(
  schema: ZodType<Body>,
  toBody: (values: Values) => unknown,
): Resolver<Values> {
  return (values) => {
    const result = schema.safeParse(toBody(values));
    if (result.success) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? 'root');
      errors[field] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}

/** The sentence shown under a refused field. */
export function fieldError(t: TFunction<'admin-taxonomy'>, errors: FieldErrors, field: FormField): string | undefined {
  return errors[field] ? t(`errors.field.${field}`) : undefined;
}

const API_CODES = [
  'CATEGORY_IN_USE',
  'CATEGORY_FIXED',
  'SUBCATEGORY_IN_USE',
  'URL_NAME_TAKEN',
  'UNKNOWN_OFFER',
  'UNKNOWN_SUBCATEGORY',
] as const;

/** An API refusal as the console says it, and the field it names when the form has one. */
export function apiRefusal(
  t: TFunction<'admin-taxonomy'>,
  error: unknown,
): { message: string; field: FormField | undefined } {
  if (!(error instanceof ApiError)) return { message: t('errors.generic'), field: undefined };
  const body = error.body as { field?: unknown } | undefined;
  const named = typeof body?.field === 'string' && isFormField(body.field) ? body.field : undefined;
  const known = (API_CODES as readonly string[]).includes(error.code);
  const message = known
    ? t(`errors.${error.code as (typeof API_CODES)[number]}`)
    : error.status === 400 && named
      ? t(`errors.field.${named}`)
      : error.status === 404
        ? t('common.notFound')
        : t('errors.generic');
  return { message, field: named };
}

/** A list's query (search, sort, page) kept in the URL, so a view can be bookmarked and Back returns to it. */
export function useTableQuery(defaultSort?: string) {
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page') ?? '1');
  const query: TableQuery = {
    q: params.get('q') ?? undefined,
    sort: params.get('sort') ?? defaultSort,
    page: Number.isInteger(page) && page > 0 ? page : 1,
    perPage: 25,
  };
  const setQuery = (next: TableQuery) => {
    const search = new URLSearchParams();
    if (next.q) search.set('q', next.q);
    if (next.sort) search.set('sort', next.sort);
    if (next.page > 1) search.set('page', String(next.page));
    setParams(search);
  };
  return { query, setQuery };
}

/** An epoch-ms date as a `datetime-local` input shows it (the browser's time zone). */
export function toLocalInput(ms: number): string {
  const date = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value as epoch ms; NaN when empty or unreadable (the schema refuses it). */
export function fromLocalInput(value: string): number {
  return value.trim() === '' ? Number.NaN : new Date(value).getTime();
}

/** A number typed in a text input; NaN when it is not one (the schema refuses it). */
export function numberOf(value: string): number {
  return value.trim() === '' ? Number.NaN : Number(value);
}

export function formatDate(ms: number, language: string, withTime = true): string {
  return new Intl.DateTimeFormat(language === 'fr' ? 'fr-CA' : 'en-CA', {
    dateStyle: 'medium',
    ...(withTime && { timeStyle: 'short' }),
  }).format(ms);
}
