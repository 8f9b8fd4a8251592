// POST /api/users/v2/card/registerable (docs/api-membership.md): may this card be activated? 200 for an
// inactive card nobody owns, with what it gives (cobrand, retailer, gold ticket, incentive); 404
// CARD_NOT_FOUND (an unknown number and a wrong code alike), 409 ALREADY_ASSOCIATED, 429 RATE_LIMITED
// after too many wrong pairs, 400 for a malformed number or code.
import type { RegisterableResponse } from '@spc/domain/membership';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import type { ActivationCard } from '../activation-state.ts';

export function checkRegisterable(card: ActivationCard): Promise<RegisterableResponse> {
  return apiPost(
    '/users/v2/card/registerable',
    card,
    import('@spc/domain/membership').then((m) => m.registerableResponseSchema),
  );
}

export function useCheckRegisterable() {
  return useMutation({ mutationFn: checkRegisterable });
}
