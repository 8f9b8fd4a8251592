// /trending (spec §2): the most viewed offers through GET /v2/trendingOffers, of every category or of
// the one chosen in the switcher (`category` query = url name). An unknown category is a 404.
import { localizedName } from '@spc/domain/category-names';
import { useTranslation } from 'react-i18next';
import { data, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { openLoginPrompt } from '../../../features/auth/login-prompt-store.ts';
import { getCategoriesQueryOptions, useCategories } from '../../../features/deals/api/get-categories.ts';
import { getTrendingOffersQueryOptions, useTrendingOffers } from '../../../features/offers/api/get-trending-offers.ts';
import { CategorySwitcher } from '../../../features/offers/components/category-switcher.tsx';
import { OffersEmptyBrowseAll } from '../../../features/offers/components/offers-empty-state.tsx';
import { PageMeta } from '../../../features/offers/components/page-meta.tsx';
import { useOfferSaveActions } from '../../../features/saved/hooks/use-offer-save-actions.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { queryClientContext } from '../../../lib/query-client.ts';
import { OffersList } from './offers-list.tsx';

const trendingCategory = (searchParams: URLSearchParams) => searchParams.get('category')?.trim() || undefined;

export async function trendingLoader({ request, context }: LoaderFunctionArgs): Promise<null> {
  const queryClient = context.get(queryClientContext);
  const category = trendingCategory(new URL(request.url).searchParams);
  const [, trending] = await Promise.allSettled([
    queryClient.ensureQueryData(getCategoriesQueryOptions()),
    queryClient.ensureQueryData(getTrendingOffersQueryOptions({ category })),
  ]);
  if (
    trending.status === 'rejected' &&
    trending.reason instanceof ApiError &&
    [400, 404].includes(trending.reason.status)
  ) {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router's way for a loader to answer a status
    throw data(null, { status: 404, statusText: 'Unknown category' });
  }
  return null;
}

export function TrendingRoute() {
  const { t } = useTranslation('offers');
  const { language } = useLanguage();
  const [searchParams] = useSearchParams();
  const active = trendingCategory(searchParams);
  const categoriesQuery = useCategories({ retryOnMount: false });
  const trendingQuery = useTrendingOffers({ category: active });
  const saved = useOfferSaveActions({ onSignInRequired: openLoginPrompt });
  const category = categoriesQuery.data?.categories.find((item) => item.url_name === active);
  const title = category ? t('trending.titleIn', { category: localizedName(category, language) }) : t('trending.title');
  const list = trendingQuery.data
    ? { offers: trendingQuery.data.trending_offers, partners_by_id: trendingQuery.data.partners_by_id }
    : undefined;

  return (
    <div className="flex flex-col gap-6">
      <PageMeta title={t('trending.pageTitle', { title })} description={t('trending.description')} />
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      {categoriesQuery.data ? (
        <CategorySwitcher
          categories={categoriesQuery.data.categories}
          active={active}
          language={language}
          hrefFor={(urlName) => paths.trending(urlName)}
          label={t('trending.switcher')}
        />
      ) : null}
      <section aria-label={t('list.offers')} className="flex flex-col gap-6">
        <OffersList
          query={{ ...trendingQuery, data: list, refetch: trendingQuery.refetch }}
          language={language}
          renderActions={saved.renderActions}
          empty={<OffersEmptyBrowseAll title={t('trending.empty')} />}
        />
      </section>
      {saved.host}
    </div>
  );
}
