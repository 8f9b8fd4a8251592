// GET /api/store/topBannerStatus: which membership banner a member sees (spec §3 "Expiration banner",
// §4 "Membership banner"). Fetched once per member and reused (the spec's "stored banner"): the banner
// and the expiring modal read the same entry; a billing change refreshes it.
import type { BannerStatus } from '@spc/domain/membership-banner';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { billingKeys } from './billing-keys.ts';

export function getBannerStatus({ signal }: { signal?: AbortSignal } = {}): Promise<BannerStatus> {
  return apiGet(
    '/store/topBannerStatus',
    import('@spc/domain/store').then((m) => m.bannerStatusResponseSchema),
    { signal },
  );
}

export function getBannerStatusQueryOptions(uid: string) {
  return queryOptions({
    queryKey: billingKeys.bannerStatus(uid),
    queryFn: ({ signal }) => getBannerStatus({ signal }),
    // The days only change once a day; billing changes invalidate it explicitly.
    staleTime: 30 * 60_000,
  });
}

/** The banner status of a valid member; disabled (no request) for anyone else. */
export function useBannerStatus(uid: string | null) {
  return useQuery({ ...getBannerStatusQueryOptions(uid ?? ''), enabled: uid !== null });
}
