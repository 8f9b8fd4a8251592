// The category strip of spec §2 "Header", under the header on the all-deals and category pages: All,
// SPC+, then the loaded categories labelled by language. The active one (the category page's `name`
// route parameter, or /deals' category query) is marked with aria-current. It scrolls sideways on
// narrow screens.
import type { Category } from '@spc/domain/categories';
import { localizedName } from '@spc/domain/category-names';
import type { Language } from '@spc/domain/constants';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths, type DealsSearch } from '../../../lib/paths.ts';
import { useCurrentLinkInView } from '../../../lib/use-current-link-in-view.ts';

interface CategoryStripProps {
  categories: readonly Category[];
  /** The active category's url name; undefined on the all-deals page. */
  active: string | undefined;
  language: Language;
  /** The rest of the current list state, kept when the category changes (the page goes back to 1). */
  search: Omit<DealsSearch, 'category' | 'page'>;
}

export function CategoryStrip({ categories, active, language, search }: CategoryStripProps) {
  const { t } = useTranslation('deals');
  const stripRef = useCurrentLinkInView<HTMLElement>(active);
  const items = [
    { key: 'all', label: t('categories.all'), href: paths.deals(search), current: active === undefined },
    { key: 'spc-plus', label: t('categories.spcPlus'), href: paths.spcPlus(), current: false },
    ...categories.map((category) => ({
      key: category.url_name,
      label: localizedName(category, language),
      href: paths.category(category.url_name, search),
      current: category.url_name === active,
    })),
  ];
  return (
    <nav ref={stripRef} aria-label={t('categories.label')} className="-mx-4 overflow-x-auto px-4 pb-1">
      <ul className="flex w-max gap-2">
        {items.map((item) => (
          <li key={item.key}>
            <Link
              to={item.href}
              preventScrollReset
              aria-current={item.current ? 'page' : undefined}
              className={`inline-block rounded-full px-4 py-2 text-sm font-medium whitespace-nowrap transition ${
                item.current ? 'bg-slate-900 text-white' : 'bg-slate-100 text-slate-700 hover:bg-slate-200'
              }`}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
