// The submit-and-retry of an idempotent money write (purchase, activation checkout): one submit at a
// time, failures read from the mutation's state, and "Try again" — the last input sent again, so the
// same Idempotency-Key — offered only when the answer was lost.
import type { UseMutationResult } from '@tanstack/react-query';
import { useRef } from 'react';
import { ApiError } from './api-client.ts';

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

export function useRetryableSubmit<TData, TInput>(mutation: UseMutationResult<TData, Error, TInput>) {
  const inFlight = useRef(false);
  // Failures are read from the mutation's state; the promise only tells the form it is done.
  const submit = async (input: TInput) => {
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
    /** Sends the request whose answer was lost again: the last input (same nonce), so the same key. */
    retry: async () => {
      if (lastInput !== undefined) await submit(lastInput);
    },
    pending: mutation.isPending,
    error: mutation.error,
    /** The last answer was lost: offer "Try again" rather than a new attempt. */
    canRetry: mutation.isError && isLostAnswer(mutation.error) && lastInput !== undefined,
  };
}
