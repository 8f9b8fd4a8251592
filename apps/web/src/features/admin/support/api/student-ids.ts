// The student-ID review queue (GET /api/staff/student-ids) and a decision (POST …/{id}/decision), the
// staff routes of decision 024, answered to a console session holding student-ids.review.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StudentIdDecisionBody } from '@spc/domain/student';
import { apiGet, apiPost } from '../../../../lib/api-client.ts';
import { supportKeys } from './support-keys.ts';

const schemas = () => import('@spc/domain/student');

export const studentIdQueueQuery = () =>
  queryOptions({
    queryKey: supportKeys.studentIds(),
    queryFn: ({ signal }) =>
      apiGet(
        '/staff/student-ids',
        schemas().then((m) => m.staffStudentIdQueueResponseSchema),
        { signal },
      ),
  });

export const useStudentIdQueue = () => useQuery(studentIdQueueQuery());

export function decideStudentId(id: number, body: StudentIdDecisionBody) {
  return apiPost(
    `/staff/student-ids/${id}/decision`,
    body,
    schemas().then((m) => m.studentIdReviewSchema),
  );
}

export function useDecideStudentId() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: StudentIdDecisionBody }) => decideStudentId(id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}
