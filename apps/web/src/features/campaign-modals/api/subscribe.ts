// POST /api/users/subscribe (spec §7: email and device_id) and POST /api/users/subscribe/confirm (the
// double opt-in's click). The refusals come back as ApiError with the server's code (spec §8).
import {
  subscribeConfirmResultSchema,
  subscribeResultSchema,
  unsubscribeResultSchema,
  type SubscribeBody,
} from '@spc/domain/marketing';
import { apiPost } from '../../../lib/api-client.ts';

export const subscribe = (body: SubscribeBody) => apiPost('/users/subscribe', body, subscribeResultSchema);

export const confirmSubscription = (token: string) =>
  apiPost('/users/subscribe/confirm', { token }, subscribeConfirmResultSchema);

/**
 * POST /api/users/email-list/unsubscribe?token=… (decision 039): a marketing e-mail's signed link, no
 * sign-in. 400 for a link the server did not sign; 503 when the list cannot be reached; again is fine.
 */
export const unsubscribeByLink = (token: string) =>
  apiPost(`/users/email-list/unsubscribe?token=${encodeURIComponent(token)}`, {}, unsubscribeResultSchema);
