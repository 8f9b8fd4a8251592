// A membership card just activated or started (activation completion, free trial): its number as spec
// §5 writes it (6018-xxxx-xxxx-xxxx), its tier and its expiry date in the reader's language.
import type { Card } from '@spc/domain/cards';
import { formatCardNumber } from '@spc/domain/card-vocabulary';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { tierOf } from './card-benefits.tsx';

export function ActivatedCard({ card, title }: { card: Card; title: string }) {
  const { t } = useTranslation('activation');
  const { language } = useLanguage();
  const headingId = useId();
  const expiry = card.expiry_date ? formatDate(Date.parse(card.expiry_date), language) : null;
  return (
    <div
      role="region"
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl bg-gradient-to-br from-brand-600 to-brand-800 p-5 text-white shadow-md"
    >
      <h2 id={headingId} className="text-lg font-bold">
        {title}
      </h2>
      <dl className="grid grid-cols-1 gap-3 min-[360px]:grid-cols-2">
        <div className="min-[360px]:col-span-2">
          <dt className="text-sm opacity-90">{t('card.number')}</dt>
          <dd className="font-mono text-xl tracking-wider break-all">{formatCardNumber(card.card_number)}</dd>
        </div>
        <div>
          <dt className="text-sm opacity-90">{t('card.tier')}</dt>
          <dd className="text-lg font-semibold">{t(`tiers.${tierOf(card.cobrand)}`)}</dd>
        </div>
        {expiry ? (
          <div>
            <dt className="text-sm opacity-90">{t('card.expires')}</dt>
            <dd className="text-lg">{expiry}</dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}
