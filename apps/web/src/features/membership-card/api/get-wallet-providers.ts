// GET /api/users/wallet/providers: which wallet passes the server can issue (its signing keys are
// configured); the screen offers only those buttons.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WalletProviders } from '@spc/domain/membership';
import { apiGet } from '../../../lib/api-client.ts';
import { membershipCardKeys } from './membership-card-keys.ts';

export type { WalletProviders };

export function getWalletProviders({ signal }: { signal?: AbortSignal } = {}): Promise<WalletProviders> {
  return apiGet(
    '/users/wallet/providers',
    import('@spc/domain/membership').then((m) => m.walletProvidersResponseSchema),
    { signal },
  );
}

export function getWalletProvidersQueryOptions() {
  return queryOptions({
    queryKey: membershipCardKeys.walletProviders(),
    queryFn: ({ signal }) => getWalletProviders({ signal }),
    // The server's configuration: it changes with a deployment, not while someone reads.
    staleTime: 60 * 60_000,
  });
}

export function useWalletProviders({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getWalletProvidersQueryOptions(), enabled });
}
