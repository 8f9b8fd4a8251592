// The member areas' catalogues (lib/i18n.ts MEMBER_NAMESPACES), and the saved and redeem features'
// (FEATURE_NAMESPACES), are not in the first page's bundle: a route of theirs loads them in its
// middleware, before its loaders and component run, so the page never renders (or suspends) without
// its text and a language switch reloads them with the rest. A server-rendered page needs none of this:
// the server names the namespaces it used and the browser loads them before hydrating (main.tsx).
import type { MiddlewareFunction, RouteObject } from 'react-router';
import { MEMBER_NAMESPACES, type Namespace } from '../lib/i18n.ts';
import { i18nContext } from '../lib/query-client.ts';

/** A route middleware that loads `namespaces` (those not bundled) before the route's loaders and component. */
export function namespacesMiddleware(namespaces: readonly Namespace[]): MiddlewareFunction {
  return async ({ context }, next) => {
    await context.get(i18nContext)?.loadNamespaces([...namespaces]);
    return next();
  };
}

// One chunk holds all six, so loading them together costs one request.
export const memberNamespacesMiddleware = namespacesMiddleware(MEMBER_NAMESPACES);

/** The routes of a member area, each loading the member catalogues first. */
export function withMemberNamespaces(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => ({ ...route, middleware: [memberNamespacesMiddleware, ...(route.middleware ?? [])] }));
}
