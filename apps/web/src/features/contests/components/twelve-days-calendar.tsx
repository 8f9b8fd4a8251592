// The 12-days giveaway's calendar (spec §2 "/12-days-giveaways-2024"): one prize a day, today's door
// open (enter for its prize), past doors closed, future doors locked. The states come from the server's
// clock (GET /contest answers them with its `today`), never from the reader's.
import type { CalendarDoor, ContestDetail } from '@spc/domain/contests';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { useLanguage } from '../../../lib/i18n.ts';

const dayLabel = (day: string, language: 'en' | 'fr') =>
  new Intl.DateTimeFormat(language === 'fr' ? 'fr-CA' : 'en-CA', {
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));

const TILE: Record<CalendarDoor['state'], string> = {
  open: 'border-brand-600 bg-gradient-to-br from-brand-50 to-white ring-2 ring-brand-600 shadow-md',
  closed: 'border-slate-200 bg-slate-50 text-slate-500',
  locked: 'border-slate-300 bg-gradient-to-br from-slate-700 to-slate-900 text-white',
};

export function TwelveDaysCalendar({
  contest,
  canEnter,
  onEnter,
}: {
  contest: ContestDetail;
  canEnter: boolean;
  onEnter: () => void;
}) {
  const { t } = useTranslation('content');
  const { language } = useLanguage();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-xl font-bold text-slate-900">
        {t('contests.calendar.title')}
      </h2>
      <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" data-testid="calendar">
        {contest.doors.map((door) => {
          const prize = language === 'fr' ? door.prize_fr : door.prize_en;
          return (
            <li
              key={door.day_number}
              data-state={door.state}
              aria-current={door.state === 'open' ? 'date' : undefined}
              // Today's door spans the row on a phone: its prize and button get the room.
              className={`flex min-h-36 min-w-0 flex-col gap-2 rounded-2xl border p-3 ${TILE[door.state]} ${
                door.state === 'open' ? 'col-span-2 sm:col-span-1' : ''
              }`}
            >
              <p className="flex items-baseline justify-between gap-2">
                <span className="text-3xl font-extrabold" aria-hidden="true">
                  {door.day_number}
                </span>
                <span className="text-xs font-semibold uppercase tracking-wide">
                  {t(`contests.calendar.state.${door.state}`)}
                </span>
              </p>
              <p className="text-sm font-medium">
                {t('contests.calendar.day', { number: door.day_number, date: dayLabel(door.day, language) })}
              </p>
              {door.state === 'locked' ? (
                <p className="text-sm">{t('contests.calendar.opensOn', { date: dayLabel(door.day, language) })}</p>
              ) : (
                <p className={door.state === 'open' ? 'font-semibold text-slate-900' : 'text-sm line-through'}>
                  {prize}
                </p>
              )}
              {door.state === 'open' && canEnter ? (
                <Button
                  variant="primary"
                  size="sm"
                  className="mt-auto self-start text-left whitespace-normal!"
                  onClick={onEnter}
                >
                  {t('contests.calendar.enter')}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
