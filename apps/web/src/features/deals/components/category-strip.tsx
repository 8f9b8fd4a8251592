// The category strip of spec §2 "Header": All and the loaded categories, labelled by language; the
// active one is marked with aria-current. It scrolls sideways on narrow screens.
import type { Category } from '@spc/domain/categories';
import { localizedName } from '@spc/domain/categories';
import type { Language } from '@spc/domain/constants';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths, type DealsSearch } from '../../../lib/paths.ts';

interface CategoryStripProps {
  categories: readonly Category[];
  active: string | undefined;
  language: Language;
  /** The rest of the current list state, kept when the category changes (the page goes back to 1). */
  search: Omit<DealsSearch, 'category' | 'page'>;
}

export function CategoryStrip({ categories, active, language, search }: CategoryStripProps) {
  const { t } = useTranslation('deals');
  const items = [
    { key: 'all', label: t('categories.all'), urlName: undefined },
    ...categories.map((category) => ({
      key: category.url_name,
      label: localizedName(category, language),
      urlName: category.url_name,
    })),
  ];
  return (
    <nav aria-label={t('categories.label')} className="-mx-4 overflow-x-auto px-4 pb-1">
      <ul className="flex w-max gap-2">
        {items.map((item) => {
          const current = item.urlName === active;
          return (
            <li key={item.key}>
              <Link
                to={paths.deals({ ...search, category: item.urlName })}
                preventScrollReset
                aria-current={current ? 'page' : undefined}
                className={`inline-block rounded-full px-4 py-2 text-sm font-medium whitespace-nowrap transition ${
                  current ? 'bg-slate-900 text-white' : 'bg-slate-100 text-slate-700 hover:bg-slate-200'
                }`}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
