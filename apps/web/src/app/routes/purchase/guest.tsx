// /purchase/guest (public; issue 23 item 14): buy a card without an account — a gift for a friend, or
// a card bought before signing up. The buyer's e-mail, name and postal code (checked with the domain's
// guest checkout schema), the price with the province's tax, then a card or PayPal; the API issues the
// card inactive and e-mails the receipt with its number and security code. The confirmation shows the
// card and how to register it later (/activate with the card's number and code).
import type { PurchaseResponse } from '@spc/domain/store';
import { formatMoney } from '@spc/domain/store-rules';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardForm } from '../../../components/payment/card-form.tsx';
import {
  PayPalButton,
  PaymentMethodPicker,
  initialPaymentMethod,
  type PaymentMethodChoice,
} from '../../../components/payment/paypal-button.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { track } from '../../../lib/analytics-queue.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { useGuestProduct } from '../../../features/purchase/api/guest-checkout.ts';
import { GuestDetailsForm, type GuestBuyer } from '../../../features/purchase/components/guest-details-form.tsx';
import { IssuedCard } from '../../../features/purchase/components/issued-card.tsx';
import { OrderSummary } from '../../../features/purchase/components/order-summary.tsx';
import {
  PurchaseLoadError,
  PurchaseLoading,
  PurchasePage,
  PurchasePanel,
} from '../../../features/purchase/components/purchase-page.tsx';
import { useGuestCheckout } from '../../../features/purchase/hooks/use-guest-checkout.ts';
import { purchaseErrorCode, purchaseErrorMessage } from '../../../features/purchase/purchase-errors.ts';

/**
 * Focuses a heading as it appears: the step changed in place, so the focus follows it. Module-level,
 * hence stable: React calls it on mount only, never again on a re-render.
 */
const focusOnMount = (heading: HTMLHeadingElement | null) => heading?.focus();

export function PurchaseGuestRoute() {
  const [buyer, setBuyer] = useState<GuestBuyer | null>(null);
  const [editing, setEditing] = useState(true);
  const [bought, setBought] = useState<{ purchase: PurchaseResponse; email: string } | null>(null);

  if (bought) {
    return (
      <GuestConfirmation
        purchase={bought.purchase}
        email={bought.email}
        onAnother={() => {
          setBought(null);
          setEditing(true);
        }}
      />
    );
  }
  return (
    <GuestPurchase
      buyer={editing ? null : buyer}
      defaultBuyer={buyer}
      onBuyer={(next) => {
        setBuyer(next);
        setEditing(false);
      }}
      onEdit={() => setEditing(true)}
      onPaid={(purchase, email) => setBought({ purchase, email })}
    />
  );
}

interface GuestPurchaseProps {
  buyer: GuestBuyer | null;
  defaultBuyer: GuestBuyer | null;
  onBuyer: (buyer: GuestBuyer) => void;
  onEdit: () => void;
  onPaid: (purchase: PurchaseResponse, email: string) => void;
}

