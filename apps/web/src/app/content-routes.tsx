// The company, help and legal pages of issue 17 (spec §2): one small path table in the first page's
// code, each page a lazy module (app/routes/content/) that loads the `content` catalogue first. A
// module gives its loader and page for the route's first path segment, which names the content
// (`about` → GET /api/content/pages/about, `terms` → the terms of use). Spread into the shell's
// children in router.tsx, before the catch-all routes.
import type { RouteObject } from 'react-router';
import { namespacesMiddleware } from './member-namespaces.ts';
import type { ContentRouteModule } from './routes/content/load.ts';

type Load = () => Promise<{ route: (slug: string) => ContentRouteModule }>;

const page: Load = () => import('./routes/content/content-page.tsx');
const legal: Load = () => import('./routes/content/legal.tsx');
// The campus module also serves /student-verification and the back-to-school pages (issue 18): the
// home page's JavaScript has no room for more chunks in this table.
const campus: Load = () => import('./routes/campus/campus.tsx');

const CONTENT_ROUTES: [path: string, load: Load][] = [
  ['about', page],
  ['why-spc', page],
  ['freesamples', page],
  ['coming-soon', page],
  ['campustour-2024', page],
  ['levis-info2024', page],
  ['timhortons', () => import('./routes/content/tim-hortons.tsx')],
  ['campus/:id?', campus],
  ['student-verification', campus],
  ['bts-2025', campus],
  ['bts-easy-promo', campus],
  ['highschool', campus],
  ['contact', () => import('./routes/content/contact.tsx')],
  ['landingcontest/:url', () => import('./routes/content/landing.tsx')],
  ['faq-help', () => import('./routes/content/faq.tsx')],
  ['terms', legal],
  ['privacy', legal],
  ['careers', () => import('./routes/content/careers.tsx')],
  ['blogs', () => import('./routes/content/blogs.tsx')],
  ['blog/:identifier', () => import('./routes/content/blog-post.tsx')],
];

const middleware = [namespacesMiddleware(['content'])];

export const contentRoutes: RouteObject[] = CONTENT_ROUTES.map(([path, load]) => ({
  path,
  middleware,
  lazy: async () => (await load()).route(path.split('/')[0] ?? path),
}));
