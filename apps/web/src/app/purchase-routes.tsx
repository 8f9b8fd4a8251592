// Buying a membership (issue 5; spec §2, §4 "Purchase flow", "Purchase guard"): /signup/purchase,
// /purchase, its summary and completion, the in-store guide and the purchase without an account. Every page is a lazy module
// (app/routes/purchase), so none of them enlarges the home page's JavaScript; the loaders apply
// the purchase guard once the session is known.
import type { RouteObject } from 'react-router';

export const purchaseRoutes: RouteObject[] = [
  {
    path: 'signup/purchase',
    lazy: async () => {
      const { signupPurchaseLoader, SignupPurchaseRoute } = await import('./routes/purchase/signup-purchase.tsx');
      return { loader: signupPurchaseLoader, Component: SignupPurchaseRoute };
    },
  },
  {
    path: 'purchase',
    lazy: async () => {
      const { purchaseLoader, PurchaseRoute } = await import('./routes/purchase/purchase.tsx');
      return { loader: purchaseLoader, Component: PurchaseRoute };
    },
  },
  {
    path: 'purchase/summary',
    lazy: async () => {
      const { purchaseSummaryLoader, PurchaseSummaryRoute } = await import('./routes/purchase/summary.tsx');
      return { loader: purchaseSummaryLoader, Component: PurchaseSummaryRoute };
    },
  },
  {
    path: 'purchase/completion',
    lazy: async () => ({
      Component: (await import('./routes/purchase/completion.tsx')).PurchaseCompletionRoute,
    }),
  },
  {
    path: 'purchase/instore',
    lazy: async () => ({ Component: (await import('./routes/purchase/in-store.tsx')).PurchaseInStoreRoute }),
  },
  {
    // Public: buying a card without an account (issue 23 item 14).
    path: 'purchase/guest',
    lazy: async () => ({ Component: (await import('./routes/purchase/guest.tsx')).PurchaseGuestRoute }),
  },
];
