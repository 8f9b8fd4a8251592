// The catalogue pages of issue 3 (deals, category, partner resolution, offer, search, in-store, weekly
// deals, SPC+ offers, trending, brands). Every module is lazy, so none of them enlarges the home page's
// JavaScript; the offer grid and cards they share are the home page's own (its sections show them).
// Spread into the shell's children in router.tsx, before the catch-all routes.
import type { RouteObject } from 'react-router';
import { memberNamespacesMiddleware, namespacesMiddleware } from './member-namespaces.ts';

export const catalogueRoutes: RouteObject[] = [
  {
    path: 'deals',
    lazy: async () => {
      const { dealsLoader, DealsRoute } = await import('./routes/catalogue/deals.tsx');
      return { loader: dealsLoader, Component: DealsRoute };
    },
  },
  {
    path: 'deals/category/:name',
    // The category's favourite button speaks from the `saved` catalogue.
    middleware: [namespacesMiddleware(['saved'])],
    lazy: async () => {
      const { categoryLoader, CategoryRoute } = await import('./routes/catalogue/category.tsx');
      return { loader: categoryLoader, Component: CategoryRoute };
    },
  },
  {
    path: 'deals/offer/:id',
    lazy: async () => ({ loader: (await import('./routes/catalogue/offer-by-id.ts')).offerByIdLoader }),
  },
  {
    path: 'deals/:partnerUrlName',
    lazy: async () => ({ loader: (await import('./routes/catalogue/partner-resolution.ts')).partnerResolutionLoader }),
  },
  {
    path: 'deals/:partnerName/offer/:id',
    // The page speaks from `catalogue-pages`, its redeem panel (codes, links) from `redeem`.
    middleware: [namespacesMiddleware(['catalogue-pages', 'redeem'])],
    lazy: async () => {
      const { offerLoader, OfferRoute } = await import('./routes/catalogue/offer.tsx');
      return { loader: offerLoader, Component: OfferRoute };
    },
  },
  {
    path: 'search/inStore',
    middleware: [namespacesMiddleware(['search'])],
    lazy: async () => {
      const { searchInStoreLoader, SearchInStoreRoute } = await import('./routes/catalogue/search-in-store.tsx');
      return { loader: searchInStoreLoader, Component: SearchInStoreRoute };
    },
  },
  {
    path: 'search/:query',
    middleware: [namespacesMiddleware(['search'])],
    lazy: async () => {
      const { searchResultsLoader, SearchResultsRoute } = await import('./routes/catalogue/search-results.tsx');
      return { loader: searchResultsLoader, Component: SearchResultsRoute };
    },
  },
  {
    path: 'weekly-deals/:id',
    lazy: async () => {
      const { weeklyDealsLoader, WeeklyDealsRoute } = await import('./routes/catalogue/weekly-deals.tsx');
      return { loader: weeklyDealsLoader, Component: WeeklyDealsRoute };
    },
  },
  {
    path: 'plus-offers',
    // Its SPC+ gate banner speaks from the member catalogues (`plus`).
    middleware: [memberNamespacesMiddleware],
    lazy: async () => {
      const { plusOffersLoader, PlusOffersRoute } = await import('./routes/catalogue/plus-offers.tsx');
      return { loader: plusOffersLoader, Component: PlusOffersRoute };
    },
  },
  {
    path: 'trending',
    lazy: async () => {
      const { trendingLoader, TrendingRoute } = await import('./routes/catalogue/trending.tsx');
      return { loader: trendingLoader, Component: TrendingRoute };
    },
  },
  {
    path: 'brands',
    middleware: [namespacesMiddleware(['catalogue-pages'])],
    lazy: async () => {
      const { brandsLoader, BrandsRoute } = await import('./routes/catalogue/brands.tsx');
      return { loader: brandsLoader, Component: BrandsRoute };
    },
  },
];
