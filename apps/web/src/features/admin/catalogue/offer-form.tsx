// An offer, new or edited (issue 20 item 3): every field of spec §3 — titles, descriptions and legal
// text in both languages, category and subcategories, tags, where it is used, the SPC+ and
// verified-students-only flags, the dates (a future start schedules it; a limited-time window), the code
// type and how the code is shown — checked with the domain's schema before the API checks it again.
// An existing offer also shows its state with delist / relist, the member's preview and its code pool.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DISPLAY_KINDS_BY_CODE_TYPE,
  offerInputSchema,
  POOLED_CODE_TYPES,
  type OfferFormOptions,
  type OfferInput,
  type StaffOffer,
} from '@spc/domain/staff-catalogue';
import { CODE_TYPES, type CodeType } from '@spc/domain/offer-rules';
import { useState } from 'react';
import { Controller, useForm, useWatch, type Path } from 'react-hook-form';
import { ImagePicker } from '../ui/image-picker.tsx';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { CheckboxField, SelectField, TextField } from '../../../components/ui/field.tsx';
import { FormMessage } from '../../../components/ui/form-messages.tsx';
import { submitValidation } from '../../../lib/form.ts';
import { offerOptionsQuery, offerQuery, partnerQuery, saveOffer, setOfferListed } from './api.ts';
import { CodePoolPanel } from './code-pool-panel.tsx';
import { apiFieldError, bodyResolver } from './form-errors.ts';
import { StateBadge } from './offers-page.tsx';
import { OfferPreview } from './offer-preview.tsx';
import { PageTitle } from './page-title.tsx';
import { TextArea } from './partner-form.tsx';
import { fromLocalInput, toLocalInput } from './table-state.ts';

export interface OfferFormValues {
  partner_id: string;
  category_id: string;
  subcategory_ids: string[];
  title_en: string;
  title_fr: string;
  description_en: string;
  description_fr: string;
  legal_en: string;
  legal_fr: string;
  /** Comma-separated. */
  tags: string;
  online: boolean;
  in_store: boolean;
  is_spc_plus: boolean;
  verified_students_only: boolean;
  is_new_offer: boolean;
  is_new_partner: boolean;
  is_limited_time: boolean;
  lto_start_date: string;
  lto_end_date: string;
  start_date: string;
  end_date: string;
  code_type: string;
  display_kind: string;
  static_code: string;
  website_url: string;
  /** Dollars, as typed. */
  value_cents: string;
  discount_rank: string;
  cover_media_key: string;
}

const numberOr = (value: string, fallback: number | null) => {
  if (value.trim() === '') return fallback;
  const parsed = Number(value.replace(',', '.'));
  return Number.isFinite(parsed) ? parsed : Number.NaN;
};

/** The API body the form's values stand for (what offerInputSchema checks). */
export function offerBody(values: OfferFormValues): unknown {
  const dollars = numberOr(values.value_cents, 0);
  return {
    partner_id: numberOr(values.partner_id, null),
    category_id: numberOr(values.category_id, null),
    subcategory_ids: values.subcategory_ids.map(Number),
    title_en: values.title_en,
    title_fr: values.title_fr,
    description_en: values.description_en,
    description_fr: values.description_fr,
    legal_en: values.legal_en,
    legal_fr: values.legal_fr,
    tags: values.tags
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
    online: values.online,
    in_store: values.in_store,
    is_spc_plus: values.is_spc_plus,
    verified_students_only: values.verified_students_only,
    is_new_offer: values.is_new_offer,
    is_new_partner: values.is_new_partner,
    is_limited_time: values.is_limited_time,
    lto_start_date: values.is_limited_time ? fromLocalInput(values.lto_start_date) : null,
    lto_end_date: values.is_limited_time ? fromLocalInput(values.lto_end_date) : null,
    start_date: fromLocalInput(values.start_date),
    end_date: fromLocalInput(values.end_date),
    code_type: values.code_type,
    display_kind: values.display_kind,
    static_code: values.code_type === 'static' ? values.static_code : '',
    website_url: values.website_url,
    value_cents: dollars === null ? 0 : Math.round(dollars * 100),
    discount_rank: numberOr(values.discount_rank, 0),
    cover_media_key: values.cover_media_key,
  };
}

