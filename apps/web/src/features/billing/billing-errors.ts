// How the billing page reads a failed call: the card refusals that open the alert modal (spec §2
// "Modals": alert), the refusal that asks for a card first, and a message for everything else.
import { ApiError } from '../../lib/api-client.ts';

/** The card itself was refused when saving it: said in the alert modal, the form stays open to try another. */
export const CARD_REFUSALS = ['VERIFICATION_FAILED', 'INVALID_NONCE', 'PAYMENT_REJECTED'] as const;
export type CardRefusal = (typeof CARD_REFUSALS)[number];

export function cardRefusalOf(error: unknown): CardRefusal | null {
  if (!(error instanceof ApiError)) return null;
  return (CARD_REFUSALS as readonly string[]).includes(error.code) ? (error.code as CardRefusal) : null;
}

/** 422 PAYMENT_METHOD_REQUIRED: auto-renew cannot go on without a card on file. */
export function needsPaymentMethod(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'PAYMENT_METHOD_REQUIRED';
}

export type BillingErrorKey = CardRefusal | 'PAYMENT_DECLINED' | 'NO_FAILED_PAYMENT' | 'network' | 'generic';

/** The `billing:errors.*` key for any failure. */
export function billingErrorKey(error: unknown): BillingErrorKey {
  const refusal = cardRefusalOf(error);
  if (refusal) return refusal;
  if (error instanceof ApiError) {
    if (error.code === 'PAYMENT_DECLINED' || error.code === 'NO_FAILED_PAYMENT') return error.code;
    if (error.status === 0) return 'network';
  }
  return 'generic';
}
