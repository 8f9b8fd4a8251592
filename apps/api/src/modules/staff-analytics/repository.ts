// Partner analytics' rows (issue 20 item 5, decision 036): offer_stats_daily (offer × UTC day),
// partner_stats_daily (partner × UTC day) and site_stats_daily (UTC day), rebuilt a whole day at a time by the rollup, and the reads
// of the console, every one an index range over these tables: (offer_id, day) for an offer,
// (partner_id, day) for a partner, site_stats_daily's day for the site. Never the raw events.
import { and, asc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { transaction, type Queryable } from '../../db/queryable.ts';
import { offerStatsDaily, offerStatsRollup, partnerStatsDaily, siteStatsDaily } from '../../db/schema/index.ts';

export interface OfferDayRow {
  offerId: number;
  partnerId: number;
  views: number;
  clicks: number;
  reveals: number;
  savingsCents: number;
}

export interface DayCounts {
  day: string;
  views: number;
  clicks: number;
  reveals: number;
  savingsCents: number;
}

export async function rollupState(db: Queryable) {
  const [row] = await db.select().from(offerStatsRollup).where(eq(offerStatsRollup.id, 1)).limit(1);
  return row;
}

export async function saveRollupState(db: Queryable, startedAt: Date, finishedAt: Date): Promise<void> {
  await db
    .insert(offerStatsRollup)
    .values({ id: 1, lastStartedAt: startedAt, lastFinishedAt: finishedAt })
    .onConflictDoUpdate({
      target: offerStatsRollup.id,
      set: { lastStartedAt: startedAt, lastFinishedAt: finishedAt },
    });
}

/**
 * A day's rows replaced by `rows` (offers), and their sums per partner and for the site, in one
 * transaction. The rows travel as one JSON parameter (a busy day has tens of thousands of offers).
 */
export async function replaceDay(db: Db, day: string, rows: OfferDayRow[]): Promise<void> {
  const o = offerStatsDaily;
  const p = partnerStatsDaily;
  const s = siteStatsDaily;
  await transaction(db, async (tx) => {
    await tx.delete(o).where(eq(o.day, day));
    for (let start = 0; start < rows.length; start += 50_000) {
      const json = JSON.stringify(
        rows
          .slice(start, start + 50_000)
          .map((row) => [row.offerId, row.partnerId, row.views, row.clicks, row.reveals, row.savingsCents]),
      );
      await tx.execute(sql`
        insert into ${o} (offer_id, day, partner_id, views, clicks, reveals, savings_cents)
        select (r->>0)::int, ${day}::date, (r->>1)::int, (r->>2)::int, (r->>3)::int, (r->>4)::int, (r->>5)::bigint
          from jsonb_array_elements(${json}::jsonb) as r`);
    }
    await tx.delete(p).where(eq(p.day, day));
    await tx.execute(sql`
      insert into ${p} (partner_id, day, views, clicks, reveals, savings_cents)
      select ${o.partnerId}, ${o.day}, sum(${o.views}), sum(${o.clicks}), sum(${o.reveals}), sum(${o.savingsCents})
        from ${o} where ${o.day} = ${day} group by ${o.partnerId}, ${o.day}`);
    await tx.delete(s).where(eq(s.day, day));
    await tx.execute(sql`
      insert into ${s} (day, views, clicks, reveals, savings_cents)
      select ${p.day}, sum(${p.views}), sum(${p.clicks}), sum(${p.reveals}), sum(${p.savingsCents})
        from ${p} where ${p.day} = ${day} group by ${p.day}`);
  });
}

const sums = (t: typeof offerStatsDaily | typeof partnerStatsDaily) => ({
  views: sql<number>`coalesce(sum(${t.views}), 0)`.mapWith(Number),
  clicks: sql<number>`coalesce(sum(${t.clicks}), 0)`.mapWith(Number),
  reveals: sql<number>`coalesce(sum(${t.reveals}), 0)`.mapWith(Number),
  savingsCents: sql<number>`coalesce(sum(${t.savingsCents}), 0)`.mapWith(Number),
});

/** One offer's days (and only while it belonged to `partnerId`, when given). */
export function offerDays(db: Queryable, offerId: number, partnerId: number | undefined, from: string, to: string) {
  const o = offerStatsDaily;
  return db
    .select({ day: sql<string>`${o.day}::text`, ...sums(o) })
    .from(o)
    .where(
      and(
        eq(o.offerId, offerId),
        gte(o.day, from),
        lte(o.day, to),
        partnerId === undefined ? undefined : eq(o.partnerId, partnerId),
      ),
    )
    .groupBy(o.day)
    .orderBy(asc(o.day));
}

/** One partner's days (its offers summed). */
export function partnerDays(db: Queryable, partnerId: number, from: string, to: string) {
  const p = partnerStatsDaily;
  return db
    .select({ day: sql<string>`${p.day}::text`, ...sums(p) })
    .from(p)
    .where(and(eq(p.partnerId, partnerId), gte(p.day, from), lte(p.day, to)))
    .groupBy(p.day)
    .orderBy(asc(p.day));
}

/** The site's days (every partner summed). */
export function siteDays(db: Queryable, from: string, to: string) {
  const s = siteStatsDaily;
  return db
    .select({
      day: sql<string>`${s.day}::text`,
      views: s.views,
      clicks: s.clicks,
      reveals: s.reveals,
      savingsCents: s.savingsCents,
    })
    .from(s)
    .where(and(gte(s.day, from), lte(s.day, to)))
    .orderBy(asc(s.day));
}

const SORT_COLUMNS = {
  views: offerStatsDaily.views,
  clicks: offerStatsDaily.clicks,
  reveals: offerStatsDaily.reveals,
  savings_cents: offerStatsDaily.savingsCents,
} as const;
export type OfferSortColumn = keyof typeof SORT_COLUMNS;

export interface OfferTotalsQuery {
  from: string;
  to: string;
  partnerId?: number | undefined;
  offerId?: number | undefined;
  sort: OfferSortColumn;
  descending: boolean;
  limit: number;
  offset: number;
}

function scope(query: { from: string; to: string; partnerId?: number | undefined; offerId?: number | undefined }) {
  const o = offerStatsDaily;
  const conditions: (SQL | undefined)[] = [
    gte(o.day, query.from),
    lte(o.day, query.to),
    query.partnerId === undefined ? undefined : eq(o.partnerId, query.partnerId),
    query.offerId === undefined ? undefined : eq(o.offerId, query.offerId),
  ];
  return and(...conditions);
}

/** Each offer's totals over the period, sorted, one page, with the number of offers that had any. */
export async function offerTotals(
  db: Queryable,
  query: OfferTotalsQuery,
): Promise<{ rows: (Omit<OfferDayRow, 'partnerId'> & { partnerId: number })[]; total: number }> {
  const o = offerStatsDaily;
  const metric = sql`sum(${SORT_COLUMNS[query.sort]})`;
  const rows = await db
    .select({
      offerId: o.offerId,
      // An offer moved between partners is listed once, under one of them.
      partnerId: sql<number>`max(${o.partnerId})`.mapWith(Number),
      ...sums(o),
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(o)
    .where(scope(query))
    .groupBy(o.offerId)
    .orderBy(query.descending ? sql`${metric} desc` : sql`${metric} asc`, asc(o.offerId))
    .limit(query.limit)
    .offset(query.offset);
  if (rows.length > 0 || query.offset === 0) {
    return { rows: rows.map(({ total: _total, ...row }) => row), total: rows[0]?.total ?? 0 };
  }
  // A page past the end: the count alone.
  const [counted] = await db
    .select({ total: sql<number>`count(distinct ${o.offerId})`.mapWith(Number) })
    .from(o)
    .where(scope(query));
  return { rows: [], total: counted?.total ?? 0 };
}

/** The period's offer × day rows of the scope in (day, offer) order after `after`, at most `limit` (the CSV). */
export function offerDayBatch(
  db: Queryable,
  query: { from: string; to: string; partnerId?: number | undefined; offerId?: number | undefined },
  after: { day: string; offerId: number } | undefined,
  limit: number,
) {
  const o = offerStatsDaily;
  return db
    .select({
      day: sql<string>`${o.day}::text`,
      offerId: o.offerId,
      partnerId: o.partnerId,
      views: o.views,
      clicks: o.clicks,
      reveals: o.reveals,
      savingsCents: o.savingsCents,
    })
    .from(o)
    .where(
      and(scope(query), after ? sql`(${o.day}, ${o.offerId}) > (${after.day}::date, ${after.offerId})` : undefined),
    )
    .orderBy(asc(o.day), asc(o.offerId))
    .limit(limit);
}
