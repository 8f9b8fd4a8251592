// GET /api/content/legal/{kind}?country=ca|us: the current version of the terms of use or the privacy
// policy (/terms, /privacy), with its version number and effective date.
import type { Country } from '@spc/domain/constants';
import type { LegalKind, LegalTextResponse } from '@spc/domain/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

export function getLegalText(
  kind: LegalKind,
  country: Country,
  { signal }: { signal?: AbortSignal } = {},
): Promise<LegalTextResponse> {
  return apiGet(
    `/content/legal/${kind}`,
    import('@spc/domain/content').then((m) => m.legalTextResponseSchema),
    { query: { country }, signal },
  );
}

export function getLegalTextQueryOptions(kind: LegalKind, country: Country) {
  return queryOptions({
    queryKey: ['content', 'legal', kind, country],
    queryFn: ({ signal }) => getLegalText(kind, country, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useLegalText(kind: LegalKind, country: Country) {
  return useQuery({ ...getLegalTextQueryOptions(kind, country), retryOnMount: false });
}
