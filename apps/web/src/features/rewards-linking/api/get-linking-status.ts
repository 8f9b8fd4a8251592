// GET /api/users/tims-linking (member; spec §3 "Partner linking": status responses have a Linked flag;
// docs/api-accounts.md "Rewards linking"): whether the member's account is linked, the address masked.
import type { TimsLinkingStatus } from '@spc/domain/rewards-linking';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

export function getLinkingStatus({ signal }: { signal?: AbortSignal } = {}): Promise<TimsLinkingStatus> {
  return apiGet(
    '/users/tims-linking',
    import('@spc/domain/rewards-linking').then((m) => m.timsLinkingStatusSchema),
    { signal },
  );
}

export function getLinkingStatusQueryOptions(uid: string) {
  return queryOptions({
    // Under the member's id, so another member signing in on this device never sees this one's link.
    queryKey: ['rewards-linking', uid, 'status'],
    queryFn: ({ signal }) => getLinkingStatus({ signal }),
    staleTime: 60_000,
  });
}

export function useLinkingStatus(uid: string, enabled = true) {
  return useQuery({ ...getLinkingStatusQueryOptions(uid), enabled });
}
