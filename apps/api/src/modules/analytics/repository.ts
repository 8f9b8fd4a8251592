// The rows of first-party analytics (decision 028): analytics_events (raw, by UTC day) and
// analytics_daily (what is left of a day after 13 months). SQL only here.
import { PURCHASE_ANALYTICS_FIELDS, ANONYMOUS_FIELDS } from '@spc/domain/analytics';
import { and, desc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import { lockScope, transaction, type Queryable } from '../../db/queryable.ts';
import type { Db } from '../../db/client.ts';
import { analyticsDaily, analyticsEvents } from '../../db/schema/index.ts';

export type EventRow = typeof analyticsEvents.$inferSelect;
export type NewEvent = typeof analyticsEvents.$inferInsert;

export async function insertEvents(db: Queryable, rows: NewEvent[]): Promise<EventRow[]> {
  if (rows.length === 0) return [];
  return db.insert(analyticsEvents).values(rows).returning();
}

/** When the member's user properties were last recorded (identify), if ever. */
export async function lastIdentifiedAt(db: Queryable, userId: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: analyticsEvents.occurredAt })
    .from(analyticsEvents)
    .where(and(eq(analyticsEvents.userId, userId), eq(analyticsEvents.type, 'identify')))
    .orderBy(desc(analyticsEvents.occurredAt))
    .limit(1);
  return row?.at;
}

/** Where the member signed up from (their sign_up event's source), if recorded. */
export async function signUpSourceOf(db: Queryable, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ source: sql<string | null>`${analyticsEvents.properties}->>'source'` })
    .from(analyticsEvents)
    .where(and(eq(analyticsEvents.userId, userId), eq(analyticsEvents.type, 'sign_up')))
    .orderBy(desc(analyticsEvents.id))
    .limit(1);
  return row?.source ?? null;
}

/** Whether a purchase event already names this order (one per order, however often the page is shown). */
export async function purchaseRecorded(db: Queryable, orderId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: analyticsEvents.id })
    .from(analyticsEvents)
    .where(and(eq(analyticsEvents.type, 'purchase'), sql`${analyticsEvents.properties}->>'order_id' = ${orderId}`))
    .limit(1);
  return row !== undefined;
}

/** The personal fields of a purchase event: removed when its member deletes their account. */
const PERSONAL_PURCHASE_FIELDS = PURCHASE_ANALYTICS_FIELDS.filter(
  (field) => !ANONYMOUS_FIELDS.purchase.includes(field),
);

/**
 * A deleted member's events (decision 028): their user properties (identify) deleted, the personal
 * purchase fields removed, and no event tied to them any more. Counts stay right.
 */
export async function anonymiseMember(db: Db, userId: string): Promise<{ deleted: number; anonymised: number }> {
  return transaction(db, async (tx) => {
    const deleted = await tx
      .delete(analyticsEvents)
      .where(and(eq(analyticsEvents.userId, userId), eq(analyticsEvents.type, 'identify')))
      .returning({ id: analyticsEvents.id });
    await tx
      .update(analyticsEvents)
      .set({
        properties: sql`${analyticsEvents.properties} - ${sql.raw(`array[${PERSONAL_PURCHASE_FIELDS.map((f) => `'${f}'`).join(',')}]`)}`,
      })
      .where(and(eq(analyticsEvents.userId, userId), eq(analyticsEvents.type, 'purchase')));
    const anonymised = await tx
      .update(analyticsEvents)
      .set({ userId: null })
      .where(eq(analyticsEvents.userId, userId))
      .returning({ id: analyticsEvents.id });
    return { deleted: deleted.length, anonymised: anonymised.length };
  });
}

/** The oldest day with raw events before `day`, if any. */
async function oldestDayBefore(db: Queryable, day: string): Promise<string | undefined> {
  const [row] = await db
    .select({ day: sql<string>`min(${analyticsEvents.day})::text` })
    .from(analyticsEvents)
    .where(lt(analyticsEvents.day, day));
  return row?.day ?? undefined;
}

/**
 * Folds one day's raw events into analytics_daily — a row per type with the day's totals (key ''), and
 * per page path and per search query — then deletes them, in one transaction under an advisory lock, so
 * two servers running the job at once count each event once.
 */
