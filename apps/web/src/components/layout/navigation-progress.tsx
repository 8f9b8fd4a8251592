// A thin bar at the top of the page while the router loads the next page, announced politely.
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';

export function NavigationProgress() {
  const { t } = useTranslation();
  const loading = useNavigation().state !== 'idle';
  return (
    <>
      <div aria-hidden="true" className={`fixed inset-x-0 top-0 z-50 h-1 overflow-hidden ${loading ? '' : 'hidden'}`}>
        <div className="h-full w-1/3 animate-[spc-progress_1s_ease-in-out_infinite] bg-brand-500" />
      </div>
      <p role="status" className="sr-only">
        {loading ? t('loading') : ''}
      </p>
    </>
  );
}
