// The category tiles of the mobile search modal (spec §2 "Header"): SPC+ first, then the nine
// categories in CATEGORY_SLUGS order. SPC+ goes to the SPC+ page, the others to their category page.
// Names come from the loaded categories when there, else from the catalogue, so the grid never waits.
import type { Category } from '@spc/domain/categories';
import { CATEGORY_SLUGS, localizedName, type CategorySlug } from '@spc/domain/category-names';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';

type TileKey = 'spcPlus' | CategorySlug;

const TILE_COLOURS: Record<TileKey, string> = {
  spcPlus: 'from-slate-900 to-slate-700',
  fitness: 'from-emerald-600 to-emerald-500',
  food: 'from-orange-600 to-amber-500',
  travel: 'from-sky-700 to-sky-500',
  fashion: 'from-pink-700 to-rose-500',
  'tech-mobile': 'from-indigo-700 to-indigo-500',
  local: 'from-teal-700 to-teal-500',
  beauty: 'from-fuchsia-700 to-fuchsia-500',
  entertainment: 'from-violet-700 to-violet-500',
  lifestyle: 'from-brand-700 to-brand-500',
};

export interface Tile {
  key: TileKey;
  label: string;
  href: string;
}

/** The tiles in the spec's order. */
export function categoryTiles(
  categories: readonly Category[] | undefined,
  language: 'en' | 'fr',
  fallbackName: (key: TileKey) => string,
): Tile[] {
  return [
    { key: 'spcPlus', label: fallbackName('spcPlus'), href: paths.spcPlus() },
    ...CATEGORY_SLUGS.map((slug) => {
      const category = categories?.find((item) => item.url_name === slug);
      return {
        key: slug,
        label: category ? localizedName(category, language) : fallbackName(slug),
        href: paths.category(slug),
      };
    }),
  ];
}

interface CategoryTilesProps {
  categories: readonly Category[] | undefined;
  headingId: string;
  onNavigate?: () => void;
}

export function CategoryTiles({ categories, headingId, onNavigate }: CategoryTilesProps) {
  const { t } = useTranslation('nav');
  const { language } = useLanguage();
  const tiles = categoryTiles(categories, language, (key) => t(`categoryNames.${key}`));
  return (
    <ul aria-labelledby={headingId} className="grid grid-cols-2 gap-3 tablet:grid-cols-3">
      {tiles.map((tile) => (
        <li key={tile.key}>
          <Link
            to={tile.href}
            onClick={onNavigate}
            className={`flex h-20 items-end rounded-xl bg-gradient-to-br p-3 text-base leading-tight font-semibold text-white shadow-sm hover:brightness-110 ${TILE_COLOURS[tile.key]}`}
          >
            {tile.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
