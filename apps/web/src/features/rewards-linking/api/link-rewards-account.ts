// POST /api/users/tims-linking (member; spec §3 "Partner linking": th_email in the request, success in
// the response): links the Tim Hortons rewards account; the status is fetched again afterwards.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { getLinkingStatusQueryOptions } from './get-linking-status.ts';

export function linkRewardsAccount(thEmail: string): Promise<{ success: true }> {
  return apiPost(
    '/users/tims-linking',
    { th_email: thEmail },
    import('@spc/domain/rewards-linking').then((m) => m.timsLinkingResultSchema),
  );
}

export function useLinkRewardsAccount(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: linkRewardsAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getLinkingStatusQueryOptions(uid).queryKey }),
  });
}
