// The card form of the purchase summary, /billing and /activate/subscription: number, expiry, security
// code and postal code, checked in the browser with the domain's paymentCardSchema (react-hook-form, as
// every form: lib/form.ts), then tokenised (lib/card-tokenizer.ts) so only a nonce reaches our API.
// The card's details live in this form's state only: never stored, logged or sent elsewhere.
import { zodResolver } from '@hookform/resolvers/zod';
import { paymentCardSchema, type CardFieldProblem, type PaymentCard } from '@spc/domain/store';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CardTokenizeError, tokenizeCard, type CardTokenizeReason } from '../../lib/card-tokenizer.ts';
import { formatAsTyped, submitValidation } from '../../lib/form.ts';
import { Button } from '../ui/button.tsx';
import { TextField } from '../ui/field.tsx';

// The card rules are the domain's; the form's tests read them here.
export { expiryError, isValidPaymentCardNumber as isValidCardNumber } from '@spc/domain/store-rules';

export interface CardFormResult {
  nonce: string;
  cardType: string;
  lastFour: string;
  postalCode: string;
}

export interface CardFormProps {
  submitLabel: string;
  /** Called with the nonce; the form stays busy until it settles. The parent reports failures through `error`. */
  onTokenized: (result: CardFormResult) => Promise<void>;
  /** The parent's message (a declined payment…), shown in an alert above the button. */
  error?: string | null;
  defaultPostal?: string;
  /** Extra fields shown above the submit button (an auto-renew checkbox). */
  children?: ReactNode;
  disabled?: boolean;
}

type Field = keyof PaymentCard;

/** The inputs' names, which browsers' card autofill knows (the form's values are keyed by them). */
const INPUT_NAMES = {
  number: 'cc-number',
  expiry: 'cc-expiry',
  cvv: 'cc-cvv',
  postal: 'postal-code',
} as const satisfies Record<Field, string>;
type CardFormValues = Record<(typeof INPUT_NAMES)[Field], string>;
const FIELDS = Object.keys(INPUT_NAMES) as Field[];

/** The error type of a field the gateway refused (its message until the field is edited). */
const REFUSED = 'refused';

// ---- Input formats ----------------------------------------------------------------------------------

const digitsOf = (value: string) => value.replace(/\D/g, '');

