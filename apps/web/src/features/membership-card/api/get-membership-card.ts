// GET /api/users/membership-card (member): the card /membership-screen shows — name, number, expiry,
// tier and the verification URL of its QR code; 404 NO_VALID_CARD without a valid card.
import type { MembershipCard } from '@spc/domain/membership';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { membershipCardKeys } from './membership-card-keys.ts';

export function getMembershipCard({ signal }: { signal?: AbortSignal } = {}): Promise<MembershipCard> {
  return apiGet(
    '/users/membership-card',
    import('@spc/domain/membership').then((m) => m.membershipCardResponseSchema),
    { signal },
  );
}

export function getMembershipCardQueryOptions(uid: string) {
  return queryOptions({
    queryKey: membershipCardKeys.card(uid),
    queryFn: ({ signal }) => getMembershipCard({ signal }),
    // Shown at a till: asked again each time the screen opens, the copy on the device covers the wait.
    staleTime: 0,
  });
}

export function useMembershipCard(uid: string | null) {
  return useQuery({ ...getMembershipCardQueryOptions(uid ?? ''), enabled: uid !== null });
}
