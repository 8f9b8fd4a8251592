// POST /api/users/v2/associateCard (docs/api-membership.md): links an active card nobody owns — a VIP
// card e-mailed to its holder — to the signed-in member. 201 in the register-card shape; 400
// ALREADY_ASSOCIATED ('Already associated') when someone owns it.
import type { RegisterCardResponse } from '@spc/domain/membership';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import type { ActivationCard } from '../activation-state.ts';

export function associateCard(card: ActivationCard): Promise<RegisterCardResponse> {
  return apiPost(
    '/users/v2/associateCard',
    card,
    import('@spc/domain/membership').then((m) => m.registerCardResponseSchema),
  );
}

export function useAssociateCard() {
  return useMutation({ mutationFn: associateCard });
}
