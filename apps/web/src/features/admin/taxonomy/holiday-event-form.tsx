// A holiday event as staff edit it: its page (/{url_name}), title and text in both languages, when it
// runs (in the editor's time zone) and the offers it features in order.
import { holidayEventInputSchema, type HolidayEventInput, type OfferOption } from '@spc/domain/staff-taxonomy';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/field.tsx';
import { ErrorSummary } from '../../../components/ui/form-messages.tsx';
import { submitValidation } from '../../../lib/form.ts';
import type { EntryFormProps } from './entry-editing.tsx';
import { bodyResolver, fieldError, fromLocalInput, toLocalInput, type FormField } from './form-support.ts';
import { OfferPicker } from './offer-picker.tsx';

interface Values {
  url_name: string;
  title_en: string;
  title_fr: string;
  description_en: string;
  description_fr: string;
  start_date: string;
  end_date: string;
  offers: OfferOption[];
}

const toBody = (values: Values): HolidayEventInput => ({
  url_name: values.url_name,
  title_en: values.title_en,
  title_fr: values.title_fr,
  description_en: values.description_en,
  description_fr: values.description_fr,
  start_date: fromLocalInput(values.start_date),
  end_date: fromLocalInput(values.end_date),
  offer_ids: values.offers.map((offer) => offer.offer_id),
});

const FIELDS: FormField[] = [
  'url_name',
  'title_en',
  'title_fr',
  'description_en',
  'description_fr',
  'start_date',
  'end_date',
  'offer_ids',
];

const textareaClass =
  'min-h-32 w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base shadow-sm aria-[invalid=true]:border-red-600';

export function HolidayEventForm({ initial, onSave, saving, refused }: EntryFormProps<'holiday-events'>) {
  const { t } = useTranslation('admin-taxonomy');
  const [attempt, setAttempt] = useState(0);
  const form = useForm<Values>({
    ...submitValidation,
    resolver: bodyResolver(holidayEventInputSchema, toBody),
    defaultValues: {
      url_name: initial?.url_name ?? '',
      title_en: initial?.title_en ?? '',
      title_fr: initial?.title_fr ?? '',
      description_en: initial?.description_en ?? '',
      description_fr: initial?.description_fr ?? '',
      start_date: initial ? toLocalInput(initial.start_date) : '',
      end_date: initial ? toLocalInput(initial.end_date) : '',
      offers: initial?.offers ?? [],
    },
  });
  const errors = form.formState.errors;
  const error = (field: FormField) =>
    fieldError(t, errors, field) ?? (refused?.field === field ? refused.message : undefined);
  const summary = FIELDS.filter((field) => fieldError(t, errors, field)).map((field) => ({
    id: `event-${field}`,
    message: t(`errors.field.${field}`),
  }));
  const textarea = (field: 'description_en' | 'description_fr', label: string, lang: string) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`event-${field}`} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      <textarea
        id={`event-${field}`}
        lang={lang}
        className={textareaClass}
        aria-invalid={error(field) ? true : undefined}
        aria-describedby={error(field) ? `event-${field}-error` : undefined}
        {...form.register(field)}
      />
      {error(field) ? (
        <p id={`event-${field}-error`} className="text-sm font-medium text-red-700">
          {error(field)}
        </p>
      ) : null}
    </div>
  );

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) =>
        void form.handleSubmit(
          (values) => onSave(toBody(values)),
          () => setAttempt((n) => n + 1),
        )(event)
      }
    >
      <ErrorSummary title={t('common.fixErrors')} errors={summary} attempt={attempt} />
      <TextField
        id="event-url_name"
        label={t('common.urlName')}
        hint={t('common.urlNameHint')}
        error={error('url_name')}
        autoComplete="off"
        {...form.register('url_name')}
      />
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          id="event-title_en"
          label={t('holidayEvents.titleEn')}
          lang="en"
          error={error('title_en')}
          {...form.register('title_en')}
        />
        <TextField
          id="event-title_fr"
          label={t('holidayEvents.titleFr')}
          lang="fr"
          error={error('title_fr')}
          {...form.register('title_fr')}
        />
        {textarea('description_en', t('holidayEvents.descriptionEn'), 'en')}
        {textarea('description_fr', t('holidayEvents.descriptionFr'), 'fr')}
        <TextField
          id="event-start_date"
          type="datetime-local"
          label={t('holidayEvents.startDate')}
          hint={t('holidayEvents.datesHint')}
          error={error('start_date')}
          {...form.register('start_date')}
        />
        <TextField
          id="event-end_date"
          type="datetime-local"
          label={t('holidayEvents.endDate')}
          error={error('end_date')}
          {...form.register('end_date')}
        />
      </div>
      <div id="event-offer_ids" tabIndex={-1}>
        <Controller
          control={form.control}
          name="offers"
          render={({ field }) => (
            <OfferPicker value={field.value} onChange={field.onChange} error={error('offer_ids')} />
          )}
        />
      </div>
      <div>
        <button
          type="submit"
          disabled={saving}
          className="rounded bg-slate-900 px-4 py-2 text-white disabled:opacity-50"
        >
          {saving ? t('common.saving') : t('common.save')}
        </button>
      </div>
    </form>
  );
}
