// GET /api/users/v2/user/profile: the signed-in member's profile (spec §3 "User profile"), as the
// profile pages read it: always fresh when a page opens (the session keeps its own copy).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getProfile } from '../../../lib/auth-client.ts';

export function getProfileQueryOptions() {
  return queryOptions({
    queryKey: ['account', 'profile'],
    queryFn: ({ signal }) => getProfile({ signal }),
    staleTime: 0,
  });
}

export function useProfile({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getProfileQueryOptions(), enabled });
}
