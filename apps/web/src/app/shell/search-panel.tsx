// The desktop search panel of spec §2 "Header": the search box under the header's search button.
// Lazy-loaded by the header on first use.
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '../../features/search/components/search-box.tsx';
import { AnchoredPanel } from '../../components/ui/popover.tsx';

interface SearchPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  triggerRef: RefObject<HTMLElement | null>;
}

export function SearchPanel({ open, onOpenChange, triggerRef }: SearchPanelProps) {
  const { t } = useTranslation('nav');
  return (
    <AnchoredPanel
      open={open}
      onOpenChange={onOpenChange}
      triggerRef={triggerRef}
      label={t('search.label')}
      align="end"
      className="w-[min(36rem,calc(100vw-2rem))]"
    >
      <SearchBox onSubmitted={() => onOpenChange(false)} />
    </AnchoredPanel>
  );
}
