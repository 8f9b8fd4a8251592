// POST /api/users/subscribe (spec §7: email and device_id) and POST /api/users/subscribe/confirm (the
// double opt-in's click). The refusals come back as ApiError with the server's code (spec §8).
import { subscribeConfirmResultSchema, subscribeResultSchema, type SubscribeBody } from '@spc/domain/marketing';
import { apiPost } from '../../../lib/api-client.ts';

export const subscribe = (body: SubscribeBody) => apiPost('/users/subscribe', body, subscribeResultSchema);

export const confirmSubscription = (token: string) =>
  apiPost('/users/subscribe/confirm', { token }, subscribeConfirmResultSchema);
