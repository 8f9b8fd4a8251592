// "Activate your card": the card number (grouped by four as typed, an SPC number of 16 digits starting
// with 6018) and its 3-digit security code, checked in the browser before anything is sent; prefilled
// from a QR pack's link. The parent sends the card and reports the server's answer through `error`.
import { CARD_NUMBER_LENGTH } from '@spc/domain/constants';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import type { CardPrefill } from '../activation-access.ts';
import type { ActivationCard } from '../activation-state.ts';
import { cardNumberProblem, csvProblem, digitsOf, formatCardNumberInput, formatCsvInput } from '../card-input.ts';

type Field = 'cardNumber' | 'csv';

interface CardEntryFormProps {
  initial?: CardPrefill;
  onSubmit: (card: ActivationCard) => void;
  /** Any edit (the parent clears the previous answer, which was about another value). */
  onEdit?: () => void;
  pending: boolean;
  /** The server's refusal, as a sentence, shown in an alert above the button. */
  error?: ReactNode;
  submitLabel: string;
}

export function CardEntryForm({ initial, onSubmit, onEdit, pending, error, submitLabel }: CardEntryFormProps) {
  const { t } = useTranslation('activation');
  const id = useId();
  const [values, setValues] = useState<Record<Field, string>>({
    cardNumber: formatCardNumberInput(initial?.cardNumber ?? ''),
    csv: formatCsvInput(initial?.csv ?? ''),
  });
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  const messageFor = (field: Field): string | null => {
    if (!touched[field]) return null;
    if (field === 'cardNumber') {
      const problem = cardNumberProblem(values.cardNumber);
      return problem ? t(`form.cardNumber.${problem}`) : null;
    }
    const problem = csvProblem(values.csv);
    return problem ? t(`form.csv.${problem}`) : null;
  };

  const set = (field: Field, raw: string) => {
    const value = field === 'cardNumber' ? formatCardNumberInput(raw) : formatCsvInput(raw);
    setValues((current) => ({ ...current, [field]: value }));
    onEdit?.();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setTouched({ cardNumber: true, csv: true });
    const firstInvalid = cardNumberProblem(values.cardNumber) ? 'cardNumber' : csvProblem(values.csv) ? 'csv' : null;
    if (firstInvalid) {
      inputs.current[firstInvalid]?.focus();
      return;
    }
    onSubmit({ card_number: digitsOf(values.cardNumber, CARD_NUMBER_LENGTH), csv: values.csv.trim() });
  };

  const field = (name: Field, options: { autoComplete: string; placeholder: string; size: string }) => {
    const message = messageFor(name);
    const inputId = `${id}-${name}`;
    const hintId = `${inputId}-hint`;
    const errorId = `${inputId}-error`;
    return (
      <div className="flex flex-col gap-1">
        <label htmlFor={inputId} className="text-sm font-semibold text-slate-800">
          {t(`form.${name}.label`)}
        </label>
        <input
          ref={(element) => {
            inputs.current[name] = element;
          }}
          id={inputId}
          name={name === 'cardNumber' ? 'card_num' : 'csv'}
          type="text"
          inputMode="numeric"
          autoComplete={options.autoComplete}
          autoCorrect="off"
          spellCheck={false}
          placeholder={options.placeholder}
          value={values[name]}
          onChange={(event) => set(name, event.target.value)}
          onBlur={() => setTouched((current) => ({ ...current, [name]: true }))}
          required
          aria-invalid={message ? true : undefined}
          aria-describedby={[hintId, message ? errorId : null].filter(Boolean).join(' ')}
          className={`w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 font-mono text-base tracking-wider text-slate-900 shadow-sm aria-[invalid=true]:border-red-600 ${options.size}`}
        />
        <p id={hintId} className="text-sm text-slate-600">
          {t(`form.${name}.hint`)}
        </p>
        {message ? (
          <p id={errorId} className="text-sm font-medium text-red-700">
            {message}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form noValidate onSubmit={submit} aria-busy={pending || undefined} className="flex flex-col gap-4">
      {field('cardNumber', { autoComplete: 'off', placeholder: '6018-0000-0000-0000', size: 'max-w-sm' })}
      {field('csv', { autoComplete: 'off', placeholder: '123', size: 'max-w-[8rem]' })}
      {error ? (
        <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-sm text-red-900">
          {error}
        </div>
      ) : null}
      {/* Busy, the button stays focusable (aria-disabled) so the keyboard focus is not dropped. */}
      <Button
        type="submit"
        size="lg"
        aria-disabled={pending || undefined}
        className="self-start text-center whitespace-normal! aria-disabled:cursor-progress aria-disabled:opacity-70"
      >
        {pending ? t('form.checking') : submitLabel}
      </Button>
    </form>
  );
}
