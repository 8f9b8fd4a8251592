// /admin/media/:id: one picture of the library — its description in both languages (editable, both
// required), its crop for each ratio the site shows, where it is used, and delete (refused while it is
// used: the button says why instead of failing).
import { zodResolver } from '@hookform/resolvers/zod';
import { ALT_TEXT_MAX, libraryAltSchema, type LibraryAlt, type LibraryItemDetail } from '@spc/domain/staff-media';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { submitValidation, useClearErrorOnChange } from '../../../lib/form.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { deletePicture, errorKey, libraryItemQuery, libraryKeys, rememberPicture, saveAlt } from './api.ts';
import { CropEditor } from './crop-editor.tsx';
import { formatBytes, formatDate } from './format.ts';

export function ItemPage() {
  const { t } = useTranslation('admin-media');
  const params = useParams();
  const id = Number(params.id);
  const item = useQuery({ ...libraryItemQuery(id), enabled: Number.isInteger(id) && id > 0 });
  const back = (
    <Link to=".." relative="path" className="text-sm text-brand-700 underline-offset-2 hover:underline">
      ← {t('item.back')}
    </Link>
  );
  if (!Number.isInteger(id) || id < 1 || (item.error instanceof ApiError && item.error.status === 404)) {
    return (
      <div className="flex flex-col gap-3">
        {back}
        <p role="alert">{t('item.notFound')}</p>
      </div>
    );
  }
  if (item.error) {
    return (
      <div className="flex flex-col gap-3">
        {back}
        <p role="alert">{t(errorKey(item.error) as 'errors.generic')}</p>
      </div>
    );
  }
  if (!item.data) return <p aria-busy="true">…</p>;
  return (
    <div className="flex flex-col gap-6">
      {back}
      <ItemDetails item={item.data} />
    </div>
  );
}

function ItemDetails({ item }: { item: LibraryItemDetail }) {
  const { t } = useTranslation('admin-media');
  const { language } = useLanguage();
  const location = useLocation();
  const justUploaded = (location.state as { uploaded?: boolean } | null)?.uploaded === true;
  return (
    <>
      <header>
        <h1 className="text-2xl font-bold">
          {t('item.title', { id: item.id })} — {item.filename}
        </h1>
        <p className="mt-1 text-sm text-slate-700">
          {t('item.details', {
            type: item.type.toUpperCase(),
            width: item.width,
            height: item.height,
            size: formatBytes(item.size_bytes, language),
            date: formatDate(item.created_at, language),
            who: item.created_by ?? t('item.unknownUploader'),
          })}
        </p>
        {justUploaded ? (
          <p role="status" className="mt-2 rounded bg-green-50 px-3 py-2 text-sm text-green-900">
            {t('upload.done')}
          </p>
        ) : null}
      </header>
      <AltForm item={item} />
      <section aria-labelledby="media-crops" className="flex flex-col gap-3">
        <h2 id="media-crops" className="text-lg font-semibold">
          {t('item.cropsTitle')}
        </h2>
        <p className="max-w-3xl text-sm text-slate-700">{t('item.cropsIntro')}</p>
        {item.crops.map((crop) => (
          <CropEditor key={crop.ratio} item={item} crop={crop} />
        ))}
      </section>
      <UsesAndDelete item={item} />
    </>
  );
}

