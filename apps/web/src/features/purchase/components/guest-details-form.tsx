// Who buys a card without an account (issue 23 item 14): the buyer's e-mail (the receipt and the card go
// there), name, and postal code (the province's sales tax). Checked with the fields of the domain's
// guestPurchaseBodySchema, the schema the API checks the guest checkout with.
import { zodResolver } from '@hookform/resolvers/zod';
import { guestPurchaseBodySchema } from '@spc/domain/store';
import { useId, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { formatAsTyped, submitValidation, useClearErrorOnChange } from '../../../lib/form.ts';

export const guestBuyerSchema = guestPurchaseBodySchema.pick({
  email: true,
  first_name: true,
  last_name: true,
  postal: true,
});
export type GuestBuyer = z.output<typeof guestBuyerSchema>;
type GuestBuyerInput = z.input<typeof guestBuyerSchema>;
type Field = keyof GuestBuyerInput;

const FIELDS: { name: Field; autoComplete: string; type: 'email' | 'text' }[] = [
  { name: 'email', autoComplete: 'email', type: 'email' },
  { name: 'first_name', autoComplete: 'given-name', type: 'text' },
  { name: 'last_name', autoComplete: 'family-name', type: 'text' },
  { name: 'postal', autoComplete: 'postal-code', type: 'text' },
];

export function GuestDetailsForm({
  defaultValues,
  onDone,
}: {
  defaultValues?: GuestBuyer | null;
  onDone: (buyer: GuestBuyer) => void;
}) {
  const { t } = useTranslation('purchase');
  const id = useId();
  const form = useForm<GuestBuyerInput, unknown, GuestBuyer>({
    ...submitValidation,
    shouldFocusError: true,
    resolver: zodResolver(guestBuyerSchema),
    defaultValues: defaultValues ?? { email: '', first_name: '', last_name: '', postal: '' },
  });
  const { register, handleSubmit, formState, getValues } = form;
  useClearErrorOnChange(form);

  /** Empty → "required"; anything else the schema refused → "invalid". */
  const errorOf = (field: Field) => {
    if (!formState.errors[field]) return null;
    const value = String(getValues(field) ?? '').trim();
    return t(`guest.fields.${field}.${value === '' ? 'required' : 'invalid'}`);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void handleSubmit(onDone)(event);
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        {t('guest.details')}
      </h2>
      {FIELDS.map(({ name, autoComplete, type }) => {
        const registered = register(name);
        return (
          <TextField
            key={name}
            id={`${id}-${name}`}
            label={t(`guest.fields.${name}.label`)}
            type={type}
            inputMode={type === 'email' ? 'email' : undefined}
            autoComplete={autoComplete}
            {...registered}
            onChange={(event) =>
              void registered.onChange(name === 'postal' ? formatAsTyped(event, (value) => value.toUpperCase()) : event)
            }
            maxLength={name === 'postal' ? 7 : undefined}
            required
            hint={name === 'email' || name === 'postal' ? t(`guest.fields.${name}.hint`) : undefined}
            error={errorOf(name)}
          />
        );
      })}
      <Button type="submit" size="lg" className="self-start">
        {t('guest.seeTotal')}
      </Button>
    </form>
  );
}
