// GET /api/partners/v5/offers/summary: one page of offers with the partners and extras around them.
import type { OffersSummaryQuery, OffersSummaryResponse } from '@spc/domain/offers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

/** The part of the summary query the deals page sends. */
export type OffersSummaryParams = Pick<OffersSummaryQuery, 'current_page' | 'page_size' | 'sort_by'> &
  Partial<Pick<OffersSummaryQuery, 'offer_filters' | 'subcategory_filters'>>;

export function getOffersSummary(
  params: OffersSummaryParams,
  { signal }: { signal?: AbortSignal } = {},
): Promise<OffersSummaryResponse> {
  return apiGet(
    '/partners/v5/offers/summary',
    import('@spc/domain/offers').then((m) => m.offersSummaryResponseSchema),
    {
      query: {
        current_page: params.current_page,
        page_size: params.page_size,
        sort_by: params.sort_by,
        offer_filters: params.offer_filters,
        subcategory_filters: params.subcategory_filters,
      },
      signal,
    },
  );
}

export function getOffersSummaryQueryOptions(params: OffersSummaryParams) {
  return queryOptions({
    queryKey: ['offers', 'summary', params],
    queryFn: ({ signal }) => getOffersSummary(params, { signal }),
  });
}

interface UseOffersSummaryOptions {
  enabled?: boolean;
  /** False when a route loader already tried: its error is shown instead of silently asked again. */
  retryOnMount?: boolean;
}

export function useOffersSummary(
  params: OffersSummaryParams,
  { enabled = true, retryOnMount = true }: UseOffersSummaryOptions = {},
) {
  return useQuery({ ...getOffersSummaryQueryOptions(params), enabled, retryOnMount });
}
