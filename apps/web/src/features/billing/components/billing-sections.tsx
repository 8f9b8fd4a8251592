// The sections of /billing (spec §2 "/billing", §4 "Updates", §2 "Modals"): the member's membership, the
// auto-renew switch (optimistic, with its cancel, enable and add-payment modals), the card on file and its
// update (payment-modified and alert modals), a failed renewal to retry, and the order history.
// Issue 23 item 11: with auto-renew off and no card on file, the page says why no card is kept and offers
// to save one (the add-payment flow that turns auto-renew on). Item 17: a bank-linked (SPC+) member sees
// that membership and what became of the SPC card it replaced, and no auto-renew or payment method.
import { isBankLinked } from '@spc/domain/card-rules';
import type { PaymentMethod, SubscriptionStatus } from '@spc/domain/store';
import { formatMoney, membershipProduct } from '@spc/domain/store-rules';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { type Session } from '../../../lib/session.ts';
import { useSubscriptionStatus } from '../api/get-subscription-status.ts';
import { billedCard, plusCard } from '../billing-access.ts';
import { needsPaymentMethod } from '../billing-errors.ts';
import { formatExpiryMonth } from '../billing-format.ts';
import { paths } from '../../../lib/paths.ts';
import { AutoRenewCancelDialog, AutoRenewEnableDialog } from './auto-renew-dialogs.tsx';
import { AutoRenewSwitch } from './auto-renew-switch.tsx';
import { BillingPanel, PanelError, PanelLoading } from './billing-panel.tsx';
import { CardFormDialog, type CardFormKind } from './card-form-dialog.tsx';
import { FailedPaymentNotice } from './failed-payment-notice.tsx';
import { MembershipSection, PlusMembershipSection } from './membership-section.tsx';
import { OrderHistory } from './order-history.tsx';
import { PaymentModifiedDialog } from './payment-modified-dialog.tsx';
import { ReminderHistory } from './reminder-history.tsx';
import { useSetAutoRenew } from '../hooks/use-set-auto-renew.ts';
import { readRenewalPromoCode } from '../promo-cookie.ts';

/** Update the card on file; add one; or, with auto-renew off, save one and turn auto-renew on. */
const paymentAction = (current: SubscriptionStatus): CardFormKind => {
  if (current.payment_method) return 'update';
  return current.is_auto_renew ? 'add' : 'autoRenew';
};
const PAYMENT_ACTION_LABELS = {
  update: 'paymentMethod.update',
  add: 'paymentMethod.add',
  autoRenew: 'paymentMethod.save',
} as const satisfies Record<CardFormKind, string>;

