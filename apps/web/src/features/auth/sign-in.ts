// E-mail and password sign-in (spec §4 "Sign-in", §7 /isAllowedLogin; docs/api-accounts.md): the lock
// is checked before trying, every failure is answered without saying whether the address has an
// account, and a success loads the session and says where to go.
//
// The failed attempt is counted by the API itself around /api/auth/sign-in/email (decision 008), so the
// page does not also call /updateLoginFailAttempt: that would count every failure twice.
import { LOGIN_LOCK } from '@spc/domain/auth';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client.ts';
import { isLoginAllowed, signInWithEmail, type Credentials } from '../../lib/auth-client.ts';
import { paths } from '../../lib/paths.ts';
import { readRedirectTarget, refreshSession, rememberSignInMethod, type Session } from '../../lib/session.ts';

export type SignInOutcome =
  | { kind: 'signed-in'; session: Session }
  /** Wrong e-mail or password (the same for an address without an account). */
  | { kind: 'invalid' }
  /** Too many failures: locked for `minutes` more. */
  | { kind: 'locked'; minutes: number }
  /** Right password, address not verified yet: the API has sent a new link. */
  | { kind: 'unverified' }
  | { kind: 'rate-limited' }
  | { kind: 'failed' };

/** Whole minutes left of a lock, at least 1; the full lock when the server does not say. */
export function lockMinutes(retryAfterSeconds: number | undefined): number {
  if (retryAfterSeconds === undefined) return LOGIN_LOCK.lockMinutes;
  return Math.max(1, Math.ceil(retryAfterSeconds / 60));
}

function outcomeOfError(error: unknown): SignInOutcome {
  if (!(error instanceof ApiError)) return { kind: 'failed' };
  if (error.status === 429) return { kind: 'rate-limited' };
  if (error.status === 423) return { kind: 'locked', minutes: lockMinutes(error.retryAfterSeconds) };
  if (error.status === 401) return { kind: 'invalid' };
  if (error.status === 403 && error.code === 'EMAIL_NOT_VERIFIED') return { kind: 'unverified' };
  return { kind: 'failed' };
}

export async function signInWithPassword(queryClient: QueryClient, credentials: Credentials): Promise<SignInOutcome> {
  try {
    const allowance = await isLoginAllowed(credentials.email);
    if (!allowance.allowed) return { kind: 'locked', minutes: lockMinutes(allowance.retryAfter) };
    await signInWithEmail(credentials);
  } catch (error) {
    const outcome = outcomeOfError(error);
    if (outcome.kind !== 'invalid') return outcome;
    // This failure may be the one that started the lock: say so now rather than on the next try.
    const after = await isLoginAllowed(credentials.email).catch(() => null);
    return after && !after.allowed ? { kind: 'locked', minutes: lockMinutes(after.retryAfter) } : outcome;
  }
  rememberSignInMethod('email');
  const session = await refreshSession(queryClient);
  return session ? { kind: 'signed-in', session } : { kind: 'failed' };
}

/**
 * Where a signed-in user goes (spec §4): an unregistered one to sign-up (which keeps the remembered
 * target for its end), a registered one to the remembered target, else the deals.
 */
export function pathAfterSignIn(session: Pick<Session, 'registered'>): string {
  if (!session.registered) return paths.signup();
  return readRedirectTarget() ?? paths.deals();
}
