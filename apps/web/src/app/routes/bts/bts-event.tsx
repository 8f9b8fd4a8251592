// /bts-2025?event_id=…&campus_id=… (issue 18 item 6; spec §2): a back-to-school event's link, opened at
// a booth on a phone. In the content routes' table (one short entry in the first page's code); loads the
// `student` catalogue and, on the server too, checks the link (/verifyEventId) into the query client, so
// the page arrives rendered with the event or with why its link does not work.
import { useTranslation } from 'react-i18next';
import { useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { verifyEventQueryOptions } from '../../../features/bts/api/verify-event.ts';
import { EventPage } from '../../../features/bts/components/event-page.tsx';
import { JoinAction } from '../../../features/bts/components/join-dialog.tsx';
import { HeadTags } from '../../../lib/head/head-tags.tsx';
import { useLanguage } from '../../../lib/i18n.ts';
import { i18nContext, queryClientContext } from '../../../lib/query-client.ts';
import type { ContentRouteModule } from '../content/load.ts';
import { useEasyRegistration } from './easy-registration.tsx';

const param = (url: URL, name: string) => url.searchParams.get(name)?.trim().slice(0, 64) ?? '';

async function btsEventLoader({ context, request }: LoaderFunctionArgs): Promise<null> {
  await context.get(i18nContext)?.loadNamespaces(['student']);
  const url = new URL(request.url);
  const eventId = param(url, 'event_id');
  if (eventId !== '') {
    const campusId = param(url, 'campus_id') || undefined;
    // A refused link stays in the query: the page says why.
    await Promise.allSettled([
      context.get(queryClientContext).prefetchQuery(verifyEventQueryOptions(eventId, campusId)),
    ]);
  }
  return null;
}

function BtsEventRoute() {
  const { t } = useTranslation('student');
  const [search] = useSearchParams();
  const eventId = search.get('event_id')?.trim().slice(0, 64) ?? '';
  const campusId = search.get('campus_id')?.trim().slice(0, 64) || undefined;
  const { language } = useLanguage();
  // A visitor at the booth: the easy registration modal, ending with this event's join.
  const easy = useEasyRegistration();
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-8">
      <HeadTags title={t('pageTitle', { title: t('bts.page.title') })} description={t('bts.page.lead')} />
      <EventPage
        eventId={eventId}
        campusId={campusId}
        visitorJoin={{
          start: (event, onJoined) =>
            easy.start({
              lead: t('bts.easyRegistration.leadEvent', {
                campus: language === 'fr' ? event.campus_name_fr : event.campus_name_en,
              }),
              membership: <JoinAction event={event} onJoined={onJoined} />,
            }),
          element: easy.element,
        }}
      />
    </div>
  );
}

export function route(): ContentRouteModule {
  return { loader: btsEventLoader, Component: BtsEventRoute };
}
