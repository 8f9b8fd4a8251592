// Activating a card (issue 6; spec §2 activation routes, §4 "Activation"): /activate and its steps,
// the activation inside sign-up, the QR pack's landing and /qr-select-membership. Every page is a lazy
// module (app/routes/activation), so none of them enlarges the home page's JavaScript. The free
// trial is offered on /signup/purchase (purchase-routes.tsx), composed in its route module.
import type { RouteObject } from 'react-router';

export const activationRoutes: RouteObject[] = [
  {
    path: 'activate',
    lazy: async () => {
      const { activateLoader, ActivateRoute } = await import('./routes/activation/activate.tsx');
      return { loader: activateLoader, Component: ActivateRoute };
    },
  },
  {
    path: 'activate/account',
    lazy: async () => ({
      loader: (await import('./routes/activation/activate-account.tsx')).activateAccountLoader,
    }),
  },
  {
    path: 'activate/info',
    lazy: async () => ({
      Component: (await import('./routes/activation/activate-info.tsx')).ActivateInfoRoute,
    }),
  },
  {
    path: 'activate/subscription',
    lazy: async () => ({
      Component: (await import('./routes/activation/activate-subscription.tsx')).ActivateSubscriptionRoute,
    }),
  },
  {
    path: 'activate/completion',
    lazy: async () => ({
      Component: (await import('./routes/activation/activate-completion.tsx')).ActivateCompletionRoute,
    }),
  },
  {
    path: 'activate/incentive',
    lazy: async () => ({
      Component: (await import('./routes/activation/activate-incentive.tsx')).ActivateIncentiveRoute,
    }),
  },
  {
    path: 'signup/activate',
    lazy: async () => {
      const { signupActivateLoader, SignupActivateRoute } = await import('./routes/activation/signup-activate.tsx');
      return { loader: signupActivateLoader, Component: SignupActivateRoute };
    },
  },
  {
    path: 'signup/activation/complete',
    lazy: async () => ({
      Component: (await import('./routes/activation/signup-activation-complete.tsx')).SignupActivationCompleteRoute,
    }),
  },
  {
    path: 'qrlanding',
    lazy: async () => ({ Component: (await import('./routes/activation/qr-landing.tsx')).QrLandingRoute }),
  },
  {
    path: 'qr-select-membership',
    lazy: async () => {
      const { qrSelectMembershipLoader, QrSelectMembershipRoute } =
        await import('./routes/activation/qr-select-membership.tsx');
      return { loader: qrSelectMembershipLoader, Component: QrSelectMembershipRoute };
    },
  },
];
