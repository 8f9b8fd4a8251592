// GET /api/store/user_transactions: the member's orders, newest first (the billing page's order history).
import type { TransactionsResponse } from '@spc/domain/store';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { billingKeys } from './billing-keys.ts';

export type Transaction = TransactionsResponse['transactions'][number];

export function getTransactions({ signal }: { signal?: AbortSignal } = {}): Promise<TransactionsResponse> {
  return apiGet(
    '/store/user_transactions',
    import('@spc/domain/store').then((m) => m.transactionsResponseSchema),
    { signal },
  );
}

export function getTransactionsQueryOptions(uid: string) {
  return queryOptions({
    queryKey: billingKeys.transactions(uid),
    queryFn: ({ signal }) => getTransactions({ signal }),
    // Fresh for each visit to the page (the loader's prefetch is not fetched twice); changes invalidate it.
    staleTime: 15_000,
  });
}

export function useTransactions(uid: string) {
  return useQuery(getTransactionsQueryOptions(uid));
}
