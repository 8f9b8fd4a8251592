// GET /api/content/pages/{slug} (the company pages: /about, /why-spc, /contact, /freesamples…) and
// GET /api/content/landing/{url} (/landingcontest/{url}): one page, both languages, its body rendered
// and sanitised by the server.
import type { ContentPageResponse } from '@spc/domain/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

export type ContentPageSource = 'pages' | 'landing';

export function getContentPage(
  source: ContentPageSource,
  slug: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ContentPageResponse> {
  return apiGet(
    `/content/${source}/${encodeURIComponent(slug)}`,
    import('@spc/domain/content').then((m) => m.contentPageResponseSchema),
    { signal },
  );
}

export function getContentPageQueryOptions(source: ContentPageSource, slug: string) {
  return queryOptions({
    queryKey: ['content', source, slug],
    queryFn: ({ signal }) => getContentPage(source, slug, { signal }),
    // Edited in the staff console now and then.
    staleTime: 5 * 60_000,
  });
}

export function useContentPage(source: ContentPageSource, slug: string) {
  return useQuery({ ...getContentPageQueryOptions(source, slug), retryOnMount: false });
}
