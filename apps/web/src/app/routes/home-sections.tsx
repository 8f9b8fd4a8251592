// The catalogue sections under the home hero: limited-time offers, trending offers and the collections,
// four offers each. Each loads, fails (with a retry) and empties on its own. The cards
// carry the saved feature's favourite and save-to-list buttons (their dialogs load on first use).
import type { CollectionsWithOffersResponse, LimitedTimeOffersResponse } from '@spc/domain/catalogue-responses';
import type { Offer, Partner } from '@spc/domain/offers';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { openLoginPrompt } from '../../features/auth/login-prompt-store.ts';
import { OfferGrid, OfferGridSkeleton } from '../../features/deals/components/offer-grid.tsx';
import { getCollectionsQueryOptions, useCollections } from '../../features/offers/api/get-collections.ts';
import {
  getLimitedTimeOffersQueryOptions,
  useLimitedTimeOffers,
} from '../../features/offers/api/get-limited-time-offers.ts';
import { useTrendingOffers } from '../../features/offers/api/get-trending-offers.ts';
import { useOfferSaveActions } from '../../features/saved/hooks/use-offer-save-actions.tsx';
import { localizedName } from '@spc/domain/category-names';
import { Button } from '../../components/ui/button.tsx';
import { useLanguage } from '../../lib/i18n.ts';
import { paths } from '../../lib/paths.ts';

/** Offers shown per home section (the home loader asks for as many trending ones). */
export const HOME_SECTION_SIZE = 4;
const SHOWN = HOME_SECTION_SIZE;
const COLLECTIONS_SHOWN = 2;

/** The partners of `offers`, out of `partners`. */
function partnersOf(offers: readonly Offer[], partners: Record<string, Partner>): Record<string, Partner> {
  const kept: Record<string, Partner> = {};
  for (const offer of offers) {
    const partner = partners[String(offer.partner_id)];
    if (partner) kept[String(offer.partner_id)] = partner;
  }
  return kept;
}

/** Replaces a cached list by `cut(list)`, keeping when it was fetched. */
function cutCached<T>(queryClient: QueryClient, queryKey: QueryKey, cut: (data: T) => T): void {
  const state = queryClient.getQueryState<T>(queryKey);
  if (state?.data === undefined) return;
  queryClient.setQueryData<T>(queryKey, cut(state.data), { updatedAt: state.dataUpdatedAt });
}

/**
 * Server only (the home loader, once its lists are in): cuts the limited-time list and the collections
 * to what the sections show, the only part of them the browser needs to hydrate the page. The full lists
 * were most of the page's weight (the collections alone 67 KB of 200), for offers nobody sees there;
 * both queries are the home page's alone.
 */
export function keepShownHomeData(queryClient: QueryClient): void {
  cutCached<LimitedTimeOffersResponse>(queryClient, getLimitedTimeOffersQueryOptions().queryKey, (data) => {
    const offers = data.limited_time_offers.slice(0, SHOWN);
    return { ...data, limited_time_offers: offers, partners_by_id: partnersOf(offers, data.partners_by_id) };
  });
  cutCached<CollectionsWithOffersResponse>(queryClient, getCollectionsQueryOptions().queryKey, (data) => {
    const collections = data.collections
      .filter((collection) => collection.offers.length > 0)
      .slice(0, COLLECTIONS_SHOWN)
      .map((collection) => ({ ...collection, offers: collection.offers.slice(0, SHOWN) }));
    const offers = collections.flatMap((collection) => collection.offers);
    return { ...data, collections, partners_by_id: partnersOf(offers, data.partners_by_id) };
  });
}

interface SectionProps {
  id: string;
  title: string;
  more?: { to: string; label: string };
  query: { isError: boolean; isFetching: boolean; dataUpdatedAt: number; refetch: () => unknown };
  list: { offers: Offer[]; partners_by_id: Record<string, Partner> } | undefined;
  renderActions?: (offer: Offer) => ReactNode;
}

function HomeSection({ id, title, more, query, list, renderActions }: SectionProps) {
  const { t } = useTranslation('offers');
  const { language } = useLanguage();
  let body: ReactNode;
  if (query.isError) {
    body = (
      <p role="alert" className="flex flex-wrap items-center gap-3 text-slate-700">
        {t('home.error')}
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()} disabled={query.isFetching}>
          {t('home.retry')}
        </Button>
      </p>
    );
  } else if (!list) {
    body = <OfferGridSkeleton count={SHOWN} />;
  } else if (list.offers.length === 0) {
    body = <p className="text-slate-600">{t('home.empty')}</p>;
  } else {
    body = (
      <OfferGrid
        offers={list.offers}
        limit={SHOWN}
        partnersById={list.partners_by_id}
        language={language}
        now={query.dataUpdatedAt}
        renderActions={renderActions}
      />
    );
  }
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-2xl font-bold tracking-tight">
          {title}
        </h2>
        {more ? (
          <Link to={more.to} className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline">
            {more.label}
          </Link>
        ) : null}
      </div>
      {body}
    </section>
  );
}

export default function HomeSections() {
  const { t } = useTranslation('offers');
  const { language } = useLanguage();
  const limited = useLimitedTimeOffers();
  const trending = useTrendingOffers({ limit: SHOWN });
  const collections = useCollections();
  const saved = useOfferSaveActions({ onSignInRequired: openLoginPrompt });
  const renderActions = saved.renderActions;

  return (
    <>
      <HomeSection
        id="home-limited"
        title={t('home.limitedTime')}
        more={{ to: paths.deals({ offer_filters: ['lto'] }), label: t('home.seeAll') }}
        query={limited}
        renderActions={renderActions}
        list={
          limited.data
            ? { offers: limited.data.limited_time_offers, partners_by_id: limited.data.partners_by_id }
            : undefined
        }
      />
      <HomeSection
        id="home-trending"
        title={t('home.trending')}
        more={{ to: paths.trending(), label: t('home.seeAll') }}
        query={trending}
        renderActions={renderActions}
        list={
          trending.data
            ? { offers: trending.data.trending_offers, partners_by_id: trending.data.partners_by_id }
            : undefined
        }
      />
      {collections.isError || !collections.data ? (
        <HomeSection id="home-collections" title={t('home.collections')} query={collections} list={undefined} />
      ) : (
        collections.data.collections
          .filter((collection) => collection.offers.length > 0)
          .slice(0, COLLECTIONS_SHOWN)
          .map((collection) => (
            <HomeSection
              key={collection.id}
              id={`home-collection-${collection.id}`}
              title={localizedName(collection, language)}
              query={collections}
              renderActions={renderActions}
              list={{ offers: collection.offers, partners_by_id: collections.data.partners_by_id }}
            />
          ))
      )}
      {saved.host}
    </>
  );
}
