// GET /api/careers/holiday/active: the holiday events running now, each with its listed offers, for the
// /{id} holiday event pages (spec §2).
import type { ActiveHolidayEventsResponse } from '@spc/domain/holiday';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

export function getActiveHolidayEvents({
  signal,
}: { signal?: AbortSignal } = {}): Promise<ActiveHolidayEventsResponse> {
  return apiGet(
    '/careers/holiday/active',
    import('@spc/domain/holiday').then((m) => m.activeHolidayEventsResponseSchema),
    { signal },
  );
}

export function getActiveHolidayEventsQueryOptions() {
  return queryOptions({
    queryKey: ['holiday', 'active'],
    queryFn: ({ signal }) => getActiveHolidayEvents({ signal }),
  });
}

export function useActiveHolidayEvents() {
  return useQuery({ ...getActiveHolidayEventsQueryOptions(), retryOnMount: false });
}
