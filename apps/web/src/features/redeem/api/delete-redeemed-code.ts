// DELETE /api/partners/redeemedcode/{id} (member; spec §7, docs/api-member-offers.md "Codes"): the
// member forgets the code they revealed for offer `id`; none live → 404 REDEMPTION_NOT_FOUND. The next
// reveal gives a fresh code, except for an upload_unique offer (409 ALREADY_REDEEMED_OFFER then).
import { useMutation } from '@tanstack/react-query';
import { apiDelete } from '../../../lib/api-client.ts';

export function deleteRedeemedCode(offerId: number): Promise<{ success: true }> {
  return apiDelete(
    `/partners/redeemedcode/${offerId}`,
    import('@spc/domain/member-offers').then((m) => m.successResponseSchema),
  );
}

export function useDeleteRedeemedCode() {
  return useMutation({ mutationFn: deleteRedeemedCode });
}
