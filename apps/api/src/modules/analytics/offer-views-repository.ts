// What partner analytics (staff-analytics, through the analytics service) counts of the page views:
// each offer page's views for one UTC day, from the raw events and, for a day older than 13 months
// that the retention job folded, from its per-path daily rows. Only visitors who allowed analytics are
// counted (decision 028). Read-only. The database counts views per distinct path (paths with
// "/offer/" only); the offer id is read from each distinct path here, with the domain's pattern
// (PostgreSQL's regular expressions cost tens of microseconds a row, a busy day has 100,000s of views).
import { OFFER_PAGE_PATH_PATTERN } from '@spc/domain/staff-analytics';
import { INT4_MAX } from '@spc/domain/id-rules';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/queryable.ts';
import { analyticsDaily, analyticsEvents } from '../../db/schema/index.ts';

const offerPage = new RegExp(OFFER_PAGE_PATH_PATTERN);

/** Each offer page's views on `day`; offers without any are left out. */
export async function offerViewsOn(db: Queryable, day: string): Promise<{ offerId: number; views: number }[]> {
  const e = analyticsEvents;
  const d = analyticsDaily;
  const result = await db.execute(sql`
      select ${e.path} as path, count(*) as views
        from ${e} where ${e.day} = ${day} and ${e.type} = 'page_view' and ${e.path} like '%/offer/%'
       group by 1
      union all
      select ${d.key}, sum(${d.events})
        from ${d} where ${d.day} = ${day} and ${d.type} = 'page_view' and ${d.key} like '%/offer/%'
       group by 1`);
  // Both drivers (pg and PGlite) answer `{ rows }`.
  const { rows } = result as { rows: { path: string; views: number | string }[] };
  const byOffer = new Map<number, number>();
  for (const row of rows) {
    const offerId = Number(offerPage.exec(row.path)?.[1]);
    if (!Number.isSafeInteger(offerId) || offerId < 1 || offerId > INT4_MAX) continue;
    byOffer.set(offerId, (byOffer.get(offerId) ?? 0) + Number(row.views));
  }
  return [...byOffer].map(([offerId, views]) => ({ offerId, views }));
}

/** The first day with an event, raw or folded, if any. */
export async function firstEventDay(db: Queryable): Promise<string | undefined> {
  const result = await db.execute(sql`
    select least((select min(${analyticsEvents.day}) from ${analyticsEvents}),
                 (select min(${analyticsDaily.day}) from ${analyticsDaily}))::text as day`);
  const { rows } = result as { rows: { day: string | null }[] };
  return rows[0]?.day ?? undefined;
}
