// A partner, new or edited (issue 20 item 3): name, url name (suggested from the name), website,
// category of the generated logo, a library picture as the logo, descriptions in both languages and
// the stores, whose postal codes the API geocodes (an unknown code is refused on its line).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CATEGORY_SLUGS } from '@spc/domain/categories';
import { partnerInputSchema, suggestUrlName, type PartnerInput, type StaffPartner } from '@spc/domain/staff-catalogue';
import { useState } from 'react';
import { Controller, useFieldArray, useForm, type Path } from 'react-hook-form';
import { ImagePicker } from '../ui/image-picker.tsx';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { SelectField, TextField } from '../../../components/ui/field.tsx';
import { FormMessage } from '../../../components/ui/form-messages.tsx';
import { submitValidation } from '../../../lib/form.ts';
import { partnerQuery, savePartner } from './api.ts';
import { apiFieldError, bodyResolver } from './form-errors.ts';
import { OffersTable } from './offers-page.tsx';
import { PageTitle } from './page-title.tsx';

interface PartnerFormValues {
  partner_name: string;
  url_name: string;
  website_url: string;
  category: string;
  logo_media_key: string;
  description_en: string;
  description_fr: string;
  locations: { address: string; postal_code: string }[];
}

const toBody = (values: PartnerFormValues) => ({
  ...values,
  website_url: values.website_url.trim(),
  logo_media_key: values.logo_media_key.trim(),
});

function valuesOf(partner: StaffPartner | undefined): PartnerFormValues {
  return {
    partner_name: partner?.partner_name ?? '',
    url_name: partner?.url_name ?? '',
    website_url: partner?.website_url ?? '',
    category: partner?.category ?? '',
    logo_media_key: '',
    description_en: partner?.description_en ?? '',
    description_fr: partner?.description_fr ?? '',
    locations: partner?.locations.map(({ address, postal_code }) => ({ address, postal_code })) ?? [],
  };
}

export function PartnerPage() {
  const { partnerId } = useParams();
  const id = partnerId === 'new' || partnerId === undefined ? undefined : Number(partnerId);
  const { t } = useTranslation('admin-catalogue');
  const partner = useQuery({ ...partnerQuery(id ?? 0), enabled: id !== undefined });
  if (id !== undefined && partner.isPending) return <p aria-busy="true">{t('common.loading')}</p>;
  if (id !== undefined && partner.error) return <p role="alert">{t('common.loadFailed')}</p>;
  return (
    <div className="flex flex-col gap-8">
      <PartnerForm key={partner.data?.partner_id ?? 'new'} partner={partner.data} />
      {partner.data ? (
        <section aria-labelledby="partner-offers" className="flex flex-col gap-3">
          <div className="flex items-center justify-between">
            <h2 id="partner-offers" className="text-xl font-bold">
              {t('partner.offersTitle')}
            </h2>
            <Link
              to={`../offers/new?partner=${partner.data.partner_id}`}
              className="rounded bg-blue-800 px-3 py-1.5 text-sm font-semibold text-white"
            >
              {t('offers.new')}
            </Link>
          </div>
          <OffersTable partnerId={partner.data.partner_id} />
        </section>
      ) : null}
    </div>
  );
}

