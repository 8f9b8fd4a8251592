// GET /api/partners/v2/offers/{id}/code (member; docs/api-member-offers.md "Codes"): the member's live
// redemption of the offer, which records nothing — null when they have revealed none (204) or cannot
// use the offer. Issue 23 item 12: the offer page asks "Did it work?" the next time the member opens
// it, when their revealed code has no answer yet.
import type { CodeResponse } from '@spc/domain/member-offers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiGet } from '../../../lib/api-client.ts';
import { redeemKeys } from './redeem-keys.ts';

export async function getRevealedCode(offerId: number, { signal }: { signal?: AbortSignal } = {}) {
  try {
    // 204 (no body) when nothing is revealed.
    const revealed = await apiGet(
      `/partners/v2/offers/${offerId}/code`,
      import('@spc/domain/member-offers').then((m) => m.codeResponseSchema.nullish()),
      { signal },
    );
    return revealed ?? null;
  } catch (error) {
    // Nothing revealed, or no longer usable (no valid card, offer ended): nothing to ask about.
    if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429) return null;
    throw error;
  }
}

export function getRevealedCodeQueryOptions(uid: string, offerId: number) {
  return queryOptions<CodeResponse | null>({
    queryKey: redeemKeys.revealed(uid, offerId),
    queryFn: ({ signal }) => getRevealedCode(offerId, { signal }),
    staleTime: 60_000,
    retry: false,
  });
}

export function useRevealedCode(uid: string | undefined, offerId: number) {
  return useQuery({ ...getRevealedCodeQueryOptions(uid ?? '', offerId), enabled: uid !== undefined });
}
