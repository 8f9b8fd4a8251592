// What the account's calls need (deps.ts), who they act for, and the e-mails they send without failing.
import type { SignedIn } from '../../plugins/auth.ts';
import type { Deps } from '../../deps.ts';

/** What these calls need (deps.ts): routes pass the app, jobs and tests a plain object. */
export type AccountsDeps = Pick<Deps, 'db' | 'cache' | 'config' | 'mail' | 'log' | 'redis' | 'auth'>;

export type User = SignedIn['user'];

export async function sendQuietly(deps: AccountsDeps, what: string, send: () => Promise<unknown>) {
  try {
    await send();
  } catch (error) {
    // The outbox could not be written: the account change stands, the message is lost (logged).
    deps.log.error({ err: error }, `could not send the ${what} e-mail`);
  }
}
