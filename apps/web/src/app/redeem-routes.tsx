// Following an offer's link (issue 7): /redirect-to-partner?offer_id&firebase_uid (spec §2), the page
// the browser extension and e-mails open; it records the click and sends the member to the partner.
import type { RouteObject } from 'react-router';

export const redeemRoutes: RouteObject[] = [
  {
    path: 'redirect-to-partner',
    lazy: async () => ({
      Component: (await import('../features/redeem/routes/redirect-to-partner.tsx')).RedirectToPartnerRoute,
    }),
  },
];
