// DELETE /api/users/deleteUser: removes the caller's account and what they own (cards are detached).
// lib/api-client.ts has no DELETE yet: this sends it with the client's URL, headers and error shape.
import { errorResponseSchema } from '@spc/domain/errors';
import { useMutation } from '@tanstack/react-query';
import { ApiError, buildApiUrl, requestHeaders } from '../../../lib/api-client.ts';

export async function deleteAccount(firebaseUid: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(buildApiUrl('/users/deleteUser'), {
      method: 'DELETE',
      headers: { ...requestHeaders(), 'content-type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify({ firebaseUid }),
    });
  } catch (error) {
    throw new ApiError(0, 'NETWORK_ERROR', 'The server could not be reached.', { cause: error });
  }
  if (response.ok) return;
  const body: unknown = await response.json().catch(() => undefined);
  const parsed = errorResponseSchema.safeParse(body);
  throw parsed.success
    ? new ApiError(response.status, parsed.data.error, parsed.data.message, { body })
    : new ApiError(
        response.status,
        'HTTP_ERROR',
        response.statusText || `Request failed with status ${response.status}`,
      );
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
