// GET /api/partners/v2/tags/suggestions?q=: tags containing the typed text (spec §5 "Search", §7), and
// the brands whose name matches it (ours: they open the brand's page).
import { normaliseQuotes } from '@spc/domain/tag-rules';
import type { TagSuggestionsResponse } from '@spc/domain/tags';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

export function getTagSuggestions(
  q: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<TagSuggestionsResponse> {
  // The schema module (and zod) loads with the first suggestion asked for, not with the search box.
  return apiGet(
    '/partners/v2/tags/suggestions',
    import('@spc/domain/tags').then((m) => m.tagSuggestionsResponseSchema),
    { query: { q }, signal },
  );
}

/** The query the API is asked for: quotes normalised, trimmed, lower-cased (one cache entry per text). */
export function suggestionQuery(text: string): string {
  return normaliseQuotes(text).trim().toLowerCase().slice(0, 80);
}

export function getTagSuggestionsQueryOptions(q: string) {
  return queryOptions({
    queryKey: ['tags', 'suggestions', q],
    queryFn: ({ signal }) => getTagSuggestions(q, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** Suggestions for an already debounced query; nothing is asked for an empty one. */
export function useTagSuggestions(q: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    ...getTagSuggestionsQueryOptions(q),
    enabled: enabled && q.length > 0,
    // The list keeps the previous answer while the next one loads, instead of flickering empty.
    placeholderData: keepPreviousData,
    retry: false,
  });
}
