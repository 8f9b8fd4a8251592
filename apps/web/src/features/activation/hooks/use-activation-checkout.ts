// Activating the card (POST /v4/checkout/activation), with or without auto-renew, as /activate/info,
// /activate/subscription and /signup/activate do it: one request at a time, the same Idempotency-Key
// when an answer was lost and "Try again" sends the same request, the session read again on success
// (the new card changes every page), the stored affiliate data cleared (spec §4 "Partner registration
// of a card"), then on to the completion with the result in navigation state.
import type { RegisterCardResponse } from '@spc/domain/membership';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { isLostAnswer, useRetryableSubmit } from '../../../lib/retryable-submit.ts';
import { refreshSession } from '../../../lib/session.ts';
import { clearAffiliate, readAffiliate } from '../../../lib/tracking.ts';
import { checkoutActivation, type ActivationCheckoutBody } from '../api/checkout-activation.ts';
import { activationKeyFor, clearActivationAttempt } from '../activation-attempt.ts';
import type { ActivationCard, ActivationFlow, CompletionState } from '../activation-state.ts';

export interface ActivationInput {
  /** The card form's nonce, for auto-renew; null without. */
  nonce: string | null;
  autoRenew: boolean;
}

function affiliate(): Record<string, string> | undefined {
  const stored = readAffiliate();
  return stored
    ? { ranMID: stored.ranMID, ranSiteID: stored.ranSiteID, timestamp: String(stored.timestamp) }
    : undefined;
}

async function activate(body: ActivationCheckoutBody, nonce: string | null): Promise<RegisterCardResponse> {
  const idempotencyKey = activationKeyFor(body, nonce);
  try {
    const result = await checkoutActivation({ body, nonce, idempotencyKey });
    clearActivationAttempt();
    clearAffiliate();
    return result;
  } catch (error) {
    // Keep the key only while the same request may still be sent again.
    if (!isLostAnswer(error)) clearActivationAttempt();
    throw error;
  }
}

export function useActivationCheckout({
  card,
  incentiveId,
  flow,
}: {
  card: ActivationCard;
  incentiveId: number | null;
  flow: ActivationFlow;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { language } = useLanguage();
  // One activation at a time, even for two clicks in the same tick (state is not updated yet then).

  const mutation = useMutation({
    mutationFn: ({ nonce, autoRenew }: ActivationInput) => {
      const marker = affiliate();
      const body: ActivationCheckoutBody = {
        card_number: card.card_number,
        csv: card.csv,
        language,
        isActivationFlow: true,
        sendActivationEmail: true,
        auto_renew: autoRenew,
        ...(marker && { affiliate: marker }),
      };
      return activate(body, autoRenew ? nonce : null);
    },
    onSuccess: async (result, { autoRenew }) => {
      await refreshSession(queryClient);
      const completion: CompletionState = { from: 'activation', result, incentiveId, autoRenew };
      const to = flow === 'signup' ? paths.signupActivationComplete() : paths.activateCompletion();
      await navigate(to, { state: completion, replace: true });
    },
    onError: async (error) => {
      // Activated already (an earlier attempt whose answer was lost), or another membership: the
      // session should know.
      if (error instanceof ApiError && ['MEMBERSHIP_EXISTS', 'ALREADY_ASSOCIATED'].includes(error.code)) {
        await refreshSession(queryClient);
      }
    },
  });

  return useRetryableSubmit(mutation);
}
