// Every in-app link is built here (house rule 7), so a route can move in one place.
import { DEFAULT_OFFER_SORT, OFFER_FILTERS, type OfferFilter, type OfferSort } from '@spc/domain/offers';

/** The /deals query the UI understands (spec §2 "/deals accepts query … category"). */
export interface DealsSearch {
  page?: number;
  sort_by?: OfferSort;
  offer_filters?: readonly OfferFilter[];
  category?: string;
}

function withQuery(pathname: string, query: URLSearchParams): string {
  // Commas are legal in a query and keep `offer_filters=online,new` readable.
  const search = query.toString().replaceAll('%2C', ',');
  return search ? `${pathname}?${search}` : pathname;
}

export const paths = {
  home: () => '/',
  /** Defaults (page 1, the default sort, no filter) are left out so each list has one canonical URL. */
  deals: (params: DealsSearch = {}) => {
    const query = new URLSearchParams();
    if (params.category) query.set('category', params.category);
    // Canonical filter order, so toggling in a different order gives the same URL.
    const filters = OFFER_FILTERS.filter((filter) => params.offer_filters?.includes(filter));
    if (filters.length > 0) query.set('offer_filters', filters.join(','));
    if (params.sort_by && params.sort_by !== DEFAULT_OFFER_SORT) query.set('sort_by', params.sort_by);
    if (params.page !== undefined && params.page > 1) query.set('page', String(params.page));
    return withQuery('/deals', query);
  },
  login: () => '/login',
  signup: () => '/signup',
  offer: (partnerUrlName: string, offerId: number) =>
    `/deals/${encodeURIComponent(partnerUrlName)}/offer/${encodeURIComponent(String(offerId))}`,
} as const;
