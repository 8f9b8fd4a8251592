// Links to the same page for every category (and "All"), the current one marked; used by /trending.
import type { Category } from '@spc/domain/categories';
import { localizedName } from '@spc/domain/category-names';
import type { Language } from '@spc/domain/constants';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentLinkInView } from '../../../lib/use-current-link-in-view.ts';

interface CategorySwitcherProps {
  categories: readonly Category[];
  active: string | undefined;
  language: Language;
  hrefFor: (urlName: string | undefined) => string;
  label: string;
}

export function CategorySwitcher({ categories, active, language, hrefFor, label }: CategorySwitcherProps) {
  const { t } = useTranslation('offers');
  const stripRef = useCurrentLinkInView<HTMLElement>(active);
  const items = [
    { key: 'all', label: t('list.allCategories'), urlName: undefined },
    ...categories.map((category) => ({
      key: category.url_name,
      label: localizedName(category, language),
      urlName: category.url_name,
    })),
  ];
  return (
    <nav ref={stripRef} aria-label={label} className="-mx-4 overflow-x-auto px-4 pb-1">
      <ul className="flex w-max gap-2">
        {items.map((item) => {
          const current = item.urlName === active;
          return (
            <li key={item.key}>
              <Link
                to={hrefFor(item.urlName)}
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
