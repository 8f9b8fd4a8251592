// The verification e-mail sent again. Signed in: POST /api/users/user/verifyemail, in the interface
// language, 429 with `retry_after` once the resend limit is reached (5 an hour, 60 s apart). Signed out
// (just after sign-up, before the address is confirmed): POST /api/auth/send-verification-email with the
// address, which answers the same whether or not it has an account; 429 when rate limited.
import type { Language } from '@spc/domain/constants';
import { apiPost, ignoredResponse } from '../../../lib/api-client.ts';

export async function sendVerificationEmail(language: Language): Promise<void> {
  await apiPost('/users/user/verifyemail', { language }, ignoredResponse);
}

export async function sendVerificationEmailTo(email: string): Promise<void> {
  await apiPost('/auth/send-verification-email', { email }, ignoredResponse);
}
