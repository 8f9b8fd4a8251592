// POST /api/store/bts/join (member; the back-to-school join modal): the campus card from the campus's
// code pool at a live event; the session is loaded again for the new card.
import type { BtsJoinBody } from '@spc/domain/bts';
import type { CampusMembershipResponse } from '@spc/domain/campus-access';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { refreshSession } from '../../../lib/session.ts';

export function joinEvent(body: BtsJoinBody): Promise<CampusMembershipResponse> {
  return apiPost(
    '/store/bts/join',
    body,
    import('@spc/domain/bts').then((m) => m.btsJoinResponseSchema),
  );
}

export function useJoinEvent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: joinEvent, onSuccess: () => refreshSession(queryClient) });
}
