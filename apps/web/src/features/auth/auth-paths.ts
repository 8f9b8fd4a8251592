// Links of the sign-in flows and the member's header that lib/paths.ts does not have yet. Kept in one
// place so they move there in one edit (house rule 7: links come from one paths module).
export const authPaths = {
  login: () => '/login',
  logout: () => '/logout',
  favourites: () => '/favourites',
  billing: () => '/billing',
  exploreMemberships: () => '/explore-memberships',
  membershipScreen: () => '/membership-screen',
  purchase: () => '/purchase',
  activate: () => '/activate',
  redirectToPartner: () => '/redirect-to-partner',
} as const;
