// The account-creation step as one sequence (spec §3 "Account creation", docs/api-accounts.md): the
// identity account (e-mail sign-up only), then — when sign-up opened a session — the member record,
// then the session read again. When sign-up opens no session (the address must be confirmed first, or
// already has an account) the page says "check your e-mail". A social sign-in already has its identity
// account, so it only registers.
import type { Language } from '@spc/domain/constants';
import type { RegisterBody, SignupMethod } from '@spc/domain/users';
import { track } from '../../lib/analytics-queue.ts';
import { ApiError } from '../../lib/api-client.ts';
import { readAffiliate } from '../../lib/tracking.ts';
import { deleteAbandonedSignUp, registerUser } from './api/register-user.ts';
import { signUp } from './api/sign-up.ts';

export interface AccountDetails {
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD. */
  birthdate: string;
  emailOptIn: boolean;
}

export type CreateAccountInput =
  | ({
      kind: 'email';
      email: string;
      password: string;
      /** The page the verification link brings the new member back to (the easy registration modal's). */
      continuePath?: string | undefined;
    } & AccountDetails)
  | ({ kind: 'finish'; uid: string; signupMethod: SignupMethod } & AccountDetails);

export type CreateAccountOutcome =
  /** Registered and signed in: on to the additional questions. */
  | { kind: 'registered' }
  /** No session was opened: "check your e-mail" (the link in it continues the sign-up). */
  | { kind: 'check-email' };

/** The server refused the age (422 AGE_RESTRICTED): the age-restricted modal, no account kept. */
export class AgeRestrictedError extends Error {
  override name = 'AgeRestrictedError';
}

const isCode = (error: unknown, code: string) => error instanceof ApiError && error.code === code;

/** The affiliate marker stored by /rktcki (spec §3 "Stored cookies"), as the registration's string map. */
function affiliate(): Record<string, string> | undefined {
  const stored = readAffiliate();
  if (!stored) return undefined;
  return { ranMID: stored.ranMID, ranSiteID: stored.ranSiteID, timestamp: String(stored.timestamp) };
}

/** What the sequence needs from the app: the interface language and the way to reload the session. */
export interface CreateAccountContext {
  language: Language;
  refreshSession: () => Promise<unknown>;
}

export async function createAccount(
  input: CreateAccountInput,
  { language, refreshSession }: CreateAccountContext,
): Promise<CreateAccountOutcome> {
  const marker = affiliate();
  let uid: string;
  if (input.kind === 'email') {
    let result;
    try {
      result = await signUp({
        email: input.email,
        password: input.password,
        name: `${input.firstName} ${input.lastName}`,
        firstName: input.firstName,
        lastName: input.lastName,
        birthDate: input.birthdate,
        emailOptIn: input.emailOptIn,
        language,
        ...(marker && { signupAffiliate: JSON.stringify(marker) }),
        ...(input.continuePath && { callbackURL: input.continuePath }),
      });
    } catch (error) {
      if (isCode(error, 'AGE_RESTRICTED')) throw new AgeRestrictedError('Under the minimum age', { cause: error });
      throw error;
    }
    if (!result.signedIn || result.userId === null) return { kind: 'check-email' };
    uid = result.userId;
  } else {
    uid = input.uid;
  }

  const body: RegisterBody = {
    firebase_uid: uid,
    first_name: input.firstName,
    last_name: input.lastName,
    birth_date: input.birthdate,
    email_opt_in: input.emailOptIn,
    language,
    agree: true,
    signup_method: input.kind === 'email' ? 'email' : input.signupMethod,
    ...(marker && { affiliate: marker }),
  };

  try {
    await registerUser(body);
    // Analytics (issue 21 item 2): an account created (sent only with analytics consent).
    track({ type: 'sign_up', method: body.signup_method });
  } catch (error) {
    if (isCode(error, 'ALREADY_REGISTERED')) {
      // Registered by an earlier attempt (a double submit, another tab): carry on.
    } else if (isCode(error, 'AGE_RESTRICTED')) {
      // No account is kept for someone too young: the identity account made a moment ago goes too.
      if (input.kind === 'email') await deleteAbandonedSignUp().catch(() => undefined);
      await refreshSession().catch(() => undefined);
      throw new AgeRestrictedError('Under the minimum age', { cause: error });
    } else {
      // The identity account exists and is signed in: with the session read again, the page offers
      // to finish the registration without a password.
      await refreshSession().catch(() => undefined);
      throw error;
    }
  }
  await refreshSession();
  return { kind: 'registered' };
}
