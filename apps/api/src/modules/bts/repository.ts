// Rows of the back-to-school events (issue 18 item 6): events, who joined which, the market offers and
// their orders.
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Queryable } from '../../db/queryable.ts';
import { btsEventJoins, btsEvents, btsMarketOffers, btsOfferOrders } from '../../db/schema/index.ts';

export type EventRow = typeof btsEvents.$inferSelect;
export type MarketOfferRow = typeof btsMarketOffers.$inferSelect;

export async function findEvent(db: Queryable, eventId: string): Promise<EventRow | undefined> {
  const [row] = await db.select().from(btsEvents).where(eq(btsEvents.eventId, eventId)).limit(1);
  return row;
}

/** A campus's events that have not ended, the soonest first. */
export async function findCampusEvents(db: Queryable, campusId: number, now: Date): Promise<EventRow[]> {
  return db
    .select()
    .from(btsEvents)
    .where(and(eq(btsEvents.campusId, campusId), gt(btsEvents.endsAt, now)))
    .orderBy(asc(btsEvents.startsAt));
}

export async function insertJoin(db: Queryable, eventId: number, userId: string, now: Date): Promise<void> {
  await db.insert(btsEventJoins).values({ eventId, userId, joinedAt: now }).onConflictDoNothing();
}

export async function findJoins(db: Queryable, userId: string) {
  return db
    .select({ eventId: btsEvents.eventId, joinedAt: btsEventJoins.joinedAt })
    .from(btsEventJoins)
    .innerJoin(btsEvents, eq(btsEvents.id, btsEventJoins.eventId))
    .where(eq(btsEventJoins.userId, userId))
    .orderBy(asc(btsEventJoins.joinedAt));
}

export async function findMarketOffers(db: Queryable): Promise<MarketOfferRow[]> {
  return db.select().from(btsMarketOffers).orderBy(asc(btsMarketOffers.sortOrder), asc(btsMarketOffers.id));
}

export async function findMarketOffer(db: Queryable, id: number): Promise<MarketOfferRow | undefined> {
  const [row] = await db.select().from(btsMarketOffers).where(eq(btsMarketOffers.id, id)).limit(1);
  return row;
}

export async function findOrders(db: Queryable, userId: string) {
  return db
    .select({
      offerId: btsOfferOrders.offerId,
      partnerName: btsMarketOffers.partnerName,
      code: btsOfferOrders.code,
      orderedAt: btsOfferOrders.orderedAt,
    })
    .from(btsOfferOrders)
    .innerJoin(btsMarketOffers, eq(btsMarketOffers.id, btsOfferOrders.offerId))
    .where(eq(btsOfferOrders.userId, userId))
    .orderBy(asc(btsOfferOrders.orderedAt));
}

/** Records the order; false when the member had already ordered this offer. */
export async function insertOrder(
  db: Queryable,
  values: { offerId: number; userId: string; code: string; orderedAt: Date },
): Promise<boolean> {
  const rows = await db
    .insert(btsOfferOrders)
    .values(values)
    .onConflictDoNothing()
    .returning({ code: btsOfferOrders.code });
  return rows.length > 0;
}
