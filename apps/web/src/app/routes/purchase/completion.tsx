// /purchase/completion (spec §4 "Purchase flow", "After a purchase"): reachable only from the summary
// (navigation state), else /deals. Thanks, the order number, the issued card, the total paid, whether
// auto-renew is on (with the way to turn it on in /billing) and "Start shopping" → /deals.
import { formatMoney } from '@spc/domain/store-rules';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { track } from '../../../lib/analytics-queue.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { useSession } from '../../../lib/session.ts';
import { IssuedCard } from '../../../features/purchase/components/issued-card.tsx';
import { PurchasePage, PurchasePanel } from '../../../features/purchase/components/purchase-page.tsx';
import { readCompletionState } from '../../../features/purchase/purchase-state.ts';
import { paths } from '../../../lib/paths.ts';

export function PurchaseCompletionRoute() {
  const { t } = useTranslation('purchase');
  const { language } = useLanguage();
  const location = useLocation();
  const session = useSession();
  const state = readCompletionState(location.state);
  const orderNumber = state?.purchase.order_number;
  // Analytics (issue 21 item 2): the purchase, named by its order; the server fills the spec §3 fields
  // from the order itself and keeps one event per order, so a reload or StrictMode's second effect is harmless.
  useEffect(() => {
    if (orderNumber) track({ type: 'purchase', order_id: orderNumber });
  }, [orderNumber]);
  if (!state) return <Navigate to={paths.deals()} replace />;

  const { purchase } = state;
  const { order } = purchase;
  // The refreshed session's profile says whether the purchase turned auto-renew on.
  const autoRenew = session?.profile?.is_auto_renew ?? null;
  return (
    <PurchasePage title={t('completion.title')} lead={t('completion.lead')}>
      <IssuedCard card={purchase.card} />
      <PurchasePanel>
        <dl className="grid grid-cols-1 gap-3 text-sm text-slate-800 sm:grid-cols-2">
          <div>
            <dt className="text-slate-600">{t('completion.orderNumber')}</dt>
            <dd className="font-semibold break-all">{purchase.order_number}</dd>
          </div>
          <div>
            <dt className="text-slate-600">{t('completion.total')}</dt>
            <dd className="font-semibold">{formatMoney(order.total_cents, order.currency, language)}</dd>
          </div>
          {purchase.payment_method ? (
            <div>
              <dt className="text-slate-600">{t('completion.paidWith')}</dt>
              <dd className="font-semibold">
                {t('completion.cardEnding', {
                  brand: purchase.payment_method.card_type,
                  last4: purchase.payment_method.last4,
                })}
              </dd>
            </div>
          ) : order.payment_method === 'paypal' ? (
            <div>
              <dt className="text-slate-600">{t('completion.paidWith')}</dt>
              <dd className="font-semibold">{t('payPal.methods.paypal')}</dd>
            </div>
          ) : null}
          {autoRenew !== null ? (
            <div>
              <dt className="text-slate-600">{t('completion.autoRenew')}</dt>
              <dd className="font-semibold">
                {autoRenew ? t('completion.autoRenewOn') : t('completion.autoRenewOff')}
              </dd>
            </div>
          ) : null}
        </dl>
        {autoRenew === false ? (
          <p className="text-sm text-slate-700">
            {t('completion.turnOnAutoRenew')}{' '}
            <Link to={paths.billing()} className="font-semibold text-brand-700 underline">
              {t('completion.billingLink')}
            </Link>
          </p>
        ) : null}
        <p className="text-sm text-slate-700">{t('completion.receipt')}</p>
        <Link to={paths.deals()} className={buttonClasses({ size: 'lg', className: 'self-start' })}>
          {t('completion.startShopping')}
        </Link>
      </PurchasePanel>
    </PurchasePage>
  );
}
