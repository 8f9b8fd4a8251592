// A category page's subcategory chips (its `filter` query): each a toggle button; any chosen one may match.
import type { Subcategory } from '@spc/domain/categories';
import { localizedName } from '@spc/domain/category-names';
import type { Language } from '@spc/domain/constants';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface SubcategoryFiltersProps {
  subcategories: readonly Subcategory[];
  selected: readonly number[];
  language: Language;
  onToggle: (id: number) => void;
}

export function SubcategoryFilters({ subcategories, selected, language, onToggle }: SubcategoryFiltersProps) {
  const { t } = useTranslation('offers');
  const labelId = useId();
  if (subcategories.length < 2) return null;
  return (
    <div role="group" aria-labelledby={labelId} className="flex flex-wrap items-center gap-2">
      <span id={labelId} className="text-sm font-medium text-slate-700">
        {t('category.subcategories')}
      </span>
      {subcategories.map((subcategory) => {
        const pressed = selected.includes(subcategory.id);
        return (
          <button
            key={subcategory.id}
            type="button"
            aria-pressed={pressed}
            onClick={() => onToggle(subcategory.id)}
            className={`rounded-full border px-3 py-1 text-sm transition ${
              pressed
                ? 'border-slate-900 bg-slate-900 text-white'
                : 'border-slate-300 bg-white text-slate-700 hover:border-slate-900'
            }`}
          >
            {localizedName(subcategory, language)}
          </button>
        );
      })}
    </div>
  );
}
