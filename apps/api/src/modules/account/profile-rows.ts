// The profile rows other modules act on, each inside the caller's transaction: a referral's
// `referred_by` (referrals), the member's lock for favourites and saved lists (saved), the auto-renew
// flag a purchase turns on (purchase), the profile a renewal prices from (billing). The profile table is
// this module's; they ask here.
import type { Queryable } from '../../db/queryable.ts';
import * as repo from './repository.ts';

/** Sets the profile's `referred_by` unless one is already there. */
export const setReferredBy = (tx: Queryable, userId: string, code: string, now: Date) =>
  repo.setReferredBy(tx, userId, code, now);

/** Holds the member's profile row (`for no key update`) until the caller's transaction ends. */
export const lockProfile = (tx: Queryable, userId: string) => repo.lockProfile(tx, userId);

/** Turns the profile's auto-renew flag on. */
export const setAutoRenewOn = (tx: Queryable, userId: string, now: Date) => repo.setAutoRenewOn(tx, userId, now);

/** The member's profile row, if they have one (billing's renewal order and auto-renew state). */
export const findProfileRow = (db: Queryable, userId: string) => repo.findProfile(db, userId);
