// PUT /api/users/user/updateAutoRenew: turns auto-renew on (or off). Turning it on without a card on
// file is refused with 422 PAYMENT_METHOD_REQUIRED. The billing page's switch goes through
// hooks/use-set-auto-renew.ts, which applies the change optimistically.
import { apiPut } from '../../../lib/api-client.ts';

export function updateAutoRenew(isAutoRenew: boolean): Promise<{ is_auto_renew: boolean }> {
  return apiPut(
    '/users/user/updateAutoRenew',
    { is_auto_renew: isAutoRenew },
    import('@spc/domain/store').then((m) => m.autoRenewResponseSchema),
  );
}
