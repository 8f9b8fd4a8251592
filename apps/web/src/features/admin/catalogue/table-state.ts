// A console table's query (search, sort, page) kept in the URL's search params, so a view can be
// bookmarked and the browser's Back button returns to it.
import { useSearchParams } from 'react-router';
import type { TableQuery } from '../ui/data-table.tsx';

export function useTableQuery(defaults: { sort?: string; perPage?: number } = {}) {
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page') ?? '1');
  const query: TableQuery = {
    q: params.get('q') ?? undefined,
    sort: params.get('sort') ?? defaults.sort,
    page: Number.isInteger(page) && page > 0 ? page : 1,
    perPage: defaults.perPage ?? 25,
  };
  const setQuery = (next: TableQuery, extra: Record<string, string | undefined> = {}) => {
    const search = new URLSearchParams();
    if (next.q) search.set('q', next.q);
    if (next.sort) search.set('sort', next.sort);
    if (next.page > 1) search.set('page', String(next.page));
    for (const [key, value] of Object.entries(extra)) if (value) search.set(key, value);
    setParams(search);
  };
  return { query, params, setQuery };
}

/** An epoch-ms date as a `datetime-local` input shows it (the browser's time zone). */
export function toLocalInput(ms: number | null): string {
  if (ms === null) return '';
  const date = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value as epoch ms; null when empty or unreadable. */
export function fromLocalInput(value: string): number | null {
  if (value.trim() === '') return null;
  const ms = new Date(value).getTime();
  return Number.isNaN(ms) ? null : ms;
}

/** A date for a table cell, in the reader's language. */
export function formatDate(ms: number | null, language: string): string {
  if (ms === null) return '—';
  return new Intl.DateTimeFormat(language === 'fr' ? 'fr-CA' : 'en-CA', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(ms);
}
