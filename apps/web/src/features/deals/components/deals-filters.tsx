// The offer filter chips (spec §4 filters; each a toggle button with aria-pressed) and the sort select.
import { OFFER_FILTERS, OFFER_SORTS, type OfferFilter, type OfferSort } from '@spc/domain/offer-rules';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface DealsFiltersProps {
  filters: readonly OfferFilter[];
  sort: OfferSort;
  onToggleFilter: (filter: OfferFilter) => void;
  onSortChange: (sort: OfferSort) => void;
}

export function DealsFilters({ filters, sort, onToggleFilter, onSortChange }: DealsFiltersProps) {
  const { t } = useTranslation('deals');
  const sortId = useId();
  const filtersLabelId = useId();

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div role="group" aria-labelledby={filtersLabelId} className="flex flex-wrap items-center gap-2">
        <span id={filtersLabelId} className="sr-only">
          {t('filters.label')}
        </span>
        {OFFER_FILTERS.map((filter) => {
          const pressed = filters.includes(filter);
          return (
            <button
              key={filter}
              type="button"
              aria-pressed={pressed}
              onClick={() => onToggleFilter(filter)}
              className={`rounded-full border px-3.5 py-1.5 text-sm font-medium transition ${
                pressed
                  ? 'border-brand-600 bg-brand-600 text-white hover:bg-brand-700'
                  : 'border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-700'
              }`}
            >
              {t(`filters.${filter}`)}
            </button>
          );
        })}
      </div>
      <div className="flex items-center gap-2">
        <label htmlFor={sortId} className="text-sm font-medium whitespace-nowrap text-slate-700">
          {t('sort.label')}
        </label>
        <select
          id={sortId}
          value={sort}
          onChange={(event) => onSortChange(event.target.value as OfferSort)}
          className="rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-900 shadow-sm"
        >
          {OFFER_SORTS.map((option) => (
            <option key={option} value={option}>
              {t(`sort.${option}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