async function aggregateDay(db: Db, day: string): Promise<number> {
  return transaction(db, async (tx) => {
    await lockScope(tx, 'analytics:retention');
    const e = analyticsEvents;
    const key = sql`case ${e.type} when 'page_view' then ${e.path} else ${e.properties}->>'query' end`;
    const empty = sql`count(*) filter (where ${e.type} = 'search' and (${e.properties}->>'result_count')::bigint = 0)`;
    await tx.execute(sql`
      insert into ${analyticsDaily} (day, type, key, events, visits, empty_results)
      select ${e.day}, ${e.type}, '', count(*), count(distinct ${e.visitId}), ${empty}
        from ${e} where ${e.day} = ${day} group by ${e.day}, ${e.type}
      union all
      select ${e.day}, ${e.type}, ${key}, count(*), count(distinct ${e.visitId}), ${empty}
        from ${e} where ${e.day} = ${day} and ${e.type} in ('page_view', 'search') group by ${e.day}, ${e.type}, ${key}
      on conflict (day, type, key) do update set
        events = ${analyticsDaily}.events + excluded.events,
        visits = ${analyticsDaily}.visits + excluded.visits,
        empty_results = ${analyticsDaily}.empty_results + excluded.empty_results`);
    const deleted = await tx.delete(e).where(eq(e.day, day)).returning({ id: e.id });
    return deleted.length;
  });
}

/** Aggregates and deletes every raw day before `firstKeptDay`, oldest first; answers the rows deleted. */
export async function aggregateDaysBefore(db: Db, firstKeptDay: string): Promise<{ days: number; events: number }> {
  let days = 0;
  let events = 0;
  for (let day = await oldestDayBefore(db, firstKeptDay); day; day = await oldestDayBefore(db, firstKeptDay)) {
    events += await aggregateDay(db, day);
    days += 1;
  }
  return { days, events };
}

type FunnelType = 'page_view' | 'sign_up' | 'purchase';

/** Visits counted per day (a visit over two days counts on each), raw and aggregated days together. */
export async function funnelVisits(db: Queryable, from: string, to: string): Promise<Record<FunnelType, number>> {
  const e = analyticsEvents;
  const raw = await db
    .select({ type: e.type, visits: sql<number>`count(distinct (${e.day}, ${e.visitId}))::int` })
    .from(e)
    .where(and(gte(e.day, from), lte(e.day, to), sql`${e.type} in ('page_view', 'sign_up', 'purchase')`))
    .groupBy(e.type);
  const d = analyticsDaily;
  const folded = await db
    .select({ type: d.type, visits: sql<number>`sum(${d.visits})::int` })
    .from(d)
    .where(and(gte(d.day, from), lte(d.day, to), eq(d.key, ''), sql`${d.type} in ('page_view', 'sign_up', 'purchase')`))
    .groupBy(d.type);
  const counts: Record<FunnelType, number> = { page_view: 0, sign_up: 0, purchase: 0 };
  for (const row of [...raw, ...folded]) counts[row.type as FunnelType] += Number(row.visits);
  return counts;
}

/** Searches that found nothing in the period, by query, most frequent first. */
export async function searchesWithoutResults(
  db: Queryable,
  from: string,
  to: string,
  limit: number,
): Promise<{ query: string; searches: number }[]> {
  const e = analyticsEvents;
  const d = analyticsDaily;
  const result = await db.execute(sql`
    select query, sum(searches)::int as searches from (
      select ${e.properties}->>'query' as query, count(*) as searches from ${e}
       where ${e.day} between ${from} and ${to} and ${e.type} = 'search'
         and (${e.properties}->>'result_count')::bigint = 0
       group by 1
      union all
      select ${d.key}, sum(${d.emptyResults}) from ${d}
       where ${d.day} between ${from} and ${to} and ${d.type} = 'search' and ${d.key} <> '' and ${d.emptyResults} > 0
       group by 1
    ) as found group by query order by searches desc, query asc limit ${limit}`);
  // Both drivers (pg and PGlite) answer `{ rows }`.
  const { rows } = result as { rows: { query: string; searches: number | string }[] };
  return rows.map((row) => ({ query: row.query, searches: Number(row.searches) }));
}
