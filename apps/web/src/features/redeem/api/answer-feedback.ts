// POST /api/partners/v2/offers/{id}/feedback (member; issue 23 item 12, docs/api-member-offers.md "Did
// it work?"): the member's yes, or no with a reason, for their revealed code of the offer. One answer
// per redemption, changeable. A yes is what counts as a saving, so the savings, the member's revealed
// code (which carries the answer) and the offer's code health are refreshed afterwards.
import type { FeedbackAnswer, FeedbackReason } from '@spc/domain/member-offers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { redeemKeys } from './redeem-keys.ts';

export interface AnswerFeedbackInput {
  offerId: number;
  worked: boolean;
  /** Only with `worked: false`. */
  reason?: FeedbackReason;
}

export function answerFeedback({ offerId, worked, reason }: AnswerFeedbackInput): Promise<FeedbackAnswer> {
  return apiPost(
    `/partners/v2/offers/${offerId}/feedback`,
    worked ? { worked } : { worked, reason },
    import('@spc/domain/member-offers').then((m) => m.feedbackAnswerSchema),
  );
}

export function useAnswerFeedback(uid: string, offerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerFeedback,
    onSuccess: (answer) => {
      queryClient.setQueryData(redeemKeys.revealed(uid, offerId), (code: unknown) =>
        code && typeof code === 'object' ? { ...code, feedback: answer } : code,
      );
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: redeemKeys.savings(uid) }),
        queryClient.invalidateQueries({ queryKey: redeemKeys.codeHealth(offerId) }),
      ]),
  });
}
