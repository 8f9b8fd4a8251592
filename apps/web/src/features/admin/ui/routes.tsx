// <Routes>/<Route> for the console's sections, built on useRoutes: react-router's own <Routes> (and its
// createRoutesFromChildren) would land in the shared react-router chunk every public page loads (about
// 400 B gz, bench:budget), while useRoutes is already there for the data router. Same props, same
// matching: index, path, element and nested children.
import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { useRoutes, type RouteObject } from 'react-router';

export interface AdminRouteProps {
  index?: boolean;
  path?: string;
  element?: ReactNode;
  children?: ReactNode;
}

/** A route of <AdminRoutes>; it renders nothing itself (its parent reads its props). */
export function AdminRoute(_props: AdminRouteProps): null {
  return null;
}

function routeObjects(children: ReactNode): RouteObject[] {
  const routes: RouteObject[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement(child)) return;
    const { index, path, element, children: nested } = (child as ReactElement<AdminRouteProps>).props;
    if (index) routes.push({ index: true, element });
    else routes.push({ path, element, children: nested ? routeObjects(nested) : undefined });
  });
  return routes;
}

export function AdminRoutes({ children }: { children: ReactNode }) {
  return useRoutes(routeObjects(children));
}
