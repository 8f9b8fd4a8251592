// GET /api/partners/v2/categories: the offer categories with their subcategories (spec §7 "Partners"),
// their tile pictures and the home page's hero (issue 17).
import type { CategoriesResponse } from '@spc/domain/categories';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

export function getCategoriesQueryOptions() {
  return queryOptions({
    queryKey: ['categories'],
    queryFn: ({ signal }): Promise<CategoriesResponse> =>
      apiGet(
        '/partners/v2/categories',
        import('@spc/domain/categories').then((m) => m.categoriesResponseSchema),
        { signal },
      ),
    // Categories change a few times a year.
    staleTime: 60 * 60_000,
  });
}

export function useCategories({ retryOnMount = true }: { retryOnMount?: boolean } = {}) {
  return useQuery({ ...getCategoriesQueryOptions(), retryOnMount });
}
