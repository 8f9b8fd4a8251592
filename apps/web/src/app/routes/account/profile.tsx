// /profile (auth required, spec §2): the member's profile, a summary of their membership and the way
// to edit both. Without a session it shows how to sign in (the global guard normally sends visitors
// to the login prompt before they get here).
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { useProfile } from '../../../features/account/api/get-profile.ts';
import { AccountLoading, AccountPage, AccountPanel } from '../../../features/account/components/account-page.tsx';
import { DownloadData } from '../../../features/account/components/download-data.tsx';
import { MembershipSummary } from '../../../features/account/components/membership-summary.tsx';
import { ProfileDetails } from '../../../features/account/components/profile-details.tsx';
import { ProfileLoadError } from '../../../features/account/components/profile-load-error.tsx';
import { SignInPrompt } from '../../../features/account/components/sign-in-prompt.tsx';
import { useAccountSession } from '../../../features/account/hooks/use-account-session.ts';
import { paths } from '../../../lib/paths.ts';
// Issue 6: the referral panel of the referrals feature, composed here (route modules compose features).
import { ReferralPanel } from '../../../features/referrals/components/referral-panel.tsx';

interface ProfileRouteProps {
  /** Issue 7: the member's savings panel (features/redeem), composed by the route module. */
  savings?: ReactNode;
}

export function ProfileRoute({ savings }: ProfileRouteProps = {}) {
  const { t } = useTranslation('account');
  const { session, loading } = useAccountSession();
  const profileQuery = useProfile({ enabled: session !== null });
  const detailsHeading = useId();
  const membershipHeading = useId();
  const dataHeading = useId();

  if (loading) return <AccountLoading />;
  if (!session) {
    return (
      <AccountPage title={t('profile.title')}>
        <SignInPrompt message={t('profile.signIn')} />
      </AccountPage>
    );
  }

  let details;
  if (profileQuery.isError) {
    details = <ProfileLoadError onRetry={() => void profileQuery.refetch()} retrying={profileQuery.isFetching} />;
  } else if (!profileQuery.data) {
    details = <AccountLoading />;
  } else {
    details = <ProfileDetails profile={profileQuery.data} email={session.user.email} />;
  }

  return (
    <AccountPage title={t('profile.title')} wide>
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <AccountPanel labelledBy={detailsHeading}>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id={detailsHeading} className="text-lg font-bold text-slate-900">
              {t('profile.details')}
            </h2>
            <Link to={paths.profileEdit()} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
              {t('profile.edit')}
            </Link>
          </div>
          {details}
        </AccountPanel>
        <AccountPanel labelledBy={membershipHeading}>
          <MembershipSummary cards={session.cards} headingId={membershipHeading} />
        </AccountPanel>
      </div>
      {savings}
      <ReferralPanel uid={session.user.uid} />
      {/* Issue 21: the member's own data as a file (the privacy policy's data portability). */}
      <AccountPanel labelledBy={dataHeading}>
        <DownloadData headingId={dataHeading} />
      </AccountPanel>
    </AccountPage>
  );
}
