// The console's image picker (issue 20): a form field that shows the chosen picture and opens a dialog
// to choose one from the image library (search by file name or alt text) or upload a new one (with its
// alt text in both languages). What is chosen is a library picture's crop at the place's ratio, named by
// its media key `library/<id>/<ratio>`.
//
// Use it in a console form (offers' cover, partners' logo, blog covers, pages, ads…):
//
//   <ImagePicker
//     id="offer-cover"
//     label={t('offer.cover')}
//     ratio="cover"                      // images.ts IMAGE_RATIOS: square | cover | banner | tile | tall
//     value={field.value}                // the crop's key, or null
//     onChange={(pick) => field.onChange(pick?.key ?? null)}
//     error={coverError}
//   />
//
// Where the area stores the key itself (pages, blog, carousel, ads, e-mail modals), store `pick.key`.
// Where the picture lives under a fixed media key (a partner's logo `partner/<url>/logo`, an offer's
// cover `offer/<id>/cover`), send `pick.key` to the API, which calls the media module's
// `useLibraryCrop(tx, pick.key, targetKey)` in its write's transaction (modules/media/service.ts).
// Either way, the library then refuses to delete the picture while it is used.
import { IMAGE_RATIOS, type Image, type ImageRatio } from '@spc/domain/images';
import type { LibraryItem } from '@spc/domain/staff-media';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { fieldIds } from '../../../components/ui/field.tsx';
import { Picture } from '../../../components/ui/picture.tsx';
import { useLanguage } from '../../../lib/i18n.ts';
import { libraryItemQuery, libraryListQuery } from '../media/api.ts';
import { UploadForm } from '../media/upload-form.tsx';

/** What the picker hands back: the crop's media key and the picture as pages get it (for a preview). */
export interface ImagePick {
  /** `library/<id>/<ratio>`: what the caller stores or sends. */
  key: string;
  /** The library picture's id. */
  libraryId: number;
  image: Image;
}

export interface ImagePickerProps {
  /** The control's id (the field's label and messages hang on it). */
  id: string;
  /** The visible label of the field ("Cover image", "Logo"). */
  label: string;
  /** The shape the place shows the picture in: the crop of this ratio is what is chosen. */
  ratio: ImageRatio;
  /** The chosen crop's media key (`library/<id>/<ratio>`), or null when none is chosen. */
  value: string | null;
  /** Called with the new choice, or null when the picture is removed (only if `allowRemove`). */
  onChange: (pick: ImagePick | null) => void;
  /** The chosen picture when the caller already has it (else it is read from the library by its key). */
  image?: Image | null;
  /** A hint under the field. */
  hint?: string;
  /** The field's error, already translated (the form's). */
  error?: string | null;
  /** Offer "Remove the picture" (an optional picture). Default false. */
  allowRemove?: boolean;
  disabled?: boolean;
}

/** The library id a crop key names, when it is one. */
const libraryIdOf = (key: string | null) => Number(/^library\/(\d+)\//.exec(key ?? '')?.[1] ?? 0);

const pickOf = (item: LibraryItem, ratio: ImageRatio): ImagePick | null => {
  const crop = item.crops.find((candidate) => candidate.ratio === ratio);
  return crop ? { key: crop.key, libraryId: item.id, image: crop.image } : null;
};

export function ImagePicker({
  id,
  label,
  ratio,
  value,
  onChange,
  image,
  hint,
  error,
  allowRemove = false,
  disabled,
}: ImagePickerProps) {
  const { t } = useTranslation('admin-media');
  const { language } = useLanguage();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const libraryId = libraryIdOf(value);
  const known = useQuery({ ...libraryItemQuery(libraryId), enabled: !image && libraryId > 0 });
  const shown = image ?? (known.data ? pickOf(known.data, ratio)?.image : undefined);
  const ids = fieldIds(id);
  const describedBy = [hint ? ids.hint : null, error ? ids.error : null].filter(Boolean).join(' ') || undefined;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      // A modal dialog (focus kept inside, Escape closes it); an open one where showModal is missing.
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    }
    if (!open && element.open) {
      if (typeof element.close === 'function') element.close();
      else element.removeAttribute('open');
    }
  }, [open]);

  const choose = (pick: ImagePick) => {
    onChange(pick);
    setOpen(false);
    opener.current?.focus();
  };

  const { width: rw, height: rh } = IMAGE_RATIOS[ratio];
  return (
    <div className="flex flex-col gap-2" role="group" aria-labelledby={`${id}-label`} aria-describedby={describedBy}>
      <span id={`${id}-label`} className="text-sm font-semibold text-slate-800">
        {label}
      </span>
      <div className="flex flex-wrap items-end gap-3">
        <div
          className="w-48 overflow-hidden rounded border border-slate-200 bg-slate-50"
          style={{ aspectRatio: `${rw} / ${rh}` }}
        >
          {shown ? (
            <Picture image={shown} sizes="192px" className="size-full object-cover" />
          ) : (
            <p className="p-2 text-xs text-slate-600">{t('picker.none')}</p>
          )}
        </div>
        <div className="flex flex-col gap-2">
          <button
            ref={opener}
            id={id}
            type="button"
            className={buttonClasses({ variant: 'secondary', size: 'sm' })}
            disabled={disabled}
            aria-haspopup="dialog"
            onClick={() => setOpen(true)}
          >
            {value ? t('picker.change') : t('picker.choose')}
          </button>
          {allowRemove && value ? (
            <Button type="button" size="sm" variant="ghost" disabled={disabled} onClick={() => onChange(null)}>
              {t('picker.remove')}
            </Button>
          ) : null}
        </div>
      </div>
      {shown ? (
        <p className="text-xs text-slate-600">
          {t('picker.chosen', { alt: language === 'fr' ? shown.alt_fr : shown.alt_en })}
        </p>
      ) : null}
      {hint ? (
        <p id={ids.hint} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ids.error} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {/* Inside the caller's form: the dialog holds no <form> of its own (search and upload are embedded). */}
      <dialog
        ref={dialog}
        aria-labelledby={`${id}-dialog-title`}
        onClose={() => setOpen(false)}
        className="m-auto w-[min(56rem,calc(100vw-2rem))] rounded-lg p-0 backdrop:bg-slate-900/50"
      >
        {open ? (
          <PickerDialog
            titleId={`${id}-dialog-title`}
            ratio={ratio}
            onChoose={choose}
            onClose={() => {
              setOpen(false);
              opener.current?.focus();
            }}
          />
        ) : null}
      </dialog>
    </div>
  );
}

