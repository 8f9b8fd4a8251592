// The staff console's promo and school codes (issue 20 item 3; decision 034): listed a page at a time,
// created one by one or many at once (all of them or none), and disabled by ending them now (the rows and
// their redemptions stay: orders refer to them).
import { createHash } from 'node:crypto';
import { and, asc, desc, eq, gt, ilike, isNull, or, sql, type AnyColumn } from 'drizzle-orm';
import type { Queryable } from '../../db/queryable.ts';
import { promoCodes, schoolCodes } from '../../db/schema/index.ts';

export type PromoCodeRow = typeof promoCodes.$inferSelect;
export type SchoolCodeRow = typeof schoolCodes.$inferSelect;
export type PromoValues = Omit<typeof promoCodes.$inferInsert, 'codeHash' | 'redemptions' | 'createdAt'>;
export type SchoolValues = Omit<typeof schoolCodes.$inferInsert, 'redemptions' | 'createdAt'>;

export interface ListQuery {
  q?: string | undefined;
  sort?: string | undefined;
  limit: number;
  offset: number;
}

const like = (q: string) => `%${q.replace(/[%_\\]/g, '\\$&')}%`;
const orderOf = (sorts: Record<string, AnyColumn>, sort: string | undefined, fallback: AnyColumn) => {
  const column = sorts[(sort ?? '').replace(/^-/, '')] ?? fallback;
  return sort?.startsWith('-') ? desc(column) : asc(column);
};

/** SHA-256 hex of the upper-case code: links in e-mails carry it so (`is_hashed=true`). */
const hashOf = (code: string) => createHash('sha256').update(code).digest('hex');

const PROMO_SORTS = {
  code: promoCodes.code,
  value: promoCodes.value,
  valid_from: promoCodes.validFrom,
  valid_until: promoCodes.validUntil,
  redemptions: promoCodes.redemptions,
  created_at: promoCodes.createdAt,
};

export async function findPromos(db: Queryable, query: ListQuery): Promise<{ rows: PromoCodeRow[]; total: number }> {
  const where = query.q ? ilike(promoCodes.code, like(query.q)) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(promoCodes)
      .where(where)
      .orderBy(orderOf(PROMO_SORTS, query.sort ?? '-created_at', promoCodes.createdAt), asc(promoCodes.code))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(promoCodes)
      .where(where),
  ]);
  return { rows, total: Number(counted?.n ?? 0) };
}

export async function findPromo(db: Queryable, code: string): Promise<PromoCodeRow | undefined> {
  return (await db.select().from(promoCodes).where(eq(promoCodes.code, code)).limit(1))[0];
}

/** Adds codes; answers the ones added (a code that exists already is not). */
export async function insertPromos(db: Queryable, rows: PromoValues[], now: Date): Promise<PromoCodeRow[]> {
  if (rows.length === 0) return [];
  return db
    .insert(promoCodes)
    .values(rows.map((row) => ({ ...row, codeHash: hashOf(row.code), createdAt: now })))
    .onConflictDoNothing()
    .returning();
}

/** Ends a code now (unless it ended already); undefined when there is nothing to end. */
export async function endPromo(db: Queryable, code: string, now: Date): Promise<PromoCodeRow | undefined> {
  const [row] = await db
    .update(promoCodes)
    .set({ validUntil: now })
    .where(and(eq(promoCodes.code, code), or(isNull(promoCodes.validUntil), gt(promoCodes.validUntil, now))))
    .returning();
  return row;
}

const SCHOOL_SORTS = {
  code: schoolCodes.code,
  school_name: schoolCodes.schoolName,
  value: schoolCodes.value,
  valid_until: schoolCodes.validUntil,
  redemptions: schoolCodes.redemptions,
  created_at: schoolCodes.createdAt,
};

export async function findSchoolCodes(
  db: Queryable,
  query: ListQuery,
): Promise<{ rows: SchoolCodeRow[]; total: number }> {
  const where = query.q
    ? or(ilike(schoolCodes.code, like(query.q)), ilike(schoolCodes.schoolName, like(query.q)))
    : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(schoolCodes)
      .where(where)
      .orderBy(orderOf(SCHOOL_SORTS, query.sort ?? '-created_at', schoolCodes.createdAt), asc(schoolCodes.code))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(schoolCodes)
      .where(where),
  ]);
  return { rows, total: Number(counted?.n ?? 0) };
}

export async function findSchoolCodeRow(db: Queryable, code: string): Promise<SchoolCodeRow | undefined> {
  return (await db.select().from(schoolCodes).where(eq(schoolCodes.code, code)).limit(1))[0];
}

export async function insertSchoolCode(
  db: Queryable,
  row: SchoolValues,
  now: Date,
): Promise<SchoolCodeRow | undefined> {
  const [saved] = await db
    .insert(schoolCodes)
    .values({ ...row, createdAt: now })
    .onConflictDoNothing()
    .returning();
  return saved;
}

export async function endSchoolCode(db: Queryable, code: string, now: Date): Promise<SchoolCodeRow | undefined> {
  const [row] = await db
    .update(schoolCodes)
    .set({ validUntil: now })
    .where(and(eq(schoolCodes.code, code), or(isNull(schoolCodes.validUntil), gt(schoolCodes.validUntil, now))))
    .returning();
  return row;
}
