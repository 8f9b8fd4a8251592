// /deals: the route loader warms the query cache, the page composes the deals feature. The list state
// lives in the URL (category, offer_filters, sort_by, page), so every view can be linked and shared.
import { localizedName } from '@spc/domain/category-names';
import type { OfferFilter } from '@spc/domain/offers';
import { useTranslation } from 'react-i18next';
import { lazy, Suspense, useEffect, useRef } from 'react';
import {
  Link,
  data,
  redirect,
  useNavigate,
  useNavigation,
  useSearchParams,
  type LoaderFunctionArgs,
} from 'react-router';
import { openLoginPrompt } from '../../../features/auth/login-prompt-store.ts';
import { getCategoriesQueryOptions, useCategories } from '../../../features/deals/api/get-categories.ts';
import { getOffersSummaryQueryOptions, useOffersSummary } from '../../../features/deals/api/get-offers-summary.ts';
import { CategoryStrip } from '../../../features/deals/components/category-strip.tsx';
import { DealsEmptyState } from '../../../features/deals/components/deals-empty-state.tsx';
import { DealsErrorState } from '../../../features/deals/components/deals-error-state.tsx';
import { DealsFilters } from '../../../features/deals/components/deals-filters.tsx';
import { OfferGrid, OfferGridSkeleton } from '../../../features/deals/components/offer-grid.tsx';
import { Pagination } from '../../../features/deals/components/pagination.tsx';
import {
  dealsEntryRedirect,
  findCategory,
  parseDealsSearch,
  toOffersSummaryParams,
} from '../../../features/deals/deals-search.ts';
import { useOfferSaveActions } from '../../../features/saved/hooks/use-offer-save-actions.tsx';
import { HeadTags } from '../../../lib/head/head-tags.tsx';
import { useLanguage } from '../../../lib/i18n.ts';
import { paths, type DealsSearch } from '../../../lib/paths.ts';
import { queryClientContext } from '../../../lib/query-client.ts';

export async function dealsLoader({ request, context }: LoaderFunctionArgs): Promise<Response | null> {
  const queryClient = context.get(queryClientContext);
  const searchParams = new URL(request.url).searchParams;
  const elsewhere = dealsEntryRedirect(searchParams);
  if (elsewhere) return redirect(elsewhere);
  const search = parseDealsSearch(searchParams);
  // Fetch failures are not thrown: the page shows them in place, with a retry button.
  const categories = await queryClient.ensureQueryData(getCategoriesQueryOptions()).catch(() => undefined);
  const category = findCategory(categories?.categories, search.category);
  if (search.category !== undefined && categories !== undefined && category === undefined) {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router's way for a loader to answer a status
    throw data(null, { status: 404, statusText: 'Unknown category' });
  }
  if (search.category === undefined || category !== undefined) {
    await queryClient
      .ensureQueryData(getOffersSummaryQueryOptions(toOffersSummaryParams(search, category)))
      .catch(() => undefined);
  }
  return null;
}

// The 'Get on the list' box (issue 19 item 3) at the page's foot: its own chunk, after the offers.
const GetOnTheList = lazy(async () => ({
  default: (await import('../../../features/campaign-modals/components/get-on-the-list.tsx')).GetOnTheList,
}));

