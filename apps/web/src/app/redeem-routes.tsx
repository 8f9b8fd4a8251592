// Following an offer's link (issue 7): /redirect-to-partner?offer_id&firebase_uid (spec §2), the page
// the browser extension and e-mails open; it records the click and sends the member to the partner.
// A signed-out visitor gets the sign-in feature's login prompt, composed here.
import type { RouteObject } from 'react-router';
import { openLoginPrompt } from '../features/auth/login-prompt-store.ts';
import { namespacesMiddleware } from './member-namespaces.ts';

export const redeemRoutes: RouteObject[] = [
  {
    path: 'redirect-to-partner',
    middleware: [namespacesMiddleware(['redeem'])],
    lazy: async () => {
      const { RedirectToPartnerRoute } = await import('./routes/redeem/redirect-to-partner.tsx');
      return {
        Component: function RedirectToPartnerPageRoute() {
          return <RedirectToPartnerRoute onSignInRequired={openLoginPrompt} />;
        },
      };
    },
  },
];
