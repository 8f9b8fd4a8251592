// POST /api/users/user/failed_payment_verification: retries the failed renewal with the card on file
// (the billing page's "Retry payment" when the subscription is past due). 422 NO_FAILED_PAYMENT when
// there is nothing to retry.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { refreshSession } from '../../../lib/session.ts';
import { billingKeys } from './billing-keys.ts';

export interface RetryFailedPaymentResult {
  success: boolean;
  order_number: string | null;
  message: string | null;
}

export function retryFailedPayment(): Promise<RetryFailedPaymentResult> {
  return apiPost(
    '/users/user/failed_payment_verification',
    {},
    import('@spc/domain/store').then((m) => m.failedPaymentVerificationResponseSchema),
  );
}

export function useRetryFailedPayment(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryFailedPayment,
    onSettled: (result) => {
      // Paid or not, the subscription, the orders and the banner may have changed; a renewal also
      // extends the card, which the session holds.
      void queryClient.invalidateQueries({ queryKey: billingKeys.all(uid) });
      if (result?.success) void refreshSession(queryClient);
    },
  });
}
