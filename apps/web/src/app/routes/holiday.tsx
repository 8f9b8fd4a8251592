// /{id}: a holiday event page (spec §2), lazy; holiday-loader.ts decides which paths are one. The event's
// title, description and end date in the page's language, its offers in the event's order.
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { openLoginPrompt } from '../../features/auth/login-prompt-store.ts';
import { useActiveHolidayEvents } from '../../features/holiday/api/get-active-holiday-events.ts';
import { OffersEmptyBrowseAll } from '../../features/offers/components/offers-empty-state.tsx';
import { PageMeta } from '../../features/offers/components/page-meta.tsx';
import { useOfferSaveActions } from '../../features/saved/hooks/use-offer-save-actions.tsx';
import { formatDate } from '../../lib/format.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { findHolidayEvent } from './holiday-loader.ts';
import { NotFoundRoute } from './not-found.tsx';
import { OffersList } from './catalogue/offers-list.tsx';

export function HolidayRoute() {
  const { t } = useTranslation('offers');
  const { language } = useLanguage();
  const urlName = useParams().id;
  const eventsQuery = useActiveHolidayEvents();
  const saved = useOfferSaveActions({ onSignInRequired: openLoginPrompt });
  const events = eventsQuery.data;
  const event = events ? findHolidayEvent(events, urlName) : undefined;
  // The list loaded after a failure (the retry) and this path is no event after all.
  if (events && !event) return <NotFoundRoute />;

  const title = event ? (language === 'fr' ? event.title_fr : event.title_en) : t('holiday.title');
  const description = event ? (language === 'fr' ? event.description_fr : event.description_en) : null;
  const page = event && events ? { offers: event.offers, partners_by_id: events.partners_by_id } : undefined;

  return (
    <div className="flex flex-col gap-6">
      <PageMeta
        title={t('holiday.pageTitle', { title })}
        description={description ?? t('holiday.description', { title })}
      />
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        {description ? <p className="text-slate-700">{description}</p> : null}
        {event ? (
          <p className="text-slate-600">{t('holiday.until', { date: formatDate(event.end_date, language) })}</p>
        ) : null}
      </div>
      <section aria-label={t('list.offers')} className="flex flex-col gap-6">
        <OffersList
          query={{
            data: page,
            isError: eventsQuery.isError,
            isFetching: eventsQuery.isFetching,
            dataUpdatedAt: eventsQuery.dataUpdatedAt,
            refetch: eventsQuery.refetch,
          }}
          language={language}
          renderActions={saved.renderActions}
          empty={<OffersEmptyBrowseAll title={t('holiday.empty')} />}
        />
      </section>
      {saved.host}
    </div>
  );
}
