// POST /api/users/subscribe (spec §7: email and device_id) and POST /api/users/subscribe/confirm (the
// double opt-in's click). The refusals come back as ApiError with the server's code (spec §8).
// The answers' schemas load with the answer: the capture box at the deals page's foot hydrates without
// evaluating the marketing and account schemas (decision 043).
import type { SubscribeBody } from '@spc/domain/marketing';
import { apiPost } from '../../../lib/api-client.ts';

const marketing = () => import('@spc/domain/marketing');

export const subscribe = (body: SubscribeBody) =>
  apiPost(
    '/users/subscribe',
    body,
    marketing().then((m) => m.subscribeResultSchema),
  );

export const confirmSubscription = (token: string) =>
  apiPost(
    '/users/subscribe/confirm',
    { token },
    marketing().then((m) => m.subscribeConfirmResultSchema),
  );

/**
 * POST /api/users/email-list/unsubscribe?token=… (decision 039): a marketing e-mail's signed link, no
 * sign-in. 400 for a link the server did not sign; 503 when the list cannot be reached; again is fine.
 */
export const unsubscribeByLink = (token: string) =>
  apiPost(
    `/users/email-list/unsubscribe?token=${encodeURIComponent(token)}`,
    {},
    marketing().then((m) => m.unsubscribeResultSchema),
  );
