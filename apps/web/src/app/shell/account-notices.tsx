// The account notices above every page (spec §4 "Sign-in, flows and banners"): the e-mail verification
// banner, the invalid-profile alert and the policy-update notification. Which ones show is decided by
// features/account/notices.ts from the session and the path; they are posted to the one notification
// centre (features/notifications, spec §3 "Notification"), whose list renders here with any other notice
// of the page: the membership banner and the membership-expiring modal (valid members only, spec §4)
// post theirs from here too. Nothing renders for a visitor. The module comes with the session (root-layout.tsx), so
// it also applies the profile's language (spec §4).
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useProfileLanguage } from '../../features/auth/hooks/use-profile-language.ts';
import {
  EmailVerificationBanner,
  InvalidProfileAlert,
  PolicyUpdateNotice,
} from '../../features/account/components/account-notice-items.tsx';
import {
  showsInvalidProfileAlert,
  showsPolicyUpdate,
  showsVerificationBanner,
} from '../../features/account/notices.ts';
import { NotificationList } from '../../features/notifications/components/notification-list.tsx';
import { notificationCentre } from '../../features/notifications/notification-centre.ts';
import { useSession } from '../../lib/session.ts';
import { ExpiringModal } from './expiring-modal.tsx';
import { MembershipBanner } from './membership-banner.tsx';

/** Keeps notice `id` posted while `content` is given, withdrawn otherwise. */
function useNotice(id: string, content: ReactNode | null, deps: readonly unknown[]) {
  useEffect(() => {
    if (content === null) {
      notificationCentre.withdraw(id);
      return;
    }
    notificationCentre.post({ id, content, dismissible: false });
    return () => notificationCentre.withdraw(id);
    // The content is rebuilt on every render; it changes only with `deps`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, ...deps]);
}

export function AccountNotices() {
  useProfileLanguage();
  const { t } = useTranslation('account');
  const session = useSession();
  const { pathname } = useLocation();
  const email = session?.user.email ?? '';
  const verification = session ? showsVerificationBanner(session, pathname) : false;
  const invalidProfile = session ? showsInvalidProfileAlert(session, pathname) : false;
  const policy = session ? showsPolicyUpdate(session) : false;
  useNotice('account:verification', verification ? <EmailVerificationBanner email={email} /> : null, [
    verification,
    email,
  ]);
  useNotice('account:invalid-profile', invalidProfile ? <InvalidProfileAlert /> : null, [invalidProfile]);
  useNotice(
    'account:policy-update',
    policy ? <PolicyUpdateNotice onAcknowledged={() => notificationCentre.withdraw('account:policy-update')} /> : null,
    [policy],
  );
  if (!session) return null;
  return (
    <>
      <MembershipBanner />
      <ExpiringModal />
      <NotificationList labels={{ region: t('notices.centre.region'), dismiss: t('notices.centre.dismiss') }} />
    </>
  );
}
