// Starting the free trial (spec §4 "Free trial flow"): POST /getFreeTrialCard, then the session read
// again (registration and cards). Whether to ask the auto-renew question afterwards is decided on the
// session as it was before the trial card (free-trial-rules.ts), so it is read before the call.
import type { Card } from '@spc/domain/cards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client.ts';
import { refreshSession, useSession } from '../../../lib/session.ts';
import { getFreeTrialCard } from '../api/get-free-trial-card.ts';
import { shouldOfferAutoRenew } from '../free-trial-rules.ts';
import { reportLogged } from '../../../lib/report-error.ts';

export interface FreeTrialStart {
  card: Card;
  /** Ask the later-auto-renew question once the success modal is closed. */
  askAutoRenew: boolean;
}

export function useFreeTrial({ onStarted }: { onStarted: (start: FreeTrialStart) => void }) {
  const queryClient = useQueryClient();
  const session = useSession();
  return useMutation({
    mutationFn: async (): Promise<FreeTrialStart> => {
      const askAutoRenew = shouldOfferAutoRenew(session);
      const { card } = await getFreeTrialCard();
      await refreshSession(queryClient);
      return { card, askAutoRenew };
    },
    onSuccess: onStarted,
    onError: async (error) => {
      // Spec §8: a free-trial failure is logged; the page also says why.
      console.warn('The free trial could not start', error);
      reportLogged('The free trial could not start', error);
      // A membership the page did not know about: the session should.
      if (error instanceof ApiError && error.code === 'MEMBERSHIP_EXISTS') await refreshSession(queryClient);
    },
  });
}
