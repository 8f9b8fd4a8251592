// GET /api/users/card-verification/{token} (public): what a cashier learns from a card's QR code —
// valid or expired and the tier, nothing more; 404 VERIFICATION_TOKEN_INVALID for a bad token.
import type { CardVerification } from '@spc/domain/membership';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiGet } from '../../../lib/api-client.ts';
import { membershipCardKeys } from './membership-card-keys.ts';

export function getCardVerification(
  token: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<CardVerification> {
  return apiGet(
    `/users/card-verification/${encodeURIComponent(token)}`,
    import('@spc/domain/membership').then((m) => m.cardVerificationResponseSchema),
    { signal },
  );
}

export function getCardVerificationQueryOptions(token: string) {
  return queryOptions({
    queryKey: membershipCardKeys.verification(token),
    queryFn: ({ signal }) => getCardVerification(token, { signal }),
    // The card can be cancelled at any moment: each visit asks again.
    staleTime: 0,
    // A token that is not ours will not become one.
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 2,
  });
}

export function useCardVerification(token: string) {
  return useQuery(getCardVerificationQueryOptions(token));
}
