// The audit trail's reads (issue 20 item 4). Rows are written by the staff plugin (recordStaffChange)
// and never changed: migration 0024's trigger refuses UPDATE, DELETE and TRUNCATE on staff_audit.
// Nothing here writes. Days are Eastern days (America/Toronto), as the console shows them.
import { and, count, desc, eq, gte, ilike, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/queryable.ts';
import { staffAudit } from '../../db/schema/index.ts';

export type AuditRow = typeof staffAudit.$inferSelect;

export interface AuditFilter {
  staff?: string | undefined;
  entity?: string | undefined;
  entityId?: string | undefined;
  action?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

const TIME_ZONE = 'America/Toronto';

/** `%`, `_` and `\` matched as themselves in a LIKE pattern. */
const likeEscaped = (text: string) => text.replaceAll(/[\\%_]/g, (char) => `\\${char}`);

function where(filter: AuditFilter): SQL | undefined {
  const a = staffAudit;
  const conditions: (SQL | undefined)[] = [
    filter.staff ? ilike(a.staffEmail, `%${likeEscaped(filter.staff)}%`) : undefined,
    filter.entity ? eq(a.entity, filter.entity) : undefined,
    filter.entityId ? eq(a.entityId, filter.entityId) : undefined,
    filter.action ? eq(a.action, filter.action as AuditRow['action']) : undefined,
    // From the first instant of `from` to before the first instant of the day after `to`, in Toronto.
    filter.from ? gte(a.at, sql`(${filter.from}::date)::timestamp at time zone ${TIME_ZONE}`) : undefined,
    filter.to ? lt(a.at, sql`(${filter.to}::date + 1)::timestamp at time zone ${TIME_ZONE}`) : undefined,
  ];
  return and(...conditions.filter((condition): condition is SQL => condition !== undefined));
}

/** One page of the filtered trail, newest first, and how many rows match. */
export async function listAudit(
  db: Queryable,
  filter: AuditFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: AuditRow[]; total: number }> {
  const condition = where(filter);
  const rows = await db
    .select()
    .from(staffAudit)
    .where(condition)
    .orderBy(desc(staffAudit.id))
    .limit(page.limit)
    .offset(page.offset);
  const [counted] = await db.select({ total: count() }).from(staffAudit).where(condition);
  return { rows, total: Number(counted?.total ?? 0) };
}

/** Rows of the filtered trail with an id below `beforeId` (all when undefined), newest first: the CSV's pages. */
export function auditBatch(db: Queryable, filter: AuditFilter, beforeId: number | undefined, limit: number) {
  const condition = and(where(filter), beforeId === undefined ? undefined : lte(staffAudit.id, beforeId - 1));
  return db.select().from(staffAudit).where(condition).orderBy(desc(staffAudit.id)).limit(limit);
}

export async function findAudit(db: Queryable, id: number): Promise<AuditRow | undefined> {
  const [row] = await db.select().from(staffAudit).where(eq(staffAudit.id, id)).limit(1);
  return row;
}
