// The events section of a campus page (/campus/{id}): the campus's running and coming back-to-school
// events; a running one links to its page (/bts-2025?event_id=…&campus_id=…). Nothing ended is listed.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { useCampusEvents } from '../api/get-campus-events.ts';
import { eventLink } from '../links.ts';
import { EventDetails } from './event-details.tsx';

export function CampusEvents({ campusId }: { campusId: number }) {
  const { t } = useTranslation('student');
  const events = useCampusEvents(campusId);
  return (
    <section aria-labelledby="campus-events" className="flex flex-col gap-4">
      <h2 id="campus-events" className="text-2xl font-bold text-slate-900">
        {t('bts.campusEvents.title')}
      </h2>
      {events.isError ? (
        <p className="text-slate-600">{t('bts.campusEvents.error')}</p>
      ) : !events.data ? (
        <div aria-busy="true" className="h-24 animate-pulse rounded-2xl bg-slate-100" />
      ) : events.data.events.length === 0 ? (
        <p className="text-slate-600">{t('bts.campusEvents.none')}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {events.data.events.map((event) => (
            <li key={event.event_id} className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4">
              <EventDetails event={event} headingLevel={3} />
              {event.state === 'active' && (
                <Link
                  to={eventLink(event.event_id, event.campus_id)}
                  className={buttonClasses({ variant: 'primary', className: 'self-start' })}
                >
                  {t('bts.campusEvents.open')}
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
