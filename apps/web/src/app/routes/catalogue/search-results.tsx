// /search/{query} (spec §2 "takes a tags query", "Screens seen through text only": 'Results for
// {query}', 'No results found'): POST /v2/search with the tags the query names (features/offers/
// search-tags.ts), with the /deals filters, sort and pages.
import type { OfferFilter } from '@spc/domain/offers';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useNavigation, useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { openLoginPrompt } from '../../../features/auth/login-prompt-store.ts';
import { DealsFilters } from '../../../features/deals/components/deals-filters.tsx';
import { parseDealsSearch } from '../../../features/deals/deals-search.ts';
import { searchOffersQueryOptions, useSearchOffers } from '../../../features/offers/api/search-offers.ts';
import { OffersEmptyState } from '../../../features/offers/components/offers-empty-state.tsx';
import { PageMeta } from '../../../features/offers/components/page-meta.tsx';
import { toOffersPageParams } from '../../../features/offers/list-params.ts';
import { displayQuery, searchTags } from '../../../features/offers/search-tags.ts';
import { useOfferSaveActions } from '../../../features/saved/hooks/use-offer-save-actions.tsx';
import { track } from '../../../lib/analytics-queue.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { paths, type DealsSearch } from '../../../lib/paths.ts';
import { queryClientContext } from '../../../lib/query-client.ts';
import { OffersList } from './offers-list.tsx';

export async function searchResultsLoader({ request, params, context }: LoaderFunctionArgs): Promise<null> {
  const queryClient = context.get(queryClientContext);
  const tags = searchTags(params.query ?? '');
  const search = parseDealsSearch(new URL(request.url).searchParams);
  if (tags.length > 0) {
    // Failures are shown in place, with a retry.
    await queryClient
      .ensureQueryData(searchOffersQueryOptions(tags, toOffersPageParams(search)))
      .catch(() => undefined);
  }
  return null;
}

export function SearchResultsRoute() {
  const { t } = useTranslation('search');
  const { language } = useLanguage();
  const rawQuery = useParams().query ?? '';
  const query = displayQuery(rawQuery);
  const tags = searchTags(rawQuery);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const search = parseDealsSearch(searchParams);
  const resultsQuery = useSearchOffers(tags, toOffersPageParams(search), { enabled: tags.length > 0 });
  const saved = useOfferSaveActions({ onSignInRequired: openLoginPrompt });

  const listState = { sort_by: search.sort_by, offer_filters: search.offer_filters };
  const go = (next: Omit<DealsSearch, 'category'>) =>
    void navigate(paths.search(rawQuery, next), { preventScrollReset: true });
  const toggleFilter = (filter: OfferFilter) =>
    go({
      ...listState,
      offer_filters: search.offer_filters.includes(filter)
        ? search.offer_filters.filter((f) => f !== filter)
        : [...search.offer_filters, filter],
    });
  const filtered = search.offer_filters.length > 0;
  const busy = navigation.state === 'loading' && navigation.location.pathname === paths.search(rawQuery);
  const noTags = tags.length === 0;
  // A query with no usable tag has no results, without asking.
  const listQuery = noTags
    ? {
        data: { offers: [], partners_by_id: {} },
        isError: false,
        isFetching: false,
        dataUpdatedAt: 0,
        refetch: () => undefined,
      }
    : resultsQuery;

  // Analytics (issue 21 item 2): each search once, with how many offers it found (the filters and pages
  // of the same search are not new searches).
  const resultCount = noTags ? 0 : resultsQuery.isError ? undefined : resultsQuery.data?.total_count;
  const trackedQuery = useRef<string | null>(null);
  useEffect(() => {
    if (resultCount === undefined || trackedQuery.current === rawQuery || !query.trim()) return;
    trackedQuery.current = rawQuery;
    track({ type: 'search', query: query.slice(0, 100), result_count: resultCount });
  }, [rawQuery, query, resultCount]);

  return (
    <div className="flex flex-col gap-6">
      <PageMeta title={t('results.pageTitle', { query })} description={t('results.description', { query })} />
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold tracking-tight break-words">{t('results.title', { query })}</h1>
        {resultsQuery.data && !resultsQuery.isError && !noTags ? (
          <p className="text-slate-600">{t('results.count', { count: resultsQuery.data.total_count })}</p>
        ) : null}
      </div>
      <DealsFilters
        filters={search.offer_filters}
        sort={search.sort_by}
        onToggleFilter={toggleFilter}
        onSortChange={(sort) => go({ ...listState, sort_by: sort })}
      />
      <section aria-label={t('results.label')} className="flex flex-col gap-6">
        <OffersList
          query={listQuery}
          language={language}
          busy={busy}
          renderActions={saved.renderActions}
          hrefFor={(page) => paths.search(rawQuery, { ...listState, page })}
          empty={
            <OffersEmptyState
              title={t('results.empty')}
              body={filtered ? t('results.emptyFiltered') : t('results.emptyHint')}
              action={
                filtered ? (
                  <Button onClick={() => go({ sort_by: search.sort_by })}>{t('results.clearFilters')}</Button>
                ) : null
              }
            />
          }
        />
      </section>
      {saved.host}
    </div>
  );
}
