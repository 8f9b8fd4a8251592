// The staff console's writes to the catalogue's campaign rows (issue 20 item 3; decision 034): the ads and
// the contests' own rows (decision 026 keeps a contest's titles, rules and dates here). Ids are numbered
// by hand (the seed's rows keep theirs): the next is the highest plus one, taken under a lock.
import { asc, eq, sql } from 'drizzle-orm';
import { lockScope, type Queryable } from '../../db/queryable.ts';
import { ads, contests } from '../../db/schema/catalogue.ts';

export type AdRow = typeof ads.$inferSelect;
export type AdValues = Omit<typeof ads.$inferInsert, 'id'>;
export type ContestRow = typeof contests.$inferSelect;
export type ContestValues = Omit<typeof contests.$inferInsert, 'id'>;

export function findAllAds(db: Queryable): Promise<AdRow[]> {
  return db.select().from(ads).orderBy(asc(ads.id));
}

export async function findAd(db: Queryable, id: number): Promise<AdRow | undefined> {
  return (await db.select().from(ads).where(eq(ads.id, id)).limit(1))[0];
}

/** A new ad, numbered after the highest (call inside a transaction: the lock holds until it ends). */
export async function insertAd(db: Queryable, values: AdValues): Promise<AdRow> {
  await lockScope(db, 'staff:ads');
  const [next] = await db.select({ id: sql<number>`coalesce(max(${ads.id}), 0) + 1` }).from(ads);
  const [row] = await db
    .insert(ads)
    .values({ ...values, id: Number(next!.id) })
    .returning();
  return row!;
}

export async function updateAd(db: Queryable, id: number, values: Partial<AdValues>): Promise<AdRow | undefined> {
  return (await db.update(ads).set(values).where(eq(ads.id, id)).returning())[0];
}

export function findAllContestRows(db: Queryable): Promise<ContestRow[]> {
  return db.select().from(contests).orderBy(asc(contests.startDate), asc(contests.id));
}

export async function findContestRow(db: Queryable, id: number): Promise<ContestRow | undefined> {
  return (await db.select().from(contests).where(eq(contests.id, id)).limit(1))[0];
}

export async function findContestRowByUrlName(db: Queryable, urlName: string): Promise<ContestRow | undefined> {
  return (await db.select().from(contests).where(eq(contests.urlName, urlName)).limit(1))[0];
}

export async function insertContestRow(db: Queryable, values: ContestValues): Promise<ContestRow> {
  await lockScope(db, 'staff:contests');
  const [next] = await db.select({ id: sql<number>`coalesce(max(${contests.id}), 0) + 1` }).from(contests);
  const [row] = await db
    .insert(contests)
    .values({ ...values, id: Number(next!.id) })
    .returning();
  return row!;
}

export async function updateContestRow(
  db: Queryable,
  id: number,
  values: Partial<ContestValues>,
): Promise<ContestRow | undefined> {
  return (await db.update(contests).set(values).where(eq(contests.id, id)).returning())[0];
}
