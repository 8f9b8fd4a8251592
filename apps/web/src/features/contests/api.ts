// The contest calls (spec §7: `/contest`, `/contestrules/{id}`, `/contestPage` with headers id and
// contest_id, POST `/contestRegister` with body contest_id; the scratch card and the match game), with
// their query options. The schemas load with this lazy module only.
import type {
  ContestDetail,
  ContestEntry,
  ContestPageResponse,
  ContestRulesResponse,
  FinishResponse,
  MatchFace,
  MatchGame,
} from '@spc/domain/contests';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../lib/api-client.ts';

const schemas = () => import('@spc/domain/contests');

export function contestsQueryOptions() {
  return queryOptions({
    queryKey: ['contests', 'all'],
    queryFn: async ({ signal }): Promise<ContestDetail[]> =>
      (
        await apiGet(
          '/partners/contest',
          schemas().then((m) => m.contestListResponseSchema),
          { signal },
        )
      ).contests,
    staleTime: 60_000,
  });
}

export function contestByNameQueryOptions(name: string) {
  return queryOptions({
    queryKey: ['contests', 'name', name],
    queryFn: async ({ signal }): Promise<ContestDetail> => {
      const { contests } = await apiGet(
        '/partners/contest',
        schemas().then((m) => m.contestListResponseSchema),
        {
          signal,
          query: { name },
        },
      );
      return contests[0]!;
    },
    staleTime: 60_000,
  });
}

export function contestByIdQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['contests', 'id', id],
    queryFn: async ({ signal }): Promise<ContestDetail> =>
      (
        await apiGet(
          `/partners/contest/${id}`,
          schemas().then((m) => m.contestResponseSchema),
          { signal },
        )
      ).contest,
    staleTime: 60_000,
  });
}

export function contestRulesQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['contests', 'rules', id],
    queryFn: ({ signal }): Promise<ContestRulesResponse> =>
      apiGet(
        `/partners/contestrules/${id}`,
        schemas().then((m) => m.contestRulesResponseSchema),
        { signal },
      ),
    staleTime: 5 * 60_000,
  });
}

/** Under the member's id (or `visitor`), so another member on this device never sees this one's entries. */
export function contestPageQueryOptions(contestId: number, uid: string | null) {
  return queryOptions({
    queryKey: ['contests', 'page', contestId, uid ?? 'visitor'],
    queryFn: ({ signal }): Promise<ContestPageResponse> =>
      apiGet(
        '/partners/contestPage',
        schemas().then((m) => m.contestPageResponseSchema),
        {
          signal,
          headers: { contest_id: String(contestId) },
        },
      ),
  });
}

export function useContestPage(contestId: number, uid: string | null, enabled = true) {
  return useQuery({ ...contestPageQueryOptions(contestId, uid), enabled });
}

function useRefreshPage(contestId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['contests', 'page', contestId] });
}

export function useRegister(contestId: number) {
  const refresh = useRefreshPage(contestId);
  return useMutation({
    mutationFn: (): Promise<{ success: true; entry: ContestEntry }> =>
      apiPost(
        '/partners/contestRegister',
        { contest_id: contestId },
        schemas().then((m) => m.contestRegisterResponseSchema),
      ),
    onSettled: refresh,
  });
}

export function useScratch(contestId: number) {
  return useMutation({
    mutationFn: (): Promise<{ success: true; entry: ContestEntry }> =>
      apiPost(
        `/partners/contests/${contestId}/scratch`,
        {},
        schemas().then((m) => m.scratchResponseSchema),
      ),
  });
}

export function startGame(contestId: number): Promise<MatchGame> {
  return apiPost(
    `/partners/contests/${contestId}/games`,
    {},
    schemas().then((m) => m.matchGameSchema),
  );
}

export function flipCard(gameId: string, index: number): Promise<{ index: number; face: MatchFace }> {
  return apiPost(
    `/partners/contests/games/${gameId}/flip`,
    { index },
    schemas().then((m) => m.flipResponseSchema),
  );
}

export function finishGame(gameId: string, flips: number[], won: boolean): Promise<FinishResponse> {
  return apiPost(
    `/partners/contests/games/${gameId}/finish`,
    { flips, won },
    schemas().then((m) => m.finishResponseSchema),
  );
}
