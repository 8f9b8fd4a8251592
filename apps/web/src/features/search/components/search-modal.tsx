// The mobile search modal of spec §2 "Header": the search box and the category tiles. Opened from the
// header's search button on narrow screens and from Categories in the mobile menu.
import type { Category } from '@spc/domain/categories';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogContent, DialogRoot } from '../../../components/ui/dialog.tsx';
import { CategoryTiles } from './category-tiles.tsx';
import { SearchBox } from './search-box.tsx';

interface SearchModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  categories: readonly Category[] | undefined;
}

export function SearchModal({ open, onOpenChange, categories }: SearchModalProps) {
  const { t } = useTranslation('nav');
  const headingId = useId();
  const close = () => onOpenChange(false);
  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t('search.modalTitle')} closeLabel={t('search.close')}>
        <div className="mt-2 flex flex-col gap-6">
          <SearchBox onSubmitted={close} inlineList />
          <section className="flex flex-col gap-3">
            <h2 id={headingId} className="text-lg font-bold">
              {t('search.categoriesHeading')}
            </h2>
            <CategoryTiles categories={categories} headingId={headingId} onNavigate={close} />
          </section>
        </div>
      </DialogContent>
    </DialogRoot>
  );
}