function PickerDialog({
  titleId,
  ratio,
  onChoose,
  onClose,
}: {
  titleId: string;
  ratio: ImageRatio;
  onChoose: (pick: ImagePick) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin-media');
  const { language } = useLanguage();
  const searchId = useId();
  const [tab, setTab] = useState<'library' | 'upload'>('library');
  const [search, setSearch] = useState('');
  const [q, setQ] = useState<string | undefined>(undefined);
  const [perPage, setPerPage] = useState(24);
  const list = useQuery({ ...libraryListQuery({ q, page: 1, perPage }), enabled: tab === 'library' });
  const items = list.data?.items ?? [];
  const { width: rw, height: rh } = IMAGE_RATIOS[ratio];

  return (
    <div className="flex max-h-[85vh] flex-col">
      <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
        <h2 id={titleId} className="text-lg font-semibold">
          {t('picker.dialogTitle', { ratio: t(`ratios.${ratio}`) })}
        </h2>
        <Button type="button" size="sm" variant="ghost" onClick={onClose}>
          {t('picker.close')}
        </Button>
      </div>
      <div className="flex gap-2 border-b border-slate-200 px-4 pt-2" role="group" aria-label={t('picker.source')}>
        {(['library', 'upload'] as const).map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={tab === name}
            className="rounded-t border-b-2 border-transparent px-3 py-2 text-sm font-medium aria-pressed:border-brand-600 aria-pressed:text-brand-700"
            onClick={() => setTab(name)}
          >
            {name === 'library' ? t('picker.libraryTab') : t('picker.uploadTab')}
          </button>
        ))}
      </div>
      <div className="overflow-y-auto p-4">
        {tab === 'upload' ? (
          <UploadForm
            embedded
            onUploaded={(item) => {
              const pick = pickOf(item, ratio);
              if (pick) onChoose(pick);
            }}
          />
        ) : (
          <div className="flex flex-col gap-3">
            <div role="search" className="flex items-end gap-2">
              <label htmlFor={searchId} className="flex flex-col text-sm font-medium">
                {t('picker.search')}
                <input
                  id={searchId}
                  type="search"
                  value={search}
                  onChange={(event) => setSearch(event.target.value)}
                  onKeyDown={(event) => {
                    // Enter searches here; it must not submit the form the picker sits in.
                    if (event.key !== 'Enter') return;
                    event.preventDefault();
                    setQ(search.trim() || undefined);
                  }}
                  className="mt-1 rounded border border-slate-300 px-2 py-1"
                />
              </label>
              <Button type="button" size="sm" variant="secondary" onClick={() => setQ(search.trim() || undefined)}>
                {t('picker.searchButton')}
              </Button>
            </div>
            {list.error ? (
              <p role="alert">{t('library.loadFailed')}</p>
            ) : list.isPending ? (
              <p aria-busy="true">…</p>
            ) : items.length === 0 ? (
              <p>{t('picker.empty')}</p>
            ) : (
              <ul className="grid grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] gap-3">
                {items.map((item) => {
                  const pick = pickOf(item, ratio);
                  if (!pick) return null;
                  const alt = language === 'fr' ? item.alt_fr : item.alt_en;
                  return (
                    <li key={item.id}>
                      <button
                        type="button"
                        onClick={() => onChoose(pick)}
                        className="flex w-full flex-col gap-1 rounded border border-slate-200 p-1 text-left text-xs hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600"
                        aria-label={t('picker.selectNamed', { alt })}
                      >
                        <span className="block w-full overflow-hidden rounded" style={{ aspectRatio: `${rw} / ${rh}` }}>
                          <Picture image={pick.image} sizes="144px" decorative className="size-full object-cover" />
                        </span>
                        <span className="line-clamp-2">{alt}</span>
                      </button>
                    </li>
                  );
                })}
              </ul>
            )}
            {list.data && list.data.total > items.length ? (
              <Button
                type="button"
                size="sm"
                variant="secondary"
                onClick={() => setPerPage((count) => Math.min(200, count + 24))}
              >
                {t('picker.more')}
              </Button>
            ) : null}
          </div>
        )}
      </div>
    </div>
  );
}
