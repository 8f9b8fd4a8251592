// POST /api/partners/v2/offers/{id}/code?is_online&is_website (member with a valid card; spec §7's
// GET path, docs/api-member-offers.md "Codes"): reveals the offer's code for online use, or the
// member's card number for in-store use, with the tracked link to the partner. A POST (issue 16): the
// reveal changes state, and the API's GET only reads a code already revealed. The member's savings are
// refreshed afterwards (since issue 23 item 12 only a "Did it work?" yes adds to them, but a reveal may
// reopen a redemption already answered).
import type { CodeResponse } from '@spc/domain/member-offers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { redeemKeys } from './redeem-keys.ts';

export interface GetOfferCodeInput {
  offerId: number;
  /** true: used online (a code and a link); false: in store (the member's card). */
  isOnline: boolean;
}

export function getOfferCode({ offerId, isOnline }: GetOfferCodeInput): Promise<CodeResponse> {
  return apiPost(
    `/partners/v2/offers/${offerId}/code`,
    {},
    import('@spc/domain/member-offers').then((m) => m.codeResponseSchema),
    // Revealed on the website, not from the browser extension.
    { query: { is_online: isOnline, is_website: true } },
  );
}

/** Reveals a code for the member `uid`; their savings query is refreshed once it is done. */
export function useRevealOfferCode(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: getOfferCode,
    onSettled: () => queryClient.invalidateQueries({ queryKey: redeemKeys.savings(uid) }),
  });
}
