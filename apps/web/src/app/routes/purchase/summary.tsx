// /purchase/summary (spec §4 "Purchase flow"): reachable only from /signup/purchase or a free trial's
// upgrade (navigation state), else back to /signup/purchase (members: /deals, in the loader). The order
// as quoted for the member's postal code, the card form with the auto-renew choice, and Pay: tokenise →
// order → checkout; or PayPal (issue 23 item 14: approval → PayPal order → checkout, auto-renew off);
// or, for a total of 0, "Get my membership" without a card.
import { formatMoney } from '@spc/domain/store-rules';
import { isServer } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, redirect, useLocation, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { CardForm } from '../../../components/payment/card-form.tsx';
import {
  PayPalButton,
  PaymentMethodPicker,
  initialPaymentMethod,
  type PaymentMethodChoice,
} from '../../../components/payment/paypal-button.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { queryClientContext } from '../../../lib/query-client.ts';
import { ensureSession, useSession, type Session } from '../../../lib/session.ts';
import { useProduct } from '../../../features/purchase/api/get-product.ts';
import { OrderSummary } from '../../../features/purchase/components/order-summary.tsx';
import { PostalCodeForm } from '../../../features/purchase/components/postal-code-form.tsx';
import {
  PurchaseLoadError,
  PurchaseLoading,
  PurchasePage,
  PurchasePanel,
} from '../../../features/purchase/components/purchase-page.tsx';
import { useCheckout } from '../../../features/purchase/hooks/use-checkout.ts';
import {
  isPromoError,
  isSchoolError,
  purchaseErrorCode,
  purchaseErrorMessage,
} from '../../../features/purchase/purchase-errors.ts';
import { summaryRedirect } from '../../../features/purchase/purchase-guard.ts';
import { readSummaryState, type SummaryState } from '../../../features/purchase/purchase-state.ts';
import { paths } from '../../../lib/paths.ts';

export async function purchaseSummaryLoader({ context }: LoaderFunctionArgs) {
  if (isServer) return null;
  const target = summaryRedirect(await ensureSession(context.get(queryClientContext)));
  return target ? redirect(target) : null;
}

export function PurchaseSummaryRoute() {
  const location = useLocation();
  const session = useSession();
  const state = readSummaryState(location.state);
  if (!state) return <Navigate to={paths.signupPurchase()} replace />;
  if (!session) return <PurchaseLoading />;
  // A new state (a code dropped) is a new order: start the page afresh.
  return <Summary key={JSON.stringify(state)} state={state} session={session} />;
}

