// Shown when no offer matches the chosen category and filters, with the way out.
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';

export function DealsEmptyState({ onClearFilters }: { onClearFilters: () => void }) {
  const { t } = useTranslation('deals');
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <h2 className="text-lg font-semibold text-slate-900">{t('empty.title')}</h2>
      <p className="text-slate-600">{t('empty.body')}</p>
      <Button size="sm" className="mt-2" onClick={onClearFilters}>
        {t('empty.clear')}
      </Button>
    </div>
  );
}
