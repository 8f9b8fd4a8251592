// POST /api/auth/reset-password: the new password for an e-mail action link (oobCode); 400
// INVALID_TOKEN when the link is used, expired or unknown. A new link is asked for through
// lib/auth-client's requestPasswordReset (always 200: it never tells whether an address has an account).
import { useMutation } from '@tanstack/react-query';
import { apiPost, ignoredResponse } from '../../../lib/api-client.ts';
import { requestPasswordReset } from '../../../lib/auth-client.ts';

export async function resetPassword(body: { newPassword: string; token: string }): Promise<void> {
  await apiPost('/auth/reset-password', body, ignoredResponse);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
