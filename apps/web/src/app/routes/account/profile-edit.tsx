// /profile/edit (auth required, spec §2): the profile form, then the e-mail and password changes and
// account deletion, each in its own panel with its own errors.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../lib/i18n.ts';
import { useProfile } from '../../../features/account/api/get-profile.ts';
import { AccountLoading, AccountPage, AccountPanel } from '../../../features/account/components/account-page.tsx';
import { ChangeEmailForm } from '../../../features/account/components/change-email-form.tsx';
import { ChangePasswordForm } from '../../../features/account/components/change-password-form.tsx';
import { DeleteAccount } from '../../../features/account/components/delete-account.tsx';
import { ProfileForm } from '../../../features/account/components/profile-form.tsx';
import { ProfileLoadError } from '../../../features/account/components/profile-load-error.tsx';
import { SignInPrompt } from '../../../features/account/components/sign-in-prompt.tsx';
import { useAccountSession, useSessionCommands } from '../../../features/account/hooks/use-account-session.ts';
import { paths } from '../../../lib/paths.ts';

export function ProfileEditRoute() {
  const { t } = useTranslation('account');
  const { language, changeLanguage } = useLanguage();
  const { session, loading } = useAccountSession();
  const { refreshSession } = useSessionCommands();
  const profileQuery = useProfile({ enabled: session !== null });
  const deleteHeading = useId();

  if (loading) return <AccountLoading />;
  if (!session) {
    return (
      <AccountPage title={t('profileEdit.title')}>
        <SignInPrompt message={t('profile.signIn')} />
      </AccountPage>
    );
  }

  let form;
  if (profileQuery.isError) {
    form = <ProfileLoadError onRetry={() => void profileQuery.refetch()} retrying={profileQuery.isFetching} />;
  } else if (!profileQuery.data) {
    form = <AccountLoading />;
  } else {
    form = (
      <ProfileForm
        profile={profileQuery.data}
        onSaved={async (profile) => {
          // Spec §4 "Language": the profile's language is the interface language of a member.
          if (profile.language !== language) await changeLanguage(profile.language);
          await refreshSession().catch(() => undefined);
        }}
      />
    );
  }
  // Someone signed in through Google, Facebook or Apple has no password here to confirm a change with.
  const hasPassword = session.user.providerList.includes('email');

  return (
    <AccountPage
      title={t('profileEdit.title')}
      lead={
        <Link to={paths.profile()} className="text-sm font-semibold text-brand-700 underline">
          {t('profileEdit.back')}
        </Link>
      }
    >
      <AccountPanel>{form}</AccountPanel>
      {hasPassword ? (
        <>
          <AccountPanel>
            <ChangeEmailForm currentEmail={session.user.email} />
          </AccountPanel>
          <AccountPanel>
            <ChangePasswordForm />
          </AccountPanel>
        </>
      ) : (
        <AccountPanel>
          <p className="text-sm text-slate-700">{t('profileEdit.socialOnly')}</p>
        </AccountPanel>
      )}
      <AccountPanel labelledBy={deleteHeading}>
        <DeleteAccount uid={session.user.uid} headingId={deleteHeading} />
      </AccountPanel>
    </AccountPage>
  );
}
