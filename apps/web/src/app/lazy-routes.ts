// The lazy route modules a server-rendered page needs before it can hydrate (decision 007). The server
// matches the URL against the route table and names the lazy routes of the match by their place in the
// table (child indexes from the top); the browser resolves those before hydrating, without matching the
// URL against the whole table once more (ranking its ninety-odd routes was a good part of the start-up
// task on a slow phone; the router does it once more itself).
import { matchRoutes, type RouteObject } from 'react-router';
import type { RoutePath } from '../lib/server-state.ts';

function pathOf(routes: RouteObject[], target: RouteObject, prefix: RoutePath = []): RoutePath | null {
  for (const [index, route] of routes.entries()) {
    if (route === target) return [...prefix, index];
    const found = route.children ? pathOf(route.children, target, [...prefix, index]) : null;
    if (found) return found;
  }
  return null;
}

/**
 * Server: the places of the lazy routes that `location` matches, or of `matches` when the caller has
 * matched it already (ranking the table is a good part of a small page's render).
 */
export function lazyRoutePaths(
  routes: RouteObject[],
  location: string,
  matches = matchRoutes(routes, location),
): RoutePath[] {
  return (matches ?? [])
    .filter(({ route }) => typeof route.lazy === 'function')
    .map(({ route }) => pathOf(routes, route))
    .filter((path): path is RoutePath => path !== null);
}

/** The route at `path`, if the table has one there. */
function routeAt(routes: RouteObject[], path: RoutePath): RouteObject | undefined {
  let level: RouteObject[] | undefined = routes;
  let route: RouteObject | undefined;
  for (const index of path) {
    route = level?.[index];
    level = route?.children;
  }
  return route;
}

/** Browser: resolves the lazy routes at `paths` in place, as the router would before rendering them. */
export async function loadLazyRoutes(routes: RouteObject[], paths: readonly RoutePath[]): Promise<void> {
  await Promise.all(
    paths.map(async (path) => {
      const route = routeAt(routes, path);
      if (typeof route?.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
