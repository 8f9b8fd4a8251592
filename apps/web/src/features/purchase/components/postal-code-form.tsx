// Asked on the summary when the member's profile has no postal code: tax depends on the province,
// which the API takes from the postal code. Saved to the profile, then the quote is asked again.
import { isValidPostalCode } from '@spc/domain/location';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { useSavePostalCode } from '../api/save-postal-code.ts';
import { purchaseErrorMessage } from '../purchase-errors.ts';

export function PostalCodeForm() {
  const { t } = useTranslation('purchase');
  const id = useId();
  const save = useSavePostalCode();
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const postal = value.trim().toUpperCase();
    if (!isValidPostalCode(postal)) {
      setInvalid(true);
      return;
    }
    save.mutate(postal);
  };

  const error = invalid ? t('postal.invalid') : save.isError ? purchaseErrorMessage(t, save.error) : null;
  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        {t('postal.title')}
      </h2>
      <p id={`${id}-hint`} className="text-sm text-slate-700">
        {t('postal.why')}
      </p>
      <label htmlFor={`${id}-input`} className="text-sm font-semibold text-slate-800">
        {t('postal.label')}
      </label>
      <input
        id={`${id}-input`}
        type="text"
        autoComplete="postal-code"
        value={value}
        maxLength={7}
        onChange={(event) => {
          setValue(event.target.value.toUpperCase());
          setInvalid(false);
        }}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        className="w-full max-w-xs rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 uppercase shadow-sm aria-[invalid=true]:border-red-600"
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <Button type="submit" variant="secondary" className="self-start" disabled={save.isPending}>
        {save.isPending ? t('postal.saving') : t('postal.save')}
      </Button>
    </form>
  );
}
