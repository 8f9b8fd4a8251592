// A failed activation checkout, as /activate/info, /activate/subscription and /signup/activate show
// it: a lost answer offers "Try again" (the same request and Idempotency-Key: nothing happens twice);
// another membership links to the deals; any other refusal is an alert.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { activationErrorMessage } from '../activation-errors.ts';
import type { useActivationCheckout } from '../hooks/use-activation-checkout.ts';
import { ActivationNotice } from './activation-page.tsx';

export function CheckoutError({ checkout }: { checkout: ReturnType<typeof useActivationCheckout> }) {
  const { t } = useTranslation('activation');
  const { error } = checkout;
  if (!error || checkout.pending) return null;
  const message = activationErrorMessage(t, error);
  if (checkout.canRetry) {
    return (
      <ActivationNotice tone="warning">
        <p>{message}</p>
        <p>{t('retrySafe')}</p>
        <Button size="sm" onClick={() => void checkout.retry()}>
          {t('retry')}
        </Button>
      </ActivationNotice>
    );
  }
  if (error instanceof ApiError && error.code === 'MEMBERSHIP_EXISTS') {
    return (
      <ActivationNotice tone="info">
        <p>{message}</p>
        <Link to={paths.deals()} className={buttonClasses({ size: 'sm' })}>
          {t('startShopping')}
        </Link>
      </ActivationNotice>
    );
  }
  return (
    <ActivationNotice tone="error">
      <p>{message}</p>
    </ActivationNotice>
  );
}
