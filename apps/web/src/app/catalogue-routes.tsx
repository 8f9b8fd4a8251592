// The catalogue pages of issue 3 (category, partner resolution, offer, search, in-store, weekly deals,
// SPC+ offers, trending, brands). Every module is lazy, so none of them enlarges the home page's JavaScript.
// Spread into the shell's children in router.tsx, before the catch-all routes.
import type { RouteObject } from 'react-router';
import { memberNamespacesMiddleware } from './member-namespaces.ts';

export const catalogueRoutes: RouteObject[] = [
  {
    path: 'deals/category/:name',
    lazy: async () => {
      const { categoryLoader, CategoryRoute } = await import('./routes/category.tsx');
      return { loader: categoryLoader, Component: CategoryRoute };
    },
  },
  {
    path: 'deals/offer/:id',
    lazy: async () => ({ loader: (await import('./routes/offer-by-id.ts')).offerByIdLoader }),
  },
  {
    path: 'deals/:partnerUrlName',
    lazy: async () => ({ loader: (await import('./routes/partner-resolution.ts')).partnerResolutionLoader }),
  },
  {
    path: 'deals/:partnerName/offer/:id',
    lazy: async () => {
      const { offerLoader, OfferRoute } = await import('./routes/offer.tsx');
      return { loader: offerLoader, Component: OfferRoute };
    },
  },
  {
    path: 'search/inStore',
    lazy: async () => {
      const { searchInStoreLoader, SearchInStoreRoute } = await import('./routes/search-in-store.tsx');
      return { loader: searchInStoreLoader, Component: SearchInStoreRoute };
    },
  },
  {
    path: 'search/:query',
    lazy: async () => {
      const { searchResultsLoader, SearchResultsRoute } = await import('./routes/search-results.tsx');
      return { loader: searchResultsLoader, Component: SearchResultsRoute };
    },
  },
  {
    path: 'weekly-deals/:id',
    lazy: async () => {
      const { weeklyDealsLoader, WeeklyDealsRoute } = await import('./routes/weekly-deals.tsx');
      return { loader: weeklyDealsLoader, Component: WeeklyDealsRoute };
    },
  },
  {
    path: 'plus-offers',
    // Its SPC+ gate banner speaks from the member catalogues (`plus`).
    middleware: [memberNamespacesMiddleware],
    lazy: async () => {
      const { plusOffersLoader, PlusOffersRoute } = await import('./routes/plus-offers.tsx');
      return { loader: plusOffersLoader, Component: PlusOffersRoute };
    },
  },
  {
    path: 'trending',
    lazy: async () => {
      const { trendingLoader, TrendingRoute } = await import('./routes/trending.tsx');
      return { loader: trendingLoader, Component: TrendingRoute };
    },
  },
  {
    path: 'brands',
    lazy: async () => {
      const { brandsLoader, BrandsRoute } = await import('./routes/brands.tsx');
      return { loader: brandsLoader, Component: BrandsRoute };
    },
  },
];
