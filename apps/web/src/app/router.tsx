// The route table, shared by the browser router (main.tsx) and tests (createMemoryRouter). Loaders get
// the query client from the router context (see lib/query-client.ts). The root middleware strips
// language prefixes and records campaign parameters, then applies the global sign-in guard (auto-login,
// auth-required pages, unregistered users), before any page loader runs.
import type { RouteObject } from 'react-router';
import { authGuardMiddleware } from '../features/auth/guard.ts';
import { accountRoutes } from './account-routes.tsx';
import { adminRoutes } from './admin-routes.tsx';
import { activationRoutes } from './activation-routes.tsx';
import { authRoutes } from './auth-routes.tsx';
import { billingRoutes } from './billing-routes.tsx';
import { catalogueRoutes } from './catalogue-routes.tsx';
import { contentRoutes } from './content-routes.tsx';
import { contestRoutes } from './contest-routes.tsx';
import { languagePrefixMiddleware } from './language-prefix.ts';
import { withMemberNamespaces } from './member-namespaces.ts';
import { membershipCardRoutes } from './membership-card-routes.tsx';
import { plusRoutes } from './plus-routes.tsx';
import { redeemRoutes } from './redeem-routes.tsx';
import { redirectRoutes } from './redirect-routes.ts';
import { holidayLoader } from './routes/holiday-loader.ts';
import { HomeRoute, homeLoader } from './routes/home.tsx';
import { NotFoundRoute } from './routes/not-found.tsx';
import { purchaseRoutes } from './purchase-routes.tsx';
import { rktckiLoader } from './routes/rktcki.ts';
import { AppLoading, RootLayout, shellLoader } from './routes/root-layout.tsx';
import { RouteError } from './routes/route-error.tsx';
import { savedRoutes } from './saved-routes.tsx';

export const routes: RouteObject[] = [
  // The staff console (issue 20): lazy modules of its own, outside the public layout (admin-routes.tsx).
  ...adminRoutes,
  {
    id: 'root',
    element: <RootLayout />,
    // The header's and footer's data, in the rendered page (root-layout.tsx).
    loader: shellLoader,
    middleware: [languagePrefixMiddleware, authGuardMiddleware],
    hydrateFallbackElement: <AppLoading />,
    // Last resort, when the layout itself fails.
    errorElement: <RouteError />,
    children: [
      {
        // Page errors render inside the shell, so header and footer stay usable.
        errorElement: <RouteError />,
        children: [
          { index: true, loader: homeLoader, element: <HomeRoute /> },
          // Catalogue pages (lazy modules): deals, category, partner, offer, search, weekly deals, SPC+, trending, brands.
          ...catalogueRoutes,
          { path: 'rktcki', loader: rktckiLoader },
          // Sign-in, sign-out, guards' targets (auth-routes.tsx) and the account screens (account-routes.tsx).
          // The member areas load their catalogues first (member-namespaces.ts).
          ...authRoutes,
          ...withMemberNamespaces(accountRoutes),
          // Buying a membership and managing its billing (issue 5).
          ...withMemberNamespaces(purchaseRoutes),
          ...withMemberNamespaces(billingRoutes),
          // Activating a card, the free trial, SPC+ and the bank tier, the digital card (issue 6).
          ...withMemberNamespaces(activationRoutes),
          ...withMemberNamespaces(plusRoutes),
          ...withMemberNamespaces(membershipCardRoutes),
          // Using the membership (issue 7): favourites and saved lists, following an offer's link.
          ...savedRoutes,
          ...redeemRoutes,
          // Public redirects and aliases of spec §2 (one table: redirects.ts; paths in redirect-routes.ts).
          ...redirectRoutes,
          // The company, help and legal pages (issue 17; one table: content-routes.tsx).
          ...contentRoutes,
          // Contests and campaigns (issue 19 item 1; one table: contest-routes.tsx).
          ...contestRoutes,
          // A marketing e-mail's unsubscribe link (decision 039): opening it changes nothing.
          {
            path: 'unsubscribe',
            lazy: async () => ({ Component: (await import('./routes/unsubscribe.tsx')).UnsubscribeRoute }),
          },
          // Keep these two last: a single segment is a holiday event page only when it names one.
          {
            path: ':id',
            loader: holidayLoader,
            // The page itself is lazy like the catalogue pages: most single segments are typos (a 404).
            lazy: async () => ({ Component: (await import('./routes/holiday.tsx')).HolidayRoute }),
          },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
];
