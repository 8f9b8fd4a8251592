// The registration success once the free trial has started (spec §2 "Register success, with a
// start-shopping button", §4 "Free trial flow"): a welcome with the trial's end date, the trial card,
// "Start shopping", and the way to keep the deals after the trial (a paid year, /purchase). A page, not
// a dialog over one that would say the same; the auto-renew question, when it applies, opens over it.
import type { Card } from '@spc/domain/cards';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { ActivatedCard } from './activated-card.tsx';
import { ActivationPage, ActivationPanel } from './activation-page.tsx';

export function FreeTrialStarted({ card, headingRef }: { card: Card; headingRef?: Ref<HTMLHeadingElement> }) {
  const { t } = useTranslation('activation');
  const { language } = useLanguage();
  const expiry = card.expiry_date ? Date.parse(card.expiry_date) : Number.NaN;
  const lead = Number.isNaN(expiry)
    ? t('freeTrial.startedLeadNoDate')
    : t('freeTrial.startedLead', { date: formatDate(expiry, language) });
  return (
    <ActivationPage title={t('freeTrial.startedTitle')} lead={lead} headingRef={headingRef}>
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
