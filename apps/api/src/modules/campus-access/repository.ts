// Rows of campus access (issue 18 item 5): the campus code pools, campus members and school-portal tokens.
import { and, asc, count, eq, gt, isNotNull, isNull, or } from 'drizzle-orm';
import type { Queryable } from '../../db/queryable.ts';
import { campusCodes, campusMembers, schoolPortalTokens, type CampusMemberSource } from '../../db/schema/index.ts';

export type { CampusMemberSource };
export type PortalTokenRow = typeof schoolPortalTokens.$inferSelect;
export type CampusMemberRow = typeof campusMembers.$inferSelect;

/** A code of any pool, by its normalised text. */
export async function findCode(db: Queryable, code: string) {
  const [row] = await db.select().from(campusCodes).where(eq(campusCodes.code, code)).limit(1);
  return row;
}

/** Takes `code` for `userId` if it is still in its pool and not past its end; undefined when not. */
export async function takeCode(db: Queryable, codeId: number, userId: string, now: Date) {
  const [row] = await db
    .update(campusCodes)
    .set({ redeemedBy: userId, redeemedAt: now })
    .where(
      and(
        eq(campusCodes.id, codeId),
        isNull(campusCodes.redeemedAt),
        or(isNull(campusCodes.validUntil), gt(campusCodes.validUntil, now)),
      ),
    )
    .returning();
  return row;
}

/** The next code left in a campus's pool (the oldest first), locked for this transaction; undefined when empty. */
export async function nextPoolCode(db: Queryable, campusId: number, now: Date) {
  const [row] = await db
    .select()
    .from(campusCodes)
    .where(
      and(
        eq(campusCodes.campusId, campusId),
        isNull(campusCodes.redeemedAt),
        or(isNull(campusCodes.validUntil), gt(campusCodes.validUntil, now)),
      ),
    )
    .orderBy(asc(campusCodes.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}

export async function findCampusMember(db: Queryable, userId: string): Promise<CampusMemberRow | undefined> {
  const [row] = await db.select().from(campusMembers).where(eq(campusMembers.userId, userId)).limit(1);
  return row;
}

/** Ties the member to a campus; false when they already were (a racing twin). */
export async function insertCampusMember(
  db: Queryable,
  values: { userId: string; campusId: number; source: CampusMemberSource; cardId: number; joinedAt: Date },
): Promise<boolean> {
  const rows = await db
    .insert(campusMembers)
    .values(values)
    .onConflictDoNothing()
    .returning({ userId: campusMembers.userId });
  return rows.length > 0;
}

// ---- School-portal tokens --------------------------------------------------------------------------

export async function findTokenByHash(db: Queryable, tokenHash: string): Promise<PortalTokenRow | undefined> {
  const [row] = await db.select().from(schoolPortalTokens).where(eq(schoolPortalTokens.tokenHash, tokenHash)).limit(1);
  return row;
}

/** Whether a token for `email` was ever used to register a card (the address had its membership). */
export async function emailRedeemed(db: Queryable, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: schoolPortalTokens.id })
    .from(schoolPortalTokens)
    .where(and(eq(schoolPortalTokens.schoolEmail, email), isNotNull(schoolPortalTokens.redeemedAt)))
    .limit(1);
  return rows.length > 0;
}

/** Marks every outstanding token of `email` replaced; answers how many there were. */
export async function replaceTokens(db: Queryable, email: string, now: Date): Promise<number> {
  const rows = await db
    .update(schoolPortalTokens)
    .set({ replacedAt: now })
    .where(
      and(
        eq(schoolPortalTokens.schoolEmail, email),
        isNull(schoolPortalTokens.replacedAt),
        isNull(schoolPortalTokens.redeemedAt),
      ),
    )
    .returning({ id: schoolPortalTokens.id });
  return rows.length;
}

export async function insertToken(db: Queryable, values: typeof schoolPortalTokens.$inferInsert): Promise<void> {
  await db.insert(schoolPortalTokens).values(values);
}

/** Tokens the member asked for since `since` (the send limit). */
export async function countTokensSince(db: Queryable, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(schoolPortalTokens)
    .where(and(eq(schoolPortalTokens.userId, userId), gt(schoolPortalTokens.createdAt, since)));
  return row?.n ?? 0;
}

/** Marks the token used, unless something else did first; false then. */
export async function redeemToken(db: Queryable, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(schoolPortalTokens)
    .set({ redeemedAt: now })
    .where(
      and(eq(schoolPortalTokens.id, id), isNull(schoolPortalTokens.redeemedAt), isNull(schoolPortalTokens.replacedAt)),
    )
    .returning({ id: schoolPortalTokens.id });
  return rows.length > 0;
}
