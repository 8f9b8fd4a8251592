// The account notices above every page (spec §4 "Sign-in, flows and banners"): the e-mail verification
// banner, the invalid-profile alert and the policy-update notification. Which ones show is decided by
// features/account/notices.ts from the session and the path; nothing renders for a visitor. The module
// comes with the session (root-layout.tsx), so it also applies the profile's language (spec §4).
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
import { useSession } from '../../lib/session.ts';

export function AccountNotices() {
  useProfileLanguage();
  const session = useSession();
  const { pathname } = useLocation();
  if (!session) return null;
  const verification = showsVerificationBanner(session, pathname);
  const invalidProfile = showsInvalidProfileAlert(session, pathname);
  const policy = showsPolicyUpdate(session);
  if (!verification && !invalidProfile && !policy) return null;
  return (
    <div className="mb-6 flex flex-col gap-3">
      {verification ? <EmailVerificationBanner email={session.user.email} /> : null}
      {invalidProfile ? <InvalidProfileAlert /> : null}
      {policy ? <PolicyUpdateNotice /> : null}
    </div>
  );
}
