// "Start your free 30-day trial" on the membership step of sign-up (spec §4 "Free trial flow"): the
// trial card, with every deal for FREE_TRIAL_DAYS days and nothing to pay, once per account. The
// refusals (already used, a membership already held) are explained in place; what follows a start
// (the success modal, the auto-renew question) belongs to the page that composes it.
import { FREE_TRIAL_DAYS } from '@spc/domain/membership';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { activationErrorMessage } from '../activation-errors.ts';
import { useFreeTrial, type FreeTrialStart } from '../hooks/use-free-trial.ts';
import { ActivationNotice, ActivationPanel } from './activation-page.tsx';

export function FreeTrialOffer({ onStarted }: { onStarted: (start: FreeTrialStart) => void }) {
  const { t } = useTranslation('activation');
  const headingId = useId();
  const trial = useFreeTrial({ onStarted });
  const membershipExists = trial.error instanceof ApiError && trial.error.code === 'MEMBERSHIP_EXISTS';

  return (
    <ActivationPanel labelledBy={headingId}>
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        {t('freeTrial.title', { days: FREE_TRIAL_DAYS })}
      </h2>
      <p className="text-sm text-slate-700">{t('freeTrial.body', { days: FREE_TRIAL_DAYS })}</p>
      {trial.isError ? (
        <ActivationNotice tone={membershipExists ? 'info' : 'error'}>
          <p>{activationErrorMessage(t, trial.error)}</p>
          {membershipExists ? (
            <Link to={paths.deals()} className={buttonClasses({ size: 'sm' })}>
              {t('startShopping')}
            </Link>
          ) : null}
        </ActivationNotice>
      ) : null}
      <Button
        variant="secondary"
        size="lg"
        className="self-start text-center whitespace-normal! aria-disabled:cursor-progress aria-disabled:opacity-70"
        aria-disabled={trial.isPending || undefined}
        onClick={() => {
          if (!trial.isPending) trial.mutate();
        }}
      >
        {trial.isPending ? t('freeTrial.starting') : t('freeTrial.start', { days: FREE_TRIAL_DAYS })}
      </Button>
    </ActivationPanel>
  );
}
