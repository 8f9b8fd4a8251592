// Shown when the offers could not be loaded; "Try again" asks the server once more.
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';

export function DealsErrorState({ onRetry, retrying = false }: { onRetry: () => void; retrying?: boolean }) {
  const { t } = useTranslation('deals');
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-2xl border border-red-200 bg-red-50 px-6 py-12 text-center"
    >
      <h2 className="text-lg font-semibold text-red-900">{t('error.title')}</h2>
      <p className="text-red-800">{t('error.body')}</p>
      <Button size="sm" className="mt-2" onClick={onRetry} disabled={retrying}>
        {t('error.retry')}
      </Button>
    </div>
  );
}
