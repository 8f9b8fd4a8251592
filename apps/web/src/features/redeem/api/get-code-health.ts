// GET /api/partners/v2/offers/{id}/code-health (public, cached; issue 23 item 12): how the offer's code
// fared in the members' answers over the last 30 days, and whether a shared code is reported not working.
// Asked for every visitor of an offer page: its schema comes alone (code-health.ts, decision 043).
import type { CodeHealthResponse } from '@spc/domain/code-health';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { redeemKeys } from './redeem-keys.ts';

export function getCodeHealth(offerId: number, { signal }: { signal?: AbortSignal } = {}): Promise<CodeHealthResponse> {
  return apiGet(
    `/partners/v2/offers/${offerId}/code-health`,
    import('@spc/domain/code-health').then((m) => m.codeHealthResponseSchema),
    { signal },
  );
}

export function useCodeHealth(offerId: number) {
  return useQuery(
    queryOptions({
      queryKey: redeemKeys.codeHealth(offerId),
      queryFn: ({ signal }) => getCodeHealth(offerId, { signal }),
      staleTime: 60_000,
      retry: false,
    }),
  );
}
