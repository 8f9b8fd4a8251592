// The plus membership gate where an SPC+ offer's action would be (spec §6: SPC+ offers are exclusive to
// SPC+ members): the offer page shows it instead of the action to anyone without SPC+, and the SPC+
// offers list shows the banner. Route modules decide who sees it (`session.isBankLinked`). The modal (and
// Radix with it) is a lazy module, mounted on the first "Learn more".
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { paths } from '../../../lib/paths.ts';

const PlusGateModal = lazy(async () => ({ default: (await import('./plus-gate-modal.tsx')).PlusGateModal }));

/** The gate's modal and its open state; mounted from the first opening on, so closing returns focus. */
function usePlusGateModal(): { show: () => void; modal: ReactNode } {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  return {
    show: () => {
      setMounted(true);
      setOpen(true);
    },
    modal: mounted ? (
      <Suspense fallback={null}>
        <PlusGateModal open={open} onOpenChange={setOpen} />
      </Suspense>
    ) : null,
  };
}

interface PlusGateProps {
  /** A visitor may be an SPC+ member who has not logged in yet: they are offered the login too. */
  signedIn: boolean;
}

/** The body of an SPC+ offer's call to action for someone without SPC+. */
export function PlusGate({ signedIn }: PlusGateProps) {
  const { t } = useTranslation('plus');
  const gateModal = usePlusGateModal();
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm font-semibold text-slate-900">{t('gate.title')}</p>
      <p className="text-sm text-slate-700">{t('gate.body')}</p>
      <Button variant="primary" onClick={gateModal.show}>
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
      {gateModal.modal}
    </div>
  );
}

/** A line above a list of SPC+ offers, for someone without SPC+. */
export function PlusGateBanner() {
  const { t } = useTranslation('plus');
  const gateModal = usePlusGateModal();
  return (
    <div
      role="note"
      className="flex flex-col gap-3 rounded-2xl border border-brand-100 bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-sm text-slate-800">{t('gate.banner')}</p>
      <Button variant="secondary" size="sm" onClick={gateModal.show}>
        {t('gate.learnMore')}
      </Button>
      {gateModal.modal}
    </div>
  );
}
