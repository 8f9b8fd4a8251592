// The digital card's reads: the member's cards, and one card by id for the public verification. The
// only file of the module that writes SQL.
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/queryable.ts';
import { cards } from '../../db/schema/index.ts';

export type CardRow = typeof cards.$inferSelect;

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
