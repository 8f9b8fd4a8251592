// POST /api/partners/v2/offers/{id}/url (member with a valid card; spec §7's GET path,
// docs/api-member-offers.md "Links"): the partner's page for the offer with the affiliate marker; the
// API records the click and the use (a POST, issue 16: the GET records nothing), so the member's
// savings are refreshed afterwards. The offer page gets the same tracked link
// with the code (get-offer-code.ts); this call is for a link asked for on its own.
import type { UrlResponse } from '@spc/domain/member-offers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { redeemKeys } from './redeem-keys.ts';

export function getOfferUrl(offerId: number): Promise<UrlResponse> {
  return apiPost(
    `/partners/v2/offers/${offerId}/url`,
    {},
    import('@spc/domain/member-offers').then((m) => m.urlResponseSchema),
  );
}

export function useOfferUrl(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: getOfferUrl,
    onSettled: () => queryClient.invalidateQueries({ queryKey: redeemKeys.savings(uid) }),
  });
}
