// GET /api/partners/offer/{id}/partner/offers: the other listed offers of an offer's partner.
import type { OffersListResponse } from '@spc/domain/catalogue-responses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

export function getMorePartnerOffers(
  offerId: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<OffersListResponse> {
  return apiGet(
    `/partners/offer/${offerId}/partner/offers`,
    import('@spc/domain/catalogue-responses').then((m) => m.offersListResponseSchema),
    { signal },
  );
}

export function getMorePartnerOffersQueryOptions(offerId: number) {
  return queryOptions({
    queryKey: ['offers', 'offer', offerId, 'partner-offers'],
    queryFn: ({ signal }) => getMorePartnerOffers(offerId, { signal }),
  });
}

export function useMorePartnerOffers(offerId: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getMorePartnerOffersQueryOptions(offerId), enabled });
}
