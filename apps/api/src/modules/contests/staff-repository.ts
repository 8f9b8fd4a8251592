// The staff console's rows of the contests module (issue 20 item 3; decision 034): a contest's settings
// (how it is entered and who may enter), the entry counts of every contest, and the recorded draws.
import { count, countDistinct, desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/queryable.ts';
import { contestDraws, contestEntries, contestSettings } from '../../db/schema/contests.ts';

export type SettingsValues = typeof contestSettings.$inferInsert;
export type DrawRow = typeof contestDraws.$inferSelect;

/** A contest's settings, written whole (created with the contest, replaced by an edit). */
export async function upsertSettings(db: Queryable, values: SettingsValues) {
  const [row] = await db
    .insert(contestSettings)
    .values(values)
    .onConflictDoUpdate({
      target: contestSettings.contestId,
      set: {
        kind: values.kind,
        requiresMembership: values.requiresMembership,
        minAge: values.minAge,
        provinces: values.provinces,
      },
    })
    .returning();
  return row!;
}

export async function findAllSettings(db: Queryable) {
  return db.select().from(contestSettings);
}

/** Per contest: its entries (tickets) and distinct entrants. */
export async function countEntriesByContest(db: Queryable) {
  return db
    .select({ contestId: contestEntries.contestId, entries: count(), entrants: countDistinct(contestEntries.userId) })
    .from(contestEntries)
    .groupBy(contestEntries.contestId);
}

export async function countDrawsByContest(db: Queryable) {
  return db
    .select({ contestId: contestDraws.contestId, draws: count() })
    .from(contestDraws)
    .groupBy(contestDraws.contestId);
}

/** A contest's draws, newest first. */
export async function findDrawsOf(db: Queryable, contestId: number): Promise<DrawRow[]> {
  return db.select().from(contestDraws).where(eq(contestDraws.contestId, contestId)).orderBy(desc(contestDraws.id));
}
