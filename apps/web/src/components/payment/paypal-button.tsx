// "Continue with PayPal", beside the card form (purchase summary, guest purchase): the approval through
// the gateway's client API (lib/paypal-tokenizer.ts) gives a one-time PayPal nonce, which the parent
// sends to our API as it sends a card's. The parent reports its own failures (a declined payment…)
// through `error`; the approval's own failure is shown here.
import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PayPalTokenizeError, tokenizePayPal, type PayPalTokenizeReason } from '../../lib/paypal-tokenizer.ts';
import { Button } from '../ui/button.tsx';

export interface PayPalButtonProps {
  /** Called with the nonce; the button stays busy until it settles. */
  onApproved: (nonce: string) => Promise<void>;
  error?: string | null;
  /** What the purchase costs, said next to the button ("You will pay $13.79 with PayPal."). */
  total: string;
  /** Extra content above the button (the auto-renew choice, switched off for PayPal). */
  children?: ReactNode;
  disabled?: boolean;
}

export function PayPalButton({ onApproved, error, total, children, disabled }: PayPalButtonProps) {
  const { t } = useTranslation('purchase');
  const id = useId();
  const [problem, setProblem] = useState<PayPalTokenizeReason | null>(null);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  const approve = async () => {
    if (inFlight.current || disabled) return;
    inFlight.current = true;
    setBusy(true);
    setProblem(null);
    try {
      let nonce;
      try {
        nonce = (await tokenizePayPal()).nonce;
      } catch (caught) {
        setProblem(caught instanceof PayPalTokenizeError ? caught.reason : 'generic');
        return;
      }
      try {
        await onApproved(nonce);
      } catch {
        // The parent reports its failures through `error`.
      }
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  const alert = [problem ? t(`payPal.errors.${problem}`) : null, error ?? null].filter((message): message is string =>
    Boolean(message),
  );
  return (
    <section aria-labelledby={`${id}-title`} aria-busy={busy || undefined} className="flex flex-col gap-4">
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        {t('payPal.title')}
      </h2>
      <p className="text-sm text-slate-700">{t('payPal.explain', { total })}</p>
      {children}
      {alert.length > 0 ? (
        <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-sm text-red-900">
          {alert.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : null}
      <Button
        size="lg"
        onClick={() => void approve()}
        disabled={disabled}
        aria-disabled={busy || undefined}
        className="aria-disabled:cursor-progress aria-disabled:opacity-70"
      >
        {busy ? t('cardForm.busy') : t('payPal.continue')}
      </Button>
    </section>
  );
}

export type PaymentMethodChoice = 'card' | 'paypal';

/** Card or PayPal: two radio buttons above the payment form. */
export function PaymentMethodPicker({
  value,
  onChange,
  disabled,
}: {
  value: PaymentMethodChoice;
  onChange: (value: PaymentMethodChoice) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('purchase');
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold text-slate-800">{t('payPal.choose')}</legend>
      <div className="flex flex-wrap gap-3">
        {(['card', 'paypal'] as const).map((method) => (
          <label
            key={method}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 has-checked:border-brand-600 has-checked:bg-brand-50"
          >
            <input
              type="radio"
              name={name}
              value={method}
              checked={value === method}
              onChange={() => onChange(method)}
              disabled={disabled}
              className="size-4 accent-brand-600"
            />
            {t(`payPal.methods.${method}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
