// GET /api/content/blog?current_page= (a page of published posts, newest first) and
// GET /api/content/blog/{identifier} (one post by slug or id) for /blogs and /blog/{identifier}.
import type { BlogListResponse, BlogPostResponse } from '@spc/domain/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

export function getBlogPosts(page: number, { signal }: { signal?: AbortSignal } = {}): Promise<BlogListResponse> {
  return apiGet(
    '/content/blog',
    import('@spc/domain/content').then((m) => m.blogListResponseSchema),
    { query: { current_page: page }, signal },
  );
}

export function getBlogPostsQueryOptions(page: number) {
  return queryOptions({
    queryKey: ['content', 'blog', 'list', page],
    queryFn: ({ signal }) => getBlogPosts(page, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useBlogPosts(page: number) {
  return useQuery({ ...getBlogPostsQueryOptions(page), retryOnMount: false });
}

export function getBlogPost(identifier: string, { signal }: { signal?: AbortSignal } = {}): Promise<BlogPostResponse> {
  return apiGet(
    `/content/blog/${encodeURIComponent(identifier)}`,
    import('@spc/domain/content').then((m) => m.blogPostResponseSchema),
    { signal },
  );
}

export function getBlogPostQueryOptions(identifier: string) {
  return queryOptions({
    queryKey: ['content', 'blog', 'post', identifier],
    queryFn: ({ signal }) => getBlogPost(identifier, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useBlogPost(identifier: string) {
  return useQuery({ ...getBlogPostQueryOptions(identifier), retryOnMount: false });
}