/** The number as typed, in groups of 4 ("4111 1111 1111 1111"), at most 19 digits. */
export function formatCardNumberInput(value: string): string {
  return digitsOf(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** MM/YY as typed: the slash appears once the year starts, so deleting back over it never gets stuck. */
export function formatExpiryInput(value: string): string {
  const digits = digitsOf(value).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

const FORMATS: Record<Field, (value: string) => string> = {
  number: formatCardNumberInput,
  expiry: formatExpiryInput,
  cvv: (value) => digitsOf(value).slice(0, 4),
  postal: (value) => value.toUpperCase().slice(0, 7),
};

// ---- Validation -------------------------------------------------------------------------------------

const parseCard = zodResolver(paymentCardSchema);

/**
 * Checked with the domain's paymentCardSchema, whose output is what the gateway receives; a refused
 * field's error carries the problem (required, invalid, past) as the schema states it.
 */
const cardResolver: Resolver<CardFormValues, unknown, PaymentCard> = async (values) => {
  const card = Object.fromEntries(FIELDS.map((field) => [field, values[INPUT_NAMES[field]]])) as PaymentCard;
  const parsed = await parseCard(card, undefined, { fields: {}, shouldUseNativeValidation: false });
  const errors: FieldErrors<CardFormValues> = {};
  for (const field of FIELDS) {
    const message = parsed.errors[field]?.message;
    if (message !== undefined) errors[INPUT_NAMES[field]] = { type: 'domain', message };
  }
  return FIELDS.some((field) => parsed.errors[field])
    ? { values: {}, errors }
    : { values: parsed.values as PaymentCard, errors: {} };
};

const REASON_FIELD: Partial<Record<CardTokenizeReason, Field>> = {
  number: 'number',
  expiry: 'expiry',
  cvv: 'cvv',
  postal: 'postal',
};

// ---- Component -------------------------------------------------------------------------------------

export function CardForm({ submitLabel, onTokenized, error, defaultPostal = '', children, disabled }: CardFormProps) {
  const { t } = useTranslation('purchase');
  const id = useId();
  // A field is checked once it was left, then as it changes; all of them on submit, where the first
  // refused one takes the focus.
  const { register, handleSubmit, formState, setError } = useForm<CardFormValues, unknown, PaymentCard>({
    ...submitValidation,
    mode: 'onTouched',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    resolver: cardResolver,
    defaultValues: { 'cc-number': '', 'cc-expiry': '', 'cc-cvv': '', 'postal-code': defaultPostal },
  });
  const [tokenizeError, setTokenizeError] = useState<CardTokenizeReason | null>(null);
  const [busy, setBusy] = useState(false);
  // State updates are not synchronous: a second click in the same tick must still be refused.
  const inFlight = useRef(false);

  const messageFor = (field: Field): string | null => {
    const fieldError = formState.errors[INPUT_NAMES[field]];
    if (!fieldError) return null;
    if (fieldError.type === REFUSED) return t(`cardForm.errors.${field}`);
    const problem = fieldError.message as CardFieldProblem;
    if (problem === 'past') return t('cardForm.expiry.past');
    return t(`cardForm.${field}.${problem}`);
  };

  const pay = async (card: PaymentCard) => {
    inFlight.current = true;
    setBusy(true);
    try {
      let result;
      try {
        result = await tokenizeCard({
          number: card.number,
          expirationDate: card.expiry,
          cvv: card.cvv,
          postalCode: card.postal,
        });
      } catch (caught) {
        const reason = caught instanceof CardTokenizeError ? caught.reason : 'generic';
        setTokenizeError(reason);
        const field = REASON_FIELD[reason];
        if (field) setError(INPUT_NAMES[field], { type: REFUSED }, { shouldFocus: true });
        return;
      }
      try {
        await onTokenized({ ...result, postalCode: card.postal });
      } catch {
        // The parent owns what happens after the nonce and reports its failures through `error`;
        // a throw must not leave the form stuck busy or surface as an unhandled rejection.
      }
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current || disabled) return;
    setTokenizeError(null);
    void handleSubmit(pay)(event);
  };

  // A refused field shows its message on the field (and takes the focus); anything else is an alert.
  const alert = [tokenizeError === 'generic' ? t('cardForm.errors.generic') : null, error ?? null].filter(
    (message): message is string => Boolean(message),
  );

  const field = (
    name: Field,
    options: { autoComplete: string; inputMode: 'numeric' | 'text'; placeholder?: string; hint?: string },
    className?: string,
  ) => {
    const registered = register(INPUT_NAMES[name]);
    return (
      <TextField
        id={`${id}-${name}`}
        label={t(`cardForm.${name}.label`)}
        type="text"
        inputMode={options.inputMode}
        autoComplete={options.autoComplete}
        // Card data must not be corrected or remembered by spell checkers.
        autoCorrect="off"
        spellCheck={false}
        placeholder={options.placeholder}
        {...registered}
        onChange={(event) => void registered.onChange(formatAsTyped(event, FORMATS[name]))}
        required
        disabled={disabled}
        hint={options.hint}
        error={messageFor(name)}
        className={className}
      />
    );
  };

  // Side by side from 360 px, the expiry and the security code share their rows (a subgrid: label,
  // input, hint, error), so their inputs line up even when one label wraps onto two lines.
  const pairedField = 'min-[360px]:row-span-4 min-[360px]:grid min-[360px]:grid-rows-subgrid';

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-busy={busy || undefined}
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-4"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        {t('cardForm.title')}
      </h2>
      {field('number', { autoComplete: 'cc-number', inputMode: 'numeric', placeholder: '1234 5678 9012 3456' })}
      <div className="grid grid-cols-1 gap-4 min-[360px]:grid-cols-2 min-[360px]:gap-y-1">
        {field(
          'expiry',
          { autoComplete: 'cc-exp', inputMode: 'numeric', placeholder: t('cardForm.expiry.placeholder') },
          pairedField,
        )}
        {field('cvv', { autoComplete: 'cc-csc', inputMode: 'numeric', hint: t('cardForm.cvv.hint') }, pairedField)}
      </div>
      {field('postal', { autoComplete: 'postal-code', inputMode: 'text', hint: t('cardForm.postal.hint') })}
      {children}
      <p className="text-sm text-slate-600">{t('cardForm.privacy')}</p>
      {alert.length > 0 ? (
        <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-sm text-red-900">
          {alert.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : null}
      {/* Busy, the button stays focusable (aria-disabled) so the keyboard focus is not dropped mid-payment. */}
      <Button
        type="submit"
        size="lg"
        disabled={disabled}
        aria-disabled={busy || undefined}
        className="aria-disabled:cursor-progress aria-disabled:opacity-70"
      >
        {busy ? t('cardForm.busy') : submitLabel}
      </Button>
    </form>
  );
}
