// The contest pages of issue 19 item 1 (spec §2 "Bank tier, events and contests"): one small path table
// in the first page's code, the pages in one lazy module (routes/contests/contests.tsx) that loads the
// `content` catalogue first. /contest itself is a redirect (redirects.ts), /contest/buy-spc too, and
// /contest/bts/order belongs to the campus feature. Spread into the shell's children in router.tsx.
import type { RouteObject } from 'react-router';
import type { ContestRouteKind } from './routes/contests/contests.tsx';
import { namespacesMiddleware } from './member-namespaces.ts';

const CONTEST_ROUTES: [path: string, kind: ContestRouteKind][] = [
  ['contest/rules', 'rules-index'],
  ['contest/rules/:contestname', 'rules'],
  ['contest/:id', 'by-id'],
  ['12-days-giveaways-2024', 'twelve-days'],
  ['holiday-contest', 'holiday'],
  ['bdaycontest', 'bday'],
  ['frost-2025-matchgame', 'frost-game'],
  ['frost-activation-2025', 'frost-activation'],
];

const middleware = [namespacesMiddleware(['content'])];

export const contestRoutes: RouteObject[] = CONTEST_ROUTES.map(([path, kind]) => ({
  path,
  middleware,
  lazy: async () => (await import('./routes/contests/contests.tsx')).contestRoute(kind),
}));
