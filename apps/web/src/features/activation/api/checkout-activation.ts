// POST /api/store/v4/checkout/activation (member; docs/api-membership.md): activates the card for a
// year from today and, with `auto_renew`, vaults the card form's nonce (`payment-nonce` header) and
// turns auto-renew on. The Idempotency-Key makes a retry safe (activation-attempt.ts).
import type { Language } from '@spc/domain/constants';
import type { RegisterCardResponse } from '@spc/domain/membership';
import { IDEMPOTENCY_KEY_HEADER, PAYMENT_NONCE_HEADER } from '@spc/domain/store';
import { apiPost } from '../../../lib/api-client.ts';
import type { ActivationCard } from '../activation-state.ts';

/** The body of `activationCheckoutBodySchema`, as the web sends it. */
export interface ActivationCheckoutBody extends ActivationCard {
  language: Language;
  isActivationFlow: true;
  sendActivationEmail: true;
  auto_renew: boolean;
  /** Spec §4 "Partner registration of a card": the stored affiliate marker, sent along. */
  affiliate?: Record<string, string>;
}

export interface ActivationCheckoutRequest {
  body: ActivationCheckoutBody;
  /** The card form's nonce; only with auto_renew. */
  nonce: string | null;
  idempotencyKey: string;
}

export function checkoutActivation({ body, nonce, idempotencyKey }: ActivationCheckoutRequest) {
  return apiPost<RegisterCardResponse>(
    '/store/v4/checkout/activation',
    body,
    import('@spc/domain/membership').then((m) => m.registerCardResponseSchema),
    { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey, ...(nonce ? { [PAYMENT_NONCE_HEADER]: nonce } : {}) } },
  );
}
