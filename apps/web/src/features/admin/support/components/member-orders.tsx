// A member's orders, and apart from them their failed payment attempts: what was bought, when, how it
// was paid, the card it issued, and — for admins — the refund of a paid order.
import type { SupportOrder } from '@spc/domain/staff-support';
import type { TFunction } from 'i18next';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { useFormat } from './format.ts';
import { RefundForm } from './refund-form.tsx';

interface MemberOrdersProps {
  orders: SupportOrder[];
  caption: string;
  /** Whether this staff member may refund (orders.refund). */
  canRefund: boolean;
  /** The failed attempts' table shows why each failed instead of refunds. */
  failed?: boolean;
}

export function MemberOrders({ orders, caption, canRefund, failed = false }: MemberOrdersProps) {
  const { t } = useTranslation('admin-support');
  const format = useFormat();
  const [refunding, setRefunding] = useState<string | null>(null);
  if (orders.length === 0) return <p className="text-slate-600">{failed ? t('orders.noFailed') : t('orders.none')}</p>;
  const columns = failed ? 6 : 7;
  return (
    <div className="overflow-x-auto rounded border border-slate-200">
      <table className="min-w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className="px-3 py-2">
              {t('orders.number')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('orders.date')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('orders.kind')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('orders.total')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('orders.paidWith')}
            </th>
            <th scope="col" className="px-3 py-2">
              {failed ? t('orders.why') : t('orders.status')}
            </th>
            {failed ? null : (
              <th scope="col" className="px-3 py-2">
                <span className="sr-only">{t('orders.actions')}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <Fragment key={order.order_number}>
              <tr className="border-t border-slate-100" data-order={order.order_number}>
                <td className="px-3 py-2 font-mono">{order.order_number}</td>
                <td className="px-3 py-2">{format.moment(order.paid_at ?? order.created_at)}</td>
                <td className="px-3 py-2">{t(`orders.kinds.${order.kind}`)}</td>
                <td className="px-3 py-2">{format.money(order.total_cents, order.currency)}</td>
                <td className="px-3 py-2">{paidWith(order, t)}</td>
                <td className="px-3 py-2">
                  {failed ? (
                    (order.failure_message ?? order.failure_code ?? '—')
                  ) : (
                    <>
                      <span className="font-medium">{t(`orders.statuses.${order.status}`)}</span>
                      {order.disputed ? <span className="ms-2 text-red-700">{t('orders.disputed')}</span> : null}
                      {order.refund ? (
                        <span className="block text-xs text-slate-600">
                          {t(order.refund.state === 'done' ? 'orders.refundedOn' : 'orders.refundStarted', {
                            date: format.moment(order.refund.at),
                            reason: order.refund.reason,
                          })}
                        </span>
                      ) : null}
                    </>
                  )}
                </td>
                {failed ? null : (
                  <td className="px-3 py-2 text-end">
                    {canRefund && order.refundable && refunding !== order.order_number ? (
                      <Button size="sm" variant="secondary" onClick={() => setRefunding(order.order_number)}>
                        {t('orders.refund')}
                        <span className="sr-only"> {order.order_number}</span>
                      </Button>
                    ) : null}
                  </td>
                )}
              </tr>
              {refunding === order.order_number ? (
                <tr>
                  <td colSpan={columns} className="px-3 pb-3">
                    <RefundForm order={order} onDone={() => setRefunding(null)} />
                  </td>
                </tr>
              ) : null}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function paidWith(order: SupportOrder, t: TFunction<'admin-support'>) {
  const card = order.paid_with;
  if (!card?.card_type) return t('orders.nothing');
  if (card.card_type === 'PayPal') return t('orders.paypal');
  return t('orders.card', { type: card.card_type, last4: card.last4 ?? '' });
}
