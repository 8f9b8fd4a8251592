// Activating a card (issue 6; spec §2 activation routes, §4 "Activation"): /activate and its steps,
// the activation inside sign-up, the QR pack's landing and /qr-select-membership. Every page is a lazy
// module (features/activation/routes), so none of them enlarges the home page's JavaScript. The free
// trial is offered on /signup/purchase (purchase-routes.tsx), composed in its route module.
import type { RouteObject } from 'react-router';

export const activationRoutes: RouteObject[] = [
  {
    path: 'activate',
    lazy: async () => {
      const { activateLoader, ActivateRoute } = await import('../features/activation/routes/activate.tsx');
      return { loader: activateLoader, Component: ActivateRoute };
    },
  },
  {
    path: 'activate/account',
    lazy: async () => ({
      loader: (await import('../features/activation/routes/activate-account.tsx')).activateAccountLoader,
    }),
  },
  {
    path: 'activate/info',
    lazy: async () => ({
      Component: (await import('../features/activation/routes/activate-info.tsx')).ActivateInfoRoute,
    }),
  },
  {
    path: 'activate/subscription',
    lazy: async () => ({
      Component: (await import('../features/activation/routes/activate-subscription.tsx')).ActivateSubscriptionRoute,
    }),
  },
  {
    path: 'activate/completion',
    lazy: async () => ({
      Component: (await import('../features/activation/routes/activate-completion.tsx')).ActivateCompletionRoute,
    }),
  },
  {
    path: 'activate/incentive',
    lazy: async () => ({
      Component: (await import('../features/activation/routes/activate-incentive.tsx')).ActivateIncentiveRoute,
    }),
  },
  {
    path: 'signup/activate',
    lazy: async () => {
      const { signupActivateLoader, SignupActivateRoute } =
        await import('../features/activation/routes/signup-activate.tsx');
      return { loader: signupActivateLoader, Component: SignupActivateRoute };
    },
  },
  {
    path: 'signup/activation/complete',
    lazy: async () => ({
      Component: (await import('../features/activation/routes/signup-activation-complete.tsx'))
        .SignupActivationCompleteRoute,
    }),
  },
  {
    path: 'qrlanding',
    lazy: async () => ({ Component: (await import('../features/activation/routes/qr-landing.tsx')).QrLandingRoute }),
  },
  {
    path: 'qr-select-membership',
    lazy: async () => {
      const { qrSelectMembershipLoader, QrSelectMembershipRoute } =
        await import('../features/activation/routes/qr-select-membership.tsx');
      return { loader: qrSelectMembershipLoader, Component: QrSelectMembershipRoute };
    },
  },
];
