// GET /api/auth/providers: the social sign-in providers the server has credentials for (spec: each
// button shown only when configured). The fetcher is lib/auth-client.ts's.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSocialProviders } from '../../../lib/auth-client.ts';

export function getSocialProvidersQueryOptions() {
  return queryOptions({
    queryKey: ['auth-providers'],
    queryFn: ({ signal }) => getSocialProviders({ signal }),
    // Configuration: it changes with a deployment, not during a visit.
    staleTime: 60 * 60_000,
  });
}

export function useSocialProviders() {
  // Without the list no social button shows; the e-mail form still works.
  return useQuery({ ...getSocialProvidersQueryOptions(), retry: false });
}
