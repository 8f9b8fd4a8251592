// The payment of the summary: the order (POST /v2/order), then the checkout (POST /v4/checkout/purchase)
// with the card form's nonce, each with an Idempotency-Key kept for this attempt (purchase-attempt.ts).
// When an answer is lost (network, a request still running, an unknown server failure) the same keys,
// body and nonce can be sent again ("Try again") without risk of a second charge; a refusal (a decline,
// a code that ran out) ends the attempt, so the next one gets fresh keys and a fresh nonce.
import type { Language } from '@spc/domain/constants';
import { MEMBERSHIP_PRODUCT_ID, type OrderBody, type PurchaseBody, type PurchaseResponse } from '@spc/domain/store';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
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
}

/**
 * Whether the outcome is unknown or still being decided, so the same request may be sent again:
 * no answer, the same request still running, a payment taken but not yet recorded, or a server
 * failure without one of the store's codes.
 */
export function isLostAnswer(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.status === 0) return true;
  if (error.code === 'REQUEST_IN_PROGRESS' || error.code === 'PAYMENT_PENDING') return true;
  return error.status >= 500 && error.code !== 'PAYMENT_FAILED';
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
  const orderBody = orderBodyOf(state, language, input.autoRenew);
  let attempt = attemptFor(orderBody);
  try {
    let orderNumber = attempt.orderNumber;
    if (orderNumber === null) {
      orderNumber = (await createOrder(orderBody, attempt.orderKey)).order_number;
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
  const inFlight = useRef(false);

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

  // Failures are read from the mutation's state; the promise only tells the card form it is done.
  const submit = async (input: PayInput) => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await mutation.mutateAsync(input);
    } catch {
      // Read from the mutation's state.
    } finally {
      inFlight.current = false;
    }
  };
  const lastInput = mutation.variables;

  return {
    submit,
    /** Sends the request whose answer was lost again: the last input (same nonce), so the same keys. */
    retry: async () => {
      if (lastInput) await submit(lastInput);
    },
    pending: mutation.isPending,
    error: mutation.error,
    /** The last answer was lost: offer "Try again" rather than a new payment. */
    canRetry: mutation.isError && isLostAnswer(mutation.error) && lastInput !== undefined,
  };
}
