// The body of /bts-2025?event_id=…&campus_id=… (spec §2; §7 /verifyEventId; §8 'Active event link is
// available'): a student at a booth opens the link on their phone; while the event runs they see it, join
// (the back-to-school join modal) and pick up the market's offers. Once it has ended, or before it
// starts, the link says so and points to the campus page and the easy promo.
import type { BtsEvent } from '@spc/domain/bts';
import type { CampusMembershipResponse } from '@spc/domain/campus-access';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { useSession } from '../../../lib/session.ts';
import { useVerifiedEvent } from '../api/verify-event.ts';
import { btsErrorKey } from '../bts-errors.ts';
import { EASY_PROMO_PATH } from '../links.ts';
import { EventDetails } from './event-details.tsx';
import { JoinDialog } from './join-dialog.tsx';
import { MarketOffers } from './market-offers.tsx';

/**
 * The page's way for a visitor (no SPC account yet) to join: the easy registration modal, composed in
 * app/ (it needs the account feature's sign-up form). `start` is called from the Join button's click.
 */
export interface VisitorJoin {
  start: (event: BtsEvent, onJoined: (result: CampusMembershipResponse) => void) => void;
  /** The dialog, once started. */
  element: ReactNode;
}

export function EventPage({
  eventId,
  campusId,
  visitorJoin,
}: {
  eventId: string;
  campusId: string | undefined;
  visitorJoin?: VisitorJoin | undefined;
}) {
  const { t } = useTranslation('student');
  const session = useSession();
  const verified = useVerifiedEvent(eventId, campusId);
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [joined, setJoined] = useState<CampusMembershipResponse | null>(null);

  if (eventId === '' || verified.isError) {
    return (
      <div className="flex flex-col gap-4">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('bts.page.unavailable')}</h1>
        <p role="alert" className="text-slate-700">
          {eventId === '' ? t('campusErrors.EVENT_NOT_FOUND') : t(btsErrorKey(verified.error))}
        </p>
        <div className="flex flex-wrap gap-3">
          <Link to={EASY_PROMO_PATH} className={buttonClasses({ variant: 'primary' })}>
            {t('bts.page.easyPromo')}
          </Link>
          <Link to="/campus" className={buttonClasses({ variant: 'secondary' })}>
            {t('bts.page.campuses')}
          </Link>
        </div>
      </div>
    );
  }
  if (!verified.data) return <div aria-busy="true" className="h-64 animate-pulse rounded-2xl bg-slate-100" />;
  const { event } = verified.data;
  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-col gap-4 rounded-2xl bg-brand-50 p-6">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{t('bts.page.kicker')}</p>
        <EventDetails event={event} headingLevel={1} />
        <p className="text-slate-800">{t('bts.page.lead')}</p>
        {joined ? (
          <p role="status" className="font-semibold text-emerald-800">
            {t('bts.page.joined')}
          </p>
        ) : (
          <button
            type="button"
            onClick={() => {
              // A visitor creates the account and joins in one modal; a member joins in one tap.
              if (!session?.registered && visitorJoin) {
                visitorJoin.start(event, setJoined);
                return;
              }
              setLoaded(true);
              setOpen(true);
            }}
            className={buttonClasses({ variant: 'primary', size: 'lg', className: 'self-start' })}
          >
            {t('bts.page.join')}
          </button>
        )}
      </header>
      {/* In the route's chunk: the page is a lazy route module already. */}
      {loaded && <JoinDialog event={event} open={open} onOpenChange={setOpen} onJoined={setJoined} />}
      {visitorJoin?.element}
      <MarketOffers />
    </div>
  );
}