function GuestPurchase({ buyer, defaultBuyer, onBuyer, onEdit, onPaid }: GuestPurchaseProps) {
  const { t } = useTranslation('purchase');
  const { language } = useLanguage();
  const orderHeading = useId();
  const [method, setMethod] = useState<PaymentMethodChoice>(initialPaymentMethod);
  const product = useGuestProduct(buyer?.postal ?? null);
  const checkout = useGuestCheckout((purchase) => onPaid(purchase, buyer?.email ?? ''));

  const pay = (nonce: string) =>
    buyer ? checkout.submit({ body: { ...buyer, language, auto_renew: false }, nonce }) : Promise.resolve();

  let body;
  if (!buyer) {
    body = (
      <PurchasePanel>
        <GuestDetailsForm defaultValues={defaultBuyer} onDone={onBuyer} />
      </PurchasePanel>
    );
  } else if (product.isError) {
    body = (
      <PurchaseLoadError
        message={purchaseErrorMessage(t, product.error)}
        onRetry={() => void product.refetch()}
        retrying={product.isFetching}
      />
    );
  } else if (!product.data) {
    body = <PurchaseLoading label={t('summary.loading')} />;
  } else {
    const total = formatMoney(product.data.quote.total_cents, product.data.quote.currency, language);
    const error = checkout.error;
    const errorMessage = error && !checkout.canRetry ? t(`errors.${purchaseErrorCode(error)}`) : null;
    body = (
      <>
        <PurchasePanel labelledBy={orderHeading}>
          <h2
            id={orderHeading}
            ref={focusOnMount}
            tabIndex={-1}
            className="text-lg font-bold text-slate-900 outline-none"
          >
            {t('summary.order')}
          </h2>
          <OrderSummary product={product.data} />
          <p className="text-sm text-slate-700">
            {t('guest.buyer', { name: `${buyer.first_name} ${buyer.last_name}`, email: buyer.email })}
          </p>
          <p className="text-sm text-slate-600">{t('guest.taxFor', { postal: buyer.postal })}</p>
          <p className="text-sm text-slate-600">{t('facts.nonRefundable')}</p>
          <Button variant="secondary" size="sm" className="self-start" onClick={onEdit} disabled={checkout.pending}>
            {t('guest.change')}
          </Button>
        </PurchasePanel>
        <PurchasePanel>
          {checkout.canRetry ? (
            <div
              role="alert"
              className="flex flex-col items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4"
            >
              <p className="text-sm text-amber-900">{t(`errors.${purchaseErrorCode(error)}`)}</p>
              <p className="text-sm text-amber-900">{t('summary.retrySafe')}</p>
              <Button size="sm" onClick={() => void checkout.retry()} disabled={checkout.pending}>
                {checkout.pending ? t('cardForm.busy') : t('retry')}
              </Button>
            </div>
          ) : null}
          <PaymentMethodPicker value={method} onChange={setMethod} disabled={checkout.pending} />
          {method === 'paypal' ? (
            <PayPalButton
              total={total}
              payment={{ cents: product.data.quote.total_cents, currency: product.data.quote.currency, language }}
              error={errorMessage}
              disabled={checkout.canRetry}
              onApproved={pay}
            />
          ) : (
            <CardForm
              submitLabel={t('summary.pay', { total })}
              defaultPostal={buyer.postal}
              error={errorMessage}
              disabled={checkout.canRetry}
              onTokenized={({ nonce }) => pay(nonce)}
            />
          )}
        </PurchasePanel>
      </>
    );
  }

  return (
    <PurchasePage title={t('guest.title')} lead={t('guest.lead')}>
      {body}
    </PurchasePage>
  );
}

function GuestConfirmation({
  purchase,
  email,
  onAnother,
}: {
  purchase: PurchaseResponse;
  email: string;
  onAnother: () => void;
}) {
  const { t } = useTranslation('purchase');
  const { language } = useLanguage();
  const registerHeading = useId();
  const { order, card } = purchase;
  // Analytics (issue 21 item 2): the guest's purchase, filled from the order by the server.
  useEffect(() => {
    track({ type: 'purchase', order_id: purchase.order_number });
  }, [purchase.order_number]);
  return (
    <PurchasePage title={t('guest.done.title')} lead={t('guest.done.lead')} headingRef={focusOnMount}>
      <IssuedCard card={card} />
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
          <div>
            <dt className="text-slate-600">{t('completion.paidWith')}</dt>
            <dd className="font-semibold">
              {order.payment_method === 'paypal' || !purchase.payment_method
                ? t('payPal.methods.paypal')
                : t('completion.cardEnding', {
                    brand: purchase.payment_method.card_type,
                    last4: purchase.payment_method.last4,
                  })}
            </dd>
          </div>
        </dl>
        <p className="text-sm text-slate-700">{t('guest.done.receipt', { email })}</p>
      </PurchasePanel>
      <PurchasePanel labelledBy={registerHeading}>
        <h2 id={registerHeading} className="text-lg font-bold text-slate-900">
          {t('guest.done.registerTitle')}
        </h2>
        <p className="text-sm text-slate-700">{t('guest.done.registerBody')}</p>
        <p className="text-sm text-slate-700">{t('guest.done.inactive')}</p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link
            to={paths.activate({ card_num: card.card_number, csv: card.csv })}
            className={buttonClasses({ variant: 'primary' })}
          >
            {t('guest.done.register')}
          </Link>
          <Button variant="secondary" onClick={onAnother}>
            {t('guest.done.another')}
          </Button>
        </div>
      </PurchasePanel>
    </PurchasePage>
  );
}
