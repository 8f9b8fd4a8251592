// GET /api/partners/v2/offers/partner/{id-or-url-name}: a partner and its listed offers, most viewed
// first (404 'Partner not found').
import type { PartnerOffersResponse } from '@spc/domain/catalogue-responses';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

export function getPartnerOffers(
  partner: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<PartnerOffersResponse> {
  return apiGet(
    `/partners/v2/offers/partner/${encodeURIComponent(partner)}`,
    import('@spc/domain/catalogue-responses').then((m) => m.partnerOffersResponseSchema),
    {
      signal,
    },
  );
}

export function getPartnerOffersQueryOptions(partner: string) {
  return queryOptions({
    queryKey: ['offers', 'partner', partner],
    queryFn: ({ signal }) => getPartnerOffers(partner, { signal }),
  });
}
