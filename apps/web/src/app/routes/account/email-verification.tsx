// /emailverification — asks the member to open the link sent to their address, with a resend button
// (spec §2, §4 "Email verification"). A verified member is told so; a visitor is asked to log in.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { AccountLoading, AccountPage, AccountPanel } from '../../../features/account/components/account-page.tsx';
import { ResendVerification } from '../../../features/account/components/resend-verification.tsx';
import { SignInPrompt } from '../../../features/account/components/sign-in-prompt.tsx';
import { useAccountSession } from '../../../features/account/hooks/use-account-session.ts';
import { paths } from '../../../lib/paths.ts';

export function EmailVerificationRoute() {
  const { t } = useTranslation('account');
  const { session, loading } = useAccountSession();

  if (loading) return <AccountLoading />;
  if (!session) {
    return (
      <AccountPage title={t('verification.title')}>
        <SignInPrompt message={t('verification.signIn')} />
      </AccountPage>
    );
  }
  if (session.user.emailVerified) {
    return (
      <AccountPage title={t('verification.verifiedTitle')}>
        <AccountPanel>
          <p role="status" className="text-slate-700">
            {t('verification.verified', { email: session.user.email })}
          </p>
          <Link to={paths.deals()} className={buttonClasses({ variant: 'primary', className: 'self-start' })}>
            {t('verification.browse')}
          </Link>
        </AccountPanel>
      </AccountPage>
    );
  }
  return (
    <AccountPage title={t('verification.title')}>
      <AccountPanel>
        <p className="text-slate-700">{t('verification.body', { email: session.user.email })}</p>
        <p className="text-sm text-slate-600">{t('verification.spam')}</p>
        <ResendVerification />
      </AccountPanel>
    </AccountPage>
  );
}
