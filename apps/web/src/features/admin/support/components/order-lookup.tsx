// An order number typed in the search: the order itself, whoever it belongs to — a member (with the
// way to their page) or a guest, who has no account and so no page (their order is refunded from here).
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../../lib/api-client.ts';
import { staffMeQuery } from '../../api/staff-me.ts';
import { useOrder } from '../api/get-order.ts';
import { supportPaths } from '../paths.ts';
import { errorText } from './error-text.ts';
import { MemberOrders } from './member-orders.tsx';

export function OrderLookup({ orderNumber }: { orderNumber: string }) {
  const { t } = useTranslation('admin-support');
  const found = useOrder(orderNumber);
  const me = useQuery(staffMeQuery());
  if (found.isPending) return <p aria-busy="true">{t('common.loading')}</p>;
  if (found.error) {
    return (
      <p role={found.error instanceof ApiError && found.error.code === 'ORDER_NOT_FOUND' ? undefined : 'alert'}>
        {errorText(t, found.error)}
      </p>
    );
  }
  const { order, user_id: userId, email, name } = found.data;
  return (
    <section aria-labelledby="order-lookup-title" className="flex flex-col gap-2">
      <h2 id="order-lookup-title" className="text-lg font-semibold">
        {t('orderLookup.title', { order: order.order_number })}
      </h2>
      <p className="text-sm">
        {userId ? (
          <Link to={supportPaths.member(userId)} className="text-brand-700 underline">
            {t('orderLookup.member', { name: name || email || '' })}
          </Link>
        ) : (
          t('orderLookup.guest', { name: name || '—', email: email ?? '—' })
        )}
      </p>
      <MemberOrders
        orders={[order]}
        caption={t('orderLookup.title', { order: order.order_number })}
        canRefund={me.data?.permissions.includes('orders.refund') ?? false}
        failed={order.status === 'declined' || order.status === 'failed'}
      />
    </section>
  );
}
