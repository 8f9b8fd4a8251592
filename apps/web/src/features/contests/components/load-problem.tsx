// A contest that could not be loaded (the API unreachable): said so, with a retry.
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';

export function ContestLoadProblem({ failed }: { failed: boolean }) {
  const { t } = useTranslation('content');
  const queryClient = useQueryClient();
  if (!failed) return <p className="text-slate-600">{t('contests.loading')}</p>;
  return (
    <div role="alert" className="flex flex-col gap-3 rounded-2xl bg-red-50 p-4 text-red-900">
      <p>{t('contests.loadError')}</p>
      <Button
        variant="secondary"
        className="self-start"
        onClick={() => void queryClient.invalidateQueries({ queryKey: ['contests'] })}
      >
        {t('contests.retry')}
      </Button>
    </div>
  );
}
