// The staff console's campus code pools (issue 20 item 3; decisions 025, 034): each campus's counts, its
// codes a page at a time, codes added in one statement (generated or imported: all of them or none), and
// a code taken out of its pool (its end set to now; a redeemed code stays as it is).
import { and, asc, desc, eq, gt, ilike, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/queryable.ts';
import { campusCodes } from '../../db/schema/index.ts';

export type CampusCodeRow = typeof campusCodes.$inferSelect;

/** Per campus with a pool: all codes, those still usable at `now`, redeemed, and past their end unredeemed. */
export async function poolCounts(db: Queryable, now: Date) {
  const rows = await db
    .select({
      campusId: campusCodes.campusId,
      total: sql<number>`count(*)::int`,
      remaining: sql<number>`(count(*) filter (where ${campusCodes.redeemedAt} is null and (${campusCodes.validUntil} is null or ${campusCodes.validUntil} > ${now})))::int`,
      redeemed: sql<number>`(count(*) filter (where ${campusCodes.redeemedAt} is not null))::int`,
    })
    .from(campusCodes)
    .groupBy(campusCodes.campusId);
  return rows.map((row) => ({
    campusId: row.campusId,
    total: Number(row.total),
    remaining: Number(row.remaining),
    redeemed: Number(row.redeemed),
    expired: Number(row.total) - Number(row.remaining) - Number(row.redeemed),
  }));
}

export type CampusCodeState = 'available' | 'redeemed' | 'expired';

const stateIs = (state: CampusCodeState, now: Date): SQL =>
  state === 'redeemed'
    ? isNotNull(campusCodes.redeemedAt)
    : state === 'available'
      ? and(isNull(campusCodes.redeemedAt), or(isNull(campusCodes.validUntil), gt(campusCodes.validUntil, now)))!
      : and(isNull(campusCodes.redeemedAt), lte(campusCodes.validUntil, now))!;

const SORTS = {
  id: campusCodes.id,
  code: campusCodes.code,
  redeemed_at: campusCodes.redeemedAt,
  valid_until: campusCodes.validUntil,
};

/** A campus's codes, filtered by text and state, sorted by a known column, a page at a time. */
export async function findCodes(
  db: Queryable,
  query: {
    campusId: number;
    q?: string | undefined;
    state?: CampusCodeState | undefined;
    sort?: string | undefined;
    limit: number;
    offset: number;
    now: Date;
  },
): Promise<{ rows: CampusCodeRow[]; total: number }> {
  const where = and(
    eq(campusCodes.campusId, query.campusId),
    query.q ? ilike(campusCodes.code, `%${query.q.replace(/[%_\\]/g, '\\$&')}%`) : undefined,
    query.state ? stateIs(query.state, query.now) : undefined,
  );
  const key = (query.sort ?? 'id').replace(/^-/, '') as keyof typeof SORTS;
  const column = SORTS[key] ?? campusCodes.id;
  const order = query.sort?.startsWith('-') ? desc(column) : asc(column);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(campusCodes)
      .where(where)
      .orderBy(order, asc(campusCodes.id))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(campusCodes)
      .where(where),
  ]);
  return { rows, total: Number(counted?.n ?? 0) };
}

/** Which of `codes` exist already (in any pool). */
export async function existingCodes(db: Queryable, codes: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < codes.length; i += 1000) {
    const rows = await db
      .select({ code: campusCodes.code })
      .from(campusCodes)
      .where(inArray(campusCodes.code, codes.slice(i, i + 1000)));
    for (const row of rows) found.add(row.code);
  }
  return found;
}

/** Adds codes to a campus's pool; answers the codes added (a code taken meanwhile is skipped). */
export async function insertCodes(
  db: Queryable,
  campusId: number,
  codes: string[],
  validUntil: Date | null,
): Promise<string[]> {
  const added: string[] = [];
  for (let i = 0; i < codes.length; i += 1000) {
    const rows = await db
      .insert(campusCodes)
      .values(codes.slice(i, i + 1000).map((code) => ({ campusId, code, validUntil })))
      .onConflictDoNothing()
      .returning({ code: campusCodes.code });
    added.push(...rows.map((row) => row.code));
  }
  return added;
}

export async function findCodeById(db: Queryable, id: number): Promise<CampusCodeRow | undefined> {
  return (await db.select().from(campusCodes).where(eq(campusCodes.id, id)).limit(1))[0];
}

/** Takes an unredeemed code out of its pool from `now`; undefined when it was redeemed or is unknown. */
export async function disableCode(db: Queryable, id: number, now: Date): Promise<CampusCodeRow | undefined> {
  const [row] = await db
    .update(campusCodes)
    .set({ validUntil: now })
    .where(
      and(
        eq(campusCodes.id, id),
        isNull(campusCodes.redeemedAt),
        or(isNull(campusCodes.validUntil), gt(campusCodes.validUntil, now)),
      ),
    )
    .returning();
  return row;
}
