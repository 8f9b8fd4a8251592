// The desktop Categories panel of spec §2 "Header": All, SPC+ and the categories from
// GET /api/partners/v2/categories, labelled by language, each with its tile picture (issue 17; the
// name says what it is, so the picture is decorative). Lazy-loaded by the header on first use.
import type { Category } from '@spc/domain/categories';
import { localizedName } from '@spc/domain/category-names';
import { useId, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Picture } from '../ui/picture.tsx';
import { AnchoredPanel } from '../ui/popover.tsx';
import { useLanguage } from '../../lib/i18n.ts';
import { paths } from '../../lib/paths.ts';

interface CategoriesPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  triggerRef: RefObject<HTMLElement | null>;
  categories: readonly Category[] | undefined;
  failed: boolean;
}

const linkClass =
  'block rounded-lg px-3 py-2 text-sm font-medium text-slate-800 hover:bg-brand-50 hover:text-brand-700';

export function CategoriesPanel({ open, onOpenChange, triggerRef, categories, failed }: CategoriesPanelProps) {
  const { t } = useTranslation('nav');
  const { language } = useLanguage();
  const close = () => onOpenChange(false);
  const headingId = useId();
  return (
    <AnchoredPanel
      open={open}
      onOpenChange={onOpenChange}
      triggerRef={triggerRef}
      label={t('categoriesPanel.label')}
      align="start"
      className="w-[34rem] max-w-[calc(100vw-2rem)]"
    >
      <nav aria-label={t('categoriesPanel.label')}>
        {/* The two shortcuts sit apart from the categories, so no category reads as an SPC+ one. */}
        <ul className="grid grid-cols-2 gap-1 border-b border-slate-200 pb-2">
          <li>
            <Link to={paths.deals()} onClick={close} className={`${linkClass} font-semibold`}>
              {t('categoriesPanel.all')}
            </Link>
          </li>
          <li>
            <Link to={paths.spcPlus()} onClick={close} className={`${linkClass} font-semibold`}>
              {t('categoriesPanel.spcPlus')}
            </Link>
          </li>
        </ul>
        <h2 id={headingId} className="px-3 pt-3 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          {t('header.categories')}
        </h2>
        <ul aria-labelledby={headingId} className="grid grid-cols-2 gap-1">
          {(categories ?? []).map((category) => (
            <li key={category.id}>
              <Link
                to={paths.category(category.url_name)}
                onClick={close}
                className={`${linkClass} flex items-center gap-3`}
              >
                {category.image ? (
                  <Picture
                    image={category.image}
                    sizes="48px"
                    decorative
                    className="h-9 w-12 shrink-0 rounded-md object-cover"
                  />
                ) : null}
                {localizedName(category, language)}
              </Link>
            </li>
          ))}
        </ul>
        {failed ? <p className="mt-2 px-3 text-sm text-slate-600">{t('categoriesPanel.error')}</p> : null}
      </nav>
    </AnchoredPanel>
  );
}
