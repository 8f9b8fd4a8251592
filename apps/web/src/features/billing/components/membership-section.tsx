// The billing page's membership: the billed card's number (groups of four, spec §5), how long it is
// valid, and its state (a renewal that failed says so).
import { formatCardNumber } from '@spc/domain/card-vocabulary';
import type { Card } from '@spc/domain/cards';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { BillingPanel } from './billing-panel.tsx';

export function MembershipSection({ card, pastDue }: { card: Card; pastDue: boolean }) {
  const { t } = useTranslation('billing');
  const { language } = useLanguage();
  return (
    <BillingPanel title={t('membership.title')}>
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-slate-600">{t('membership.cardNumber')}</dt>
        <dd className="font-mono text-slate-900 tabular-nums">{formatCardNumber(card.card_number)}</dd>
        {card.expiry_date ? (
          <>
            <dt className="font-semibold text-slate-600">{t('membership.validUntil')}</dt>
            <dd className="text-slate-900">{formatDate(Date.parse(card.expiry_date), language)}</dd>
          </>
        ) : null}
        <dt className="font-semibold text-slate-600">{t('membership.status')}</dt>
        <dd className={pastDue ? 'font-semibold text-red-700' : 'text-slate-900'}>
          {t(pastDue ? 'membership.statuses.pastDue' : 'membership.statuses.active')}
        </dd>
      </dl>
    </BillingPanel>
  );
}
