// The auto-renew switch's mutation (spec §4 "Updates": "Auto-renew update applies immediately and rolls
// back on failure"; house rule 3). On: PUT updateAutoRenew. Off: POST unsubscribe, which also cancels
// the gateway subscription, so nothing is charged later. The cached status flips at once, goes back to
// what it was if the server refuses, and is read again from the server either way.
import type { SubscriptionStatus } from '@spc/domain/store';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateCachedSession } from '../../../lib/session.ts';
import { billingKeys } from '../api/billing-keys.ts';
import { unsubscribe } from '../api/unsubscribe.ts';
import { updateAutoRenew } from '../api/update-auto-renew.ts';

export function useSetAutoRenew(uid: string) {
  const queryClient = useQueryClient();
  const key = billingKeys.subscription(uid);
  return useMutation({
    mutationFn: (enabled: boolean) => (enabled ? updateAutoRenew(true) : unsubscribe(uid)),
    onMutate: async (enabled) => {
      // A status read in flight must not land after the optimistic value and undo it.
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<SubscriptionStatus>(key);
      queryClient.setQueryData<SubscriptionStatus>(key, (status) =>
        status ? { ...status, is_auto_renew: enabled } : status,
      );
      return { previous };
    },
    onError: (_error, _enabled, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: ({ is_auto_renew }) => {
      // The session's profile carries the same flag (spec §3 "User profile": is_auto_renew).
      updateCachedSession(queryClient, (session) =>
        session.profile ? { ...session, profile: { ...session.profile, is_auto_renew } } : session,
      );
    },
    // Not awaited: the switch settles on the server's answer; the re-read follows in the background.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: key });
      // Turning auto-renew on or off changes which banner applies.
      void queryClient.invalidateQueries({ queryKey: billingKeys.bannerStatus(uid) });
    },
  });
}
