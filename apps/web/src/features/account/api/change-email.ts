// PUT /api/users/user/email: a new address, confirmed by the current password (re-authentication).
// 401 INVALID_PASSWORD, 409 EMAIL_TAKEN; a verification e-mail goes to the new address.
import type { ChangeEmail } from '@spc/domain/users';
import { useMutation } from '@tanstack/react-query';
import { apiPut, ignoredResponse } from '../../../lib/api-client.ts';

export async function changeEmail(body: ChangeEmail): Promise<void> {
  await apiPut('/users/user/email', body, ignoredResponse);
}

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail });
}
