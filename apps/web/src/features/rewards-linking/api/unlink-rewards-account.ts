// DELETE /api/users/tims-linking (member; docs/api-accounts.md "Rewards linking"): ends the member's link.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '../../../lib/api-client.ts';
import { getLinkingStatusQueryOptions } from './get-linking-status.ts';

export function unlinkRewardsAccount(): Promise<{ success: true }> {
  return apiDelete(
    '/users/tims-linking',
    import('@spc/domain/rewards-linking').then((m) => m.timsLinkingResultSchema),
  );
}

export function useUnlinkRewardsAccount(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlinkRewardsAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getLinkingStatusQueryOptions(uid).queryKey }),
  });
}
