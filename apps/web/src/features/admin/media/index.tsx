// The staff console's image library (issue 20 item 3, "images"): the list with its upload form, and one
// picture's page (alt text, a crop per ratio, where it is used, delete). Lazy: loaded by the console's
// section list (features/admin/sections.ts) when an editor or admin opens /admin/media.
//
// Its routes are a `useRoutes` table, not `<Routes>`/`<Route>` elements: react-router sits in the shared
// `react` chunk every public page loads, and a second lazy user of `<Routes>` (the console has the first)
// moves `Routes`, `Route` and `createRoutesFromChildren` into it (+390 B gz on the home page, measured).
// `useRoutes` is in that chunk already.
import { useRoutes } from 'react-router';
import { ItemPage } from './item-page.tsx';
import { LibraryPage } from './library-page.tsx';

export default function MediaSection() {
  return useRoutes([
    { index: true, element: <LibraryPage /> },
    { path: ':id', element: <ItemPage /> },
  ]);
}
