// What activating this card gives (spec §4 "Activation", docs/api-membership.md "Card rules"): a year
// from today, so the expiry date it will have; the tier, SPC+ for the bank's co-branded (cibc) card,
// else SPC; and where it was bought.
import { formatCardNumber } from '@spc/domain/card-vocabulary';
import type { RegisterableResponse } from '@spc/domain/membership';
import { addMonths } from '@spc/domain/store-rules';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n.ts';

/** Spec: a membership lasts a year; activating starts it today. */
export const ACTIVATION_MONTHS = 12;

export function tierOf(cobrand: RegisterableResponse['cobrand']): 'spc' | 'spcPlus' {
  return cobrand === 'cibc' ? 'spcPlus' : 'spc';
}

export function CardBenefits({
  cardNumber,
  registerable,
  now = new Date(),
}: {
  cardNumber: string;
  registerable: RegisterableResponse;
  now?: Date;
}) {
  const { t } = useTranslation('activation');
  const { language } = useLanguage();
  const expiry = formatDate(addMonths(now, ACTIVATION_MONTHS).getTime(), language);
  return (
    <dl className="grid grid-cols-1 gap-3 text-sm text-slate-800 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <dt className="text-slate-600">{t('info.card')}</dt>
        <dd className="font-mono text-lg font-semibold tracking-wider break-all">{formatCardNumber(cardNumber)}</dd>
      </div>
      <div>
        <dt className="text-slate-600">{t('info.tier')}</dt>
        <dd className="font-semibold">{t(`tiers.${tierOf(registerable.cobrand)}`)}</dd>
      </div>
      <div>
        <dt className="text-slate-600">{t('info.validity')}</dt>
        <dd className="font-semibold">{t('info.validityValue', { date: expiry })}</dd>
      </div>
      {registerable.retailer ? (
        <div className="sm:col-span-2">
          <dt className="text-slate-600">{t('info.retailer')}</dt>
          <dd className="font-semibold">{registerable.retailer}</dd>
        </div>
      ) : null}
    </dl>
  );
}
