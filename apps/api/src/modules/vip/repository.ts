// VIP codes and their redemptions: the look-up of a usable code, the atomic reservation of one of its
// uses, and the one redemption per code and address.
import { and, eq, gt, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { vipCodes, vipRedemptions } from '../../db/schema/index.ts';
import type { Queryable } from '../../db/queryable.ts';

export type VipCodeRow = typeof vipCodes.$inferSelect;

/** Not expired and not used up at `now`. */
const usable = (now: Date): SQL =>
  and(
    or(isNull(vipCodes.validUntil), gt(vipCodes.validUntil, now)),
    or(isNull(vipCodes.maxRedemptions), lt(vipCodes.redemptions, vipCodes.maxRedemptions)),
  )!;

/** The code when it can still be redeemed; `code` is upper-case. */
export async function findUsableCode(db: Queryable, code: string, now: Date): Promise<VipCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(vipCodes)
    .where(and(eq(vipCodes.code, code), usable(now)));
  return row;
}

/**
 * Takes one use of the code in a single statement, so racing redemptions of its last use cannot both
 * succeed (the second re-reads the row after the first commits and no longer matches). Undefined when
 * the code is unknown, expired or used up.
 */
export async function reserveUse(db: Queryable, code: string, now: Date): Promise<VipCodeRow | undefined> {
  const [row] = await db
    .update(vipCodes)
    .set({ redemptions: sql`${vipCodes.redemptions} + 1` })
    .where(and(eq(vipCodes.code, code), usable(now)))
    .returning();
  return row;
}

export async function hasRedeemed(db: Queryable, code: string, emailLower: string): Promise<boolean> {
  const rows = await db
    .select({ id: vipRedemptions.id })
    .from(vipRedemptions)
    .where(and(eq(vipRedemptions.code, code), eq(vipRedemptions.emailLower, emailLower)))
    .limit(1);
  return rows.length > 0;
}

/** Records the redemption; false when this address already redeemed this code (the unique index). */
export async function insertRedemption(
  db: Queryable,
  values: { code: string; emailLower: string; userId: string | null; cardId: number; now: Date },
): Promise<boolean> {
  const rows = await db
    .insert(vipRedemptions)
    .values({
      code: values.code,
      emailLower: values.emailLower,
      userId: values.userId,
      cardId: values.cardId,
      createdAt: values.now,
    })
    .onConflictDoNothing({ target: [vipRedemptions.code, vipRedemptions.emailLower] })
    .returning({ id: vipRedemptions.id });
  return rows.length > 0;
}
