// A collection, or a weekly deal (a collection dated by the Monday its week starts), as staff edit it:
// URL name, names in both languages, display order and the featured offers in order.
import {
  collectionInputSchema,
  weeklyDealInputSchema,
  type CollectionInput,
  type OfferOption,
  type WeeklyDealInput,
} from '@spc/domain/staff-taxonomy';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/field.tsx';
import { ErrorSummary } from '../../../components/ui/form-messages.tsx';
import { submitValidation } from '../../../lib/form.ts';
import type { EntryFormProps } from './entry-editing.tsx';
import { bodyResolver, fieldError, numberOf, type FormField } from './form-support.ts';
import { OfferPicker } from './offer-picker.tsx';

interface Values {
  url_name: string;
  name_en: string;
  name_fr: string;
  sort_order: string;
  week_start: string;
  offers: OfferOption[];
}

const collectionBody = (values: Values): CollectionInput => ({
  url_name: values.url_name,
  name_en: values.name_en,
  name_fr: values.name_fr,
  sort_order: numberOf(values.sort_order),
  offer_ids: values.offers.map((offer) => offer.offer_id),
});
const weeklyBody = (values: Values): WeeklyDealInput => ({ ...collectionBody(values), week_start: values.week_start });

/** The Monday of the current week (YYYY-MM-DD), the default week of a new weekly deal. */
function thisMonday(): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

function useCollectionForm(
  weekly: boolean,
  initial:
    | {
        url_name: string;
        name_en: string;
        name_fr: string;
        sort_order: number;
        offers: OfferOption[];
        week_start?: string;
      }
    | undefined,
) {
  return useForm<Values>({
    ...submitValidation,
    resolver: weekly
      ? bodyResolver(weeklyDealInputSchema, weeklyBody)
      : bodyResolver(collectionInputSchema, collectionBody),
    defaultValues: {
      url_name: initial?.url_name ?? '',
      name_en: initial?.name_en ?? '',
      name_fr: initial?.name_fr ?? '',
      sort_order: String(initial?.sort_order ?? 0),
      week_start: initial?.week_start ?? thisMonday(),
      offers: initial?.offers ?? [],
    },
  });
}

function CollectionFields({
  weekly,
  initial,
  onSave,
  saving,
  refused,
}: {
  weekly: boolean;
  initial: Parameters<typeof useCollectionForm>[1];
  onSave: (body: CollectionInput | WeeklyDealInput) => Promise<unknown>;
  saving: boolean;
  refused: EntryFormProps<'collections'>['refused'];
}) {
  const { t } = useTranslation('admin-taxonomy');
  const [attempt, setAttempt] = useState(0);
  const form = useCollectionForm(weekly, initial);
  const errors = form.formState.errors;
  const error = (field: FormField) =>
    fieldError(t, errors, field) ?? (refused?.field === field ? refused.message : undefined);
  const fields: FormField[] = [
    'url_name',
    'name_en',
    'name_fr',
    'sort_order',
    ...(weekly ? (['week_start'] as const) : []),
    'offer_ids',
  ];
  const summary = fields
    .filter((field) => fieldError(t, errors, field))
    .map((field) => ({ id: `collection-${field}`, message: t(`errors.field.${field}`) }));

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) =>
        void form.handleSubmit(
          (values) => onSave(weekly ? weeklyBody(values) : collectionBody(values)),
          () => setAttempt((n) => n + 1),
        )(event)
      }
    >
      <ErrorSummary title={t('common.fixErrors')} errors={summary} attempt={attempt} />
      <TextField
        id="collection-url_name"
        label={t('common.urlName')}
        hint={t('common.urlNameHint')}
        error={error('url_name')}
        autoComplete="off"
        {...form.register('url_name')}
      />
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          id="collection-name_en"
          label={t('common.nameEn')}
          lang="en"
          error={error('name_en')}
          {...form.register('name_en')}
        />
        <TextField
          id="collection-name_fr"
          label={t('common.nameFr')}
          lang="fr"
          error={error('name_fr')}
          {...form.register('name_fr')}
        />
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          id="collection-sort_order"
          label={t('common.sortOrder')}
          hint={t('common.sortOrderHint')}
          inputMode="numeric"
          error={error('sort_order')}
          {...form.register('sort_order')}
        />
        {weekly ? (
          <TextField
            id="collection-week_start"
            type="date"
            label={t('weeklyDeals.weekStart')}
            hint={t('weeklyDeals.weekStartHint')}
            error={error('week_start')}
            {...form.register('week_start')}
          />
        ) : null}
      </div>
      <div id="collection-offer_ids" tabIndex={-1}>
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

export function CollectionForm({ initial, onSave, saving, refused }: EntryFormProps<'collections'>) {
  return (
    <CollectionFields
      weekly={false}
      initial={initial}
      onSave={(body) => onSave(body)}
      saving={saving}
      refused={refused}
    />
  );
}

export function WeeklyDealForm({ initial, onSave, saving, refused }: EntryFormProps<'weekly-deals'>) {
  return (
    <CollectionFields
      weekly
      initial={initial}
      onSave={(body) => onSave(body as WeeklyDealInput)}
      saving={saving}
      refused={refused}
    />
  );
}
