// The order's money as the API quoted it (GET /api/promos/v2/product): the membership, the discount of
// the applied code, each tax by name and rate ("HST (13%)", "TVQ (9,975 %)") and the total, every amount
// as the language writes money (en "$11.99", fr "11,99 $").
import type { ProductResponse } from '@spc/domain/store';
import { formatMoney, formatTaxRate } from '@spc/domain/store-rules';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n.ts';

export function OrderSummary({ product }: { product: ProductResponse }) {
  const { t } = useTranslation('purchase');
  const { language } = useLanguage();
  const captionId = useId();
  const { quote } = product;
  const money = (cents: number) => formatMoney(cents, quote.currency, language);

  let discountLabel: string | null = null;
  if (quote.discount_cents > 0) {
    discountLabel =
      quote.discount_source === 'school' && product.school
        ? t('summary.schoolDiscount', { code: product.school.code, school: product.school.school_name })
        : quote.discount_source === 'promo' && product.promo
          ? t('summary.promoDiscount', { code: product.promo.code })
          : t('summary.discount');
  }

  const rows: { label: string; amount: string; key: string }[] = [
    { key: 'product', label: t('summary.product'), amount: money(quote.subtotal_cents) },
  ];
  if (discountLabel) rows.push({ key: 'discount', label: discountLabel, amount: money(-quote.discount_cents) });
  for (const tax of quote.taxes) {
    rows.push({
      key: `tax-${tax.name}`,
      label: t('summary.tax', { name: t(`taxNames.${tax.name}`), rate: formatTaxRate(tax.rate, language) }),
      amount: money(tax.amount_cents),
    });
  }

  return (
    <table className="w-full text-left text-sm text-slate-800" aria-labelledby={captionId}>
      <caption id={captionId} className="sr-only">
        {t('summary.caption')}
      </caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">{t('summary.item')}</th>
          <th scope="col">{t('summary.amount')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-b border-slate-100">
            <th scope="row" className="py-2 pr-4 font-normal">
              {row.label}
            </th>
            <td className="py-2 text-right whitespace-nowrap tabular-nums">{row.amount}</td>
          </tr>
        ))}
        {quote.taxes.length === 0 && quote.currency === 'USD' ? (
          <tr className="border-b border-slate-100">
            <td colSpan={2} className="py-2 text-slate-600">
              {t('summary.noTaxUs')}
            </td>
          </tr>
        ) : null}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" className="pt-3 pr-4 text-base font-bold text-slate-900">
            {t('summary.total')}
          </th>
          <td className="pt-3 text-right text-base font-bold whitespace-nowrap text-slate-900 tabular-nums">
            {money(quote.total_cents)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
