// GET /api/auth/verify-email?token=: confirms the address of an e-mail action link (oobCode) and signs
// the member in. 400/401 INVALID_TOKEN or TOKEN_EXPIRED when the link is used, expired or unknown.
import { queryOptions } from '@tanstack/react-query';
import { apiGet, ignoredResponse } from '../../../lib/api-client.ts';

export async function verifyEmail(token: string, { signal }: { signal?: AbortSignal } = {}): Promise<true> {
  await apiGet('/auth/verify-email', ignoredResponse, { query: { token }, signal });
  return true;
}

export function verifyEmailQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['account', 'verify-email', token],
    queryFn: ({ signal }) => verifyEmail(token, { signal }),
    // A token is spent once: never asked again on its own (focus, remount, reconnect).
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
