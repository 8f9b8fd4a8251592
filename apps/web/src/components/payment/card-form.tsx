// The card form of the purchase summary and /billing: number, expiry, security code and postal code,
// checked in the browser, then tokenised (lib/card-tokenizer.ts) so only a nonce reaches our API.
// The card's details live in this component's state only: never stored, logged or sent elsewhere.
import { isValidPostalCode } from '@spc/domain/location';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CardTokenizeError, tokenizeCard, type CardTokenizeReason } from '../../lib/card-tokenizer.ts';
import { Button } from '../ui/button.tsx';

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

type Field = 'number' | 'expiry' | 'cvv' | 'postal';
const FIELDS: readonly Field[] = ['number', 'expiry', 'cvv', 'postal'];
type FieldError = 'required' | 'invalid' | 'past';

// ---- Rules -----------------------------------------------------------------------------------------

const digitsOf = (value: string) => value.replace(/\D/g, '');

/** Card numbers are 12 to 19 digits (ISO/IEC 7812) with a valid Luhn check digit. */
export function isValidCardNumber(value: string): boolean {
  const digits = digitsOf(value);
  if (digits.length < 12 || digits.length > 19 || digits !== value.replace(/[\s-]/g, '')) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

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

/** Why an MM/YY expiry is refused, or null; a card is good until the end of its expiry month. */
export function expiryError(value: string, now = new Date()): FieldError | null {
  if (value.trim() === '') return 'required';
  const match = /^(\d{2})\/(\d{2})$/.exec(value.trim());
  if (!match) return 'invalid';
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return 'invalid';
  const currentYear = now.getFullYear();
  const currentMonth = now.getMonth() + 1;
  if (year < currentYear || (year === currentYear && month < currentMonth)) return 'past';
  return null;
}

function fieldError(field: Field, value: string): FieldError | null {
  const trimmed = value.trim();
  switch (field) {
    case 'number':
      if (trimmed === '') return 'required';
      return isValidCardNumber(trimmed) ? null : 'invalid';
    case 'expiry':
      return expiryError(trimmed);
    case 'cvv':
      if (trimmed === '') return 'required';
      return /^\d{3,4}$/.test(trimmed) ? null : 'invalid';
    case 'postal':
      if (trimmed === '') return 'required';
      return isValidPostalCode(trimmed.toUpperCase()) ? null : 'invalid';
  }
}

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
  const [values, setValues] = useState<Record<Field, string>>({
    number: '',
    expiry: '',
    cvv: '',
    postal: defaultPostal,
  });
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  /** A field the gateway refused, until it is edited. */
  const [refused, setRefused] = useState<Field | null>(null);
  const [tokenizeError, setTokenizeError] = useState<CardTokenizeReason | null>(null);
  const [busy, setBusy] = useState(false);
  // State updates are not synchronous: a second click in the same tick must still be refused.
  const inFlight = useRef(false);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  const ids = (field: Field) => ({
    input: `${id}-${field}`,
    error: `${id}-${field}-error`,
    hint: `${id}-${field}-hint`,
  });

  const messageFor = (field: Field): string | null => {
    if (refused === field) return t(`cardForm.errors.${field}`);
    if (!touched[field]) return null;
    const problem = fieldError(field, values[field]);
    if (!problem) return null;
    if (problem === 'past') return t('cardForm.expiry.past');
    return t(`cardForm.${field}.${problem}`);
  };

  const set = (field: Field, raw: string) => {
    const value =
      field === 'number'
        ? formatCardNumberInput(raw)
        : field === 'expiry'
          ? formatExpiryInput(raw)
          : field === 'cvv'
            ? digitsOf(raw).slice(0, 4)
            : raw.toUpperCase().slice(0, 7);
    setValues((current) => ({ ...current, [field]: value }));
    if (refused === field) setRefused(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current || disabled) return;
    setTouched({ number: true, expiry: true, cvv: true, postal: true });
    setRefused(null);
    setTokenizeError(null);
    const firstInvalid = FIELDS.find((field) => fieldError(field, values[field]) !== null);
    if (firstInvalid) {
      inputs.current[firstInvalid]?.focus();
      return;
    }
    inFlight.current = true;
    setBusy(true);
    try {
      const postalCode = values.postal.trim().toUpperCase();
      let result;
      try {
        result = await tokenizeCard({
          number: digitsOf(values.number),
          expirationDate: values.expiry.trim(),
          cvv: values.cvv.trim(),
          postalCode,
        });
      } catch (caught) {
        const reason = caught instanceof CardTokenizeError ? caught.reason : 'generic';
        setTokenizeError(reason);
        const field = REASON_FIELD[reason];
        if (field) {
          setRefused(field);
          inputs.current[field]?.focus();
        }
        return;
      }
      try {
        await onTokenized({ ...result, postalCode });
      } catch {
        // The parent owns what happens after the nonce and reports its failures through `error`;
        // a throw must not leave the form stuck busy or surface as an unhandled rejection.
      }
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  // A refused field shows its message on the field (and takes the focus); anything else is an alert.
  const alert = [tokenizeError === 'generic' ? t('cardForm.errors.generic') : null, error ?? null].filter(
    (message): message is string => Boolean(message),
  );

  const field = (
    name: Field,
    options: { autoComplete: string; inputMode: 'numeric' | 'text'; placeholder?: string; hint?: string },
  ) => {
    const message = messageFor(name);
    const { input, error: errorId, hint: hintId } = ids(name);
    const describedBy = [options.hint ? hintId : null, message ? errorId : null].filter(Boolean).join(' ');
    return (
      <div className="flex flex-col gap-1">
        <label htmlFor={input} className="text-sm font-semibold text-slate-800">
          {t(`cardForm.${name}.label`)}
        </label>
        <input
          ref={(element) => {
            inputs.current[name] = element;
          }}
          id={input}
          name={name === 'postal' ? 'postal-code' : `cc-${name}`}
          type="text"
          inputMode={options.inputMode}
          autoComplete={options.autoComplete}
          // Card data must not be corrected or remembered by spell checkers.
          autoCorrect="off"
          spellCheck={false}
          placeholder={options.placeholder}
          value={values[name]}
          onChange={(event) => set(name, event.target.value)}
          onBlur={() => setTouched((current) => ({ ...current, [name]: true }))}
          required
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy || undefined}
          disabled={disabled}
          className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm aria-[invalid=true]:border-red-600 disabled:bg-slate-100"
        />
        {options.hint ? (
          <p id={hintId} className="text-sm text-slate-600">
            {options.hint}
          </p>
        ) : null}
        {message ? (
          <p id={errorId} className="text-sm font-medium text-red-700">
            {message}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-busy={busy || undefined}
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-4"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        {t('cardForm.title')}
      </h2>
      {field('number', { autoComplete: 'cc-number', inputMode: 'numeric', placeholder: '1234 5678 9012 3456' })}
      <div className="grid grid-cols-1 gap-4 min-[360px]:grid-cols-2">
        {field('expiry', {
          autoComplete: 'cc-exp',
          inputMode: 'numeric',
          placeholder: t('cardForm.expiry.placeholder'),
        })}
        {field('cvv', { autoComplete: 'cc-csc', inputMode: 'numeric', hint: t('cardForm.cvv.hint') })}
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
