// GET /api/users/website-menu: the header and footer menus (spec §2 "Footer", §3 "Menu", §7 Users).
import type { WebsiteMenuResponse } from '@spc/domain/menu';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

export function getWebsiteMenu({ signal }: { signal?: AbortSignal } = {}): Promise<WebsiteMenuResponse> {
  return apiGet(
    '/users/website-menu',
    import('@spc/domain/menu').then((m) => m.websiteMenuResponseSchema),
    { signal },
  );
}

export function getWebsiteMenuQueryOptions() {
  return queryOptions({
    queryKey: ['website-menu'],
    queryFn: ({ signal }) => getWebsiteMenu({ signal }),
    staleTime: 60 * 60_000,
  });
}

export function useWebsiteMenu() {
  // A failed menu is logged and left out (spec §8), not asked again on every page.
  return useQuery({ ...getWebsiteMenuQueryOptions(), retry: false, retryOnMount: false });
}
