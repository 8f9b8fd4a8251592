// GET /api/store/verifyEventId (spec §7: headers event_id, optional campus_id; §8 'Active event link is
// available'): whether a back-to-school link works now. An ended event's link answers 410.
import type { VerifyEventResponse } from '@spc/domain/bts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

export function verifyEvent(
  eventId: string,
  campusId: string | undefined,
  { signal }: { signal?: AbortSignal } = {},
): Promise<VerifyEventResponse> {
  return apiGet(
    '/store/verifyEventId',
    import('@spc/domain/bts').then((m) => m.verifyEventResponseSchema),
    {
      signal,
      headers: { event_id: eventId, ...(campusId ? { campus_id: campusId } : {}) },
    },
  );
}

export function verifyEventQueryOptions(eventId: string, campusId: string | undefined) {
  return queryOptions({
    queryKey: ['bts', 'event', eventId, campusId ?? null],
    queryFn: ({ signal }) => verifyEvent(eventId, campusId, { signal }),
    retry: false,
    staleTime: 60_000,
  });
}

export function useVerifiedEvent(eventId: string, campusId: string | undefined) {
  return useQuery({ ...verifyEventQueryOptions(eventId, campusId), enabled: eventId !== '' });
}
