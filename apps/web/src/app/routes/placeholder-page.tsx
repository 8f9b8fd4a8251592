// The static pages of spec §2 that later issues fill, as one table and one lazy view (placeholder-view.tsx):
// each shows its translated title and a "coming soon" note, so every link of the header and footer leads
// somewhere.
import type { RouteObject } from 'react-router';
import { PLACEHOLDER_PAGES } from './placeholder-pages.ts';

export const placeholderRoutes: RouteObject[] = PLACEHOLDER_PAGES.map(({ path, page }) => ({
  path,
  lazy: async () => {
    const { PlaceholderPageRoute } = await import('./placeholder-view.tsx');
    return { element: <PlaceholderPageRoute page={page} /> };
  },
}));
