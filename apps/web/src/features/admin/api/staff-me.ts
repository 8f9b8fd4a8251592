// GET /api/staff/me: who is at the console, their role and permissions (plugins/staff.ts guards it).
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

export const staffMeQuery = () =>
  queryOptions({
    queryKey: ['staff', 'me'],
    queryFn: async ({ signal }) =>
      apiGet(
        '/staff/me',
        import('@spc/domain/staff').then((m) => m.staffMeResponseSchema),
        { signal },
      ),
    staleTime: 60_000,
    retry: false,
  });
