// The digital card's reads: the member's cards, and one card by id for the public verification. The
// only file of the module that writes SQL.
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/queryable.ts';
import { cards } from '../../db/schema/index.ts';

export type CardRow = typeof cards.$inferSelect;
export type NewCard = typeof cards.$inferInsert;

export async function cardsOfMember(db: Queryable, userId: string): Promise<CardRow[]> {
  return db.select().from(cards).where(eq(cards.userId, userId));
}

/** Only what a verification needs: no number, no owner's details leave this query. */
export async function cardState(db: Queryable, id: number) {
  const [row] = await db
    .select({ status: cards.status, expiryDate: cards.expiryDate, cobrand: cards.cobrand, userId: cards.userId })
    .from(cards)
    .where(eq(cards.id, id));
  return row;
}

/** A valid card that is not a free trial: such a member has a membership and cannot buy another. */
export async function hasPaidMembership(db: Queryable, userId: string, now: Date): Promise<boolean> {
  const rows = await db
    .select({ id: cards.id })
    .from(cards)
    .where(
      and(
        eq(cards.userId, userId),
        eq(cards.status, 'active'),
        gt(cards.expiryDate, now),
        eq(cards.isFreeTrial, false),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Inserts a card unless its number is taken (then undefined: the issuer draws another number). */
export async function insertCardIfNumberFree(db: Queryable, values: NewCard): Promise<CardRow | undefined> {
  const [row] = await db.insert(cards).values(values).onConflictDoNothing({ target: cards.cardNumber }).returning();
  return row;
}

export async function findCard(db: Queryable, id: number): Promise<CardRow | undefined> {
  const [row] = await db.select().from(cards).where(eq(cards.id, id));
  return row;
}

/** The member's cards, latest expiry first (billing's auto-renew and banner state). */
export async function findCardsByExpiry(db: Queryable, userId: string): Promise<CardRow[]> {
  return db.select().from(cards).where(eq(cards.userId, userId)).orderBy(desc(cards.expiryDate));
}

/** The card numbers of the cards `ids` (those that exist), by id: one query for a whole list. */
export async function findCardNumbers(db: Queryable, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: cards.id, cardNumber: cards.cardNumber })
    .from(cards)
    .where(inArray(cards.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.cardNumber]));
}

/** A purchased card replaces the member's free trial and becomes their primary card. */
export async function retireOtherCards(db: Queryable, userId: string): Promise<void> {
  await db
    .update(cards)
    .set({ status: 'cancelled', isPrimary: false })
    .where(and(eq(cards.userId, userId), eq(cards.isFreeTrial, true), inArray(cards.status, ['active', 'inactive'])));
  await db
    .update(cards)
    .set({ isPrimary: false })
    .where(and(eq(cards.userId, userId), eq(cards.isPrimary, true)));
}

/** A renewal's 12 more months, unless the expiry changed in the meantime (another renewal won). */
export async function extendCard(db: Queryable, cardId: number, oldExpiry: Date, newExpiry: Date): Promise<void> {
  await db
    .update(cards)
    .set({ expiryDate: newExpiry })
    .where(and(eq(cards.id, cardId), eq(cards.expiryDate, oldExpiry)));
}

export async function countCards(db: Queryable, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(cards)
    .where(eq(cards.userId, userId));
  return row?.count ?? 0;
}

/** The member's cards in the order /v2/cardsForUser lists them: primary first, latest expiry first. */
export async function findCardsInListOrder(db: Queryable, userId: string): Promise<CardRow[]> {
  return db
    .select()
    .from(cards)
    .where(eq(cards.userId, userId))
    .orderBy(desc(cards.isPrimary), sql`${cards.expiryDate} desc nulls last`, asc(cards.id));
}

/** The member's cards, with what the card rules (`@spc/domain/card-rules`) read. */
export function findCardStates(db: Queryable, userId: string) {
  return db
    .select({
      cardNumber: cards.cardNumber,
      cobrand: cards.cobrand,
      status: cards.status,
      expiryDate: cards.expiryDate,
      isGTicket: cards.isGTicket,
      isOnlinePurchased: cards.isOnlinePurchased,
      isFreeTrial: cards.isFreeTrial,
    })
    .from(cards)
    .where(eq(cards.userId, userId));
}
