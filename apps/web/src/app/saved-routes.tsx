// Favourites and saved lists (issue 7): /favourites and /favourites/list/:id (query source). Both
// need a signed-in, registered member (the global guard, spec §2 "Auth required"). Lazy modules, loading
// the `saved` catalogue first (member-namespaces.ts).
// The saved pages show offers with the deals feature's grid, composed here and handed in as slots
// (features/saved/components/saved-offers-slot.ts), so every offer looks the same wherever it is listed.
import type { RouteObject } from 'react-router';
import { openLoginPrompt } from '../features/auth/login-prompt-store.ts';
import { OfferGrid, OfferGridSkeleton } from '../features/deals/components/offer-grid.tsx';
import type { SavedOffersSlots, SavedOffersView } from '../features/saved/components/saved-offers-slot.ts';
import { useLanguage } from '../lib/i18n.ts';
import { namespacesMiddleware } from './member-namespaces.ts';

function SavedOfferGrid(view: SavedOffersView) {
  const { language } = useLanguage();
  return (
    <OfferGrid
      offers={view.offers}
      partnersById={view.partnersById}
      language={language}
      now={view.now}
      renderActions={view.renderActions}
    />
  );
}

// The grid is part of the first page's JavaScript already (the home page's sections), so it is imported
// here directly.
const offerSlots: SavedOffersSlots = {
  renderOffers: (view) => <SavedOfferGrid {...view} />,
  offersSkeleton: <OfferGridSkeleton count={4} />,
};

export const savedRoutes: RouteObject[] = [
  {
    path: 'favourites',
    middleware: [namespacesMiddleware(['saved'])],
    lazy: async () => {
      const { FavouritesRoute } = await import('./routes/saved/favourites.tsx');
      return {
        Component: function FavouritesPage() {
          return <FavouritesRoute onSignInRequired={openLoginPrompt} {...offerSlots} />;
        },
      };
    },
  },
  {
    path: 'favourites/list/:id',
    middleware: [namespacesMiddleware(['saved'])],
    lazy: async () => {
      const { SavedListRoute } = await import('./routes/saved/saved-list.tsx');
      return {
        Component: function SavedListPage() {
          return <SavedListRoute {...offerSlots} />;
        },
      };
    },
  },
];
