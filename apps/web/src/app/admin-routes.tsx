// The staff console's route (issue 20; decision 030): outside the public layout and its middleware (the
// public header and footer, the member sign-in guard, language prefixes), one lazy module for the
// sign-in page and the console, so the public bundle carries one small route entry. /admin/sign-in is
// open to anyone; every other console page is the site's 404 page — in the public shell, with status
// 404 from the server — for anyone who is not staff (routes/admin/admin.tsx).
import type { RouteObject } from 'react-router';

export const adminRoutes: RouteObject[] = [
  {
    path: 'admin/*',
    lazy: async () => {
      const module = await import('./routes/admin/admin.tsx');
      return { loader: module.adminLoader, Component: module.AdminRoute, ErrorBoundary: module.AdminError };
    },
  },
];
