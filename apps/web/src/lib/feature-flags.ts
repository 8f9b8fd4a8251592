// The feature flags (issue 19 item 4; spec §3 "Client state": a flags map with sub-flags): read once per
// visit from /api/users/feature-flags?platform=web and kept for the visit (staleTime Infinity). A failed
// load is kept in the query's state (spec §8) — `useFeatureFlags().failed` — and is not retried in the
// visit; then, and for a flag the map does not have, every flag reads as its safe default (FLAG_DEFAULTS).
// Only lazy modules import this file: nothing on the home page's first chunk reads a flag yet. The flags'
// rules come without zod (flag-rules.ts), their schema with the flags' answer (flag-schemas.ts), neither
// with the site configuration's schemas (decision 043).
import { FLAG_DEFAULTS, type FlagName } from '@spc/domain/flag-rules';
import type { FeatureFlag, FeatureFlagsResponse, SubFlagValue } from '@spc/domain/flag-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from './api-client.ts';

export function featureFlagsQueryOptions() {
  return queryOptions({
    queryKey: ['feature-flags', 'web'],
    queryFn: ({ signal }): Promise<FeatureFlagsResponse> =>
      apiGet(
        '/users/feature-flags',
        import('@spc/domain/flag-schemas').then((m) => m.featureFlagsResponseSchema),
        { query: { platform: 'web' }, signal },
      ),
    // Once per visit: neither stale nor dropped, and a failure stays a failure until the next visit.
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    retryOnMount: false,
  });
}

/** A flag as the site reads it: the loaded one, else its default (a failed or pending load, or no row). */
export function flagOf(flags: FeatureFlagsResponse | undefined, name: FlagName): FeatureFlag {
  return flags?.flags[name] ?? FLAG_DEFAULTS[name];
}

/**
 * Whether a flag is on, or the value of one of its sub-flags (a sub-flag the loaded flag lacks reads as
 * the default's, then undefined).
 */
export function readFlag(
  flags: FeatureFlagsResponse | undefined,
  name: FlagName,
  subFlag?: string,
): SubFlagValue | undefined {
  if (subFlag === undefined) return flagOf(flags, name).enabled;
  return flagOf(flags, name).sub_flags[subFlag] ?? FLAG_DEFAULTS[name].sub_flags[subFlag];
}

/** The flags' state: `failed` when the load failed (spec §8), `loading` before it answers. */
export function useFeatureFlags() {
  const query = useQuery(featureFlagsQueryOptions());
  return {
    flags: query.data,
    loading: query.isPending,
    failed: query.isError,
  };
}

export function useFeatureFlag(name: FlagName): boolean;
export function useFeatureFlag(name: FlagName, subFlag: string): SubFlagValue | undefined;
export function useFeatureFlag(name: FlagName, subFlag?: string): SubFlagValue | undefined {
  const { flags } = useFeatureFlags();
  return readFlag(flags, name, subFlag);
}