export function DealsRoute() {
  const { t } = useTranslation('deals');
  const { t: tOffers } = useTranslation('offers');
  const { language } = useLanguage();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const search = parseDealsSearch(searchParams);
  // Favourites and saved lists (issue 7): a list created from the chooser reopens it here (spec §4).
  const saved = useOfferSaveActions({ onSignInRequired: openLoginPrompt, reopenChooserAfterCreate: true });

  // The loader has just tried both; showing its error beats asking again silently.
  const categoriesQuery = useCategories({ retryOnMount: false });

  // ?categoryChooser: the category chooser is the strip on this page, so it takes the focus (the
  // header's mobile search modal has the same tiles; opening it from here is the navigation work's).
  const stripRef = useRef<HTMLDivElement>(null);
  const chooseCategory = searchParams.has('categoryChooser');
  const stripReady = categoriesQuery.data !== undefined;
  useEffect(() => {
    if (!chooseCategory || !stripReady) return;
    const link = stripRef.current?.querySelector<HTMLAnchorElement>('a[aria-current="page"], a');
    link?.focus();
    link?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [chooseCategory, stripReady]);
  const category = findCategory(categoriesQuery.data?.categories, search.category);
  const waitingForCategory = search.category !== undefined && category === undefined;
  const summaryQuery = useOffersSummary(toOffersSummaryParams(search, category), {
    enabled: !waitingForCategory,
    retryOnMount: false,
  });

  const listState = { sort_by: search.sort_by, offer_filters: search.offer_filters };
  const go = (next: DealsSearch) => void navigate(paths.deals(next), { preventScrollReset: true });
  const toggleFilter = (filter: OfferFilter) => {
    const filters = search.offer_filters.includes(filter)
      ? search.offer_filters.filter((f) => f !== filter)
      : [...search.offer_filters, filter];
    go({ ...listState, category: search.category, offer_filters: filters });
  };

  const failed = summaryQuery.isError || (waitingForCategory && categoriesQuery.isError);
  const retry = () => {
    if (categoriesQuery.isError) void categoriesQuery.refetch();
    if (!waitingForCategory) void summaryQuery.refetch();
  };
  const summary = summaryQuery.data;
  const busy = navigation.state === 'loading' && navigation.location.pathname === paths.deals();

  let content;
  if (failed) {
    content = <DealsErrorState onRetry={retry} retrying={summaryQuery.isFetching || categoriesQuery.isFetching} />;
  } else if (!summary) {
    content = <OfferGridSkeleton />;
  } else if (summary.offers.length === 0) {
    content = <DealsEmptyState onClearFilters={() => go({ sort_by: search.sort_by })} />;
  } else {
    content = (
      <>
        {/* Right under the page's h1: a hidden h2 keeps the cards' h3 titles in heading order. */}
        <h2 className="sr-only">{t('offers.label')}</h2>
        <OfferGrid
          priority
          offers={summary.offers}
          partnersById={summary.partners_by_id}
          language={language}
          now={summaryQuery.dataUpdatedAt}
          busy={busy}
          renderActions={saved.renderActions}
        />
        <Pagination
          page={summary.current_page}
          totalPages={summary.total_pages}
          hrefFor={(page) => paths.deals({ ...listState, category: search.category, page })}
        />
      </>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      {category ? (
        // ?category=…: the page is that category's, and its tab and description say so.
        <HeadTags
          title={tOffers('category.pageTitle', { category: localizedName(category, language) })}
          description={tOffers('category.description', { category: localizedName(category, language) })}
        />
      ) : (
        <HeadTags title={t('pageTitle')} description={t('pageDescription')} />
      )}
      {categoriesQuery.data ? (
        <div ref={stripRef}>
          <CategoryStrip
            categories={categoriesQuery.data.categories}
            active={search.category}
            language={language}
            search={listState}
          />
        </div>
      ) : null}
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
        <div className="flex flex-col gap-1">
          <h1 className="text-3xl font-bold tracking-tight">
            {category ? localizedName(category, language) : t('title')}
          </h1>
          {summary && !failed ? (
            <p className="text-slate-600">{t('resultCount', { count: summary.total_count })}</p>
          ) : null}
        </div>
        {/* The other way into the catalogue: by partner rather than by offer. */}
        <Link to={paths.brands()} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
          {t('brandsLink')}
        </Link>
      </div>
      <DealsFilters
        filters={search.offer_filters}
        sort={search.sort_by}
        onToggleFilter={toggleFilter}
        onSortChange={(sort) => go({ ...listState, category: search.category, sort_by: sort })}
      />
      <section aria-label={t('offers.label')} className="flex flex-col gap-6">
        {content}
      </section>
      <Suspense fallback={null}>
        <GetOnTheList language={language} />
      </Suspense>
      {saved.host}
    </div>
  );
}
