// The member areas' catalogues (lib/i18n.ts MEMBER_NAMESPACES) are not in the first page's bundle: a
// route of theirs loads them in its middleware, before its loaders and component run, so the page
// never renders (or suspends) without its text and a language switch reloads them with the rest.
import type { MiddlewareFunction, RouteObject } from 'react-router';
import { MEMBER_NAMESPACES } from '../lib/i18n.ts';
import { i18nContext } from '../lib/query-client.ts';

export const memberNamespacesMiddleware: MiddlewareFunction = async ({ context }, next) => {
  // One chunk holds all six, so loading them together costs one request.
  await context.get(i18nContext)?.loadNamespaces([...MEMBER_NAMESPACES]);
  return next();
};

/** The routes of a member area, each loading the member catalogues first. */
export function withMemberNamespaces(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => ({ ...route, middleware: [memberNamespacesMiddleware, ...(route.middleware ?? [])] }));
}
