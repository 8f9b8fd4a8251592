// The guest's payment: one POST /v2/checkout/guest with the card's or PayPal's nonce. A lost answer is
// sent again as is (same Idempotency-Key, body and nonce: never a second charge); any new nonce or
// body gets a new key (the API refuses a reused key with another request).
import type { GuestPurchaseBody, PurchaseResponse } from '@spc/domain/store';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { useRetryableSubmit } from '../../../lib/retryable-submit.ts';
import { guestCheckout } from '../api/guest-checkout.ts';
import { newIdempotencyKey } from '../purchase-attempt.ts';

export interface GuestPayInput {
  body: GuestPurchaseBody;
  nonce: string;
}

export function useGuestCheckout(onPaid: (result: PurchaseResponse) => void) {
  const last = useRef<{ request: string; key: string } | null>(null);
  const mutation = useMutation({
    mutationFn: (input: GuestPayInput) => {
      const request = JSON.stringify(input);
      if (last.current?.request !== request) last.current = { request, key: newIdempotencyKey() };
      return guestCheckout({ body: input.body, nonce: input.nonce, idempotencyKey: last.current.key });
    },
    onSuccess: (result) => {
      last.current = null;
      onPaid(result);
    },
  });
  return useRetryableSubmit(mutation);
}
