// The profile rows other modules act on, each inside the caller's transaction: a referral's
// `referred_by` (referrals), the member's lock for favourites and saved lists (saved), the auto-renew
// flag (billing: turned on or off, a revoked card on file, the renewal work list), the profile a renewal
// prices from (billing) and an upgrade reads (membership), the e-mail opt-in a marketing e-mail's
// unsubscribe link turns off (marketing, wired by app.ts). The profile table is this module's; they ask here.
import type { Queryable } from '../../db/queryable.ts';
import * as repo from './repository.ts';

/** Sets the profile's `referred_by` unless one is already there. */
export const setReferredBy = (tx: Queryable, userId: string, code: string, now: Date) =>
  repo.setReferredBy(tx, userId, code, now);

/** Holds the member's profile row (`for no key update`) until the caller's transaction ends. */
export const lockProfile = (tx: Queryable, userId: string) => repo.lockProfile(tx, userId);

/** Turns the auto-renew flag of one member (or of several: a card on file revoked) on or off. */
export const setAutoRenew = (tx: Queryable, userIds: string | readonly string[], on: boolean, now: Date) =>
  repo.setAutoRenew(tx, typeof userIds === 'string' ? [userIds] : userIds, on, now);

/** Which of `userIds` have auto-renew on (billing's renewal work list), in one query. */
export const findAutoRenewing = (db: Queryable, userIds: readonly string[]) => repo.findAutoRenewing(db, userIds);

/** The member's profile row, if they have one (billing's renewal order and auto-renew state, an upgrade). */
export const findProfileRow = (db: Queryable, userId: string) => repo.findProfile(db, userId);

/** The e-mail opt-in off for the account at this address, if there is one (the unsubscribe link). */
export const clearEmailOptIn = (db: Queryable, emailLower: string, now: Date) =>
  repo.clearEmailOptIn(db, emailLower, now);
