// The contest pages of issue 19 item 1 (spec §2 "Bank tier, events and contests"): the smallest path
// table in the first page's code (its JavaScript budget has no room), every page in one lazy module
// (routes/contests/contests.tsx) that tells them apart and loads the `content` catalogue itself.
// `contest/*` is /contest (→ the 12-days giveaway), /contest/rules, /contest/rules/{contestname} and
// /contest/{id}; the static /contest/buy-spc (redirects.ts) and /contest/bts/order rank above it.
import type { RouteObject } from 'react-router';

export const contestRoutes: RouteObject[] = [
  'contest/*',
  '12-days-giveaways-2024',
  'holiday-contest',
  'bdaycontest',
  'frost-2025-matchgame',
  'frost-activation-2025',
].map((path) => ({ path, lazy: async () => (await import('./routes/contests/contests.tsx')).contestRoute(path) }));
