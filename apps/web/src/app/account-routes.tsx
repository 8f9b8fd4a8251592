// Account screens of issue 4: /signup and its steps, /register, /emailverification, /__/auth/action,
// /profile, /profile/edit, /explore-memberships. Every page is a lazy module (app/routes/account),
// so none of them enlarges the home page's JavaScript. /signup/account-creation → /signup is in the
// redirects table (redirects.ts).
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { paths } from '../lib/paths.ts';
import { namespacesMiddleware } from './member-namespaces.ts';

/** /register: the old entry to sign-up (card registration links too), to /signup with its query. */
export function registerLoader({ request }: LoaderFunctionArgs) {
  const { search } = new URL(request.url);
  return redirect(`${paths.signup()}${search}`);
}

export const accountRoutes: RouteObject[] = [
  {
    path: 'signup',
    lazy: async () => ({ Component: (await import('./routes/account/signup.tsx')).SignupRoute }),
  },
  {
    path: 'signup/additional',
    lazy: async () => ({
      Component: (await import('./routes/account/signup-additional.tsx')).SignupAdditionalRoute,
    }),
  },
  { path: 'register', loader: registerLoader },
  {
    path: 'emailverification',
    lazy: async () => ({
      Component: (await import('./routes/account/email-verification.tsx')).EmailVerificationRoute,
    }),
  },
  {
    path: '__/auth/action',
    lazy: async () => ({ Component: (await import('./routes/account/email-action.tsx')).EmailActionRoute }),
  },
  {
    path: 'profile',
    // The savings panel speaks from the `redeem` catalogue, the student status from `student`.
    middleware: [namespacesMiddleware(['redeem', 'student'])],
    lazy: async () => {
      const [{ ProfileRoute }, { SavingsPanel }, { StudentStatusPanel }] = await Promise.all([
        import('./routes/account/profile.tsx'),
        import('../features/redeem/components/savings-panel.tsx'),
        import('../features/student/components/student-status-panel.tsx'),
      ]);
      return {
        // Issue 7: the member's savings (features/redeem) in the profile's slot; issue 18: the student
        // status (features/student) after it.
        Component: function ProfilePageRoute() {
          return (
            <ProfileRoute
              savings={
                <>
                  <SavingsPanel />
                  <StudentStatusPanel />
                </>
              }
            />
          );
        },
      };
    },
  },
  {
    path: 'profile/edit',
    lazy: async () => ({ Component: (await import('./routes/account/profile-edit.tsx')).ProfileEditRoute }),
  },
  {
    path: 'explore-memberships',
    lazy: async () => ({
      Component: (await import('./routes/account/explore-memberships.tsx')).ExploreMembershipsRoute,
    }),
  },
];
