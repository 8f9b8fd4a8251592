// What partner analytics (staff-analytics, through the analytics service) counts of the page views:
// each offer page's views for one UTC day, from the raw events and, for a day older than 13 months
// that the retention job folded, from its per-path daily rows. Only visitors who allowed analytics are
// counted (decision 028). Read-only.
import { OFFER_PAGE_PATH_PATTERN } from '@spc/domain/staff-analytics';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/queryable.ts';
import { analyticsDaily, analyticsEvents } from '../../db/schema/index.ts';

/** Each offer page's views on `day`; offers without any are left out. */
export async function offerViewsOn(db: Queryable, day: string): Promise<{ offerId: number; views: number }[]> {
  const e = analyticsEvents;
  const d = analyticsDaily;
  const result = await db.execute(sql`
    select offer_id, sum(views)::bigint as views from (
      select (regexp_match(${e.path}, ${OFFER_PAGE_PATH_PATTERN}))[1] as offer_id, count(*) as views
        from ${e} where ${e.day} = ${day} and ${e.type} = 'page_view'
       group by 1
      union all
      select (regexp_match(${d.key}, ${OFFER_PAGE_PATH_PATTERN}))[1], sum(${d.events})
        from ${d} where ${d.day} = ${day} and ${d.type} = 'page_view' and ${d.key} <> ''
       group by 1
    ) as found where offer_id is not null group by offer_id`);
  // Both drivers (pg and PGlite) answer `{ rows }`.
  const { rows } = result as { rows: { offer_id: string; views: number | string }[] };
  return rows
    .map((row) => ({ offerId: Number(row.offer_id), views: Number(row.views) }))
    .filter((row) => Number.isSafeInteger(row.offerId) && row.offerId >= 1 && row.offerId <= 2_147_483_647);
}

/** The first day with an event, raw or folded, if any. */
export async function firstEventDay(db: Queryable): Promise<string | undefined> {
  const result = await db.execute(sql`
    select least((select min(${analyticsEvents.day}) from ${analyticsEvents}),
                 (select min(${analyticsDaily.day}) from ${analyticsDaily}))::text as day`);
  const { rows } = result as { rows: { day: string | null }[] };
  return rows[0]?.day ?? undefined;
}
