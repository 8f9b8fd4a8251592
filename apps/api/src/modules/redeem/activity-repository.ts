// What partner analytics (staff-analytics, through the redeem service) counts of the members' uses,
// per offer for one UTC day: links followed to the partner (clicks of kind url and proxy), codes
// revealed (clicks of kind code: every reveal, a repeat too) and confirmed savings (the offer's value
// for each "Did it work?" yes), the savings filed under the day the code was first revealed (the
// redemption's day, which never changes, so a changed answer re-counts a known day). Read-only.
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/queryable.ts';
import { offerClicks, offerRedemptions, redemptionFeedback } from '../../db/schema/index.ts';

export interface OfferDayActivity {
  offerId: number;
  clicks: number;
  reveals: number;
  savingsCents: number;
}

const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);
const nextDayStart = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);

/** Each offer's clicks, reveals and confirmed savings on `day` (UTC); offers without any are left out. */
export async function activityOn(db: Queryable, day: string): Promise<OfferDayActivity[]> {
  const c = offerClicks;
  const clickRows = await db
    .select({
      offerId: c.offerId,
      clicks: sql<number>`count(*) filter (where ${c.kind} <> 'code')`.mapWith(Number),
      reveals: sql<number>`count(*) filter (where ${c.kind} = 'code')`.mapWith(Number),
    })
    .from(c)
    .where(and(gte(c.createdAt, dayStart(day)), lt(c.createdAt, nextDayStart(day))))
    .groupBy(c.offerId);
  const r = offerRedemptions;
  const f = redemptionFeedback;
  const savingRows = await db
    .select({ offerId: r.offerId, savingsCents: sql<number>`sum(${f.valueCents})`.mapWith(Number) })
    .from(r)
    .innerJoin(f, eq(f.redemptionId, r.id))
    .where(and(gte(r.createdAt, dayStart(day)), lt(r.createdAt, nextDayStart(day)), eq(f.worked, true)))
    .groupBy(r.offerId);
  const byOffer = new Map<number, OfferDayActivity>();
  for (const row of clickRows) byOffer.set(row.offerId, { ...row, savingsCents: 0 });
  for (const row of savingRows) {
    const known = byOffer.get(row.offerId);
    if (known) known.savingsCents = row.savingsCents;
    else byOffer.set(row.offerId, { offerId: row.offerId, clicks: 0, reveals: 0, savingsCents: row.savingsCents });
  }
  return [...byOffer.values()];
}

/** The days (of the first reveal) whose savings an answer given or changed since `since` moved. */
export async function savingsDaysChangedSince(db: Queryable, since: Date): Promise<string[]> {
  const day = sql<string>`to_char(${offerRedemptions.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day })
    .from(redemptionFeedback)
    .innerJoin(offerRedemptions, eq(offerRedemptions.id, redemptionFeedback.redemptionId))
    .where(gte(redemptionFeedback.answeredAt, since))
    .groupBy(day);
  return rows.map((row) => row.day);
}

/** The first UTC day with a click or a reveal, if any. */
export async function firstActivityDay(db: Queryable): Promise<string | undefined> {
  const [row] = await db
    .select({
      day: sql<string | null>`to_char(least(
        (select min(${offerClicks.createdAt}) from ${offerClicks}),
        (select min(${offerRedemptions.createdAt}) from ${offerRedemptions})) at time zone 'UTC', 'YYYY-MM-DD')`,
    })
    .from(sql`(select 1) as one`);
  return row?.day ?? undefined;
}
