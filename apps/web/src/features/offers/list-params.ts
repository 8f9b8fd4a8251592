// The paging, filter, sort and location parameters every paged offers call of the partners service
// takes (docs/api-partners.md "Shared parameters"), and their query-string form.
import type { OffersPageQuery } from '@spc/domain/catalogue-responses';
import { OFFERS_PAGE_SIZE_DEFAULT } from '@spc/domain/constants';
import type { OfferFilter, OfferSort } from '@spc/domain/offers';
import type { QueryValue } from '../../lib/api-client.ts';

export type OffersPageParams = Pick<OffersPageQuery, 'current_page' | 'page_size' | 'sort_by'> &
  Partial<Pick<OffersPageQuery, 'offer_filters' | 'subcategory_filters' | 'postal_code' | 'distance'>>;

/** The list state a page keeps in its URL (page, sort, filters), as the API's paging parameters. */
export function toOffersPageParams(
  search: { page: number; sort_by: OfferSort; offer_filters: readonly OfferFilter[] },
  extra: Partial<Pick<OffersPageQuery, 'subcategory_filters' | 'postal_code' | 'distance'>> = {},
): OffersPageParams {
  const params: OffersPageParams = {
    current_page: search.page,
    page_size: OFFERS_PAGE_SIZE_DEFAULT,
    sort_by: search.sort_by,
  };
  if (search.offer_filters.length > 0) params.offer_filters = [...search.offer_filters];
  if (extra.subcategory_filters && extra.subcategory_filters.length > 0)
    params.subcategory_filters = extra.subcategory_filters;
  if (extra.postal_code) params.postal_code = extra.postal_code;
  if (extra.distance !== undefined) params.distance = extra.distance;
  return params;
}

export function offersPageQuery(params: OffersPageParams): Record<string, QueryValue> {
  return {
    current_page: params.current_page,
    page_size: params.page_size,
    sort_by: params.sort_by,
    offer_filters: params.offer_filters,
    subcategory_filters: params.subcategory_filters,
    postal_code: params.postal_code,
    distance: params.distance,
  };
}
