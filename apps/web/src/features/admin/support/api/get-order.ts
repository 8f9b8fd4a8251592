// GET /api/staff/support/orders/{orderNumber}: one order, a member's or a guest's (a guest has no page).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../../lib/api-client.ts';
import { supportKeys } from './support-keys.ts';

export const orderQuery = (orderNumber: string) =>
  queryOptions({
    queryKey: supportKeys.order(orderNumber),
    queryFn: ({ signal }) =>
      apiGet(
        `/staff/support/orders/${encodeURIComponent(orderNumber)}`,
        import('@spc/domain/staff-support').then((m) => m.orderLookupResponseSchema),
        { signal },
      ),
    retry: false,
  });

export const useOrder = (orderNumber: string) => useQuery(orderQuery(orderNumber));
