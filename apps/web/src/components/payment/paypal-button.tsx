// "Continue with PayPal", beside the card form (purchase summary, guest purchase): the approval through
// the gateway's client API (lib/paypal-tokenizer.ts) gives a one-time PayPal nonce, which the parent
// sends to our API as it sends a card's. The embedded sandbox approves at once; with Braintree, PayPal's
// own button then appears (PayPal's window opens from it) and its approval gives the nonce. The parent
// reports its own failures (a declined payment…) through `error`; the approval's own failure is shown here.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PayPalTokenizeError,
  preparePayPal,
  takePayPalChoice,
  type PayPalButtonHandlers,
  type PayPalCheckout,
  type PayPalPayment,
  type PayPalTokenizeReason,
} from '../../lib/paypal-tokenizer.ts';
import { Button } from '../ui/button.tsx';

export interface PayPalButtonProps {
  /** Called with the nonce; the button stays busy until it settles. */
  onApproved: (nonce: string) => Promise<void>;
  error?: string | null;
  /** What the purchase costs, said next to the button ("You will pay $13.79 with PayPal."). */
  total: string;
  /** The same, for PayPal's payment. */
  payment: PayPalPayment;
  /** Extra content above the button (the auto-renew choice, switched off for PayPal). */
  children?: ReactNode;
  disabled?: boolean;
}

type PayPalButtonRender = Extract<PayPalCheckout, { kind: 'paypal-button' }>['render'];

export function PayPalButton({ onApproved, error, total, payment, children, disabled }: PayPalButtonProps) {
  const { t } = useTranslation('purchase');
  const id = useId();
  const [problem, setProblem] = useState<PayPalTokenizeReason | null>(null);
  const [busy, setBusy] = useState(false);
  /** Braintree: PayPal's own button, to render once its container is in the page. */
  const [payPalButton, setPayPalButton] = useState<{ render: PayPalButtonRender } | null>(null);
  const container = useRef<HTMLDivElement>(null);
  const inFlight = useRef(false);

  const fail = (caught: unknown) => setProblem(caught instanceof PayPalTokenizeError ? caught.reason : 'generic');

  const pay = async (nonce: string) => {
    try {
      await onApproved(nonce);
    } catch {
      // The parent reports its failures through `error`.
    }
  };
  // PayPal's button keeps the handlers it was rendered with: they call the latest `pay`.
  const latestPay = useRef(pay);
  useEffect(() => {
    latestPay.current = pay;
  });

  const approve = async () => {
    if (inFlight.current || disabled) return;
    inFlight.current = true;
    setBusy(true);
    setProblem(null);
    let reloading = false;
    try {
      let checkout: PayPalCheckout;
      try {
        checkout = await preparePayPal(payment);
        if (checkout.kind === 'reloading') {
          reloading = true;
          return;
        }
        if (checkout.kind === 'paypal-button') {
          setPayPalButton({ render: checkout.render });
          return;
        }
        const { nonce } = await checkout.approve();
        await pay(nonce);
      } catch (caught) {
        fail(caught);
      }
    } finally {
      if (!reloading) {
        inFlight.current = false;
        setBusy(false);
      }
    }
  };

  // Braintree: PayPal renders its button into the container; its approval pays.
  useEffect(() => {
    const element = container.current;
    if (!payPalButton || !element) return;
    let live = true;
    const handlers: PayPalButtonHandlers = {
      onApproved: ({ nonce }) => {
        if (!live) return;
        setBusy(true);
        void latestPay.current(nonce).finally(() => live && setBusy(false));
      },
      onError: (caught) => live && fail(caught),
      onCancel: () => undefined,
    };
    payPalButton.render(element, handlers).catch((caught: unknown) => {
      if (!live) return;
      fail(caught);
      setPayPalButton(null);
    });
    return () => {
      live = false;
      element.replaceChildren();
    };
  }, [payPalButton]);

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
      {payPalButton ? (
        <>
          <p className="text-sm text-slate-700">{t('payPal.useButton')}</p>
          <div ref={container} aria-busy={busy || undefined} className="min-h-11" />
        </>
      ) : (
        <Button
          size="lg"
          onClick={() => void approve()}
          disabled={disabled}
          aria-disabled={busy || undefined}
          className="aria-disabled:cursor-progress aria-disabled:opacity-70"
        >
          {busy ? t('cardForm.busy') : t('payPal.continue')}
        </Button>
      )}
    </section>
  );
}

export type PaymentMethodChoice = 'card' | 'paypal';

/** The choice a page starts with: PayPal again when the page was loaded again for PayPal's checkout. */
export const initialPaymentMethod = (): PaymentMethodChoice => (takePayPalChoice() ? 'paypal' : 'card');

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
