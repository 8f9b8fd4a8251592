// The TanStack Query client and the router context that hands it (and the i18next instance) to route
// loaders and middleware, so they share the app's instances without a module-level singleton.
import { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { createContext, RouterContextProvider } from 'react-router';
import { ApiError } from './api-client.ts';

export const queryClientContext = createContext<QueryClient>();
/** The interface language's i18next instance: the language-prefix middleware switches it. */
export const i18nContext = createContext<I18n | null>(null);

export function createQueryClient({ retry = true }: { retry?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Loaders fetch right before the page renders; without this the page would fetch it again.
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // A 4xx will not get better by asking again; network errors and 5xx get two more tries.
        retry: retry
          ? (failures, error) =>
              failures < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500)
          : false,
      },
    },
  });
}

/** `getContext` for createBrowserRouter / createMemoryRouter. */
export function routerContextFor(queryClient: QueryClient, i18n?: I18n): () => RouterContextProvider {
  return () => {
    const context = new RouterContextProvider();
    context.set(queryClientContext, queryClient);
    if (i18n) context.set(i18nContext, i18n);
    return context;
  };
}
