// One ratio's crop of a library picture (issue 20 "crop to the needed ratios"): the whole original
// (its preview) with the frame over it. The frame is keyboard operable — arrow keys move it, Shift and
// arrows resize it (the height follows the width, so the shape stays the ratio's), Alt for one-pixel
// steps — and draggable with a pointer; the numeric fields say and set the same rectangle in the
// original's pixels. Saving sends the rectangle; the server draws the variants from the original.
import {
  cropHeightFor,
  IMAGE_RATIOS,
  MIN_CROP_SIDE,
  centredCrop,
  type CropRect,
  type ImageRatio,
} from '@spc/domain/images';
import type { LibraryCrop, LibraryItemDetail } from '@spc/domain/staff-media';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Picture } from '../../../components/ui/picture.tsx';
import { errorKey, rememberPicture, saveCrop } from './api.ts';

/** The rectangle brought back inside the picture, at the ratio, at least MIN_CROP_SIDE wide. */
export function fitCrop(ratio: ImageRatio, rect: CropRect, picture: { width: number; height: number }): CropRect {
  const { width: rw, height: rh } = IMAGE_RATIOS[ratio];
  let maxWidth = Math.min(picture.width, Math.floor((picture.height * rw) / rh));
  while (maxWidth > 1 && cropHeightFor(ratio, maxWidth) > picture.height) maxWidth -= 1;
  const width = Math.max(Math.min(MIN_CROP_SIDE, maxWidth), Math.min(Math.round(rect.width), maxWidth));
  const height = Math.min(picture.height, cropHeightFor(ratio, width));
  const left = Math.min(Math.max(0, Math.round(rect.left)), picture.width - width);
  const top = Math.min(Math.max(0, Math.round(rect.top)), picture.height - height);
  return { left, top, width, height };
}

const percent = (value: number, whole: number) => `${(value / whole) * 100}%`;

export interface CropEditorProps {
  item: LibraryItemDetail;
  crop: LibraryCrop;
}

