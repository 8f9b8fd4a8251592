// A back-to-school event as its link's page and the campus page show it: name, place and dates.
import type { BtsEvent } from '@spc/domain/bts';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n.ts';

export function useEventDates(event: BtsEvent): string {
  const { language } = useLanguage();
  const format = new Intl.DateTimeFormat(language === 'fr' ? 'fr-CA' : 'en-CA', {
    dateStyle: 'long',
    timeZone: 'America/Toronto',
  });
  // The end is exclusive (the link stops at midnight): the last day shown is the day before.
  return format.formatRange(new Date(event.starts_at), new Date(new Date(event.ends_at).getTime() - 1));
}

export function EventDetails({ event, headingLevel = 2 }: { event: BtsEvent; headingLevel?: 1 | 2 | 3 }) {
  const { t } = useTranslation('student');
  const { language } = useLanguage();
  const fr = language === 'fr';
  const dates = useEventDates(event);
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="flex flex-col gap-1">
      <Heading
        className={
          headingLevel === 1 ? 'text-3xl font-bold tracking-tight text-slate-900' : 'text-lg font-bold text-slate-900'
        }
      >
        {fr ? event.name_fr : event.name_en}
      </Heading>
      <p className="text-slate-700">{fr ? event.campus_name_fr : event.campus_name_en}</p>
      <p className="text-slate-700">{fr ? event.location_fr : event.location_en}</p>
      <p className="text-slate-600">
        {t(`bts.state.${event.state}`)} · {dates}
      </p>
    </div>
  );
}
