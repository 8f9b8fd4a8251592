// Careers (spec §7 careers GET /getCarousel/{kind}; our GET /api/careers/openings): the carousels of
// /careers (hero, team, perks, values, principles, timeline) and the open positions the job board's
// embedded default lists.
import type { CarouselKind, CarouselResponse, JobOpeningsResponse } from '@spc/domain/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { reportLogged } from '../../../lib/report-error.ts';

export function getCarousel(kind: CarouselKind, { signal }: { signal?: AbortSignal } = {}): Promise<CarouselResponse> {
  return apiGet(
    `/careers/getCarousel/${kind}`,
    import('@spc/domain/content').then((m) => m.carouselResponseSchema),
    { signal },
  ).catch((error: unknown) => {
    // Spec §8: a carousel that fails to load is logged (the page shows its error state too).
    if (!signal?.aborted) reportLogged(`The ${kind} carousel failed to load`, error);
    throw error;
  });
}

export function getCarouselQueryOptions(kind: CarouselKind) {
  return queryOptions({
    queryKey: ['content', 'carousel', kind],
    queryFn: ({ signal }) => getCarousel(kind, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useCarousel(kind: CarouselKind) {
  return useQuery({ ...getCarouselQueryOptions(kind), retryOnMount: false });
}

export function getOpenings({ signal }: { signal?: AbortSignal } = {}): Promise<JobOpeningsResponse> {
  return apiGet(
    '/careers/openings',
    import('@spc/domain/content').then((m) => m.jobOpeningsResponseSchema),
    { signal },
  );
}

export function getOpeningsQueryOptions() {
  return queryOptions({
    queryKey: ['content', 'openings'],
    queryFn: ({ signal }) => getOpenings({ signal }),
    staleTime: 5 * 60_000,
  });
}

export function useOpenings() {
  return useQuery({ ...getOpeningsQueryOptions(), retryOnMount: false });
}
