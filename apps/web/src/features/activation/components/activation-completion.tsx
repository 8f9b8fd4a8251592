// The end of an activation (/activate/completion, /signup/activation/complete): the activated card and
// its expiry, what an SPC+ upgrade did with the previous membership, auto-renew's state, the card's
// incentive (/activate/incentive) when it carries one, the welcome panel pointing to the app, and
// "Start shopping".
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import type { ActivationFlow, CompletionState, IncentiveState } from '../activation-state.ts';
import { ActivatedCard } from './activated-card.tsx';
import { ActivationPage, ActivationPanel } from './activation-page.tsx';
import { UpgradeNotice } from './upgrade-notice.tsx';
import { WelcomePanel } from './welcome-panel.tsx';

export function ActivationCompletion({ state, flow }: { state: CompletionState; flow: ActivationFlow }) {
  const { t } = useTranslation('activation');
  const { language } = useLanguage();
  const incentiveHeading = useId();
  const { card } = state.result;
  const expiry = card.expiry_date ? formatDate(Date.parse(card.expiry_date), language) : null;
  const incentive: IncentiveState | null =
    state.incentiveId === null ? null : { from: 'completion', incentiveId: state.incentiveId };

  return (
    <ActivationPage
      title={t(flow === 'signup' ? 'completion.signupTitle' : 'completion.title')}
      lead={t('completion.lead')}
    >
      <ActivatedCard card={card} title={t('completion.card')} />
      <UpgradeNotice result={state.result} />
      <ActivationPanel>
        {expiry ? (
          <p className="text-sm text-slate-700">
            {t(state.autoRenew ? 'completion.renews' : 'completion.runsUntil', { date: expiry })}
          </p>
        ) : null}
        <p className="text-sm text-slate-700">{t('completion.email')}</p>
        <Link to={paths.deals()} className={buttonClasses({ size: 'lg', className: 'self-start' })}>
          {t('startShopping')}
        </Link>
      </ActivationPanel>
      {incentive ? (
        <ActivationPanel labelledBy={incentiveHeading}>
          <h2 id={incentiveHeading} className="text-lg font-bold text-slate-900">
            {t('completion.incentiveTitle')}
          </h2>
          <p className="text-sm text-slate-700">{t('completion.incentiveBody')}</p>
          <Link
            to={paths.activateIncentive()}
            state={incentive}
            className={buttonClasses({ variant: 'secondary', className: 'self-start' })}
          >
            {t('completion.incentiveLink')}
          </Link>
        </ActivationPanel>
      ) : null}
      <WelcomePanel />
    </ActivationPage>
  );
}
