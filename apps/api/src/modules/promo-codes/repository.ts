// Promo and school codes: look-ups, and the atomic reservation and release of a code's redemptions
// (a code is reserved when an order is priced with it, released when that order is not paid).
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/queryable.ts';
import { promoCodes, promoRedemptions, schoolCodes } from '../../db/schema/index.ts';

export type PromoCodeRow = typeof promoCodes.$inferSelect;
export type SchoolCodeRow = typeof schoolCodes.$inferSelect;

export async function findPromoByCode(db: Queryable, code: string): Promise<PromoCodeRow | undefined> {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, code));
  return row;
}

export async function findPromoByHash(db: Queryable, hash: string): Promise<PromoCodeRow | undefined> {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.codeHash, hash));
  return row;
}

export async function findSchoolCode(db: Queryable, code: string): Promise<SchoolCodeRow | undefined> {
  const [row] = await db.select().from(schoolCodes).where(eq(schoolCodes.code, code));
  return row;
}

export async function hasRedeemed(db: Queryable, code: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ code: promoRedemptions.code })
    .from(promoRedemptions)
    .where(and(eq(promoRedemptions.code, code), eq(promoRedemptions.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Takes one redemption of a promo code, in one statement so two shoppers cannot both take the last
 * one. False when the code is used up.
 */
export async function reservePromo(db: Queryable, code: string): Promise<boolean> {
  const rows = await db
    .update(promoCodes)
    .set({ redemptions: sql`${promoCodes.redemptions} + 1` })
    .where(
      and(
        eq(promoCodes.code, code),
        sql`(${promoCodes.maxRedemptions} is null or ${promoCodes.redemptions} < ${promoCodes.maxRedemptions})`,
      ),
    )
    .returning({ code: promoCodes.code });
  return rows.length > 0;
}

export async function reserveSchoolCode(db: Queryable, code: string): Promise<boolean> {
  const rows = await db
    .update(schoolCodes)
    .set({ redemptions: sql`${schoolCodes.redemptions} + 1` })
    .where(
      and(
        eq(schoolCodes.code, code),
        sql`(${schoolCodes.maxRedemptions} is null or ${schoolCodes.redemptions} < ${schoolCodes.maxRedemptions})`,
      ),
    )
    .returning({ code: schoolCodes.code });
  return rows.length > 0;
}

/** Gives back a reservation (the order was declined, failed or abandoned); never below zero. */
export async function releasePromo(db: Queryable, code: string): Promise<void> {
  await db
    .update(promoCodes)
    .set({ redemptions: sql`greatest(${promoCodes.redemptions} - 1, 0)` })
    .where(eq(promoCodes.code, code));
}

export async function releaseSchoolCode(db: Queryable, code: string): Promise<void> {
  await db
    .update(schoolCodes)
    .set({ redemptions: sql`greatest(${schoolCodes.redemptions} - 1, 0)` })
    .where(eq(schoolCodes.code, code));
}

/** A member's use of a promo code, once the order is paid (a member uses a code once). */
export async function recordRedemption(db: Queryable, code: string, userId: string, orderId: number): Promise<void> {
  await db.insert(promoRedemptions).values({ code, userId, orderId }).onConflictDoNothing();
}
