// /plus-offers (spec §2): the SPC+ offers through GET /v2/plus-offers, paged, with the /deals filters
// and sort.
import type { OfferFilter } from '@spc/domain/offers';
import { useTranslation } from 'react-i18next';
import { useNavigate, useNavigation, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { openLoginPrompt } from '../../../features/auth/login-prompt-store.ts';
import { DealsFilters } from '../../../features/deals/components/deals-filters.tsx';
import { parseDealsSearch } from '../../../features/deals/deals-search.ts';
import { getPlusOffersQueryOptions, usePlusOffers } from '../../../features/offers/api/get-plus-offers.ts';
import { OffersEmptyState } from '../../../features/offers/components/offers-empty-state.tsx';
import { PageMeta } from '../../../features/offers/components/page-meta.tsx';
import { toOffersPageParams } from '../../../features/offers/list-params.ts';
import { PlusGateBanner } from '../../../features/plus/components/plus-gate.tsx';
import { useOfferSaveActions } from '../../../features/saved/hooks/use-offer-save-actions.tsx';
import { useLanguage } from '../../../lib/i18n.ts';
import { paths, type DealsSearch } from '../../../lib/paths.ts';
import { queryClientContext } from '../../../lib/query-client.ts';
import { useSession, useSessionStatus } from '../../../lib/session.ts';
import { OffersList } from './offers-list.tsx';
import { PageHeading } from '../../../components/ui/page-shell.tsx';

export async function plusOffersLoader({ request, context }: LoaderFunctionArgs): Promise<null> {
  const queryClient = context.get(queryClientContext);
  const search = parseDealsSearch(new URL(request.url).searchParams);
  await queryClient.ensureQueryData(getPlusOffersQueryOptions(toOffersPageParams(search))).catch(() => undefined);
  return null;
}

export function PlusOffersRoute() {
  const { t } = useTranslation('offers');
  const { language } = useLanguage();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const search = parseDealsSearch(searchParams);
  const plusQuery = usePlusOffers(toOffersPageParams(search));
  // Issue 6 (plus gate, spec §6): these offers are for SPC+ members; others are told so up front.
  const session = useSession();
  const sessionReady = useSessionStatus() === 'ready';
  const saved = useOfferSaveActions({ onSignInRequired: openLoginPrompt });

  const listState = { sort_by: search.sort_by, offer_filters: search.offer_filters };
  const go = (next: Omit<DealsSearch, 'category'>) =>
    void navigate(paths.plusOffers(next), { preventScrollReset: true });
  const filtered = search.offer_filters.length > 0;
  const busy = navigation.state === 'loading' && navigation.location.pathname === paths.plusOffers();

  return (
    <div className="flex flex-col gap-6">
      <PageMeta title={t('plus.pageTitle')} description={t('plus.description')} />
      <PageHeading heading={t('plus.title')} lead={t('plus.lead')} />
      {sessionReady && !session?.isBankLinked ? <PlusGateBanner /> : null}
      <DealsFilters
        filters={search.offer_filters}
        sort={search.sort_by}
        onToggleFilter={(filter: OfferFilter) =>
          go({
            ...listState,
            offer_filters: search.offer_filters.includes(filter)
              ? search.offer_filters.filter((f) => f !== filter)
              : [...search.offer_filters, filter],
          })
        }
        onSortChange={(sort) => go({ ...listState, sort_by: sort })}
      />
      <section aria-label={t('list.offers')} className="flex flex-col gap-6">
        <OffersList
          query={plusQuery}
          language={language}
          busy={busy}
          renderActions={saved.renderActions}
          hrefFor={(page) => paths.plusOffers({ ...listState, page })}
          empty={
            <OffersEmptyState
              title={t('list.empty.title')}
              body={filtered ? t('list.empty.filtered') : t('plus.empty')}
              action={
                filtered ? (
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
