// The billing page's order history (GET /user_transactions, newest first): date, order number, total
// in the order's currency as the language writes it, and status. Loading, error and empty states. A
// table from 640 px; on a phone each order is a small block, so the status never scrolls off screen.
import { formatMoney } from '@spc/domain/store-rules';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { useTransactions } from '../api/get-transactions.ts';
import { BillingPanel, PanelError, PanelLoading } from './billing-panel.tsx';

const cell = 'px-3 py-2 text-left align-top';

export function OrderHistory({ uid }: { uid: string }) {
  const { t } = useTranslation('billing');
  const { language } = useLanguage();
  const query = useTransactions(uid);

  let body;
  if (query.isPending) body = <PanelLoading />;
  else if (query.isError) body = <PanelError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  else if (query.data.transactions.length === 0) body = <p className="text-sm text-slate-600">{t('orders.empty')}</p>;
  else {
    const orders = query.data.transactions;
    body = (
      <>
        <ul className="divide-y divide-slate-100 text-sm sm:hidden">
          {orders.map((order) => (
            <li key={order.order_number} className="py-3">
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                <dt className="text-slate-600">{t('orders.date')}</dt>
                <dd>{formatDate(Date.parse(order.created_at), language)}</dd>
                <dt className="text-slate-600">{t('orders.number')}</dt>
                <dd className="font-mono break-all">{order.order_number}</dd>
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
                <td className={`${cell} whitespace-nowrap`}>{formatDate(Date.parse(order.created_at), language)}</td>
                <td className={`${cell} font-mono break-all`}>{order.order_number}</td>
                <td className={`${cell} text-right whitespace-nowrap tabular-nums`}>
                  {formatMoney(order.total_cents, order.currency, language)}
                </td>
                <td className={cell}>{t(`orders.statuses.${order.status}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </>
    );
  }
  return <BillingPanel title={t('orders.title')}>{body}</BillingPanel>;
}
