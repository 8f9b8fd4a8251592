// The staff console's image library (issue 20 item 3, "images"): the list with its upload form, and one
// picture's page (alt text, a crop per ratio, where it is used, delete). Lazy: loaded by the console's
// section list (features/admin/sections.ts) when an editor or admin opens /admin/media.
import { Route, Routes } from 'react-router';
import { ItemPage } from './item-page.tsx';
import { LibraryPage } from './library-page.tsx';

export default function MediaSection() {
  return (
    <Routes>
      <Route index element={<LibraryPage />} />
      <Route path=":id" element={<ItemPage />} />
    </Routes>
  );
}
