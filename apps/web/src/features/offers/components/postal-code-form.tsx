// The in-store search form: a postal code (spec §5 rule, through the domain's zod-free parsePostalCode)
// and a radius. Errors are shown in the interface language beside the field and announced.
import { parsePostalCode, POSTAL_CODE_MAX_LENGTH } from '@spc/domain/location-rules';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';

/** The radius choices, in km. */
export const IN_STORE_DISTANCES = [5, 10, 25, 50] as const;
export const IN_STORE_DISTANCE_DEFAULT = 25;

interface PostalCodeFormProps {
  postalCode: string;
  distance: number;
  onSubmit: (value: { postalCode: string; distance: number }) => void;
}

export function PostalCodeForm({ postalCode, distance, onSubmit }: PostalCodeFormProps) {
  const { t } = useTranslation('search');
  const id = useId();
  const [value, setValue] = useState(postalCode);
  const [radius, setRadius] = useState(distance);
  const [error, setError] = useState<'empty' | 'invalid' | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim() === '') {
      setError('empty');
      return;
    }
    const parsed = parsePostalCode(value);
    if (parsed === undefined) {
      setError('invalid');
      return;
    }
    setError(null);
    setValue(parsed);
    onSubmit({ postalCode: parsed, distance: radius });
  };

  return (
    // Before the scripts load (or without them) the browser sends the form itself: a GET to this page
    // with both fields named as the page's query (postal_code, distance), which the page reads.
    <form
      method="get"
      onSubmit={submit}
      noValidate
      aria-label={t('inStore.form')}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-end"
    >
      <div className="flex flex-1 flex-col gap-1">
        <label htmlFor={`${id}-postal`} className="text-sm font-medium text-slate-700">
          {t('inStore.postalCode')}
        </label>
        <input
          id={`${id}-postal`}
          name="postal_code"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          maxLength={POSTAL_CODE_MAX_LENGTH + 1}
          autoComplete="postal-code"
          placeholder={t('inStore.placeholder')}
          aria-invalid={error !== null}
          aria-describedby={error ? `${id}-error` : undefined}
          className="rounded-lg border border-slate-300 px-3 py-2 text-base uppercase shadow-sm aria-[invalid=true]:border-red-600"
        />
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
            {t(`inStore.errors.${error}`)}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-distance`} className="text-sm font-medium text-slate-700">
          {t('inStore.distance')}
        </label>
        <select
          id={`${id}-distance`}
          name="distance"
          value={radius}
          onChange={(event) => setRadius(Number(event.target.value))}
          className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-base shadow-sm"
        >
          {IN_STORE_DISTANCES.map((km) => (
            <option key={km} value={km}>
              {t('inStore.within', { km })}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" variant="primary">
        {t('inStore.submit')}
      </Button>
    </form>
  );
}