export function BillingSections({ session }: { session: Session }) {
  const { t } = useTranslation('billing');
  const { language } = useLanguage();
  const uid = session.user.uid;
  const card = billedCard(session.cards);
  const statusQuery = useSubscriptionStatus(uid);
  const setAutoRenew = useSetAutoRenew(uid);
  const [confirm, setConfirm] = useState<'cancel' | 'enable' | null>(null);
  const [cardForm, setCardForm] = useState<CardFormKind | null>(null);
  const [modified, setModified] = useState<PaymentMethod | null>(null);
  const [renewed, setRenewed] = useState(false);
  // Read once: the loader stored it before this rendered; a successful update clears it.
  const [promoCode, setPromoCode] = useState(readRenewalPromoCode);
  const switchRef = useRef<HTMLButtonElement>(null);
  const paymentButtonRef = useRef<HTMLButtonElement>(null);
  const modifiedReturnRef = useRef<HTMLElement | null>(null);

  // The membership ended or changed while the page was open (the session refreshed): as the loader would.
  if (!card) return <Navigate to={paths.deals()} replace />;

  // SPC+ (the bank's card runs longest): auto-renew cannot apply, the upgrade cancelled the SPC one's.
  const plus = isBankLinked(session.cards) ? plusCard(session.cards) : undefined;
  if (plus) {
    return (
      <>
        <PlusMembershipSection card={plus} replaced={card} />
        <OrderHistory uid={uid} />
        <ReminderHistory uid={uid} />
      </>
    );
  }

  const product = membershipProduct(session.profile?.country ?? 'ca');
  const price = formatMoney(product.price_cents, product.currency, language);
  const status = statusQuery.data;
  const renewalIso = status?.next_billing_date ?? card.expiry_date;
  const renewalDate = renewalIso ? formatDate(Date.parse(renewalIso), language) : '';
  const method = status?.payment_method ?? null;
  const methodLabel = method ? t('paymentMethod.card', { brand: method.card_type, last4: method.last4 }) : '';

  const changeAutoRenew = (enabled: boolean) => {
    setConfirm(null);
    setAutoRenew.mutate(enabled, {
      // The server has no card on file (another tab removed it, say): ask for one, then turn it on.
      onError: (error) => {
        if (enabled && needsPaymentMethod(error)) setCardForm('autoRenew');
      },
    });
  };

  const onToggle = (current: SubscriptionStatus) => {
    if (current.is_auto_renew) setConfirm('cancel');
    else if (!current.payment_method) setCardForm('autoRenew');
    else setConfirm('enable');
  };

  const statusBody = (render: (current: SubscriptionStatus) => ReactNode) => {
    if (statusQuery.isPending) return <PanelLoading />;
    if (statusQuery.isError) {
      return <PanelError onRetry={() => void statusQuery.refetch()} retrying={statusQuery.isFetching} />;
    }
    return render(statusQuery.data);
  };

  const autoRenewFailed = setAutoRenew.isError && !needsPaymentMethod(setAutoRenew.error);

  return (
    <>
      {renewed ? (
        <p
          role="status"
          className="rounded-2xl border border-green-200 bg-green-50 p-4 text-sm font-medium text-green-800"
        >
          {t('failedPayment.success')}
        </p>
      ) : null}
      {status?.status === 'past_due' ? (
        <FailedPaymentNotice uid={uid} lastFailure={status.last_failure} onPaid={() => setRenewed(true)} />
      ) : null}

      <MembershipSection card={card} pastDue={status?.status === 'past_due'} />

      <BillingPanel title={t('autoRenew.title')}>
        {statusBody((current) => (
          <>
            <AutoRenewSwitch
              ref={switchRef}
              label={t('autoRenew.label')}
              description={
                current.is_auto_renew
                  ? t('autoRenew.on', { date: renewalDate, price })
                  : t('autoRenew.off', { date: renewalDate })
              }
              checked={current.is_auto_renew}
              disabled={setAutoRenew.isPending}
              onToggle={() => onToggle(current)}
            />
            <div aria-live="polite" className="text-sm">
              {setAutoRenew.isPending ? <p className="text-slate-600">{t('autoRenew.saving')}</p> : null}
            </div>
            {autoRenewFailed ? (
              <p role="alert" className="text-sm font-medium text-red-700">
                {t('autoRenew.error')}
              </p>
            ) : null}
          </>
        ))}
      </BillingPanel>

      <BillingPanel title={t('paymentMethod.title')}>
        {statusBody((current) => (
          <>
            {current.payment_method ? (
              <div className="flex flex-col gap-1 text-sm">
                <p className="font-semibold text-slate-900">{methodLabel}</p>
                <p className="text-slate-600">
                  {t('paymentMethod.expires', {
                    date: formatExpiryMonth(
                      current.payment_method.expiration_month,
                      current.payment_method.expiration_year,
                      language,
                    ),
                  })}
                </p>
              </div>
            ) : (
              <p className="text-sm text-slate-700">
                {t(current.is_auto_renew ? 'paymentMethod.none' : 'paymentMethod.noneAutoRenewOff')}
              </p>
            )}
            {promoCode ? (
              <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-800">
                {t('paymentMethod.promoPending', { code: promoCode })}
              </p>
            ) : current.renewal_promo_code ? (
              <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-800">
                {t('paymentMethod.promoSaved', { code: current.renewal_promo_code })}
              </p>
            ) : null}
            <button
              ref={paymentButtonRef}
              type="button"
              // The longest label ("Enregistrer une carte et activer le renouvellement automatique") wraps
              // at 375 px rather than widen the page.
              className={buttonClasses({ variant: 'secondary', className: 'self-start text-left whitespace-normal!' })}
              onClick={() => setCardForm(paymentAction(current))}
            >
              {t(PAYMENT_ACTION_LABELS[paymentAction(current)])}
            </button>
          </>
        ))}
      </BillingPanel>

      <OrderHistory uid={uid} />
      <ReminderHistory uid={uid} />

      <AutoRenewCancelDialog
        open={confirm === 'cancel'}
        onOpenChange={(open) => !open && setConfirm(null)}
        onConfirm={() => changeAutoRenew(false)}
        endDate={renewalDate}
      />
      <AutoRenewEnableDialog
        open={confirm === 'enable'}
        onOpenChange={(open) => !open && setConfirm(null)}
        onConfirm={() => changeAutoRenew(true)}
        date={renewalDate}
        price={price}
        card={methodLabel}
      />
      <CardFormDialog
        kind={cardForm}
        onClose={() => setCardForm(null)}
        uid={uid}
        promoCode={promoCode}
        defaultPostal={session.profile?.postal ?? undefined}
        onSaved={(result, kind) => {
          setCardForm(null);
          // The code went with the update; the server now shows it as the renewal promo code.
          setPromoCode(null);
          modifiedReturnRef.current = kind === 'autoRenew' ? switchRef.current : paymentButtonRef.current;
          if (kind === 'autoRenew') changeAutoRenew(true);
          setModified(result.payment_method);
        }}
      />
      <PaymentModifiedDialog method={modified} onClose={() => setModified(null)} returnFocusRef={modifiedReturnRef} />
    </>
  );
}
