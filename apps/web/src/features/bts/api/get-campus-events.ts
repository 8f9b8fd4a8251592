// GET /api/store/bts/events?campus_id= (a campus page's events section): the campus's running and
// coming back-to-school events, never the ended ones.
import type { CampusEventsResponse } from '@spc/domain/bts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

export function getCampusEvents(
  campusId: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<CampusEventsResponse> {
  return apiGet(
    '/store/bts/events',
    import('@spc/domain/bts').then((m) => m.campusEventsResponseSchema),
    {
      signal,
      query: { campus_id: campusId },
    },
  );
}

export function getCampusEventsQueryOptions(campusId: number) {
  return queryOptions({
    queryKey: ['bts', 'campus-events', campusId],
    queryFn: ({ signal }) => getCampusEvents(campusId, { signal }),
    staleTime: 60_000,
  });
}

export function useCampusEvents(campusId: number) {
  return useQuery(getCampusEventsQueryOptions(campusId));
}
