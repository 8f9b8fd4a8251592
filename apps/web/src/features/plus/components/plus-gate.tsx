// The plus membership gate where an SPC+ offer's action would be (spec §6: SPC+ offers are exclusive to
// SPC+ members): the offer page shows it instead of the action to anyone without SPC+, and the SPC+
// offers list shows the banner. Route modules decide who sees it (`session.isBankLinked`).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { paths } from '../../../lib/paths.ts';
import { PlusGateModal } from './plus-gate-modal.tsx';

interface PlusGateProps {
  /** A visitor may be an SPC+ member who has not logged in yet: they are offered the login too. */
  signedIn: boolean;
}

/** The body of an SPC+ offer's call to action for someone without SPC+. */
export function PlusGate({ signedIn }: PlusGateProps) {
  const { t } = useTranslation('plus');
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm font-semibold text-slate-900">{t('gate.title')}</p>
      <p className="text-sm text-slate-700">{t('gate.body')}</p>
      <Button variant="primary" onClick={() => setOpen(true)}>
        {t('gate.learnMore')}
      </Button>
      <Link to={paths.cibc()} className={buttonClasses({ variant: 'secondary' })}>
        {t('gate.getPlus')}
      </Link>
      {signedIn ? null : (
        <>
          <p className="text-sm text-slate-700">{t('gate.visitorHint')}</p>
          <Link to={paths.login()} className={buttonClasses({ variant: 'secondary' })}>
            {t('gate.login')}
          </Link>
          <Link to={paths.signup()} className={buttonClasses({ variant: 'ghost' })}>
            {t('gate.signup')}
          </Link>
        </>
      )}
      <PlusGateModal open={open} onOpenChange={setOpen} />
    </div>
  );
}

/** A line above a list of SPC+ offers, for someone without SPC+. */
export function PlusGateBanner() {
  const { t } = useTranslation('plus');
  const [open, setOpen] = useState(false);
  return (
    <div
      role="note"
      className="flex flex-col gap-3 rounded-2xl border border-brand-100 bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-sm text-slate-800">{t('gate.banner')}</p>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        {t('gate.learnMore')}
      </Button>
      <PlusGateModal open={open} onOpenChange={setOpen} />
    </div>
  );
}
