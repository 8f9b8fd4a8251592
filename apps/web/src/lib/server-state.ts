// The state a server-rendered page carries for hydration (entry-server.tsx writes it into a JSON
// script, main.tsx reads it): the page's language and catalogues, React Router's loader data and errors, and the
// dehydrated TanStack Query cache, so the browser neither reruns the loaders nor refetches.
import type { Language } from '@spc/domain/constants';
import {
  defaultShouldDehydrateQuery,
  dehydrate,
  hydrate,
  type DehydratedState,
  type QueryClient,
} from '@tanstack/react-query';
import { reviveApiError } from './api-client.ts';
import { isLanguage, NAMESPACES, type Namespace } from './i18n.ts';

/** A lazy route's place in the route table: its index, then its child's, and so on (app/lazy-routes.ts). */
export type RoutePath = number[];

export const SERVER_STATE_ID = 'spc-server-state';

export interface ServerState {
  language: Language;
  /** The catalogues the page used (lib/i18n.ts `usedNamespaces`): loaded before hydrating. */
  namespaces: Namespace[];
  /** The lazy routes the page matched (app/lazy-routes.ts): resolved before hydrating. */
  lazyRoutes: RoutePath[];
  router: {
    loaderData: Record<string, unknown>;
    actionData: Record<string, unknown> | null;
    errors: Record<string, unknown> | null;
  };
  queries: DehydratedState;
}

/** The server's state when this page was rendered on the server; null for the SPA shell. */
export function readServerState(): ServerState | null {
  const element = document.getElementById(SERVER_STATE_ID);
  if (!element?.textContent) return null;
  try {
    const state = JSON.parse(element.textContent) as ServerState;
    if (!isLanguage(state.language)) return null;
    const namespaces: unknown = state.namespaces;
    const lazyRoutes: unknown = state.lazyRoutes;
    return {
      ...state,
      namespaces: Array.isArray(namespaces) ? NAMESPACES.filter((ns) => namespaces.includes(ns)) : [],
      lazyRoutes: Array.isArray(lazyRoutes)
        ? lazyRoutes.filter(
            (path): path is RoutePath => Array.isArray(path) && path.every((index) => Number.isInteger(index)),
          )
        : [],
    };
  } catch {
    return null;
  }
}

/**
 * The query cache as the page was rendered, failed queries included: a page rendered in an error state
 * (a delisted or expired offer) must hydrate in that state, not as a pending query that renders
 * something else (a hydration mismatch) and fetches again. TanStack Query keeps only successful queries
 * by default.
 */
export function dehydrateQueries(queryClient: QueryClient): DehydratedState {
  return dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) || query.state.status === 'error',
  });
}

/** Puts the server's queries into the browser's cache, their API errors as ApiError again (JSON made them plain objects). */
export function hydrateQueries(queryClient: QueryClient, queries: DehydratedState): void {
  hydrate(queryClient, {
    ...queries,
    queries: queries.queries.map((query) => {
      const error = reviveApiError(query.state.error);
      return error ? { ...query, state: { ...query.state, error } } : query;
    }),
  });
}
