// POST /api/store/getFreeTrialCard (member; docs/api-membership.md): a trial card of FREE_TRIAL_DAYS
// days, once per member ever (409 FREE_TRIAL_USED); 409 MEMBERSHIP_EXISTS with a valid card.
import type { Card } from '@spc/domain/cards';
import { apiPost } from '../../../lib/api-client.ts';

export function getFreeTrialCard(): Promise<{ card: Card }> {
  return apiPost(
    '/store/getFreeTrialCard',
    {},
    import('@spc/domain/membership').then((m) => m.freeTrialResponseSchema),
  );
}
