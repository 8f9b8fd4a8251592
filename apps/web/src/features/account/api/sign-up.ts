// POST /api/auth/sign-up/email: the identity account (Better Auth) with the account-creation answers
// (spec §3 "Account creation"). The answer has the same shape for a new address and for one that
// already has an account; only a session (`token`) tells them apart, and without one the page says
// "check your e-mail", revealing nothing. 422 AGE_RESTRICTED under the minimum age, 400 per field.
import type { Language } from '@spc/domain/constants';
import { apiPost, type ResponseSchema } from '../../../lib/api-client.ts';

export interface SignUpInput {
  email: string;
  password: string;
  /** "First Last": the identity provider's display name. */
  name: string;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD. */
  birthDate: string;
  emailOptIn: boolean;
  language: Language;
  /** The stored affiliate marker (spec §3 "Stored cookies"), as JSON. */
  signupAffiliate?: string;
  /** A page of this site the verification link continues to (else the additional questions). */
  callbackURL?: string;
}

export interface SignUpResult {
  /** Whether a session was opened; false until the address is verified, or when it already has an account. */
  signedIn: boolean;
  /** The new user's id, our `firebase_uid`, when a session was opened. */
  userId: string | null;
}

export const signUpResponseSchema: ResponseSchema<SignUpResult> = {
  parse(data) {
    const body = (data ?? {}) as { token?: unknown; user?: { id?: unknown } | null };
    const signedIn = typeof body.token === 'string' && body.token !== '';
    const userId = typeof body.user?.id === 'string' ? body.user.id : null;
    if (signedIn && userId === null) throw new TypeError('Unexpected sign-up answer: a session without a user');
    // The token itself is dropped: the session travels in the HttpOnly cookie.
    return { signedIn, userId: signedIn ? userId : null };
  },
};

export function signUp(input: SignUpInput): Promise<SignUpResult> {
  return apiPost('/auth/sign-up/email', input, signUpResponseSchema);
}
