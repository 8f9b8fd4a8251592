// GET /api/users/user/check_braintree_subscription: the member's auto-renew, renewal date, card on file,
// pending renewal promo code and last failed renewal (docs/api-store.md).
import type { SubscriptionStatus } from '@spc/domain/store';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { billingKeys } from './billing-keys.ts';

export function getSubscriptionStatus({ signal }: { signal?: AbortSignal } = {}): Promise<SubscriptionStatus> {
  return apiGet(
    '/users/user/check_braintree_subscription',
    import('@spc/domain/store').then((m) => m.subscriptionStatusResponseSchema),
    { signal },
  );
}

export function getSubscriptionStatusQueryOptions(uid: string) {
  return queryOptions({
    queryKey: billingKeys.subscription(uid),
    queryFn: ({ signal }) => getSubscriptionStatus({ signal }),
    // Fresh for each visit to the page (the loader's prefetch is not fetched twice); changes invalidate it.
    staleTime: 15_000,
  });
}

export function useSubscriptionStatus(uid: string) {
  return useQuery(getSubscriptionStatusQueryOptions(uid));
}
