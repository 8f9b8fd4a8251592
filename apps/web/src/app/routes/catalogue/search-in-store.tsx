// /search/inStore (spec §2): in-store offers near the visitor. A postal code form (spec §5 rule) and a
// radius; GET /v4/offers/summary?postal_code=&distance= lists the offers with a store that near,
// nearest first, each card showing its distance. The spec's geocoding messages (§8) are shown
// translated. The state lives in the URL (postal_code, distance, page) so a result can be shared.
import { GEOCODING_ERRORS, parsePostalCode } from '@spc/domain/location-rules';
import { useTranslation } from 'react-i18next';
import { useNavigate, useNavigation, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { getOffersNearQueryOptions, useOffersNear } from '../../../features/offers/api/get-offers-near.ts';
import { LoadErrorState } from '../../../features/offers/components/load-error-state.tsx';
import { OffersEmptyState } from '../../../features/offers/components/offers-empty-state.tsx';
import { PageMeta } from '../../../features/offers/components/page-meta.tsx';
import {
  IN_STORE_DISTANCE_DEFAULT,
  IN_STORE_DISTANCES,
  PostalCodeForm,
} from '../../../features/offers/components/postal-code-form.tsx';
import { toOffersPageParams } from '../../../features/offers/list-params.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { queryClientContext } from '../../../lib/query-client.ts';
import { OffersList } from './offers-list.tsx';
import { PageHeading } from '../../../components/ui/page-shell.tsx';

/** Spec §8 geocoding messages → their keys in the `search` catalogue. */
const GEOCODING_MESSAGE_KEYS = {
  [GEOCODING_ERRORS.noPostalCode]: 'noPostalCode',
  [GEOCODING_ERRORS.noPostalCodeProvided]: 'noPostalCodeProvided',
  [GEOCODING_ERRORS.geocodeNotAvailable]: 'geocodeNotAvailable',
  [GEOCODING_ERRORS.noLocationFound]: 'noLocationFound',
} as const;

export function parseInStoreSearch(searchParams: URLSearchParams) {
  const rawPostal = searchParams.get('postal_code') ?? '';
  const distance = Number(searchParams.get('distance'));
  const page = Number(searchParams.get('page') ?? '1');
  return {
    rawPostal,
    postalCode: parsePostalCode(rawPostal),
    distance: (IN_STORE_DISTANCES as readonly number[]).includes(distance) ? distance : IN_STORE_DISTANCE_DEFAULT,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

const apiParams = (search: ReturnType<typeof parseInStoreSearch>) =>
  toOffersPageParams(
    { page: search.page, sort_by: 'views', offer_filters: [] },
    { postal_code: search.postalCode, distance: search.distance },
  );

export async function searchInStoreLoader({ request, context }: LoaderFunctionArgs): Promise<null> {
  const queryClient = context.get(queryClientContext);
  const search = parseInStoreSearch(new URL(request.url).searchParams);
  if (search.postalCode) {
    await queryClient.ensureQueryData(getOffersNearQueryOptions(apiParams(search))).catch(() => undefined);
  }
  return null;
}

export function SearchInStoreRoute() {
  const { t } = useTranslation('search');
  const { language } = useLanguage();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const search = parseInStoreSearch(searchParams);
  const nearQuery = useOffersNear(apiParams(search), { enabled: search.postalCode !== undefined });

  const geocodingKey =
    nearQuery.error instanceof ApiError && nearQuery.error.status === 422
      ? GEOCODING_MESSAGE_KEYS[nearQuery.error.message as keyof typeof GEOCODING_MESSAGE_KEYS]
      : undefined;
  const busy = navigation.state === 'loading' && navigation.location.pathname === paths.searchInStore();

  return (
    <div className="flex flex-col gap-6">
      <PageMeta title={t('inStore.pageTitle')} description={t('inStore.description')} />
      <PageHeading heading={t('inStore.title')} lead={t('inStore.lead')} />
      <PostalCodeForm
        // A new URL (back, a shared link) resets what the form shows.
        key={`${search.rawPostal}|${search.distance}`}
        postalCode={search.postalCode ?? search.rawPostal}
        distance={search.distance}
        onSubmit={({ postalCode, distance }) =>
          void navigate(paths.searchInStore({ postal_code: postalCode, distance }), { preventScrollReset: true })
        }
      />
      {search.rawPostal !== '' && !search.postalCode ? (
        <p role="alert" className="text-red-700">
          {t('inStore.errors.invalid')}
        </p>
      ) : null}
      {search.postalCode ? (
        <section aria-label={t('inStore.results', { postalCode: search.postalCode })} className="flex flex-col gap-6">
          <h2 className="text-xl font-semibold">{t('inStore.results', { postalCode: search.postalCode })}</h2>
          <OffersList
            query={nearQuery}
            language={language}
            busy={busy}
            hrefFor={(page) => paths.searchInStore({ postal_code: search.postalCode, distance: search.distance, page })}
            error={
              geocodingKey ? (
                <LoadErrorState
                  title={t('inStore.geocodingTitle')}
                  body={t(`inStore.geocoding.${geocodingKey}`)}
                  retryLabel={t('inStore.retry')}
                  onRetry={() => void nearQuery.refetch()}
                  retrying={nearQuery.isFetching}
                />
              ) : undefined
            }
            empty={<OffersEmptyState title={t('inStore.empty')} body={t('inStore.emptyHint')} />}
          />
        </section>
      ) : null}
    </div>
  );
}
