// The contests' SQL (schema/catalogue.ts `contests`, schema/contests.ts): the only queries of this module.
import { and, asc, count, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/queryable.ts';
import { contests } from '../../db/schema/catalogue.ts';
import {
  contestCalendarDays,
  contestDraws,
  contestEntries,
  contestGames,
  contestSettings,
} from '../../db/schema/contests.ts';

export type ContestRow = typeof contests.$inferSelect;
export type SettingsRow = typeof contestSettings.$inferSelect;
export type DayRow = typeof contestCalendarDays.$inferSelect;
export type EntryRow = typeof contestEntries.$inferSelect;
export type GameRow = typeof contestGames.$inferSelect;
export type DrawRow = typeof contestDraws.$inferSelect;

export interface ContestWithSettings {
  contest: ContestRow;
  settings: SettingsRow | null;
}

const withSettings = (db: Queryable) =>
  db
    .select({ contest: contests, settings: contestSettings })
    .from(contests)
    .leftJoin(contestSettings, eq(contestSettings.contestId, contests.id));

export async function findAll(db: Queryable): Promise<ContestWithSettings[]> {
  return withSettings(db).orderBy(asc(contests.startDate), asc(contests.id));
}

export async function findById(db: Queryable, id: number): Promise<ContestWithSettings | undefined> {
  return (await withSettings(db).where(eq(contests.id, id)).limit(1))[0];
}

export async function findByUrlName(db: Queryable, urlName: string): Promise<ContestWithSettings | undefined> {
  return (await withSettings(db).where(eq(contests.urlName, urlName)).limit(1))[0];
}

export async function findDays(db: Queryable, contestId: number): Promise<DayRow[]> {
  return db
    .select()
    .from(contestCalendarDays)
    .where(eq(contestCalendarDays.contestId, contestId))
    .orderBy(asc(contestCalendarDays.dayNumber));
}

export async function findEntry(db: Queryable, contestId: number, userId: string, day: string) {
  const rows = await db
    .select()
    .from(contestEntries)
    .where(
      and(eq(contestEntries.contestId, contestId), eq(contestEntries.userId, userId), eq(contestEntries.entryDay, day)),
    )
    .limit(1);
  return rows[0];
}

export async function countEntries(db: Queryable, contestId: number, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(contestEntries)
    .where(and(eq(contestEntries.contestId, contestId), eq(contestEntries.userId, userId)));
  return row?.n ?? 0;
}

/** Inserts the day's entry; undefined when the member already has one that day (the unique index). */
export async function insertEntry(
  db: Queryable,
  values: typeof contestEntries.$inferInsert,
): Promise<EntryRow | undefined> {
  const rows = await db.insert(contestEntries).values(values).onConflictDoNothing().returning();
  return rows[0];
}

/** Every entry of a contest, oldest first (the draw's entrant list). */
export async function findEntries(db: Queryable, contestId: number): Promise<EntryRow[]> {
  return db
    .select()
    .from(contestEntries)
    .where(eq(contestEntries.contestId, contestId))
    .orderBy(asc(contestEntries.id));
}

export async function insertGame(db: Queryable, values: typeof contestGames.$inferInsert): Promise<void> {
  await db.insert(contestGames).values(values);
}

export async function findGame(db: Queryable, id: string): Promise<GameRow | undefined> {
  return (await db.select().from(contestGames).where(eq(contestGames.id, id)).limit(1))[0];
}

export async function updateGame(db: Queryable, id: string, values: Partial<typeof contestGames.$inferInsert>) {
  await db.update(contestGames).set(values).where(eq(contestGames.id, id));
}

export async function insertDraw(db: Queryable, values: typeof contestDraws.$inferInsert): Promise<DrawRow> {
  const [row] = await db.insert(contestDraws).values(values).returning();
  return row!;
}

export async function findDraw(db: Queryable, id: number): Promise<DrawRow | undefined> {
  return (await db.select().from(contestDraws).where(eq(contestDraws.id, id)).limit(1))[0];
}
