// Sign-in and session routes of issue 4: /login (spec: "Login when already logged in goes to /signup")
// and /logout (signs out, then home). The guard, auto-login and extension hand-off run from the root
// (router.tsx middleware, root-layout.tsx).
import { isServer } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { paths } from '../lib/paths.ts';
import { queryClientContext } from '../lib/query-client.ts';
import { ensureSession, signOut } from '../lib/session.ts';
import { namespacesMiddleware } from './member-namespaces.ts';

export async function loginLoader({ context }: LoaderFunctionArgs): Promise<null> {
  if (isServer) return null;
  const session = await ensureSession(context.get(queryClientContext));
  // Sign-up sends a registered member on to the next step.
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router's way to redirect
  if (session) throw redirect(paths.signup());
  return null;
}

export async function logoutLoader({ context }: LoaderFunctionArgs): Promise<never> {
  if (!isServer) await signOut(context.get(queryClientContext));
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router's way to redirect
  throw redirect(paths.home());
}

export const authRoutes: RouteObject[] = [
  {
    path: 'login',
    middleware: [namespacesMiddleware(['auth'])],
    loader: loginLoader,
    lazy: async () => ({ Component: (await import('../features/auth/components/login-page.tsx')).LoginPage }),
  },
  { path: 'logout', loader: logoutLoader },
];
