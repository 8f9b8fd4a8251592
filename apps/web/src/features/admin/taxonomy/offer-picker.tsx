// The offers a collection, weekly deal or holiday event features, in display order: search the
// catalogue (partner, title or id), add, move up or down, remove. A fieldset with its own legend, every
// button named after the offer it acts on, the result count announced.
import type { OfferOption } from '@spc/domain/staff-taxonomy';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { offerOptionsQuery } from './api/taxonomy-api.ts';

export interface OfferPickerProps {
  value: OfferOption[];
  onChange: (offers: OfferOption[]) => void;
  error?: string | undefined;
}

const buttonClass = 'rounded border border-slate-300 px-2 py-0.5 text-sm disabled:opacity-40';

export function OfferPicker({ value, onChange, error }: OfferPickerProps) {
  const { t, i18n } = useTranslation('admin-taxonomy');
  const id = useId();
  const [draft, setDraft] = useState('');
  const [term, setTerm] = useState<string | undefined>(undefined);
  const results = useQuery({ ...offerOptionsQuery(term ?? ''), enabled: term !== undefined });
  const chosen = new Set(value.map((offer) => offer.offer_id));
  const title = (offer: OfferOption) =>
    `${offer.partner_name} — ${i18n.language === 'fr' ? offer.title_fr : offer.title_en}`;
  const move = (index: number, by: number) => {
    const next = [...value];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item!);
    onChange(next);
  };

  return (
    <fieldset
      className="flex flex-col gap-3 rounded border border-slate-200 p-3"
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="px-1 text-sm font-semibold text-slate-800">{t('offers.legend')}</legend>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <p className="text-sm text-slate-700">{t('offers.chosen', { count: value.length })}</p>
      {value.length === 0 ? (
        <p className="text-sm text-slate-600">{t('offers.none')}</p>
      ) : (
        <ol className="flex flex-col gap-1">
          {value.map((offer, index) => (
            <li key={offer.offer_id} className="flex flex-wrap items-center gap-2 text-sm">
              <span className="w-8 text-end tabular-nums text-slate-500">{index + 1}.</span>
              <span className="min-w-0 flex-1">
                {title(offer)} <span className="text-slate-500">#{offer.offer_id}</span>
                {offer.status === 'delisted' ? (
                  <span className="ms-2 rounded bg-amber-100 px-1 text-amber-900">{t('offers.delisted')}</span>
                ) : null}
              </span>
              <button
                type="button"
                className={buttonClass}
                disabled={index === 0}
                aria-label={t('offers.moveUp', { title: title(offer) })}
                onClick={() => move(index, -1)}
              >
                ↑
              </button>
              <button
                type="button"
                className={buttonClass}
                disabled={index === value.length - 1}
                aria-label={t('offers.moveDown', { title: title(offer) })}
                onClick={() => move(index, 1)}
              >
                ↓
              </button>
              <button
                type="button"
                className={buttonClass}
                aria-label={t('offers.remove', { title: title(offer) })}
                onClick={() => onChange(value.filter((item) => item.offer_id !== offer.offer_id))}
              >
                ✕
              </button>
            </li>
          ))}
        </ol>
      )}
      <div className="flex flex-wrap items-end gap-2">
        <label htmlFor={`${id}-search`} className="flex flex-col text-sm font-medium">
          {t('offers.search')}
          <input
            id={`${id}-search`}
            type="search"
            value={draft}
            aria-describedby={`${id}-hint`}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              // Enter searches here instead of submitting the whole form.
              if (event.key === 'Enter') {
                event.preventDefault();
                setTerm(draft.trim());
              }
            }}
            className="mt-1 w-72 max-w-full rounded border border-slate-300 px-2 py-1"
          />
        </label>
        <button
          type="button"
          className="rounded border border-slate-300 px-3 py-1"
          onClick={() => setTerm(draft.trim())}
        >
          {t('offers.searchButton')}
        </button>
        <p id={`${id}-hint`} className="w-full text-sm text-slate-600">
          {t('offers.searchHint')}
        </p>
      </div>
      {term !== undefined ? (
        <section aria-label={t('offers.results')} aria-live="polite" aria-busy={results.isFetching}>
          {results.data?.offers.length === 0 ? (
            <p className="text-sm text-slate-600">{t('offers.noResults')}</p>
          ) : (
            <ul className="flex max-h-64 flex-col gap-1 overflow-y-auto">
              {results.data?.offers.map((offer) => (
                <li key={offer.offer_id} className="flex items-center gap-2 text-sm">
                  <span className="min-w-0 flex-1">
                    {title(offer)} <span className="text-slate-500">#{offer.offer_id}</span>
                  </span>
                  {chosen.has(offer.offer_id) ? (
                    <span className="text-slate-500">{t('offers.added')}</span>
                  ) : (
                    <button
                      type="button"
                      className={buttonClass}
                      aria-label={t('offers.add', { title: title(offer) })}
                      onClick={() => onChange([...value, offer])}
                    >
                      +
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </fieldset>
  );
}
