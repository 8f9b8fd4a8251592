// The staff console's routes (issue 20; decision 030): outside the public layout and its middleware
// (the public header and footer, the member sign-in guard, language prefixes), lazy modules of their
// own. /admin/sign-in is open to anyone; every other console page is the site's 404 page — in the
// public shell, with status 404 from the server — for anyone who is not staff.
import type { RouteObject } from 'react-router';
import { AppLoading, shellLoader } from './routes/root-layout.tsx';
import { Shell } from './shell/shell.tsx';
import { RouteError } from './routes/route-error.tsx';

/** A console page refused (the 404 page) or failed, in the public shell like any other page's error. */
function AdminError() {
  return (
    <Shell>
      <RouteError />
    </Shell>
  );
}

export const adminRoutes: RouteObject[] = [
  {
    path: 'admin',
    // The public shell's data, for the 404 page a visitor gets (server-side only; root-layout.tsx).
    loader: shellLoader,
    hydrateFallbackElement: <AppLoading />,
    errorElement: <AdminError />,
    children: [
      {
        path: 'sign-in',
        lazy: async () => ({ Component: (await import('./routes/admin/sign-in.tsx')).AdminSignInRoute }),
      },
      {
        path: '*',
        lazy: async () => {
          const module = await import('./routes/admin/admin.tsx');
          return { loader: module.adminLoader, Component: module.AdminRoute };
        },
      },
    ],
  },
];

/** A console page the server answers with the 404 page unless the request is staff's (not the sign-in). */
export function isStaffConsolePath(pathname: string): boolean {
  return /^\/admin(?:\/|$)/.test(pathname) && !/^\/admin\/sign-in\/?$/.test(pathname);
}
