// Support's three actions on a member (members.write): POST …/resend-verification, …/unlock and
// …/cancel-auto-renew under /api/staff/support/members/{userId}. Each refreshes the member's page.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../../lib/api-client.ts';
import { supportKeys } from './support-keys.ts';

const schemas = () => import('@spc/domain/staff-support');

export type MemberAction = 'resend-verification' | 'unlock' | 'cancel-auto-renew';

export type MemberActionResult =
  | { sent: boolean; email_verified: boolean; count: number; limit: number; retry_after: number }
  | { unlocked: boolean }
  | { is_auto_renew: false; changed: boolean };

export function runMemberAction(userId: string, action: MemberAction): Promise<MemberActionResult> {
  const path = `/staff/support/members/${encodeURIComponent(userId)}/${action}`;
  switch (action) {
    case 'resend-verification':
      return apiPost(
        path,
        {},
        schemas().then((m) => m.resendVerificationResponseSchema),
      );
    case 'unlock':
      return apiPost(
        path,
        {},
        schemas().then((m) => m.unlockResponseSchema),
      );
    case 'cancel-auto-renew':
      return apiPost(
        path,
        {},
        schemas().then((m) => m.cancelAutoRenewResponseSchema),
      );
  }
}

export function useMemberAction(userId: string, action: MemberAction) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => runMemberAction(userId, action),
    onSettled: () => queryClient.invalidateQueries({ queryKey: supportKeys.member(userId) }),
  });
}
