// The route table, shared by the browser router (main.tsx) and tests (createMemoryRouter). Loaders get
// the query client from the router context (see lib/query-client.ts).
import type { RouteObject } from 'react-router';
import { DealsRoute, dealsLoader } from './routes/deals.tsx';
import { HomeRoute } from './routes/home.tsx';
import { NotFoundRoute } from './routes/not-found.tsx';
import { AppLoading, RootLayout } from './routes/root-layout.tsx';
import { RouteError } from './routes/route-error.tsx';

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    hydrateFallbackElement: <AppLoading />,
    // Last resort, when the layout itself fails.
    errorElement: <RouteError />,
    children: [
      {
        // Page errors render inside the shell, so header and footer stay usable.
        errorElement: <RouteError />,
        children: [
          { index: true, element: <HomeRoute /> },
          { path: 'deals', loader: dealsLoader, element: <DealsRoute /> },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
];
