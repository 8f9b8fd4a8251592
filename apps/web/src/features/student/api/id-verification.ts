// Verification by student ID (issue 18 item 3): the photo goes as the request's body, whatever it is
// named or declared — the server judges it by its content (packages/domain/src/student.ts).
import type { StudentIdReview } from '@spc/domain/student';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, buildApiUrl, requestHeaders } from '../../../lib/api-client.ts';
import { getVerificationStatusQueryOptions } from './verification.ts';

export async function uploadStudentId(photo: Blob, schoolId: number): Promise<StudentIdReview> {
  let response: Response;
  try {
    response = await fetch(buildApiUrl('/users/student/id-verification', { school_id: schoolId }), {
      method: 'POST',
      headers: { ...requestHeaders(), 'content-type': 'application/octet-stream' },
      credentials: 'same-origin',
      body: photo,
    });
  } catch (error) {
    throw new ApiError(0, 'NETWORK_ERROR', 'The server could not be reached.', { cause: error });
  }
  const body: unknown = await response.json().catch(() => null);
  const { errorResponseSchema } = await import('@spc/domain/errors');
  if (!response.ok) {
    const parsed = errorResponseSchema.safeParse(body);
    throw parsed.success
      ? new ApiError(response.status, parsed.data.error, parsed.data.message, { body })
      : new ApiError(response.status, 'HTTP_ERROR', `Request failed with status ${response.status}`);
  }
  const { studentIdReviewSchema } = await import('@spc/domain/student');
  return studentIdReviewSchema.parse(body);
}

export function useUploadStudentId() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ photo, schoolId }: { photo: Blob; schoolId: number }) => uploadStudentId(photo, schoolId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getVerificationStatusQueryOptions().queryKey }),
  });
}
