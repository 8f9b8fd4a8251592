// The billing page's membership: the billed card's number (groups of four, spec §5), how long it is
// valid, and its state (a renewal that failed says so). Issue 23 item 17: after an SPC+ upgrade, the
// SPC+ membership (how it is held) and what became of the SPC card it replaced.
import { formatCardNumber } from '@spc/domain/card-vocabulary';
import type { Card } from '@spc/domain/cards';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { BillingPanel } from './billing-panel.tsx';

/** The card's number and how long it is valid, then `children` (the rows that differ), as one list. */
function CardFacts({ card, children }: { card: Card; children: ReactNode }) {
  const { t } = useTranslation('billing');
  const { language } = useLanguage();
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
      <dt className="font-semibold text-slate-600">{t('membership.cardNumber')}</dt>
      <dd className="font-mono text-slate-900 tabular-nums">{formatCardNumber(card.card_number)}</dd>
      {card.expiry_date ? (
        <>
          <dt className="font-semibold text-slate-600">{t('membership.validUntil')}</dt>
          <dd className="text-slate-900">{formatDate(Date.parse(card.expiry_date), language)}</dd>
        </>
      ) : null}
      {children}
    </dl>
  );
}

export function MembershipSection({ card, pastDue }: { card: Card; pastDue: boolean }) {
  const { t } = useTranslation('billing');
  return (
    <BillingPanel title={t('membership.title')}>
      <CardFacts card={card}>
        <dt className="font-semibold text-slate-600">{t('membership.status')}</dt>
        <dd className={pastDue ? 'font-semibold text-red-700' : 'text-slate-900'}>
          {t(pastDue ? 'membership.statuses.pastDue' : 'membership.statuses.active')}
        </dd>
      </CardFacts>
    </BillingPanel>
  );
}

/**
 * An SPC+ membership (the latest-expiring card is the bank's, card-rules `isBankLinked`): how it is held,
 * and the SPC card it replaced, whose auto-renew the upgrade cancelled (docs/api-membership.md "SPC+").
 */
export function PlusMembershipSection({ card, replaced }: { card: Card; replaced: Card | undefined }) {
  const { t } = useTranslation('billing');
  return (
    <>
      <BillingPanel title={t('plus.title')}>
        <CardFacts card={card}>
          <dt className="font-semibold text-slate-600">{t('plus.held')}</dt>
          <dd className="text-slate-900">{t(card.is_online_purchased ? 'plus.paid' : 'plus.bankLinked')}</dd>
        </CardFacts>
        <p className="text-sm text-slate-700">{t('plus.noAutoRenew')}</p>
      </BillingPanel>
      {replaced ? (
        <BillingPanel title={t('plus.previous.title')}>
          <p className="text-sm text-slate-700">{t('plus.previous.body', { last4: replaced.card_number.slice(-4) })}</p>
        </BillingPanel>
      ) : null}
    </>
  );
}
