// Schools and campuses (issue 18 item 1; GET /api/users/campus/list and /api/users/campus/{id}): the
// /campus list and a campus page. Public reference data, fresh for five minutes.
import type { CampusListResponse, CampusResponse } from '@spc/domain/student';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

const STALE_MS = 5 * 60_000;

export function getCampusList({ signal }: { signal?: AbortSignal } = {}): Promise<CampusListResponse> {
  return apiGet(
    '/users/campus/list',
    import('@spc/domain/student').then((m) => m.campusListResponseSchema),
    { signal },
  );
}

export function getCampusListQueryOptions() {
  return queryOptions({
    queryKey: ['student', 'campuses'],
    queryFn: ({ signal }) => getCampusList({ signal }),
    staleTime: STALE_MS,
  });
}

export function useCampusList() {
  return useQuery({ ...getCampusListQueryOptions(), retryOnMount: false });
}

export function getCampus(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<CampusResponse> {
  return apiGet(
    `/users/campus/${encodeURIComponent(id)}`,
    import('@spc/domain/student').then((m) => m.campusResponseSchema),
    { signal },
  );
}

export function getCampusQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['student', 'campus', id],
    queryFn: ({ signal }) => getCampus(id, { signal }),
    staleTime: STALE_MS,
  });
}

export function useCampus(id: string) {
  return useQuery({ ...getCampusQueryOptions(id), retryOnMount: false });
}