function PartnerForm({ partner }: { partner: StaffPartner | undefined }) {
  const { t } = useTranslation('admin-catalogue');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<PartnerFormValues>({
    ...submitValidation,
    shouldFocusError: true,
    defaultValues: valuesOf(partner),
    resolver: bodyResolver<PartnerFormValues, PartnerInput>(partnerInputSchema, toBody),
  });
  const { register, handleSubmit, formState, setError, setValue, getValues, control } = form;
  const locations = useFieldArray({ control, name: 'locations' });
  const errorOf = (name: Path<PartnerFormValues>) => {
    const error = form.getFieldState(name, formState).error;
    // The API's refusals arrive worded already; the schema's are worded per field here.
    if (!error?.message || error.type === 'server') return error?.message;
    return t(`partner.errors.${name.replace(/\.\d+\./, '.')}` as never, { defaultValue: error.message });
  };

  const onSubmit = handleSubmit(async (values) => {
    setSaved(false);
    setFailure(null);
    try {
      const result = await savePartner(partner?.partner_id, partnerInputSchema.parse(toBody(values)));
      await queryClient.invalidateQueries({ queryKey: ['staff', 'catalogue'] });
      setSaved(true);
      if (!partner) await navigate(`../partners/${result.partner_id}`, { replace: true });
    } catch (error) {
      const refusal = apiFieldError(error);
      if (refusal?.field) {
        setError(refusal.field as Path<PartnerFormValues>, {
          type: 'server',
          message: t(`errors.${refusal.code}` as never, { defaultValue: refusal.message }),
        });
      } else setFailure(refusal?.message ?? t('common.saveFailed'));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex max-w-3xl flex-col gap-4">
      <PageTitle text={partner ? partner.partner_name : t('partner.newTitle')} />
      <h1 className="text-2xl font-bold">{partner ? partner.partner_name : t('partner.newTitle')}</h1>
      {partner ? (
        <p className="flex items-center gap-3 text-sm text-slate-700">
          <img src={partner.logo_url} alt="" width={48} height={48} className="rounded border border-slate-200" />
          <a className="underline" href={`/deals/${partner.url_name}`} target="_blank" rel="noreferrer">
            {t('partner.publicPage')}
          </a>
        </p>
      ) : null}
      {saved ? <FormMessage tone="success">{t('common.saved')}</FormMessage> : null}
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          id="partner-name"
          label={t('partner.fields.name')}
          error={errorOf('partner_name')}
          {...register('partner_name', {
            onBlur: () => {
              if (!getValues('url_name')) setValue('url_name', suggestUrlName(getValues('partner_name')));
            },
          })}
        />
        <TextField
          id="partner-url-name"
          label={t('partner.fields.urlName')}
          hint={t('partner.hints.urlName')}
          error={errorOf('url_name')}
          {...register('url_name')}
        />
        <TextField
          id="partner-website"
          type="url"
          label={t('partner.fields.website')}
          hint={t('partner.hints.website')}
          error={errorOf('website_url')}
          {...register('website_url')}
        />
        <SelectField
          id="partner-category"
          label={t('partner.fields.category')}
          hint={t('partner.hints.category')}
          placeholder={t('partner.fields.categoryAuto')}
          options={CATEGORY_SLUGS.map((slug) => ({ value: slug, label: t(`categories.${slug}`) }))}
          error={errorOf('category')}
          {...register('category')}
        />
        <Controller
          control={control}
          name="logo_media_key"
          render={({ field }) => (
            <ImagePicker
              id="partner-logo"
              label={t('partner.fields.logo')}
              hint={t('partner.hints.logo')}
              ratio="square"
              value={field.value || null}
              onChange={(pick) => field.onChange(pick?.key ?? '')}
              error={errorOf('logo_media_key') ?? null}
              allowRemove
            />
          )}
        />
      </div>
      <TextArea
        id="partner-description-en"
        label={t('partner.fields.descriptionEn')}
        lang="en"
        error={errorOf('description_en')}
        {...register('description_en')}
      />
      <TextArea
        id="partner-description-fr"
        label={t('partner.fields.descriptionFr')}
        lang="fr"
        error={errorOf('description_fr')}
        {...register('description_fr')}
      />

      <fieldset className="flex flex-col gap-3 rounded border border-slate-200 p-3">
        <legend className="px-1 font-semibold">{t('partner.locations.title')}</legend>
        <p className="text-sm text-slate-600">{t('partner.locations.hint')}</p>
        {locations.fields.length === 0 ? <p className="text-sm">{t('partner.locations.none')}</p> : null}
        {locations.fields.map((field, index) => {
          const stored = partner?.locations[index];
          return (
            <div key={field.id} className="grid items-start gap-3 md:grid-cols-[2fr_1fr_auto]">
              <TextField
                id={`location-${index}-address`}
                label={t('partner.locations.address', { number: index + 1 })}
                error={errorOf(`locations.${index}.address`)}
                {...register(`locations.${index}.address`)}
              />
              <TextField
                id={`location-${index}-postal`}
                label={t('partner.locations.postalCode', { number: index + 1 })}
                hint={
                  stored && stored.postal_code === form.getValues(`locations.${index}.postal_code`)
                    ? `${stored.city}, ${stored.province}`
                    : undefined
                }
                error={errorOf(`locations.${index}.postal_code`)}
                {...register(`locations.${index}.postal_code`)}
              />
              <button
                type="button"
                className="mt-7 rounded border border-slate-300 px-3 py-2 text-sm"
                onClick={() => locations.remove(index)}
              >
                {t('partner.locations.remove', { number: index + 1 })}
              </button>
            </div>
          );
        })}
        <button
          type="button"
          className="self-start rounded border border-slate-300 px-3 py-1.5 text-sm"
          onClick={() => locations.append({ address: '', postal_code: '' })}
        >
          {t('partner.locations.add')}
        </button>
      </fieldset>

      <div className="flex gap-3">
        <button
          type="submit"
          disabled={formState.isSubmitting}
          className="rounded bg-blue-800 px-4 py-2 font-semibold text-white disabled:opacity-60"
        >
          {partner ? t('common.save') : t('partner.create')}
        </button>
        <Link to="../partners" className="rounded border border-slate-300 px-4 py-2">
          {t('common.backToList')}
        </Link>
      </div>
    </form>
  );
}

export interface TextAreaProps extends React.ComponentPropsWithRef<'textarea'> {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
}

/** A labelled multi-line field, tied to its hint and error like the shared fields. */
export function TextArea({ id, label, error, hint, ...textarea }: TextAreaProps) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      <textarea
        id={id}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className="w-full rounded-lg border border-slate-300 px-3 py-2 aria-[invalid=true]:border-red-600"
        {...textarea}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
