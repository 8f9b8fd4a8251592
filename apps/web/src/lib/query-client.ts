// The TanStack Query client and the router context that hands it to route loaders, so loaders and
// components share one cache without a module-level singleton.
import { QueryClient } from '@tanstack/react-query';
import { createContext, RouterContextProvider } from 'react-router';
import { ApiError } from './api-client.ts';

export const queryClientContext = createContext<QueryClient>();

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
export function routerContextFor(queryClient: QueryClient): () => RouterContextProvider {
  return () => {
    const context = new RouterContextProvider();
    context.set(queryClientContext, queryClient);
    return context;
  };
}
