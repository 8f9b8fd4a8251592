// Favourites and saved lists (issue 7): /favourites and /favourites/list/:id (query source). Both
// need a signed-in, registered member (the global guard, spec §2 "Auth required"). Lazy modules.
import type { RouteObject } from 'react-router';

export const savedRoutes: RouteObject[] = [
  {
    path: 'favourites',
    lazy: async () => ({ Component: (await import('../features/saved/routes/favourites.tsx')).FavouritesRoute }),
  },
  {
    path: 'favourites/list/:id',
    lazy: async () => ({ Component: (await import('../features/saved/routes/saved-list.tsx')).SavedListRoute }),
  },
];