function Summary({ state, session }: { state: SummaryState; session: Session }) {
  const { t } = useTranslation('purchase');
  const { language } = useLanguage();
  const navigate = useNavigate();
  const product = useProduct({ promoCode: state.promoCode, schoolCode: state.schoolCode });
  const checkout = useCheckout(state, language);
  const [autoRenew, setAutoRenew] = useState(false);
  const [method, setMethod] = useState<PaymentMethodChoice>(initialPaymentMethod);
  const orderHeading = useId();
  const autoRenewId = useId();

  /** Goes on without the codes the server refused (each refusal names a promo or a school code). */
  const dropCode = (code: string) => {
    const next: SummaryState = { ...state };
    if (isPromoError(code)) delete next.promoCode;
    if (isSchoolError(code)) delete next.schoolCode;
    void navigate(paths.purchaseSummary(), { state: next, replace: true });
  };
  const codeRefusal = (error: unknown) => {
    const code = purchaseErrorCode(error);
    if (!isPromoError(code) && !isSchoolError(code)) return null;
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-red-300 bg-red-50 p-4">
        <p className="text-sm text-red-900">{t(`errors.${code}`)}</p>
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" size="sm" onClick={() => dropCode(code)}>
            {t('summary.withoutCode')}
          </Button>
          <Link to={paths.signupPurchase()} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
            {t('summary.changeCode')}
          </Link>
        </div>
      </div>
    );
  };

  const needsPostal = !session.profile?.postal;
  let body;
  if (needsPostal) {
    body = (
      <PurchasePanel>
        <PostalCodeForm />
      </PurchasePanel>
    );
  } else if (product.isError) {
    body = codeRefusal(product.error) ?? (
      <PurchaseLoadError
        message={purchaseErrorMessage(t, product.error)}
        onRetry={() => void product.refetch()}
        retrying={product.isFetching}
      />
    );
  } else if (!product.data) {
    body = <PurchaseLoading label={t('summary.loading')} />;
  } else {
    const { quote } = product.data;
    const total = formatMoney(quote.total_cents, quote.currency, language);
    const error = checkout.error;
    const errorCode = error ? purchaseErrorCode(error) : null;
    const alreadyMember =
      error instanceof ApiError && (error.code === 'MEMBERSHIP_EXISTS' || error.code === 'ORDER_ALREADY_PAID');
    const refusedCode = error && !checkout.pending ? codeRefusal(error) : null;

    let payment;
    if (alreadyMember) {
      payment = (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-sky-300 bg-sky-50 p-4">
          <p className="text-sm text-sky-900">{t(`errors.${errorCode ?? 'GENERIC'}`)}</p>
          <Link to={paths.deals()} className={buttonClasses({ variant: 'primary', size: 'sm' })}>
            {t('completion.startShopping')}
          </Link>
        </div>
      );
    } else {
      // A lost answer is offered again as is; any other refusal is shown with the form, still filled in.
      const retryBlock = checkout.canRetry ? (
        <div
          role="alert"
          className="flex flex-col items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4"
        >
          <p className="text-sm text-amber-900">{t(`errors.${errorCode ?? 'GENERIC'}`)}</p>
          <p className="text-sm text-amber-900">{t('summary.retrySafe')}</p>
          <Button size="sm" onClick={() => void checkout.retry()} disabled={checkout.pending}>
            {checkout.pending ? t('cardForm.busy') : t('retry')}
          </Button>
        </div>
      ) : null;
      const formError = error && !checkout.canRetry && !refusedCode ? t(`errors.${errorCode ?? 'GENERIC'}`) : null;
      // PayPal keeps no billing agreement here: a PayPal payment cannot renew itself, so the choice is off.
      const payPal = method === 'paypal';
      const autoRenewField = (
        <div className="flex items-start gap-3">
          <input
            id={autoRenewId}
            type="checkbox"
            checked={autoRenew && !payPal}
            onChange={(event) => setAutoRenew(event.target.checked)}
            disabled={checkout.canRetry || payPal}
            aria-describedby={`${autoRenewId}-hint`}
            className="mt-1 size-5 shrink-0 accent-brand-600"
          />
          <div className="flex flex-col gap-1">
            <label htmlFor={autoRenewId} className="text-sm font-semibold text-slate-800">
              {t('summary.autoRenew')}
            </label>
            <p id={`${autoRenewId}-hint`} className="text-sm text-slate-600">
              {payPal ? t('payPal.noAutoRenew') : t('summary.autoRenewHint')}
            </p>
          </div>
        </div>
      );

      payment =
        quote.total_cents === 0 ? (
          <div className="flex flex-col gap-4">
            {retryBlock}
            {refusedCode}
            <p className="text-sm text-slate-700">{t('summary.free')}</p>
            {formError ? (
              <p role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-sm text-red-900">
                {formError}
              </p>
            ) : null}
            <Button
              size="lg"
              onClick={() => void checkout.submit({ nonce: null, autoRenew: false })}
              disabled={checkout.canRetry}
              aria-disabled={checkout.pending || undefined}
            >
              {checkout.pending ? t('cardForm.busy') : t('summary.getFree')}
            </Button>
          </div>
        ) : (
          <div className="flex flex-col gap-4">
            {retryBlock}
            {refusedCode}
            <PaymentMethodPicker value={method} onChange={setMethod} disabled={checkout.pending} />
            {method === 'paypal' ? (
              <PayPalButton
                total={total}
                payment={{ cents: quote.total_cents, currency: quote.currency, language }}
                error={formError}
                disabled={checkout.canRetry}
                onApproved={(nonce) => checkout.submit({ nonce, autoRenew: false, method: 'paypal' })}
              >
                {autoRenewField}
              </PayPalButton>
            ) : (
              <CardForm
                submitLabel={t('summary.pay', { total })}
                defaultPostal={session.profile?.postal ?? ''}
                error={formError}
                disabled={checkout.canRetry}
                onTokenized={({ nonce }) => checkout.submit({ nonce, autoRenew, method: 'card' })}
              >
                {autoRenewField}
              </CardForm>
            )}
          </div>
        );
    }

    body = (
      <>
        <PurchasePanel labelledBy={orderHeading}>
          <h2 id={orderHeading} className="text-lg font-bold text-slate-900">
            {t('summary.order')}
          </h2>
          <OrderSummary product={product.data} />
          <p className="text-sm text-slate-600">{t('summary.postal', { postal: session.profile?.postal ?? '' })}</p>
          <p className="text-sm text-slate-600">{t('facts.nonRefundable')}</p>
        </PurchasePanel>
        <PurchasePanel>{payment}</PurchasePanel>
      </>
    );
  }

  return (
    <PurchasePage title={t('summary.title')} lead={t('summary.lead')}>
      {body}
    </PurchasePage>
  );
}
