// /weekly-deals/{id} (spec §2): one week's collection of offers through GET /v2/weekly-deals/{id},
// its name per language and its dates per locale. An unknown week is a 404.
import { localizedName } from '@spc/domain/category-names';
import { useTranslation } from 'react-i18next';
import { data, useParams, type LoaderFunctionArgs } from 'react-router';
import { openLoginPrompt } from '../../../features/auth/login-prompt-store.ts';
import { getWeeklyDealsQueryOptions, useWeeklyDeals } from '../../../features/offers/api/get-weekly-deals.ts';
import { OffersEmptyBrowseAll } from '../../../features/offers/components/offers-empty-state.tsx';
import { PageMeta } from '../../../features/offers/components/page-meta.tsx';
import { useOfferSaveActions } from '../../../features/saved/hooks/use-offer-save-actions.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { queryClientContext } from '../../../lib/query-client.ts';
import { OffersList } from './offers-list.tsx';
import { PageHeading } from '../../../components/ui/page-shell.tsx';

export async function weeklyDealsLoader({ params, context }: LoaderFunctionArgs): Promise<null> {
  const queryClient = context.get(queryClientContext);
  try {
    await queryClient.ensureQueryData(getWeeklyDealsQueryOptions(params.id ?? ''));
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router's way for a loader to answer a status
      throw data(null, { status: 404, statusText: 'Unknown weekly deals' });
    }
  }
  return null;
}

export function WeeklyDealsRoute() {
  const { t } = useTranslation('offers');
  const { language } = useLanguage();
  const weeklyQuery = useWeeklyDeals(useParams().id ?? '');
  const saved = useOfferSaveActions({ onSignInRequired: openLoginPrompt });
  const collection = weeklyQuery.data?.collection;
  const name = collection ? localizedName(collection, language) : t('weekly.title');
  const dates =
    collection?.start_date != null && collection.end_date != null
      ? t('weekly.dates', {
          start: formatDate(collection.start_date, language),
          end: formatDate(collection.end_date, language),
        })
      : null;

  return (
    <div className="flex flex-col gap-6">
      <PageMeta title={t('weekly.pageTitle', { name })} description={t('weekly.description', { name })} />
      <PageHeading heading={name} lead={dates} />
      <section aria-label={t('list.offers')} className="flex flex-col gap-6">
        <OffersList
          query={weeklyQuery}
          language={language}
          renderActions={saved.renderActions}
          empty={<OffersEmptyBrowseAll title={t('weekly.empty')} />}
        />
      </section>
      {saved.host}
    </div>
  );
}
