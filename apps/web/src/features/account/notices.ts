// Which account notices a page shows (spec §4 "Sign-in, flows and banners"): the e-mail verification
// banner, the invalid-profile alert and the policy-update notification, decided from the session and
// the path alone so the rules can be tested without rendering.
import { isProfileComplete, type Profile } from '@spc/domain/users';
import { matchPath } from 'react-router';

/** What the rules read from the session. */
export interface NoticeSession {
  user: { emailVerified: boolean };
  registered: boolean;
  hasValidCard: boolean;
  profile: Profile | null;
}

const matchesAny = (patterns: readonly string[], pathname: string) =>
  patterns.some((pattern) => matchPath(pattern, pathname) !== null);

/**
 * Spec §4: the invalid-profile alert shows on every page except edit profile, the sign-up steps
 * (personal info, purchase, activate), the purchase summary and the activation pages.
 */
export const INVALID_PROFILE_HIDDEN_ON = [
  '/profile/edit',
  '/signup',
  '/signup/*',
  '/purchase/summary',
  '/activate',
  '/activate/*',
] as const;

/** The verification banner stays off the pages that are about verifying, and the sign-up steps (they say it). */
export const VERIFICATION_BANNER_HIDDEN_ON = ['/emailverification', '/__/auth/action', '/signup', '/signup/*'] as const;

export function showsVerificationBanner(session: NoticeSession | null, pathname: string): boolean {
  return session !== null && !session.user.emailVerified && !matchesAny(VERIFICATION_BANNER_HIDDEN_ON, pathname);
}

/** Spec §4: "for a valid member with an incomplete profile" (valid member: registered, with a valid card). */
export function showsInvalidProfileAlert(session: NoticeSession | null, pathname: string): boolean {
  return (
    session !== null &&
    session.registered &&
    session.hasValidCard &&
    session.profile !== null &&
    !isProfileComplete(session.profile) &&
    !matchesAny(INVALID_PROFILE_HIDDEN_ON, pathname)
  );
}

/**
 * Spec §4 "Policy-update notification", tied to the privacy policy's version (issue 17): the server
 * says whether the version the member accepted is older than the one in effect (`policy_update_due`).
 * A new member accepted the current version at sign-up and never sees it.
 */
export function showsPolicyUpdate(session: NoticeSession | null): boolean {
  return session?.profile != null && session.profile.policy_update_due;
}
