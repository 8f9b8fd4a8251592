// GET /api/partners/activation-incentive/{id}: the offer a card brings once activated (title and
// description in English and French, the offer it leads to); 404 INCENTIVE_NOT_FOUND.
import type { ActivationIncentive } from '@spc/domain/membership';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

export function getActivationIncentive(id: number, { signal }: { signal?: AbortSignal } = {}) {
  return apiGet<ActivationIncentive>(
    `/partners/activation-incentive/${encodeURIComponent(String(id))}`,
    import('@spc/domain/membership').then((m) => m.activationIncentiveSchema),
    { signal },
  );
}

export function getActivationIncentiveQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['activation', 'incentive', id],
    queryFn: ({ signal }) => getActivationIncentive(id, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useActivationIncentive(id: number) {
  return useQuery(getActivationIncentiveQueryOptions(id));
}
