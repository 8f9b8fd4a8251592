// GET /api/content/faq: the FAQ's groups and their entries, in order (/faq-help).
import type { FaqResponse } from '@spc/domain/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

export function getFaq({ signal }: { signal?: AbortSignal } = {}): Promise<FaqResponse> {
  return apiGet(
    '/content/faq',
    import('@spc/domain/content').then((m) => m.faqResponseSchema),
    { signal },
  );
}

export function getFaqQueryOptions() {
  return queryOptions({
    queryKey: ['content', 'faq'],
    queryFn: ({ signal }) => getFaq({ signal }),
    staleTime: 5 * 60_000,
  });
}

export function useFaq() {
  return useQuery({ ...getFaqQueryOptions(), retryOnMount: false });
}
