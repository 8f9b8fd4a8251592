// The payment of the summary: the order (POST /v2/order, or /v2/order/paypal for PayPal), then the checkout (POST /v4/checkout/purchase)
// with the card form's nonce, each with an Idempotency-Key kept for this attempt (purchase-attempt.ts).
// When an answer is lost (network, a request still running, an unknown server failure) the same keys,
// body and nonce can be sent again ("Try again") without risk of a second charge; a refusal (a decline,
// a code that ran out) ends the attempt, so the next one gets fresh keys and a fresh nonce.
import type { Language } from '@spc/domain/constants';
import { MEMBERSHIP_PRODUCT_ID, type OrderBody, type PurchaseBody, type PurchaseResponse } from '@spc/domain/store';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { isLostAnswer, useRetryableSubmit } from '../../../lib/retryable-submit.ts';
import { refreshSession } from '../../../lib/session.ts';
import { createOrder } from '../api/create-order.ts';
import { purchase } from '../api/purchase.ts';
import { attemptFor, checkoutFor, clearAttempt, saveAttempt } from '../purchase-attempt.ts';
import type { CompletionState, SummaryState } from '../purchase-state.ts';
import { paths } from '../../../lib/paths.ts';

export interface PayInput {
  /** Null when the total is 0. */
  nonce: string | null;
  autoRenew: boolean;
  /** Card by default; PayPal never renews automatically (issue 23 item 15). */
  method?: 'card' | 'paypal';
}

function orderBodyOf(state: SummaryState, language: Language, autoRenew: boolean): OrderBody {
  return {
    language,
    product_id: MEMBERSHIP_PRODUCT_ID,
    auto_renew: autoRenew,
    ...(state.promoCode ? { promo_code: state.promoCode } : {}),
    ...(state.schoolCode ? { school_code: state.schoolCode } : {}),
    ...(state.referralCode ? { referral_code: state.referralCode } : {}),
  };
}

async function pay(state: SummaryState, language: Language, input: PayInput): Promise<PurchaseResponse> {
  const method = input.method ?? 'card';
  const orderBody = orderBodyOf(state, language, method === 'paypal' ? false : input.autoRenew);
  let attempt = attemptFor(orderBody, method);
  try {
    let orderNumber = attempt.orderNumber;
    if (orderNumber === null) {
      orderNumber = (await createOrder(orderBody, attempt.orderKey, method)).order_number;
      attempt = { ...attempt, orderNumber };
      saveAttempt(attempt);
    }
    const body: PurchaseBody = { ...orderBody, order_number: orderNumber };
    const checkout = checkoutFor(attempt, input.nonce, body);
    const result = await purchase({ body: checkout.body, nonce: checkout.nonce, idempotencyKey: checkout.key });
    clearAttempt();
    return result;
  } catch (error) {
    // Keep the keys only while the same request may still be sent again.
    if (!isLostAnswer(error)) clearAttempt();
    throw error;
  }
}

export function useCheckout(state: SummaryState, language: Language) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // One payment at a time, even for two clicks in the same tick (state is not updated yet then).

  const mutation = useMutation({
    mutationFn: (input: PayInput) => pay(state, language, input),
    onSuccess: async (result) => {
      // The new card, registration and auto-renew change what every page shows.
      await refreshSession(queryClient);
      const completion: CompletionState = { from: 'summary', purchase: result };
      await navigate(paths.purchaseCompletion(), { state: completion, replace: true });
    },
    onError: async (error) => {
      // Paid already (an earlier attempt whose answer was lost): the session should know it.
      if (error instanceof ApiError && ['ORDER_ALREADY_PAID', 'MEMBERSHIP_EXISTS'].includes(error.code)) {
        await refreshSession(queryClient);
      }
    },
  });

  return useRetryableSubmit(mutation);
}