export function offerValues(
  offer: StaffOffer | undefined,
  partnerId: number | undefined,
  now = Date.now(),
): OfferFormValues {
  return {
    partner_id: String(offer?.partner_id ?? partnerId ?? ''),
    category_id: offer ? String(offer.category_id) : '',
    subcategory_ids: offer?.subcategory_ids.map(String) ?? [],
    title_en: offer?.title_en ?? '',
    title_fr: offer?.title_fr ?? '',
    description_en: offer?.description_en ?? '',
    description_fr: offer?.description_fr ?? '',
    legal_en: offer?.legal_en ?? '',
    legal_fr: offer?.legal_fr ?? '',
    tags: offer?.tags.join(', ') ?? '',
    online: offer?.online ?? true,
    in_store: offer?.in_store ?? false,
    is_spc_plus: offer?.is_spc_plus ?? false,
    verified_students_only: offer?.verified_students_only ?? false,
    is_new_offer: offer?.is_new_offer ?? true,
    is_new_partner: offer?.is_new_partner ?? false,
    is_limited_time: offer?.is_limited_time ?? false,
    lto_start_date: toLocalInput(offer?.lto_start_date ?? null),
    lto_end_date: toLocalInput(offer?.lto_end_date ?? null),
    start_date: toLocalInput(offer?.start_date ?? now),
    end_date: toLocalInput(offer?.end_date ?? null),
    code_type: offer?.code_type ?? 'static',
    display_kind: offer?.display_kind ?? 'static',
    static_code: offer?.static_code ?? '',
    website_url: offer?.website_url ?? '',
    value_cents: offer ? (offer.value_cents / 100).toFixed(2) : '0',
    discount_rank: String(offer?.discount_rank ?? 0),
    cover_media_key: '',
  };
}

