// The staff console's VIP codes (issue 20 item 3; decision 034): listed a page at a time, created one by
// one or many at once (all of them or none), and disabled by ending them now (redemptions stay).
import { and, asc, desc, eq, gt, ilike, isNull, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/queryable.ts';
import { vipCodes } from '../../db/schema/index.ts';

export type VipCodeRow = typeof vipCodes.$inferSelect;
export type VipValues = Omit<typeof vipCodes.$inferInsert, 'redemptions' | 'createdAt'>;

const SORTS = {
  code: vipCodes.code,
  valid_until: vipCodes.validUntil,
  redemptions: vipCodes.redemptions,
  created_at: vipCodes.createdAt,
};

export async function findVipCodes(
  db: Queryable,
  query: { q?: string | undefined; sort?: string | undefined; limit: number; offset: number },
): Promise<{ rows: VipCodeRow[]; total: number }> {
  const where = query.q ? ilike(vipCodes.code, `%${query.q.replace(/[%_\\]/g, '\\$&')}%`) : undefined;
  const sort = query.sort ?? '-created_at';
  const column = SORTS[sort.replace(/^-/, '') as keyof typeof SORTS] ?? vipCodes.createdAt;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(vipCodes)
      .where(where)
      .orderBy(sort.startsWith('-') ? desc(column) : asc(column), asc(vipCodes.code))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(vipCodes)
      .where(where),
  ]);
  return { rows, total: Number(counted?.n ?? 0) };
}

export async function findVipCode(db: Queryable, code: string): Promise<VipCodeRow | undefined> {
  return (await db.select().from(vipCodes).where(eq(vipCodes.code, code)).limit(1))[0];
}

/** Adds codes; answers the ones added (a code that exists already is not). */
export async function insertVipCodes(db: Queryable, rows: VipValues[], now: Date): Promise<VipCodeRow[]> {
  if (rows.length === 0) return [];
  return db
    .insert(vipCodes)
    .values(rows.map((row) => ({ ...row, createdAt: now })))
    .onConflictDoNothing()
    .returning();
}

export async function endVipCode(db: Queryable, code: string, now: Date): Promise<VipCodeRow | undefined> {
  const [row] = await db
    .update(vipCodes)
    .set({ validUntil: now })
    .where(and(eq(vipCodes.code, code), or(isNull(vipCodes.validUntil), gt(vipCodes.validUntil, now))))
    .returning();
  return row;
}
