// A content page that could not be loaded (network, server): what happened and a retry.
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';

export function ContentLoadError({ onRetry, retrying = false }: { onRetry: () => void; retrying?: boolean }) {
  const { t } = useTranslation('content');
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-2xl border border-red-200 bg-red-50 px-6 py-12 text-center"
    >
      <h2 className="text-lg font-semibold text-red-900">{t('loadError.title')}</h2>
      <p className="text-red-800">{t('loadError.body')}</p>
      <Button onClick={onRetry} disabled={retrying} className="mt-2">
        {t('loadError.retry')}
      </Button>
    </div>
  );
}

/** The page's frame while its content loads (a client-side navigation whose loader gave up waiting). */
export function ContentSkeleton() {
  const { t } = useTranslation('content');
  return (
    <div aria-busy="true" className="flex flex-col gap-4">
      <span className="sr-only" role="status">
        {t('loading')}
      </span>
      <div className="h-9 w-2/3 animate-pulse rounded-lg bg-slate-200" />
      <div className="h-5 w-full animate-pulse rounded bg-slate-100" />
      <div className="h-5 w-5/6 animate-pulse rounded bg-slate-100" />
      <div className="h-48 w-full animate-pulse rounded-2xl bg-slate-100" />
    </div>
  );
}