export function OfferPage() {
  const { offerId } = useParams();
  const [search] = useSearchParams();
  const id = offerId === 'new' || offerId === undefined ? undefined : Number(offerId);
  const { t } = useTranslation('admin-catalogue');
  const offer = useQuery({ ...offerQuery(id ?? 0), enabled: id !== undefined });
  const options = useQuery(offerOptionsQuery());
  const partnerId = offer.data?.partner_id ?? (Number(search.get('partner')) || undefined);
  const partner = useQuery({ ...partnerQuery(partnerId ?? 0), enabled: partnerId !== undefined });
  if ((id !== undefined && offer.isPending) || options.isPending) return <p aria-busy="true">{t('common.loading')}</p>;
  if (offer.error || options.error) return <p role="alert">{t('common.loadFailed')}</p>;
  if (partnerId === undefined) {
    return (
      <p>
        {t('offer.choosePartnerFirst')}{' '}
        <Link className="underline" to="../partners">
          {t('nav.partners')}
        </Link>
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-8">
      {offer.data ? <OfferStatus offer={offer.data} /> : null}
      <OfferForm
        key={offer.data?.offer_id ?? 'new'}
        offer={offer.data}
        partnerId={partnerId}
        partnerName={partner.data?.partner_name ?? offer.data?.partner_name ?? ''}
        options={options.data}
      />
      {offer.data && (POOLED_CODE_TYPES as readonly string[]).includes(offer.data.code_type) ? (
        <CodePoolPanel offer={offer.data} />
      ) : null}
      {offer.data ? <OfferPreview offerId={offer.data.offer_id} /> : null}
    </div>
  );
}

function OfferStatus({ offer }: { offer: StaffOffer }) {
  const { t } = useTranslation('admin-catalogue');
  const queryClient = useQueryClient();
  const listing = useMutation({
    mutationFn: (listed: boolean) => setOfferListed(offer.offer_id, listed),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff', 'catalogue'] }),
  });
  const delisted = offer.status === 'delisted';
  return (
    <section
      aria-labelledby="offer-status"
      className="flex flex-wrap items-center gap-3 rounded border border-slate-200 p-3"
    >
      <h2 id="offer-status" className="font-semibold">
        {t('offer.status.title')}
      </h2>
      <StateBadge state={offer.state} />
      <p className="text-sm text-slate-700">{t(`offer.status.explain.${offer.state}`)}</p>
      <button
        type="button"
        className="ms-auto rounded border border-slate-400 px-3 py-1.5 text-sm font-semibold"
        disabled={listing.isPending}
        onClick={() => listing.mutate(delisted)}
      >
        {delisted ? t('offer.status.relist') : t('offer.status.delist')}
      </button>
      {offer.state === 'live' ? (
        <a className="text-sm underline" href={offer.public_path} target="_blank" rel="noreferrer">
          {t('offer.status.openPublic')}
        </a>
      ) : null}
      {listing.error ? <FormMessage tone="error">{t('common.saveFailed')}</FormMessage> : null}
    </section>
  );
}

export function OfferForm({
  offer,
  partnerId,
  partnerName,
  options,
}: {
  offer: StaffOffer | undefined;
  partnerId: number;
  partnerName: string;
  options: OfferFormOptions;
}) {
  const { t, i18n } = useTranslation('admin-catalogue');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<OfferFormValues>({
    ...submitValidation,
    shouldFocusError: true,
    defaultValues: offerValues(offer, partnerId),
    resolver: bodyResolver<OfferFormValues, OfferInput>(offerInputSchema, offerBody),
  });
  const { register, handleSubmit, formState, setError, control, setValue } = form;
  const [categoryId, codeType, isLimitedTime] = useWatch({
    control,
    name: ['category_id', 'code_type', 'is_limited_time'],
  });
  const category = options.categories.find((c) => String(c.id) === categoryId);
  const kinds = DISPLAY_KINDS_BY_CODE_TYPE[(codeType as CodeType) ?? 'static'] ?? [];
  const name = (item: { name_en: string; name_fr: string }) => (i18n.language === 'fr' ? item.name_fr : item.name_en);
  const errorOf = (field: Path<OfferFormValues>) => {
    const error = form.getFieldState(field, formState).error;
    // The API's refusals arrive worded already; the schema's are worded per field here.
    if (!error?.message || error.type === 'server') return error?.message;
    return t(`offer.errors.${field}` as never, { defaultValue: error.message });
  };

  const onSubmit = handleSubmit(async (values) => {
    setSaved(false);
    setFailure(null);
    try {
      const result = await saveOffer(offer?.offer_id, offerInputSchema.parse(offerBody(values)));
      await queryClient.invalidateQueries({ queryKey: ['staff', 'catalogue'] });
      setSaved(true);
      if (!offer) await navigate(`/admin/catalogue/offers/${result.offer_id}`, { replace: true });
    } catch (error) {
      const refusal = apiFieldError(error);
      if (refusal?.field && refusal.field in values) {
        setError(refusal.field as Path<OfferFormValues>, {
          type: 'server',
          message: t(`errors.${refusal.code}` as never, { defaultValue: refusal.message }),
        });
      } else setFailure(refusal?.message ?? t('common.saveFailed'));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex max-w-4xl flex-col gap-5">
      <PageTitle text={offer ? t('offer.editTitle', { id: offer.offer_id }) : t('offer.newTitle')} />
      <h1 className="text-2xl font-bold">
        {offer ? t('offer.editTitle', { id: offer.offer_id }) : t('offer.newTitle')}
      </h1>
      <p className="text-sm text-slate-700">
        {t('offer.partner')}{' '}
        <Link className="underline" to={`/admin/catalogue/partners/${partnerId}`}>
          {partnerName || `#${partnerId}`}
        </Link>
      </p>
      {saved ? <FormMessage tone="success">{t('common.saved')}</FormMessage> : null}
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}

      <fieldset className="grid gap-4 md:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">{t('offer.sections.text')}</legend>
        <TextField
          id="offer-title-en"
          lang="en"
          label={t('offer.fields.titleEn')}
          error={errorOf('title_en')}
          {...register('title_en')}
        />
        <TextField
          id="offer-title-fr"
          lang="fr"
          label={t('offer.fields.titleFr')}
          error={errorOf('title_fr')}
          {...register('title_fr')}
        />
        <TextArea
          id="offer-description-en"
          lang="en"
          label={t('offer.fields.descriptionEn')}
          error={errorOf('description_en')}
          {...register('description_en')}
        />
        <TextArea
          id="offer-description-fr"
          lang="fr"
          label={t('offer.fields.descriptionFr')}
          error={errorOf('description_fr')}
          {...register('description_fr')}
        />
        <TextArea
          id="offer-legal-en"
          lang="en"
          label={t('offer.fields.legalEn')}
          error={errorOf('legal_en')}
          {...register('legal_en')}
        />
        <TextArea
          id="offer-legal-fr"
          lang="fr"
          label={t('offer.fields.legalFr')}
          error={errorOf('legal_fr')}
          {...register('legal_fr')}
        />
      </fieldset>

      <fieldset className="grid gap-4 md:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">{t('offer.sections.classification')}</legend>
        <SelectField
          id="offer-category"
          label={t('offer.fields.category')}
          placeholder={t('offer.fields.choose')}
          options={options.categories.map((c) => ({ value: String(c.id), label: name(c) }))}
          error={errorOf('category_id')}
          {...register('category_id', { onChange: () => setValue('subcategory_ids', []) })}
        />
        <TextField
          id="offer-tags"
          label={t('offer.fields.tags')}
          hint={t('offer.hints.tags')}
          error={errorOf('tags')}
          {...register('tags')}
        />
        <fieldset className="md:col-span-2">
          <legend className="text-sm font-semibold">{t('offer.fields.subcategories')}</legend>
          {category && category.subcategories.length > 0 ? (
            <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
              {category.subcategories.map((sub) => (
                <label key={sub.id} className="flex items-center gap-2 text-sm">
                  <input type="checkbox" value={String(sub.id)} {...register('subcategory_ids')} />
                  {name(sub)}
                </label>
              ))}
            </div>
          ) : (
            <p className="text-sm text-slate-600">{t('offer.hints.subcategories')}</p>
          )}
          {errorOf('subcategory_ids') ? (
            <p className="text-sm font-medium text-red-700">{errorOf('subcategory_ids')}</p>
          ) : null}
        </fieldset>
      </fieldset>

      <fieldset className="grid gap-3 md:grid-cols-3">
        <legend className="mb-2 text-lg font-semibold">{t('offer.sections.access')}</legend>
        <CheckboxField
          id="offer-online"
          label={t('offer.fields.online')}
          error={errorOf('online')}
          {...register('online')}
        />
        <CheckboxField id="offer-in-store" label={t('offer.fields.inStore')} {...register('in_store')} />
        <CheckboxField id="offer-spc-plus" label={t('offer.fields.spcPlus')} {...register('is_spc_plus')} />
        <CheckboxField
          id="offer-verified"
          label={t('offer.fields.verifiedOnly')}
          {...register('verified_students_only')}
        />
        <CheckboxField id="offer-new" label={t('offer.fields.newOffer')} {...register('is_new_offer')} />
        <CheckboxField id="offer-new-partner" label={t('offer.fields.newPartner')} {...register('is_new_partner')} />
      </fieldset>

      <fieldset className="grid gap-4 md:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">{t('offer.sections.dates')}</legend>
        <TextField
          id="offer-start"
          type="datetime-local"
          label={t('offer.fields.start')}
          hint={t('offer.hints.start')}
          error={errorOf('start_date')}
          {...register('start_date')}
        />
        <TextField
          id="offer-end"
          type="datetime-local"
          label={t('offer.fields.end')}
          hint={t('offer.hints.end')}
          error={errorOf('end_date')}
          {...register('end_date')}
        />
        <div className="md:col-span-2">
          <CheckboxField id="offer-lto" label={t('offer.fields.limitedTime')} {...register('is_limited_time')} />
        </div>
        {isLimitedTime ? (
          <>
            <TextField
              id="offer-lto-start"
              type="datetime-local"
              label={t('offer.fields.ltoStart')}
              error={errorOf('lto_start_date')}
              {...register('lto_start_date')}
            />
            <TextField
              id="offer-lto-end"
              type="datetime-local"
              label={t('offer.fields.ltoEnd')}
              error={errorOf('lto_end_date')}
              {...register('lto_end_date')}
            />
          </>
        ) : null}
      </fieldset>

      <fieldset className="grid gap-4 md:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">{t('offer.sections.code')}</legend>
        <SelectField
          id="offer-code-type"
          label={t('offer.fields.codeType')}
          hint={t(`offer.hints.codeType.${(codeType as CodeType) ?? 'static'}`)}
          options={CODE_TYPES.map((value) => ({ value, label: t(`codeTypes.${value}`) }))}
          error={errorOf('code_type')}
          {...register('code_type', {
            onChange: (event: { target: { value: CodeType } }) =>
              setValue('display_kind', DISPLAY_KINDS_BY_CODE_TYPE[event.target.value]?.[0] ?? 'static'),
          })}
        />
        <SelectField
          id="offer-display-kind"
          label={t('offer.fields.displayKind')}
          options={kinds.map((value) => ({ value, label: t(`displayKinds.${value}`) }))}
          error={errorOf('display_kind')}
          {...register('display_kind')}
        />
        {codeType === 'static' ? (
          <TextField
            id="offer-static-code"
            label={t('offer.fields.staticCode')}
            error={errorOf('static_code')}
            {...register('static_code')}
          />
        ) : null}
        <TextField
          id="offer-website"
          type="url"
          label={t('offer.fields.website')}
          hint={t('offer.hints.website')}
          error={errorOf('website_url')}
          {...register('website_url')}
        />
      </fieldset>

      <fieldset className="grid gap-4 md:grid-cols-3">
        <legend className="mb-2 text-lg font-semibold">{t('offer.sections.more')}</legend>
        <TextField
          id="offer-value"
          inputMode="decimal"
          label={t('offer.fields.value')}
          hint={t('offer.hints.value')}
          error={errorOf('value_cents')}
          {...register('value_cents')}
        />
        <TextField
          id="offer-discount-rank"
          inputMode="numeric"
          label={t('offer.fields.discountRank')}
          hint={t('offer.hints.discountRank')}
          error={errorOf('discount_rank')}
          {...register('discount_rank')}
        />
        <Controller
          control={control}
          name="cover_media_key"
          render={({ field }) => (
            <ImagePicker
              id="offer-cover"
              label={t('offer.fields.cover')}
              hint={t('offer.hints.cover')}
              ratio="cover"
              value={field.value || null}
              onChange={(pick) => field.onChange(pick?.key ?? '')}
              error={errorOf('cover_media_key') ?? null}
              allowRemove
            />
          )}
        />
      </fieldset>

      <div className="flex gap-3">
        <button
          type="submit"
          disabled={formState.isSubmitting}
          className="rounded bg-blue-800 px-4 py-2 font-semibold text-white disabled:opacity-60"
        >
          {offer ? t('common.save') : t('offer.create')}
        </button>
        <Link to="/admin/catalogue/offers" className="rounded border border-slate-300 px-4 py-2">
          {t('common.backToList')}
        </Link>
      </div>
    </form>
  );
}
