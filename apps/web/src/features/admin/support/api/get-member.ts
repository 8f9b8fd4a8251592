// GET /api/staff/support/members/{userId}: the member's page (profile, cards, orders, student, consent).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../../lib/api-client.ts';
import { supportKeys } from './support-keys.ts';

export function getMember(userId: string, signal?: AbortSignal) {
  return apiGet(
    `/staff/support/members/${encodeURIComponent(userId)}`,
    import('@spc/domain/staff-support').then((m) => m.memberDetailSchema),
    signal ? { signal } : {},
  );
}

export const memberQuery = (userId: string) =>
  queryOptions({
    queryKey: supportKeys.member(userId),
    queryFn: ({ signal }) => getMember(userId, signal),
    retry: false,
  });

export const useMember = (userId: string) => useQuery(memberQuery(userId));
