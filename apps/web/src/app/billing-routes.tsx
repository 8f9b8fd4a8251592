// /billing (issue 5): the member's membership, auto-renew, card on file and orders. A lazy module
// (app/routes/billing), loader included: only members who open it download it. The global guard
// (router.tsx middleware) handles visitors and unregistered users before its loader runs.
import type { RouteObject } from 'react-router';

export const billingRoutes: RouteObject[] = [
  {
    path: 'billing',
    lazy: async () => {
      const [{ billingLoader }, { BillingRoute }] = await Promise.all([
        import('./routes/billing/billing-loader.ts'),
        import('./routes/billing/billing.tsx'),
      ]);
      return { loader: billingLoader, Component: BillingRoute };
    },
  },
  // Issue 23 item 19: the renewal reminder's signed link. Not auth-required (guard-rules.ts matches
  // /billing only): the token is the authority, and opening the page changes nothing.
  {
    path: 'billing/auto-renew-off',
    lazy: async () => ({ Component: (await import('./routes/billing/auto-renew-off.tsx')).AutoRenewOffRoute }),
  },
];
