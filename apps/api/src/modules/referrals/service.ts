// Referrals (docs/api-membership.md "Referrals"; spec §3 "Referral", §9 sources): a member's code and
// counts, recording who referred a member, and counting a referred member's first paid purchase.
// `referral_count` counts the members referred; `referral_redemption_count` those of them who paid.
import { MEMBERSHIP_ERRORS, type MembershipErrorCode, type redeemReferralBodySchema } from '@spc/domain/membership';
import type { z } from 'zod';
import { HttpError } from '../../errors.ts';
import { getReferral, setReferredBy } from '../account/service.ts';
import type { Member } from '../../plugins/caller.ts';
import type { Queryable } from '../../db/queryable.ts';
import * as repo from './repository.ts';
import type { Deps } from '../../deps.ts';

/** What these calls need (deps.ts): routes pass the app, jobs and tests a plain object. */
export type ReferralDeps = Pick<Deps, 'db' | 'config'>;

const referralError = (status: number, code: MembershipErrorCode) =>
  new HttpError(status, code, MEMBERSHIP_ERRORS[code], 'referral_code');

/** Codes are drawn upper-case (accounts/service.ts); a code typed or pasted in lower case still matches. */
export const normaliseReferralCode = (code: string) => code.trim().toUpperCase();

/** Where a referral link leads: the purchase page, which carries the code into the order. */
export const shareUrlOf = (publicUrl: string, code: string) =>
  `${publicUrl}/purchase?referral=${encodeURIComponent(code)}`;

/** GET /api/store/v2/referrals_codes: the same code and counts as GET /api/users/register, and the link. */
export async function referralCodes(deps: ReferralDeps, member: Member) {
  const referral = await getReferral(deps, member.userId, undefined);
  return { ...referral, share_url: shareUrlOf(deps.config.publicUrl, referral.referral_code) };
}

/**
 * GET /api/users/v2/referral/{code}: the code as stored when it is someone's referral code (`own` when
 * it is the caller's: an order ignores it), else 404 REFERRAL_NOT_FOUND. A read: nothing is recorded.
 */
export async function checkReferralCode(
  deps: Pick<Deps, 'db'>,
  member: Member,
  rawCode: string,
): Promise<{ referral_code: string; own: boolean }> {
  const owner = await repo.findReferralByCode(deps.db, normaliseReferralCode(rawCode));
  if (!owner) throw referralError(404, 'REFERRAL_NOT_FOUND');
  return { referral_code: owner.referralCode, own: owner.userId === member.userId };
}

/** POST /api/users/redeemReferral: records who referred the caller, once, and counts it for the referrer. */
export async function redeemReferral(
  deps: ReferralDeps,
  member: Member,
  body: z.output<typeof redeemReferralBodySchema>,
  now = new Date(),
): Promise<{ success: true }> {
  const code = normaliseReferralCode(body.referral_code);
  const owner = await repo.findReferralByCode(deps.db, code);
  if (!owner) throw referralError(404, 'REFERRAL_NOT_FOUND');
  if (owner.userId === member.userId) throw referralError(422, 'REFERRAL_SELF');
  await deps.db.transaction(async (tx) => {
    // The referee is the key: a second redeem (or a race of two) inserts nothing and is refused.
    const inserted = await repo.insertRedemption(tx, {
      refereeUserId: member.userId,
      referrerUserId: owner.userId,
      source: body.source ?? null,
      purchasedAt: null,
      now,
    });
    if (!inserted) throw referralError(409, 'REFERRAL_ALREADY_USED');
    await repo.bumpCounts(tx, owner.userId, { referrals: 1, purchases: 0 });
    await setReferredBy(tx, member.userId, code, now);
  });
  return { success: true };
}

/**
 * Called by the store in the transaction that marks a member's order paid (store/service.ts
 * `completeOrder`, which the recovery job uses too): a referred member's first paid purchase adds one
 * to their referrer's `referral_redemption_count`. A member not yet referred whose order carries
 * another member's code is recorded as referred by them now (counted as a referral and a purchase).
 * Idempotent: `purchased_at` is set once, so a second purchase or a retried completion counts nothing.
 * An unknown or own code on the order is ignored — it never fails a paid purchase.
 */
export async function recordReferredPurchase(
  tx: Queryable,
  { buyerUserId, orderReferralCode, now }: { buyerUserId: string; orderReferralCode: string | null; now: Date },
): Promise<void> {
  const existing = await repo.lockRedemptionOf(tx, buyerUserId);
  if (existing) {
    if (!existing.purchasedAt && (await repo.markPurchased(tx, buyerUserId, now))) {
      await repo.bumpCounts(tx, existing.referrerUserId, { referrals: 0, purchases: 1 });
    }
    return;
  }
  if (!orderReferralCode) return;
  const code = normaliseReferralCode(orderReferralCode);
  const owner = await repo.findReferralByCode(tx, code);
  if (!owner || owner.userId === buyerUserId) return;
  const inserted = await repo.insertRedemption(tx, {
    refereeUserId: buyerUserId,
    referrerUserId: owner.userId,
    // The code came with the order, that is from a shared /purchase?referral= link.
    source: 'purchase_page',
    purchasedAt: now,
    now,
  });
  if (!inserted) return;
  await repo.bumpCounts(tx, owner.userId, { referrals: 1, purchases: 1 });
  await setReferredBy(tx, buyerUserId, code, now);
}
