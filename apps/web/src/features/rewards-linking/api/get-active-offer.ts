// GET /api/users/th-active-offer (no auth; spec §7 "Linking"): the Tim Hortons rewards programme's
// current offer for SPC members, or null.
import type { ThActiveOffer } from '@spc/domain/rewards-linking';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

export function getActiveOffer({ signal }: { signal?: AbortSignal } = {}): Promise<ThActiveOffer> {
  return apiGet(
    '/users/th-active-offer',
    import('@spc/domain/rewards-linking').then((m) => m.thActiveOfferSchema),
    { signal },
  );
}

export function getActiveOfferQueryOptions() {
  return queryOptions({
    queryKey: ['rewards-linking', 'active-offer'],
    queryFn: ({ signal }) => getActiveOffer({ signal }),
    staleTime: 10 * 60_000,
  });
}

export function useActiveOffer() {
  return useQuery(getActiveOfferQueryOptions());
}
