// POST /api/store/unsubscribe with the member's own uid: auto-renew off and the gateway subscription
// cancelled (spec §7 "POST /unsubscribe (uid)"). The billing page's "turn off auto-renew" confirmation
// calls it through hooks/use-set-auto-renew.ts.
import { apiPost } from '../../../lib/api-client.ts';

export function unsubscribe(uid: string): Promise<{ success: true; is_auto_renew: false }> {
  return apiPost(
    '/store/unsubscribe',
    { uid },
    import('@spc/domain/store').then((m) => m.unsubscribeResponseSchema),
  );
}
