// POST /api/users/campus-code (member; spec §2 "campus code" modal, §6 campus members): the code's
// campus card; the session is loaded again so the header and guards see the new card.
import type { CampusMembershipResponse } from '@spc/domain/campus-access';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { refreshSession } from '../../../lib/session.ts';

export function redeemCampusCode(code: string): Promise<CampusMembershipResponse> {
  return apiPost(
    '/users/campus-code',
    { code },
    import('@spc/domain/campus-access').then((m) => m.campusMembershipResponseSchema),
  );
}

export function useRedeemCampusCode() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: redeemCampusCode, onSuccess: () => refreshSession(queryClient) });
}
