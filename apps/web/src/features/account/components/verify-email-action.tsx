// The verifyEmail mode of an e-mail action link: confirms the address with the link's oobCode, reads
// the session again (it is now verified) and offers to continue — to the link's continueUrl when it
// points into the app, else home. A used or expired link says so and offers a new one; spec §4: "with a
// continueUrl whose token is invalid the user goes to home", so the failure never follows continueUrl.
// Continue shows only once the session has been read again: a click before that would land on the next
// page with the visitor's session still cached, and its guards would send the new member elsewhere.
import { safeContinuePath } from '@spc/domain/auth';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSessionCommands } from '../hooks/use-account-session.ts';
import { isSpentToken } from '../api-errors.ts';
import { verifyEmailQueryOptions } from '../api/verify-email.ts';
import { AccountLoading } from './account-page.tsx';
import { FormMessage } from '../../../components/ui/form-messages.tsx';
import { paths } from '../../../lib/paths.ts';

function appOrigin(): string {
  return typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
}

export function VerifyEmailAction({ oobCode, continueUrl }: { oobCode: string; continueUrl?: string | undefined }) {
  const { t } = useTranslation('account');
  const query = useQuery(verifyEmailQueryOptions(oobCode));
  const { refreshSession } = useSessionCommands();
  const verified = query.isSuccess;
  const [sessionRead, setSessionRead] = useState(false);

  useEffect(() => {
    if (!verified) return;
    let current = true;
    void refreshSession()
      .catch(() => undefined)
      .finally(() => {
        if (current) setSessionRead(true);
      });
    return () => {
      current = false;
    };
  }, [verified, refreshSession]);

  if (query.isPending || (verified && !sessionRead)) return <AccountLoading />;
  if (query.isError) {
    if (!isSpentToken(query.error)) {
      return (
        <div className="flex flex-col gap-4">
          <FormMessage tone="error">{t('action.verify.unavailable')}</FormMessage>
          <Button
            variant="primary"
            className="self-start"
            onClick={() => void query.refetch()}
            disabled={query.isFetching}
          >
            {t('action.retry')}
          </Button>
        </div>
      );
    }
    return (
      <div className="flex flex-col gap-4">
        <FormMessage tone="error">
          {query.error instanceof ApiError && query.error.code === 'TOKEN_EXPIRED'
            ? t('action.verify.expired')
            : t('action.verify.used')}
        </FormMessage>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to={paths.emailVerification()} className={buttonClasses({ variant: 'primary' })}>
            {t('action.verify.newLink')}
          </Link>
          <Link to={paths.home()} className={buttonClasses({ variant: 'secondary' })}>
            {t('action.home')}
          </Link>
        </div>
      </div>
    );
  }

  const target = safeContinuePath(continueUrl, appOrigin()) ?? paths.home();
  return (
    <div className="flex flex-col gap-4">
      <FormMessage tone="success">{t('action.verify.success')}</FormMessage>
      <Link to={target} className={buttonClasses({ variant: 'primary', className: 'self-start' })}>
        {t('action.continue')}
      </Link>
    </div>
  );
}
