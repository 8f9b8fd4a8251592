// What the staff console's member support asks of accounts (issue 20 item 3): the search by address,
// the account as the member page shows it, and the verification e-mail sent again on a member's behalf
// (the same message and the same resend limit as the member's own button).
import type { Queryable } from '../../db/queryable.ts';
import type { AccountsDeps } from './account-deps.ts';
import * as repo from './repository.ts';
import { sendVerification } from './verification.ts';

export type { MemberSort } from './repository.ts';

export const searchAccountsByEmail = (
  db: Queryable,
  prefix: string,
  page: { sort: repo.MemberSort; limit: number; offset: number },
) => repo.searchAuthUsersByEmail(db, prefix, page);

export const findAccountForStaff = (db: Queryable, userId: string) => repo.findAccountForStaff(db, userId);

/**
 * Sends the verification e-mail again to the member's address, in their language: nothing when the
 * address is verified already, 429 when the resend limit holds (the caller found the account first).
 */
export const resendVerificationFor = (deps: AccountsDeps, userId: string, now = new Date()) =>
  sendVerification(deps, { id: userId }, undefined, now);
