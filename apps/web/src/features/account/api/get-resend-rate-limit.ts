// GET /api/users/update/resendratelimit: how many verification e-mails were sent in the window, the
// limit, and the seconds before the next one is allowed.
import { resendRateLimitResponseSchema } from '@spc/domain/account-responses';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

export type ResendRateLimit = ReturnType<typeof resendRateLimitResponseSchema.parse>;

export function getResendRateLimit({ signal }: { signal?: AbortSignal } = {}): Promise<ResendRateLimit> {
  return apiGet('/users/update/resendratelimit', resendRateLimitResponseSchema, { signal });
}

export function getResendRateLimitQueryOptions() {
  return queryOptions({
    queryKey: ['account', 'resend-rate-limit'],
    queryFn: ({ signal }) => getResendRateLimit({ signal }),
    staleTime: 0,
  });
}
