// The rewards links and pre-links (schema/rewards.ts): the only SQL of the rewards-linking module.
import { and, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/queryable.ts';
import { rewardsLinks, rewardsPreLinks } from '../../db/schema/rewards.ts';

export type LinkRow = typeof rewardsLinks.$inferSelect;
export type PreLinkRow = typeof rewardsPreLinks.$inferSelect;

/** The member's active link, if any. */
export async function findActiveLinkOfMember(db: Queryable, userId: string): Promise<LinkRow | undefined> {
  const rows = await db
    .select()
    .from(rewardsLinks)
    .where(and(eq(rewardsLinks.userId, userId), isNull(rewardsLinks.unlinkedAt)))
    .limit(1);
  return rows[0];
}

/** The active link of a rewards account, whoever holds it. */
export async function findActiveLinkOfAccount(db: Queryable, emailLower: string): Promise<LinkRow | undefined> {
  const rows = await db
    .select()
    .from(rewardsLinks)
    .where(and(eq(rewardsLinks.rewardsEmailLower, emailLower), isNull(rewardsLinks.unlinkedAt)))
    .limit(1);
  return rows[0];
}

export async function insertLink(db: Queryable, values: { userId: string; emailLower: string; now: Date }) {
  await db
    .insert(rewardsLinks)
    .values({ userId: values.userId, rewardsEmailLower: values.emailLower, linkedAt: values.now });
}

/** Ends the member's active link; false when there was none. */
export async function endLink(db: Queryable, userId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(rewardsLinks)
    .set({ unlinkedAt: now })
    .where(and(eq(rewardsLinks.userId, userId), isNull(rewardsLinks.unlinkedAt)))
    .returning({ id: rewardsLinks.id });
  return rows.length > 0;
}

export async function findPreLink(db: Queryable, userId: string): Promise<PreLinkRow | undefined> {
  const rows = await db.select().from(rewardsPreLinks).where(eq(rewardsPreLinks.userId, userId)).limit(1);
  return rows[0];
}

/** Remembers the member's address, replacing the one they left before. */
export async function upsertPreLink(db: Queryable, values: { userId: string; emailLower: string; now: Date }) {
  await db
    .insert(rewardsPreLinks)
    .values({ userId: values.userId, rewardsEmailLower: values.emailLower, createdAt: values.now })
    .onConflictDoUpdate({
      target: rewardsPreLinks.userId,
      set: { rewardsEmailLower: values.emailLower, createdAt: values.now },
    });
}

export async function deletePreLink(db: Queryable, userId: string) {
  await db.delete(rewardsPreLinks).where(eq(rewardsPreLinks.userId, userId));
}
