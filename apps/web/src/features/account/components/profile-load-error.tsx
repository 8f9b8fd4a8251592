// The profile could not be loaded: say so, and offer to try again (the profile and edit pages).
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/form-messages.tsx';

export function ProfileLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('account');
  return (
    <div className="flex flex-col gap-3">
      <FormMessage tone="error">{t('profile.loadError')}</FormMessage>
      <Button variant="secondary" className="self-start" onClick={onRetry} disabled={retrying}>
        {t('action.retry')}
      </Button>
    </div>
  );
}
