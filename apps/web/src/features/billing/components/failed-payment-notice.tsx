// The failed-renewal notice (subscription past due, docs/api-store.md "Renewal"): when the renewal
// charge failed, and "Retry payment" with the card on file (POST /failed_payment_verification). A
// refusal opens the alert modal; a payment is reported to the page, which says so (this notice goes
// away once the subscription is no longer past due).
import type { SubscriptionStatus } from '@spc/domain/store';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { useRetryFailedPayment } from '../api/retry-failed-payment.ts';
import { billingErrorKey, type BillingErrorKey } from '../billing-errors.ts';
import { BillingAlertDialog } from './billing-alert-dialog.tsx';

interface FailedPaymentNoticeProps {
  uid: string;
  lastFailure: SubscriptionStatus['last_failure'];
  onPaid: () => void;
}

export function FailedPaymentNotice({ uid, lastFailure, onPaid }: FailedPaymentNoticeProps) {
  const { t } = useTranslation('billing');
  const { language } = useLanguage();
  const headingId = useId();
  const retry = useRetryFailedPayment(uid);
  const [refused, setRefused] = useState<BillingErrorKey | 'retryRefused' | null>(null);

  const onRetry = async () => {
    if (retry.isPending) return;
    try {
      const result = await retry.mutateAsync();
      if (result.success) onPaid();
      else setRefused('retryRefused');
    } catch (error) {
      setRefused(billingErrorKey(error));
    }
  };

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-bold text-red-800">
        {t('failedPayment.title')}
      </h2>
      <p className="text-sm text-red-900">
        {lastFailure
          ? t('failedPayment.body', { date: formatDate(Date.parse(lastFailure.at), language) })
          : t('failedPayment.bodyNoDate')}
      </p>
      <Button
        variant="primary"
        className="self-start"
        onClick={() => void onRetry()}
        // Not disabled while it runs: the button keeps the focus, which the alert modal returns to.
        aria-disabled={retry.isPending || undefined}
      >
        {retry.isPending ? t('failedPayment.retrying') : t('failedPayment.retry')}
      </Button>
      <BillingAlertDialog
        open={refused !== null}
        onOpenChange={(open) => !open && setRefused(null)}
        title={t('dialogs.alert.retryTitle')}
        message={refused ? t(`errors.${refused}`) : ''}
      />
    </section>
  );
}
