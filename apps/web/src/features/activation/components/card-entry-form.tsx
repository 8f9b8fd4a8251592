// "Activate your card": the card number (grouped by four as typed, an SPC number of 16 digits starting
// with 6018) and its 3-digit security code, checked in the browser before anything is sent; prefilled
// from a QR pack's link. The parent sends the card and reports the server's answer through `error`.
import { zodResolver } from '@hookform/resolvers/zod';
import { cardCredentialsSchema } from '@spc/domain/membership';
import { useId, type FormEvent, type ReactNode } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { formatAsTyped, submitValidation } from '../../../lib/form.ts';
import type { CardPrefill } from '../activation-access.ts';
import type { ActivationCard } from '../activation-state.ts';
import { cardNumberProblem, csvProblem, formatCardNumberInput, formatCsvInput } from '../card-input.ts';

/** The form's values, named as the inputs are (card_num, csv). */
interface CardEntryValues {
  card_num: string;
  csv: string;
}

const parseCard = zodResolver(cardCredentialsSchema);

/**
 * Checked with the domain's cardCredentialsSchema (the card is sent as its output: the number's 16
 * digits, the code trimmed); a refused field's error type says which mistake it is (card-input.ts).
 */
const cardEntryResolver: Resolver<CardEntryValues, unknown, ActivationCard> = async (values) => {
  const parsed = await parseCard({ card_number: values.card_num, csv: values.csv }, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  const errors: FieldErrors<CardEntryValues> = {};
  if (parsed.errors.card_number) {
    const type = cardNumberProblem(values.card_num) ?? 'length';
    errors.card_num = { type, message: type };
  }
  if (parsed.errors.csv) {
    const type = csvProblem(values.csv) ?? 'invalid';
    errors.csv = { type, message: type };
  }
  return Object.keys(errors).length === 0
    ? { values: parsed.values as ActivationCard, errors: {} }
    : { values: {}, errors };
};

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
  // A field is checked once it was left (blur), then as it changes; both fields on submit, where the
  // first refused one takes the focus.
  const { register, handleSubmit, formState } = useForm<CardEntryValues, unknown, ActivationCard>({
    ...submitValidation,
    mode: 'onTouched',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    resolver: cardEntryResolver,
    defaultValues: {
      card_num: formatCardNumberInput(initial?.cardNumber ?? ''),
      csv: formatCsvInput(initial?.csv ?? ''),
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    void handleSubmit(onSubmit)(event);
  };

  const cardNumberField = register('card_num');
  const csvField = register('csv');
  const cardNumberError = formState.errors.card_num?.type;
  const csvError = formState.errors.csv?.type;
  const fieldProps = {
    type: 'text',
    inputMode: 'numeric',
    autoCorrect: 'off',
    spellCheck: false,
    autoComplete: 'off',
    required: true,
  } as const;

  return (
    <form noValidate onSubmit={submit} aria-busy={pending || undefined} className="flex flex-col gap-4">
      <TextField
        id={`${id}-cardNumber`}
        label={t('form.cardNumber.label')}
        {...fieldProps}
        {...cardNumberField}
        onChange={(event) => {
          void cardNumberField.onChange(formatAsTyped(event, formatCardNumberInput));
          onEdit?.();
        }}
        placeholder="6018-0000-0000-0000"
        hint={t('form.cardNumber.hint')}
        error={
          cardNumberError
            ? t(`form.cardNumber.${cardNumberError as NonNullable<ReturnType<typeof cardNumberProblem>>}`)
            : null
        }
        inputClassName="font-mono tracking-wider max-w-sm"
      />
      <TextField
        id={`${id}-csv`}
        label={t('form.csv.label')}
        {...fieldProps}
        {...csvField}
        onChange={(event) => {
          void csvField.onChange(formatAsTyped(event, formatCsvInput));
          onEdit?.();
        }}
        placeholder="123"
        hint={t('form.csv.hint')}
        error={csvError ? t(`form.csv.${csvError as NonNullable<ReturnType<typeof csvProblem>>}`) : null}
        inputClassName="font-mono tracking-wider max-w-[8rem]"
      />
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