function AltForm({ item }: { item: LibraryItemDetail }) {
  const { t } = useTranslation('admin-media');
  const id = useId();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<{ kind: 'saved' | 'failed'; text: string } | null>(null);
  const form = useForm<LibraryAlt, unknown, LibraryAlt>({
    ...submitValidation,
    shouldFocusError: true,
    resolver: zodResolver(libraryAltSchema),
    defaultValues: { alt_en: item.alt_en, alt_fr: item.alt_fr },
  });
  useClearErrorOnChange(
    form,
    // A change makes the last "saved" stale.
    () => setStatus(null),
  );
  const { register, handleSubmit, formState } = form;
  const altError = (field: 'alt_en' | 'alt_fr', error: FieldError | undefined) => {
    if (!error) return undefined;
    return error.type === 'too_big'
      ? t('validation.altTooLong', { max: ALT_TEXT_MAX })
      : t(field === 'alt_en' ? 'validation.altMissing_en' : 'validation.altMissing_fr');
  };
  const save = async (alt: LibraryAlt) => {
    try {
      const next = await saveAlt(item.id, alt);
      rememberPicture(queryClient, next);
      form.reset({ alt_en: next.alt_en, alt_fr: next.alt_fr });
      setStatus({ kind: 'saved', text: t('item.altSaved') });
    } catch (error) {
      setStatus({ kind: 'failed', text: t(errorKey(error) as 'errors.generic') });
    }
  };
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t('item.altTitle')}
      </h2>
      <form
        onSubmit={(event) => void handleSubmit(save)(event)}
        noValidate
        className="mt-2 flex max-w-xl flex-col gap-4"
      >
        <TextField
          id={`${id}-en`}
          label={t('upload.altEn')}
          hint={t('upload.altHint')}
          lang="en"
          maxLength={ALT_TEXT_MAX}
          error={altError('alt_en', formState.errors.alt_en)}
          alertError
          {...register('alt_en')}
        />
        <TextField
          id={`${id}-fr`}
          label={t('upload.altFr')}
          lang="fr"
          maxLength={ALT_TEXT_MAX}
          error={altError('alt_fr', formState.errors.alt_fr)}
          alertError
          {...register('alt_fr')}
        />
        <div className="flex items-center gap-3">
          <Button type="submit" size="sm" disabled={formState.isSubmitting}>
            {t('item.saveAlt')}
          </Button>
          {status ? (
            <p
              role={status.kind === 'failed' ? 'alert' : 'status'}
              className={status.kind === 'failed' ? 'text-sm text-red-700' : 'text-sm text-green-800'}
            >
              {status.text}
            </p>
          ) : null}
        </div>
      </form>
    </section>
  );
}

/** Where a picture is used, in words: a copy's media key read back (a partner's logo, an offer's cover…). */
function labelOfUse(t: TFunction<'admin-media'>, use: { kind: string; ref: string }): string {
  if (use.kind === 'media') {
    const [area, name, what] = use.ref.split('/');
    if (area === 'partner' && what === 'logo') return t('uses.partnerLogo', { ref: name });
    if (area === 'offer' && what === 'cover') return t('uses.offerCover', { ref: name });
    if (area === 'category') return t('uses.category', { ref: name });
    if (area === 'hero') return t('uses.hero', { ref: name });
    return t('uses.media', { ref: use.ref });
  }
  const kinds = ['page', 'blog', 'carousel', 'ad', 'email-modal'] as const;
  const kind = kinds.find((candidate) => candidate === use.kind);
  return kind ? t(`uses.${kind}`, { ref: use.ref }) : `${use.kind} ${use.ref}`;
}

function UsesAndDelete({ item }: { item: LibraryItemDetail }) {
  const { t } = useTranslation('admin-media');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const inUse = item.uses.length > 0;
  const remove = async () => {
    try {
      await deletePicture(item.id);
      queryClient.removeQueries({ queryKey: libraryKeys.item(item.id) });
      await queryClient.invalidateQueries({ queryKey: [...libraryKeys.all, 'list'] });
      await navigate('..', { relative: 'path' });
    } catch (error) {
      setConfirming(false);
      setFailure(t(errorKey(error) as 'errors.generic'));
      // Something started using it meanwhile: show where.
      void queryClient.invalidateQueries({ queryKey: libraryKeys.item(item.id) });
    }
  };
  return (
    <section aria-labelledby="media-uses" className="flex flex-col gap-3">
      <h2 id="media-uses" className="text-lg font-semibold">
        {t('item.usesTitle')}
      </h2>
      {inUse ? (
        <ul className="list-disc ps-6 text-sm">
          {item.uses.map((use) => (
            <li key={`${use.kind}:${use.ref}`}>{labelOfUse(t, use)}</li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-700">{t('item.usesNone')}</p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        {confirming ? (
          <>
            <p id="media-delete-confirm" className="text-sm font-medium">
              {t('item.deleteConfirm')}
            </p>
            <Button
              type="button"
              size="sm"
              className="bg-red-700 hover:bg-red-800"
              onClick={() => void remove()}
              aria-describedby="media-delete-confirm"
            >
              {t('item.delete')}
            </Button>
            <Button type="button" size="sm" variant="secondary" onClick={() => setConfirming(false)}>
              {t('upload.cancel')}
            </Button>
          </>
        ) : (
          <Button
            type="button"
            size="sm"
            variant="secondary"
            disabled={inUse}
            aria-describedby={inUse ? 'media-delete-blocked' : undefined}
            onClick={() => {
              setFailure(null);
              setConfirming(true);
            }}
          >
            {t('item.delete')}
          </Button>
        )}
        {inUse ? (
          <p id="media-delete-blocked" className="text-sm text-slate-700">
            {t('item.deleteInUse')}
          </p>
        ) : null}
      </div>
      {failure ? (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      ) : null}
    </section>
  );
}