export function CropEditor({ item, crop }: CropEditorProps) {
  const { t } = useTranslation('admin-media');
  const id = useId();
  const queryClient = useQueryClient();
  const saved: CropRect = { left: crop.left, top: crop.top, width: crop.width, height: crop.height };
  const [rect, setRect] = useState<CropRect>(saved);
  const [status, setStatus] = useState<{ kind: 'saved' | 'failed'; text: string } | null>(null);
  const [pending, setPending] = useState(false);
  const stage = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; y: number; start: CropRect } | null>(null);
  const picture = { width: item.width, height: item.height };
  const changed =
    rect.left !== crop.left || rect.top !== crop.top || rect.width !== crop.width || rect.height !== crop.height;
  const ratioName = t(`ratios.${crop.ratio}`);

  const update = (next: CropRect) => {
    setStatus(null);
    setRect(fitCrop(crop.ratio, next, picture));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.altKey ? 1 : Math.max(1, Math.round(item.width / 100));
    const dx = event.key === 'ArrowLeft' ? -step : event.key === 'ArrowRight' ? step : 0;
    const dy = event.key === 'ArrowUp' ? -step : event.key === 'ArrowDown' ? step : 0;
    if (dx === 0 && dy === 0) return;
    event.preventDefault();
    if (event.shiftKey) {
      // Right and down grow the frame, left and up shrink it; it grows around its centre.
      const grow = event.key === 'ArrowRight' || event.key === 'ArrowDown' ? step * 2 : -step * 2;
      const width = rect.width + grow;
      const height = cropHeightFor(crop.ratio, width);
      update({
        width,
        height,
        left: rect.left - (width - rect.width) / 2,
        top: rect.top - (height - rect.height) / 2,
      });
    } else update({ ...rect, left: rect.left + dx, top: rect.top + dy });
  };

  const scale = () => item.width / (stage.current?.getBoundingClientRect().width || item.width);
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    event.currentTarget.focus();
    drag.current = { x: event.clientX, y: event.clientY, start: rect };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    const factor = scale();
    const { start } = drag.current;
    update({
      ...start,
      left: start.left + (event.clientX - drag.current.x) * factor,
      top: start.top + (event.clientY - drag.current.y) * factor,
    });
  };
  const onPointerUp = () => {
    drag.current = null;
  };

  const save = async () => {
    setPending(true);
    try {
      const next = await saveCrop(item.id, crop.ratio, rect);
      rememberPicture(queryClient, next);
      setStatus({ kind: 'saved', text: t('crop.saved') });
    } catch (error) {
      setStatus({ kind: 'failed', text: t(errorKey(error) as 'errors.generic') });
    } finally {
      setPending(false);
    }
  };

  const numberField = (name: 'left' | 'top' | 'width', label: string) => (
    <PixelField
      label={label}
      value={rect[name]}
      max={name === 'top' ? item.height : item.width}
      onCommit={(value) =>
        update(
          name === 'width'
            ? { ...rect, width: value, height: cropHeightFor(crop.ratio, value) }
            : { ...rect, [name]: value },
        )
      }
    />
  );

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-lg border border-slate-200 p-4">
      <h3 id={`${id}-title`} className="text-base font-semibold">
        {ratioName}
      </h3>
      <p className="text-sm text-slate-600">{t(`ratioUses.${crop.ratio}`)}</p>
      <div className="mt-3 flex flex-col gap-4 lg:flex-row">
        <div className="min-w-0 flex-1">
          <div
            ref={stage}
            className="relative w-full max-w-xl select-none overflow-hidden rounded bg-slate-100"
            style={{ aspectRatio: `${item.width} / ${item.height}` }}
          >
            <img src={item.preview_url} alt="" className="absolute inset-0 size-full" draggable={false} />
            <div
              role="group"
              tabIndex={0}
              aria-label={t('crop.frame', { ratio: ratioName })}
              aria-describedby={`${id}-help ${id}-position`}
              onKeyDown={onKeyDown}
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={onPointerUp}
              onPointerCancel={onPointerUp}
              className="absolute cursor-move touch-none border-2 border-white outline-offset-2 focus-visible:outline-3 focus-visible:outline-brand-600"
              style={{
                left: percent(rect.left, item.width),
                top: percent(rect.top, item.height),
                width: percent(rect.width, item.width),
                height: percent(rect.height, item.height),
                // Everything outside the frame is dimmed.
                boxShadow: '0 0 0 9999px rgb(15 23 42 / 0.55)',
              }}
            />
          </div>
          <p id={`${id}-help`} className="mt-2 text-sm text-slate-600">
            {t('crop.frameHelp')}
          </p>
          <p id={`${id}-position`} aria-live="polite" className="text-sm text-slate-800">
            {t('crop.position', { ...rect })}
          </p>
        </div>
        <div className="flex flex-col gap-3 lg:w-64">
          <fieldset className="flex flex-wrap gap-3">
            <legend className="sr-only">{t('crop.fields')}</legend>
            {numberField('left', t('crop.left'))}
            {numberField('top', t('crop.top'))}
            {numberField('width', t('crop.width'))}
            <p className="flex flex-col text-sm font-medium">
              {t('crop.height')}
              <span className="mt-1 w-24 rounded border border-slate-200 bg-slate-50 px-2 py-1">{rect.height}</span>
            </p>
          </fieldset>
          <p className="text-xs text-slate-600">{t('crop.heightFollows')}</p>
          <div className="flex flex-wrap gap-2">
            <Button type="button" size="sm" disabled={!changed || pending} onClick={() => void save()}>
              {t('crop.save')}
            </Button>
            <Button type="button" size="sm" variant="secondary" disabled={!changed} onClick={() => update(saved)}>
              {t('crop.reset')}
            </Button>
            <Button
              type="button"
              size="sm"
              variant="ghost"
              onClick={() => update(centredCrop(crop.ratio, item.width, item.height))}
            >
              {t('crop.centre')}
            </Button>
          </div>
          {status ? (
            <p
              role={status.kind === 'failed' ? 'alert' : 'status'}
              className={status.kind === 'failed' ? 'text-sm text-red-700' : 'text-sm text-green-800'}
            >
              {status.text}
            </p>
          ) : null}
          <figure className="flex flex-col gap-1">
            <figcaption className="text-sm font-medium">{t('crop.preview')}</figcaption>
            <div className="w-40 overflow-hidden rounded border border-slate-200">
              <Picture image={crop.image} sizes="160px" className="h-auto w-full" />
            </div>
          </figure>
        </div>
      </div>
    </section>
  );
}

/**
 * A number of pixels typed freely, applied when the field is left or Enter is pressed (applying each
 * keystroke would clamp "4" of "400" to the smallest frame); it shows the applied value otherwise.
 */
function PixelField({
  label,
  value,
  max,
  onCommit,
}: {
  label: string;
  value: number;
  max: number;
  onCommit: (value: number) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    const number = Number(draft);
    setDraft(null);
    if (draft.trim() !== '' && Number.isFinite(number)) onCommit(number);
  };
  return (
    <label className="flex flex-col text-sm font-medium">
      {label}
      <input
        type="number"
        inputMode="numeric"
        min={0}
        max={max}
        value={draft ?? String(value)}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          commit();
        }}
        className="mt-1 w-24 rounded border border-slate-300 px-2 py-1"
      />
    </label>
  );
}
