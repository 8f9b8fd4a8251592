// POST /api/users/register: the member record of a signed-in identity account (spec §3 "Account
// creation", docs/api-accounts.md). 422 AGE_RESTRICTED under the minimum age, 409 ALREADY_REGISTERED,
// 400 per field. POST /api/users/deleteFirebaseUser drops the identity account of an abandoned sign-up.
import type { RegisterBody } from '@spc/domain/users';
import { apiPost, ignoredResponse, type ResponseSchema } from '../../../lib/api-client.ts';

export const registeredResponseSchema: ResponseSchema<{ registered: boolean }> = {
  parse: (data) => ({ registered: (data as { registered?: unknown } | null)?.registered === true }),
};

export function registerUser(body: RegisterBody): Promise<{ registered: boolean }> {
  return apiPost('/users/register', body, registeredResponseSchema);
}

export async function deleteAbandonedSignUp(): Promise<void> {
  await apiPost('/users/deleteFirebaseUser', {}, ignoredResponse);
}
