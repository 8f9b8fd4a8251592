// The account screens' links. lib/paths.ts (house rule 7) does not have these yet; they are kept here,
// in one place, until it does, so no component builds them from strings.
import { paths } from '../../lib/paths.ts';

function withSearch(pathname: string, search = ''): string {
  const query = search.startsWith('?') ? search.slice(1) : search;
  return query ? `${pathname}?${query}` : pathname;
}

export const accountPaths = {
  ...paths,
  signup: (search?: string) => withSearch(paths.signup(), search),
  /** Spec §2: /signup/account-creation redirects to /signup; the guards name it. */
  signupAccountCreation: () => '/signup/account-creation',
  signupAdditional: () => '/signup/additional',
  /** The purchase step of sign-up (a later issue builds the page). */
  signupPurchase: (search?: string) => withSearch('/signup/purchase', search),
  profileEdit: () => '/profile/edit',
  exploreMemberships: () => '/explore-memberships',
  /** Buy a membership (a later issue). */
  purchase: () => '/purchase',
  /** Register an existing card (a later issue). */
  activate: () => '/activate',
  /** Where the free trial starts: the purchase step of sign-up offers it (a later issue). */
  freeTrial: () => '/signup/purchase',
} as const;
