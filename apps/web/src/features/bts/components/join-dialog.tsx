// The back-to-school join modal (spec §2): at a live event, a member gets the SPC campus card from the
// campus's code pool in one tap, tied to that campus (§6: no student ID asked). A visitor signs in or
// up first and comes back to the event's page. The pool running out says 'There is no Remaining Campus
// Code' in the reader's words.
import type { BtsEvent } from '@spc/domain/bts';
import type { CampusMembershipResponse } from '@spc/domain/campus-access';
import { formatCardNumber } from '@spc/domain/card-vocabulary';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { DialogClose, DialogContent, DialogRoot } from '../../../components/ui/dialog.tsx';
import { useLanguage } from '../../../lib/i18n.ts';
import { storeRedirectTarget, useSession } from '../../../lib/session.ts';
import { useJoinEvent } from '../api/join-event.ts';
import { btsErrorKey } from '../bts-errors.ts';

interface JoinDialogProps {
  event: BtsEvent;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onJoined: (result: CampusMembershipResponse) => void;
}

export function JoinDialog({ event, open, onOpenChange, onJoined }: JoinDialogProps) {
  const { t } = useTranslation('student');
  const { language } = useLanguage();
  const campus = language === 'fr' ? event.campus_name_fr : event.campus_name_en;
  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('bts.join.title')}
        showTitle
        description={t('bts.join.lead', { campus })}
        closeLabel={t('bts.join.close')}
        layout="centered"
      >
        <JoinAction event={event} onJoined={onJoined} />
      </DialogContent>
    </DialogRoot>
  );
}

/** The join itself, in this modal or as the easy registration modal's last step (composed in app/). */
export function JoinAction({
  event,
  onJoined,
}: {
  event: BtsEvent;
  onJoined: (result: CampusMembershipResponse) => void;
}) {
  const { t } = useTranslation('student');
  const session = useSession();
  const location = useLocation();
  const join = useJoinEvent();
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<CampusMembershipResponse | null>(null);

  if (result) {
    return (
      <div role="status" className="mt-4 flex flex-col gap-2 rounded-xl bg-emerald-50 p-4 text-emerald-950">
        <p className="text-lg font-bold">{t('campusCard.title')}</p>
        <p>
          {t('campusCard.number')}{' '}
          <span className="font-mono whitespace-nowrap tabular-nums">{formatCardNumber(result.card.card_number)}</span>
        </p>
        <p className="text-sm">{t('campusCard.noId')}</p>
        <DialogClose className={buttonClasses({ variant: 'primary', className: 'self-start' })}>
          {t('bts.join.toOffers')}
        </DialogClose>
      </div>
    );
  }
  if (!session?.registered) {
    const back = () => storeRedirectTarget(`${location.pathname}${location.search}`);
    return (
      <div className="mt-4 flex flex-col gap-3">
        <p>{t('bts.join.signInFirst')}</p>
        <div className="flex flex-wrap gap-3">
          <Link to="/signup" onClick={back} className={buttonClasses({ variant: 'primary', size: 'lg' })}>
            {t('campusCode.signUp')}
          </Link>
          <Link to="/login" onClick={back} className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
            {t('campusCode.logIn')}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className="mt-4 flex flex-col gap-3">
      <button
        type="button"
        disabled={join.isPending}
        onClick={() => {
          setError(null);
          join.mutate(
            { event_id: event.event_id, campus_id: event.campus_id },
            {
              onSuccess: (joined) => {
                setResult(joined);
                onJoined(joined);
              },
              onError: (failure) => setError(t(btsErrorKey(failure))),
            },
          );
        }}
        className={buttonClasses({ variant: 'primary', size: 'lg' })}
      >
        {join.isPending ? t('bts.join.joining') : t('bts.join.confirm')}
      </button>
      {error && (
        <p role="alert" className="text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}
