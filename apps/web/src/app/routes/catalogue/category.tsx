// /deals/category/{name} (spec §2, query `filter` and `source`): one category's offers through
// GET /v4/offers/category/{name}, with the /deals filters, sort and pages, plus subcategory chips
// (`filter` = the chosen subcategory ids). `source` (where the visitor came from, spec §9 referral
// sources) is kept in the URL as the list changes; nothing reads it yet. An unknown category is a 404.
import { localizedName } from '@spc/domain/category-names';
import type { OfferFilter } from '@spc/domain/offers';
import { useTranslation } from 'react-i18next';
import { data, useNavigate, useNavigation, useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { openLoginPrompt } from '../../../features/auth/login-prompt-store.ts';
import { getCategoriesQueryOptions, useCategories } from '../../../features/deals/api/get-categories.ts';
import { CategoryStrip } from '../../../features/deals/components/category-strip.tsx';
import { DealsFilters } from '../../../features/deals/components/deals-filters.tsx';
import { parseDealsSearch } from '../../../features/deals/deals-search.ts';
import { getCategoryOffersQueryOptions, useCategoryOffers } from '../../../features/offers/api/get-category-offers.ts';
import { OffersEmptyState } from '../../../features/offers/components/offers-empty-state.tsx';
import { PageMeta } from '../../../features/offers/components/page-meta.tsx';
import { SubcategoryFilters } from '../../../features/offers/components/subcategory-filters.tsx';
import { toOffersPageParams } from '../../../features/offers/list-params.ts';
import { FavouriteCategoryButton } from '../../../features/saved/components/favourite-category-button.tsx';
import { useOfferSaveActions } from '../../../features/saved/hooks/use-offer-save-actions.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { paths, type CategorySearch } from '../../../lib/paths.ts';
import { queryClientContext } from '../../../lib/query-client.ts';
import { OffersList } from './offers-list.tsx';

export function parseCategorySearch(searchParams: URLSearchParams) {
  const { page, sort_by, offer_filters } = parseDealsSearch(searchParams);
  const filter = (searchParams.get('filter') ?? '')
    .split(',')
    .filter((part) => /^[1-9]\d{0,8}$/.test(part.trim()))
    .map(Number);
  const source = searchParams.get('source')?.trim() || undefined;
  return { page, sort_by, offer_filters, filter, source };
}

const apiParams = (search: ReturnType<typeof parseCategorySearch>) =>
  toOffersPageParams(search, { subcategory_filters: search.filter });

export async function categoryLoader({ request, params, context }: LoaderFunctionArgs): Promise<null> {
  const queryClient = context.get(queryClientContext);
  const name = params.name ?? '';
  const search = parseCategorySearch(new URL(request.url).searchParams);
  const [, offers] = await Promise.allSettled([
    queryClient.ensureQueryData(getCategoriesQueryOptions()),
    queryClient.ensureQueryData(getCategoryOffersQueryOptions(name, apiParams(search))),
  ]);
  if (offers.status === 'rejected' && offers.reason instanceof ApiError && [400, 404].includes(offers.reason.status)) {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router's way for a loader to answer a status
    throw data(null, { status: 404, statusText: 'Unknown category' });
  }
  // Other failures are shown in place, with a retry.
  return null;
}

export function CategoryRoute() {
  const { t } = useTranslation('offers');
  const { language } = useLanguage();
  const name = useParams().name ?? '';
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const search = parseCategorySearch(searchParams);
  // Favourites and saved lists (issue 7): a list created from the chooser reopens it here (spec §4).
  const saved = useOfferSaveActions({ onSignInRequired: openLoginPrompt, reopenChooserAfterCreate: true });

  const categoriesQuery = useCategories({ retryOnMount: false });
  const offersQuery = useCategoryOffers(name, apiParams(search));
  const category =
    offersQuery.data?.category ?? categoriesQuery.data?.categories.find((item) => item.url_name === name);
  const categoryName = category ? localizedName(category, language) : '';

  const listState: CategorySearch = {
    sort_by: search.sort_by,
    offer_filters: search.offer_filters,
    filter: search.filter,
    source: search.source,
  };
  const go = (next: CategorySearch) =>
    void navigate(paths.category(name, { ...next, source: search.source }), { preventScrollReset: true });
  const toggle = <T,>(list: readonly T[], item: T) =>
    list.includes(item) ? list.filter((value) => value !== item) : [...list, item];
  const hasFilters = search.offer_filters.length > 0 || search.filter.length > 0;
  const busy = navigation.state === 'loading' && navigation.location.pathname === paths.category(name);

  return (
    <div className="flex flex-col gap-6">
      <PageMeta
        title={t('category.pageTitle', { category: categoryName || name })}
        description={t('category.description', { category: categoryName || name })}
      />
      {categoriesQuery.data ? (
        <CategoryStrip
          categories={categoriesQuery.data.categories}
          active={name}
          language={language}
          search={{ sort_by: search.sort_by, offer_filters: search.offer_filters }}
        />
      ) : null}
      <div className="flex flex-col gap-1">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <h1 className="min-h-9 text-3xl font-bold tracking-tight">{categoryName}</h1>
          {category ? (
            <FavouriteCategoryButton
              categoryId={category.id}
              categoryName={categoryName}
              onSignInRequired={openLoginPrompt}
              onError={(message) => saved.notify('error', message)}
            />
          ) : null}
        </div>
        {offersQuery.data && !offersQuery.isError ? (
          <p className="text-slate-600">{t('list.resultCount', { count: offersQuery.data.total_count })}</p>
        ) : null}
      </div>
      {category ? (
        <SubcategoryFilters
          subcategories={category.subcategories}
          selected={search.filter}
          language={language}
          onToggle={(id) => go({ ...listState, filter: toggle(search.filter, id) })}
        />
      ) : null}
      <DealsFilters
        filters={search.offer_filters}
        sort={search.sort_by}
        onToggleFilter={(filter: OfferFilter) =>
          go({ ...listState, offer_filters: toggle(search.offer_filters, filter) })
        }
        onSortChange={(sort) => go({ ...listState, sort_by: sort })}
      />
      <section aria-label={t('list.offers')} className="flex flex-col gap-6">
        <OffersList
          query={offersQuery}
          language={language}
          busy={busy}
          renderActions={saved.renderActions}
          hrefFor={(page) => paths.category(name, { ...listState, page })}
          empty={
            <OffersEmptyState
              title={t('list.empty.title')}
              body={hasFilters ? t('list.empty.filtered') : t('category.empty')}
              action={
                hasFilters ? (
                  <Button onClick={() => go({ sort_by: search.sort_by })}>{t('list.empty.clear')}</Button>
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
