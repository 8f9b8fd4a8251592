// The /deals URL as state: parsing is lenient (a hand-edited or stale link shows the closest valid
// list rather than an error), and the summary query is derived from it in one place for the route
// loader and the page.
import type { Category } from '@spc/domain/categories';
import { OFFERS_PAGE_SIZE_DEFAULT } from '@spc/domain/constants';
import {
  DEFAULT_OFFER_SORT,
  OFFER_FILTERS,
  OFFER_SORTS,
  splitList,
  type OfferFilter,
  type OfferSort,
} from '@spc/domain/offer-rules';
import { paths, type DealsSearch } from '../../lib/paths.ts';
import type { OffersSummaryParams } from './api/get-offers-summary.ts';

export type ParsedDealsSearch = Required<Omit<DealsSearch, 'category'>> & {
  offer_filters: OfferFilter[];
  category: string | undefined;
};

export function parseDealsSearch(searchParams: URLSearchParams): ParsedDealsSearch {
  const page = Number(searchParams.get('page') ?? '1');
  const sort = searchParams.get('sort_by');
  const filters = splitList(searchParams.get('offer_filters') ?? '');
  const category = searchParams.get('category')?.trim();
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    sort_by: OFFER_SORTS.includes(sort as OfferSort) ? (sort as OfferSort) : DEFAULT_OFFER_SORT,
    offer_filters: OFFER_FILTERS.filter((filter) => filters.includes(filter)),
    category: category ? category : undefined,
  };
}

/**
 * The summary endpoint has no category parameter, so a category is asked for as "any of its
 * subcategories", which the endpoint does filter on.
 */
export function toOffersSummaryParams(search: ParsedDealsSearch, category: Category | undefined): OffersSummaryParams {
  const params: OffersSummaryParams = {
    current_page: search.page,
    page_size: OFFERS_PAGE_SIZE_DEFAULT,
    sort_by: search.sort_by,
  };
  if (search.offer_filters.length > 0) params.offer_filters = search.offer_filters;
  if (category && category.subcategories.length > 0)
    params.subcategory_filters = category.subcategories.map((sub) => sub.id);
  return params;
}

export function findCategory(
  categories: readonly Category[] | undefined,
  urlName: string | undefined,
): Category | undefined {
  return urlName === undefined ? undefined : categories?.find((category) => category.url_name === urlName);
}

/**
 * Spec §2 "/deals accepts query q, … offerID": entry parameters that lead elsewhere. `offerID` opens
 * that offer (through /deals/offer/{id}, which finds its partner; `source` is kept); `q` is a search.
 * Null when /deals itself should show. (`category` is list state; `categoryChooser` focuses the
 * category strip; `register` and `registerBMO` open account flows that come with sign-up, issue 4.)
 */
export function dealsEntryRedirect(searchParams: URLSearchParams): string | null {
  const offerId = searchParams.get('offerID')?.trim();
  if (offerId && /^\d{1,10}$/.test(offerId)) {
    const source = searchParams.get('source');
    return `${paths.offerById(offerId)}${source ? `?${new URLSearchParams({ source }).toString()}` : ''}`;
  }
  const q = searchParams.get('q')?.trim();
  if (q) return paths.search(q);
  return null;
}
