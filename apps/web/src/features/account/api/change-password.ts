// PUT /api/users/user/password: 401 INVALID_PASSWORD when the current one is wrong; the member's other
// sessions are revoked.
import type { ChangePassword } from '@spc/domain/users';
import { useMutation } from '@tanstack/react-query';
import { apiPut, ignoredResponse } from '../../../lib/api-client.ts';

export async function changePassword(body: ChangePassword): Promise<void> {
  await apiPut('/users/user/password', body, ignoredResponse);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
