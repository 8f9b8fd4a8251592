// Asked on the summary when the member's profile has no postal code: tax depends on the province,
// which the API takes from the postal code. Checked with the profile's postal rule (the schema the API
// validates the same PUT with), saved to the profile, then the quote is asked again.
import { zodResolver } from '@hookform/resolvers/zod';
import { profileUpdateSchema } from '@spc/domain/users';
import { useId, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { fieldIds, TextField } from '../../../components/ui/field.tsx';
import { formatAsTyped, submitValidation, useClearErrorOnChange } from '../../../lib/form.ts';
import { useSavePostalCode } from '../api/save-postal-code.ts';
import { purchaseErrorMessage } from '../purchase-errors.ts';

/** The body of PUT /api/users/v2/user/profile with the postal code only. */
const postalBodySchema = profileUpdateSchema.pick({ postal: true }).required();
const postalResolver = zodResolver(postalBodySchema);

export function PostalCodeForm() {
  const { t } = useTranslation('purchase');
  const id = useId();
  const save = useSavePostalCode();
  const form = useForm({ ...submitValidation, resolver: postalResolver, defaultValues: { postal: '' } });
  const { register, handleSubmit, formState } = form;
  // The error goes as soon as the code changes; it is checked again on the next submit.
  useClearErrorOnChange(form);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    void handleSubmit(({ postal }) => save.mutate(postal))(event);
  };

  const inputId = `${id}-input`;
  const postal = register('postal');
  // Empty or malformed, the code is refused with the same sentence.
  const error = formState.errors.postal
    ? t('postal.invalid')
    : save.isError
      ? purchaseErrorMessage(t, save.error)
      : null;
  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        {t('postal.title')}
      </h2>
      <p id={`${id}-hint`} className="text-sm text-slate-700">
        {t('postal.why')}
      </p>
      <TextField
        id={inputId}
        label={t('postal.label')}
        type="text"
        autoComplete="postal-code"
        maxLength={7}
        {...postal}
        onChange={(event) => void postal.onChange(formatAsTyped(event, (value) => value.toUpperCase()))}
        required
        error={error}
        alertError
        // The why above the field describes it too.
        aria-describedby={`${id}-hint${error ? ` ${fieldIds(inputId).error}` : ''}`}
        inputClassName="max-w-xs uppercase"
      />
      <Button type="submit" variant="secondary" className="self-start" disabled={save.isPending}>
        {save.isPending ? t('postal.saving') : t('postal.save')}
      </Button>
    </form>
  );
}
