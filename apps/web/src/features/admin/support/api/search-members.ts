// GET /api/staff/support/members: members by address (or its beginning) or card number, a page at a time.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberSearchQuery } from '@spc/domain/staff-support';
import { apiGet } from '../../../../lib/api-client.ts';
import { supportKeys } from './support-keys.ts';

export type SearchMembersQuery = Pick<MemberSearchQuery, 'page' | 'per_page'> & Partial<MemberSearchQuery>;

export function searchMembers(query: SearchMembersQuery, signal?: AbortSignal) {
  return apiGet(
    '/staff/support/members',
    import('@spc/domain/staff-support').then((m) => m.memberSearchResponseSchema),
    { query: { q: query.q, sort: query.sort, page: query.page, per_page: query.per_page }, ...(signal && { signal }) },
  );
}

export const searchMembersQuery = (query: SearchMembersQuery) =>
  queryOptions({
    queryKey: supportKeys.search(query),
    queryFn: ({ signal }) => searchMembers(query, signal),
    enabled: (query.q?.trim().length ?? 0) >= 2,
    placeholderData: keepPreviousData,
  });

export const useSearchMembers = (query: SearchMembersQuery) => useQuery(searchMembersQuery(query));
