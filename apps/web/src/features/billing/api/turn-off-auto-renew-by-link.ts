// POST /api/store/v2/auto-renew/off with the renewal reminder's signed token (issue 23 item 19): no
// session needed. 400 AUTO_RENEW_LINK_INVALID for a forged or garbled link, 410 AUTO_RENEW_LINK_EXPIRED
// past the renewal date; again is fine (auto-renew stays off).
import type { AutoRenewOffResponse } from '@spc/domain/store';
import { apiPost } from '../../../lib/api-client.ts';

export function turnOffAutoRenewByLink(token: string): Promise<AutoRenewOffResponse> {
  return apiPost(
    '/store/v2/auto-renew/off',
    { token },
    import('@spc/domain/store').then((m) => m.autoRenewOffResponseSchema),
  );
}
