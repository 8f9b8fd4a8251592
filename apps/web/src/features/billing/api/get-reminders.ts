// GET /api/users/user/reminders: the reminders e-mailed to the member (trial ending, renewal coming,
// membership expired), newest first — the billing page lists them (issue 23 item 19).
import type { RemindersResponse } from '@spc/domain/store';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { billingKeys } from './billing-keys.ts';

export type Reminder = RemindersResponse['reminders'][number];

export function getReminders({ signal }: { signal?: AbortSignal } = {}): Promise<RemindersResponse> {
  return apiGet(
    '/users/user/reminders',
    import('@spc/domain/store').then((m) => m.remindersResponseSchema),
    { signal },
  );
}

export function getRemindersQueryOptions(uid: string) {
  return queryOptions({
    queryKey: billingKeys.reminders(uid),
    queryFn: ({ signal }) => getReminders({ signal }),
    staleTime: 15_000,
  });
}

export function useReminders(uid: string) {
  return useQuery(getRemindersQueryOptions(uid));
}
