// The billing page's order history (GET /user_transactions, newest first): date, order number, what was
// bought (the membership by its years, issue 23 item 9), total in the order's currency as the language
// writes it, and status. Loading, error and empty states. A table from 640 px; on a phone each order is
// a small block, so the status never scrolls off screen. Issue 23 item 11: payment attempts that did not
// go through (declined, failed) are listed apart, each marked as not charged, never among the orders.
import { formatMoney, membershipPeriodName } from '@spc/domain/store-rules';
import type { TransactionsResponse } from '@spc/domain/store';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { useTransactions } from '../api/get-transactions.ts';
import { BillingPanel, PanelError, PanelLoading } from './billing-panel.tsx';

type Transaction = TransactionsResponse['transactions'][number];

const cell = 'px-3 py-2 text-left align-top';

/** An attempt that took no money: listed apart from the orders. */
export const isUnpaidAttempt = (order: Pick<Transaction, 'status'>) =>
  order.status === 'declined' || order.status === 'failed';

export function OrderHistory({ uid }: { uid: string }) {
  const { t } = useTranslation('billing');
  const { language } = useLanguage();
  const query = useTransactions(uid);

  const product = (order: Transaction) =>
    order.membership_period
      ? membershipPeriodName(
          { start: new Date(order.membership_period.starts_at), end: new Date(order.membership_period.ends_at) },
          language,
        )
      : t('orders.membership');

  let body;
  if (query.isPending) body = <PanelLoading />;
  else if (query.isError) body = <PanelError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  else {
    const orders = query.data.transactions.filter((order) => !isUnpaidAttempt(order));
    const attempts = query.data.transactions.filter(isUnpaidAttempt);
    body = (
      <>
        {orders.length === 0 ? (
          <p className="text-sm text-slate-600">{t('orders.empty')}</p>
        ) : (
          <>
            <ul className="divide-y divide-slate-100 text-sm sm:hidden">
              {orders.map((order) => (
                <li key={order.order_number} className="py-3">
                  <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                    <dt className="text-slate-600">{t('orders.date')}</dt>
                    <dd>{formatDate(Date.parse(order.created_at), language)}</dd>
                    <dt className="text-slate-600">{t('orders.number')}</dt>
                    <dd className="font-mono break-all">{order.order_number}</dd>
                    <dt className="text-slate-600">{t('orders.product')}</dt>
                    <dd>{product(order)}</dd>
                    <dt className="text-slate-600">{t('orders.total')}</dt>
                    <dd className="tabular-nums">{formatMoney(order.total_cents, order.currency, language)}</dd>
                    <dt className="text-slate-600">{t('orders.status')}</dt>
                    <dd className="font-medium">{t(`orders.statuses.${order.status}`)}</dd>
                  </dl>
                </li>
              ))}
            </ul>
            <table className="hidden w-full text-sm sm:table">
              <caption className="sr-only">{t('orders.caption')}</caption>
              <thead className="border-b border-slate-200 text-slate-600">
                <tr>
                  <th scope="col" className={cell}>
                    {t('orders.date')}
                  </th>
                  <th scope="col" className={cell}>
                    {t('orders.number')}
                  </th>
                  <th scope="col" className={cell}>
                    {t('orders.product')}
                  </th>
                  <th scope="col" className={`${cell} text-right`}>
                    {t('orders.total')}
                  </th>
                  <th scope="col" className={cell}>
                    {t('orders.status')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {orders.map((order) => (
                  <tr key={order.order_number}>
                    <td className={`${cell} whitespace-nowrap`}>
                      {formatDate(Date.parse(order.created_at), language)}
                    </td>
                    <td className={`${cell} font-mono break-all`}>{order.order_number}</td>
                    <td className={cell}>{product(order)}</td>
                    <td className={`${cell} text-right whitespace-nowrap tabular-nums`}>
                      {formatMoney(order.total_cents, order.currency, language)}
                    </td>
                    <td className={cell}>{t(`orders.statuses.${order.status}`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
        {attempts.length > 0 ? <FailedAttempts attempts={attempts} /> : null}
      </>
    );
  }
  return <BillingPanel title={t('orders.title')}>{body}</BillingPanel>;
}

/** Declined and failed attempts, apart from the orders: nothing was charged for any of them. */
function FailedAttempts({ attempts }: { attempts: Transaction[] }) {
  const { t } = useTranslation('billing');
  const { language } = useLanguage();
  return (
    <div className="mt-4 border-t border-slate-200 pt-4">
      <h3 id="billing-failed-attempts" className="text-base font-semibold text-slate-900">
        {t('orders.attempts.title')}
      </h3>
      <p className="text-sm text-slate-600">{t('orders.attempts.lead')}</p>
      <ul aria-labelledby="billing-failed-attempts" className="mt-2 divide-y divide-slate-100 text-sm">
        {attempts.map((attempt) => (
          <li key={attempt.order_number} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-2">
            <span className="whitespace-nowrap">{formatDate(Date.parse(attempt.created_at), language)}</span>
            <span className="font-mono break-all text-slate-600">{attempt.order_number}</span>
            <span className="tabular-nums">{formatMoney(attempt.total_cents, attempt.currency, language)}</span>
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
              {t(`orders.attempts.badges.${attempt.status === 'declined' ? 'declined' : 'failed'}`)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
