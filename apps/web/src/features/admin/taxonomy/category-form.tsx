// A category as staff edit it: its URL name, names in both languages, display order and subcategories
// (added, renamed, removed — one the offers use cannot be removed; the API says so).
import { categoryInputSchema, type CategoryInput } from '@spc/domain/staff-taxonomy';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/field.tsx';
import { ErrorSummary } from '../../../components/ui/form-messages.tsx';
import { submitValidation } from '../../../lib/form.ts';
import type { EntryFormProps } from './entry-editing.tsx';
import { bodyResolver, fieldError, numberOf, type FormField } from './form-support.ts';

interface Values {
  url_name: string;
  name_en: string;
  name_fr: string;
  sort_order: string;
  subcategories: { id?: number | undefined; url_name: string; name_en: string; name_fr: string; offer_count: number }[];
}

function toBody(values: Values): CategoryInput {
  return {
    url_name: values.url_name,
    name_en: values.name_en,
    name_fr: values.name_fr,
    sort_order: numberOf(values.sort_order),
    subcategories: values.subcategories.map(({ id, url_name, name_en, name_fr }) => ({
      ...(id === undefined ? {} : { id }),
      url_name,
      name_en,
      name_fr,
    })),
  };
}

export function CategoryForm({ initial, onSave, saving, refused }: EntryFormProps<'categories'>) {
  const { t } = useTranslation('admin-taxonomy');
  const [attempt, setAttempt] = useState(0);
  const form = useForm<Values>({
    ...submitValidation,
    resolver: bodyResolver(categoryInputSchema, toBody),
    defaultValues: {
      url_name: initial?.url_name ?? '',
      name_en: initial?.name_en ?? '',
      name_fr: initial?.name_fr ?? '',
      sort_order: String(initial?.sort_order ?? 0),
      subcategories: initial?.subcategories ?? [],
    },
  });
  const subs = useFieldArray({ control: form.control, name: 'subcategories', keyName: 'key' });
  const errors = form.formState.errors;
  const error = (field: FormField) =>
    fieldError(t, errors, field) ?? (refused?.field === field ? refused.message : undefined);
  const summary = (['url_name', 'name_en', 'name_fr', 'sort_order', 'subcategories'] as const)
    .filter((field) => fieldError(t, errors, field))
    .map((field) => ({
      id: field === 'subcategories' ? 'category-subcategories' : `category-${field}`,
      message: t(`errors.field.${field}`),
    }));

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
        id="category-url_name"
        label={t('common.urlName')}
        hint={t('common.urlNameHint')}
        error={error('url_name')}
        autoComplete="off"
        {...form.register('url_name')}
      />
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          id="category-name_en"
          label={t('common.nameEn')}
          lang="en"
          error={error('name_en')}
          {...form.register('name_en')}
        />
        <TextField
          id="category-name_fr"
          label={t('common.nameFr')}
          lang="fr"
          error={error('name_fr')}
          {...form.register('name_fr')}
        />
      </div>
      <TextField
        id="category-sort_order"
        label={t('common.sortOrder')}
        hint={t('common.sortOrderHint')}
        inputMode="numeric"
        className="max-w-xs"
        error={error('sort_order')}
        {...form.register('sort_order')}
      />
      <fieldset
        id="category-subcategories"
        tabIndex={-1}
        className="flex flex-col gap-3 rounded border border-slate-200 p-3"
        aria-describedby="category-subcategories-hint"
      >
        <legend className="px-1 text-sm font-semibold text-slate-800">{t('categories.subcategories')}</legend>
        <p id="category-subcategories-hint" className="text-sm text-slate-600">
          {t('categories.subcategoriesHint')}
        </p>
        {error('subcategories') ? <p className="text-sm font-medium text-red-700">{error('subcategories')}</p> : null}
        {subs.fields.map((field, index) => (
          <fieldset
            key={field.key}
            className="grid items-end gap-2 border-t border-slate-100 pt-2 md:grid-cols-[1fr_1fr_1fr_auto]"
          >
            <legend className="float-left w-full pt-2 text-sm font-medium md:col-span-4">
              {t('categories.subcategoryNumber', { number: index + 1 })}
              {field.offer_count > 0 ? (
                <span className="ms-2 text-slate-500">
                  ({t('categories.subcategoryOffers', { count: field.offer_count })})
                </span>
              ) : null}
            </legend>
            <TextField
              id={`sub-${index}-url_name`}
              label={t('common.urlName')}
              {...form.register(`subcategories.${index}.url_name`)}
            />
            <TextField
              id={`sub-${index}-name_en`}
              label={t('common.nameEn')}
              lang="en"
              {...form.register(`subcategories.${index}.name_en`)}
            />
            <TextField
              id={`sub-${index}-name_fr`}
              label={t('common.nameFr')}
              lang="fr"
              {...form.register(`subcategories.${index}.name_fr`)}
            />
            <button
              type="button"
              className="rounded border border-slate-300 px-2 py-2 text-sm"
              onClick={() => subs.remove(index)}
            >
              {t('categories.removeSubcategory', { number: index + 1 })}
            </button>
          </fieldset>
        ))}
        <button
          type="button"
          className="self-start rounded border border-slate-300 px-3 py-1 text-sm"
          onClick={() => subs.append({ url_name: '', name_en: '', name_fr: '', offer_count: 0 })}
        >
          {t('categories.addSubcategory')}
        </button>
      </fieldset>
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
