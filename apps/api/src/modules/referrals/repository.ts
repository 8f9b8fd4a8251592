// Referrals' rows: who owns a referral code, who was referred by whom (one row per referred member),
// and the referrer's two counters. Every write here runs inside the caller's transaction.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { referralCodes, referralRedemptions } from '../../db/schema/index.ts';
import type { Queryable } from '../../db/queryable.ts';

export type ReferralCodeRow = typeof referralCodes.$inferSelect;
export type ReferralRedemptionRow = typeof referralRedemptions.$inferSelect;

/** The code's owner; codes are stored upper-case, so the caller passes an upper-cased code. */
export async function findReferralByCode(db: Queryable, code: string): Promise<ReferralCodeRow | undefined> {
  const [row] = await db.select().from(referralCodes).where(eq(referralCodes.referralCode, code));
  return row;
}

/** Who referred this member, locked until the transaction ends (a purchase and a redeem cannot interleave). */
export async function lockRedemptionOf(
  db: Queryable,
  refereeUserId: string,
): Promise<ReferralRedemptionRow | undefined> {
  const [row] = await db
    .select()
    .from(referralRedemptions)
    .where(eq(referralRedemptions.refereeUserId, refereeUserId))
    .for('update');
  return row;
}

/** Records who referred the member; false when they were already referred (the key is the referee). */
export async function insertRedemption(
  db: Queryable,
  values: { refereeUserId: string; referrerUserId: string; source: string | null; purchasedAt: Date | null; now: Date },
): Promise<boolean> {
  const rows = await db
    .insert(referralRedemptions)
    .values({
      refereeUserId: values.refereeUserId,
      referrerUserId: values.referrerUserId,
      source: values.source,
      purchasedAt: values.purchasedAt,
      createdAt: values.now,
    })
    .onConflictDoNothing({ target: referralRedemptions.refereeUserId })
    .returning({ referee: referralRedemptions.refereeUserId });
  return rows.length > 0;
}

/** The referred member's first paid purchase; false when it was already recorded (counts once). */
export async function markPurchased(db: Queryable, refereeUserId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(referralRedemptions)
    .set({ purchasedAt: now })
    .where(and(eq(referralRedemptions.refereeUserId, refereeUserId), isNull(referralRedemptions.purchasedAt)))
    .returning({ referee: referralRedemptions.refereeUserId });
  return rows.length > 0;
}

/** Adds to the referrer's counters in one statement (no lost update between racing referees). */
export async function bumpCounts(
  db: Queryable,
  referrerUserId: string,
  by: { referrals: 0 | 1; purchases: 0 | 1 },
): Promise<void> {
  await db
    .update(referralCodes)
    .set({
      referralCount: sql`${referralCodes.referralCount} + ${by.referrals}`,
      referralRedemptionCount: sql`${referralCodes.referralRedemptionCount} + ${by.purchases}`,
    })
    .where(eq(referralCodes.userId, referrerUserId));
}
