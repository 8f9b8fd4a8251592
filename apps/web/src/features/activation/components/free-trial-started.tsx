// The membership step once the free trial has started: the trial card and its end date, "Start
// shopping", and the way to keep the deals after the trial (a paid year, /purchase). The page the
// success modal and the auto-renew question leave the member on when they close them.
import type { Card } from '@spc/domain/cards';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { paths } from '../../../lib/paths.ts';
import { ActivatedCard } from './activated-card.tsx';
import { ActivationPage, ActivationPanel } from './activation-page.tsx';

export function FreeTrialStarted({ card, headingRef }: { card: Card; headingRef?: Ref<HTMLHeadingElement> }) {
  const { t } = useTranslation('activation');
  return (
    <ActivationPage title={t('freeTrial.startedTitle')} lead={t('freeTrial.startedLead')} headingRef={headingRef}>
      <ActivatedCard card={card} title={t('freeTrial.card')} />
      <ActivationPanel>
        <p className="text-sm text-slate-700">{t('freeTrial.keepDeals')}</p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to={paths.deals()} className={buttonClasses({ size: 'lg' })}>
            {t('startShopping')}
          </Link>
          <Link to={paths.purchase()} className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
            {t('freeTrial.buyYear')}
          </Link>
        </div>
      </ActivationPanel>
    </ActivationPage>
  );
}
