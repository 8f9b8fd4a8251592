// The digital card (issue 6): /membership-screen for the member (the global guard asks for a
// signed-in, registered user: spec §2 "Auth required") and the public /card/verify/:token a cashier
// opens from its QR code. Lazy modules: only those who open them download them (and the QR encoder).
import type { RouteObject } from 'react-router';

export const membershipCardRoutes: RouteObject[] = [
  {
    path: 'membership-screen',
    lazy: async () => ({
      Component: (await import('./routes/membership-card/membership-screen.tsx')).MembershipScreenRoute,
    }),
  },
  {
    path: 'card/verify/:token',
    lazy: async () => ({
      Component: (await import('./routes/membership-card/card-verification.tsx')).CardVerificationRoute,
    }),
  },
];
