// GET /api/partners/v2/offers/{id}: the offer page's load (offer, partner, legal, stores). Failures
// carry the spec §8 messages ('Offer delisted', 'Offer expired', 'Offer not found') and, when known,
// the partner's url name.
import type { OfferPageResponse } from '@spc/domain/catalogue-responses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

export function getOffer(id: number, { signal }: { signal?: AbortSignal } = {}): Promise<OfferPageResponse> {
  return apiGet(
    `/partners/v2/offers/${id}`,
    import('@spc/domain/catalogue-responses').then((m) => m.offerPageResponseSchema),
    { signal },
  );
}

export function getOfferQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['offers', 'offer', id],
    queryFn: ({ signal }) => getOffer(id, { signal }),
  });
}

export function useOffer(id: number) {
  return useQuery({ ...getOfferQueryOptions(id), retryOnMount: false });
}
