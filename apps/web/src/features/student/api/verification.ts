// Student status by school e-mail (issue 18 item 2): the member's status, sending the code, confirming it.
import type { StudentConfirmBody, StudentVerificationBody, VerificationStatusResponse } from '@spc/domain/student';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api-client.ts';

const schemas = import('@spc/domain/student');

export function getVerificationStatusQueryOptions() {
  return queryOptions({
    queryKey: ['student', 'status'],
    queryFn: ({ signal }): Promise<VerificationStatusResponse> =>
      apiGet(
        '/users/verification-status',
        schemas.then((m) => m.verificationStatusResponseSchema),
        { signal },
      ),
  });
}

export function useVerificationStatus() {
  return useQuery(getVerificationStatusQueryOptions());
}

export function useSendStudentCode() {
  return useMutation({
    mutationFn: (body: StudentVerificationBody) =>
      apiPost(
        '/users/student/verification',
        body,
        schemas.then((m) => m.studentSendResponseSchema),
      ),
  });
}

export function useConfirmStudentCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StudentConfirmBody) =>
      apiPost(
        '/users/student/verification/confirm',
        body,
        schemas.then((m) => m.verificationStatusResponseSchema),
      ),
    onSuccess: (status) => queryClient.setQueryData(getVerificationStatusQueryOptions().queryKey, status),
  });
}
