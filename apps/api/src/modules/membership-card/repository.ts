// The cards table: the member's cards, one card by id for the public verification, and the reads and
// writes other modules ask through service.ts (issuing, activating, retiring, renewing and taking back
// a card, billing's renewal work list). The only file of the module that writes SQL.
import { and, asc, desc, eq, gt, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
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
      isVip: cards.isVip,
    })
    .from(cards)
    .where(eq(cards.userId, userId));
}

// ---- Billing's questions (renewals) -----------------------------------------------------------------

/** Cards billing bills for: spc, active, not a free trial, not a gold ticket, with an expiry. */
const billable = and(
  eq(cards.cobrand, 'spc'),
  eq(cards.status, 'active'),
  eq(cards.isFreeTrial, false),
  eq(cards.isGTicket, false),
  isNotNull(cards.expiryDate),
);

/** The member's latest-expiring billable card (expired or not): the one a renewal extends. */
export async function findLatestBillableCard(db: Queryable, userId: string): Promise<CardRow | undefined> {
  const [row] = await db
    .select()
    .from(cards)
    .where(and(eq(cards.userId, userId), billable))
    .orderBy(desc(cards.expiryDate), desc(cards.id))
    .limit(1);
  return row;
}

export interface BillableCardDue {
  userId: string;
  cardId: number;
  expiryDate: Date;
}

/**
 * Each member's latest-expiring billable card, when it expires in [`from`, `to`], earliest expiry
 * first: one query, whatever the number of members.
 */
export async function findLatestBillableCardsExpiring(db: Db, from: Date, to: Date): Promise<BillableCardDue[]> {
  const latest = db
    .selectDistinctOn([cards.userId], { userId: cards.userId, cardId: cards.id, expiryDate: cards.expiryDate })
    .from(cards)
    .where(and(billable, isNotNull(cards.userId)))
    .orderBy(cards.userId, desc(cards.expiryDate), desc(cards.id))
    .as('latest');
  const rows = await db
    .select()
    .from(latest)
    .where(and(gte(latest.expiryDate, from), lte(latest.expiryDate, to)))
    .orderBy(latest.expiryDate);
  return rows.flatMap((row) =>
    row.userId !== null && row.expiryDate !== null
      ? [{ userId: row.userId, cardId: row.cardId, expiryDate: row.expiryDate }]
      : [],
  );
}

/** A card's expiry set to `expiryDate` (a renewal's 12 months taken back). */
export async function setCardExpiry(db: Queryable, cardId: number, expiryDate: Date): Promise<void> {
  await db.update(cards).set({ expiryDate }).where(eq(cards.id, cardId));
}

// ---- Membership's questions (activation, trial, upgrade) -----------------------------------------------

export async function findCardByNumber(db: Queryable, cardNumber: string): Promise<CardRow | undefined> {
  const [row] = await db.select().from(cards).where(eq(cards.cardNumber, cardNumber));
  return row;
}

/** Locks a card until the transaction ends: two members activating it at once are served in turn. */
export async function lockCard(db: Queryable, id: number): Promise<CardRow | undefined> {
  const [row] = await db.select().from(cards).where(eq(cards.id, id)).for('update');
  return row;
}

/** The member's valid cards (active, expiring after `now`), latest-expiring first. */
export async function findValidCards(db: Queryable, userId: string, now: Date): Promise<CardRow[]> {
  return db
    .select()
    .from(cards)
    .where(and(eq(cards.userId, userId), eq(cards.status, 'active'), gt(cards.expiryDate, now)))
    .orderBy(desc(cards.expiryDate), desc(cards.id));
}

/** Whether the member ever had a free-trial card, whatever became of it (the trial is once per member). */
export async function hasHadFreeTrial(db: Queryable, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: cards.id })
    .from(cards)
    .where(and(eq(cards.userId, userId), eq(cards.isFreeTrial, true)))
    .limit(1);
  return rows.length > 0;
}

/** Gives a card to the member, active for its year, as their primary card. */
export async function activateCard(
  db: Queryable,
  id: number,
  values: { userId: string; expiryDate: Date; now: Date },
): Promise<CardRow> {
  const [row] = await db
    .update(cards)
    .set({
      userId: values.userId,
      status: 'active',
      expiryDate: values.expiryDate,
      activatedAt: values.now,
      isPrimary: true,
    })
    .where(eq(cards.id, id))
    .returning();
  return row!;
}

/** Links an already active card to the member (its dates stay), as their primary card. */
export async function attachCard(db: Queryable, id: number, userId: string): Promise<CardRow> {
  const [row] = await db.update(cards).set({ userId, isPrimary: true }).where(eq(cards.id, id)).returning();
  return row!;
}

/**
 * Cancels the cards `ids`; none of them stays primary unless `keepPrimary` (a purchase taken back by
 * the bank only changes the card's status).
 */
export async function cancelCards(
  db: Queryable,
  ids: readonly number[],
  { keepPrimary = false }: { keepPrimary?: boolean } = {},
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(cards)
    .set({ status: 'cancelled', ...(!keepPrimary && { isPrimary: false }) })
    .where(inArray(cards.id, [...ids]));
}

// ---- Billing's reminders (issue 23 item 19) ------------------------------------------------------------

export interface CardEnding {
  userId: string;
  cardId: number;
  expiryDate: Date;
}

/**
 * Active free-trial cards ending in [`from`, `to`] whose member holds no valid paid card (`now`): one
 * query, whatever the number of members.
 */
export async function findTrialCardsEnding(db: Queryable, from: Date, to: Date, now: Date): Promise<CardEnding[]> {
  const rows = await db
    .select({ userId: cards.userId, cardId: cards.id, expiryDate: cards.expiryDate })
    .from(cards)
    .where(
      and(
        eq(cards.status, 'active'),
        eq(cards.isFreeTrial, true),
        isNotNull(cards.userId),
        gte(cards.expiryDate, from),
        lte(cards.expiryDate, to),
        sql`not exists (select 1 from ${cards} paid where paid.user_id = ${cards.userId}
              and paid.status = 'active' and not paid.is_free_trial and paid.expiry_date > ${now})`,
      ),
    )
    .orderBy(cards.expiryDate);
  return rows.flatMap((row) =>
    row.userId !== null && row.expiryDate !== null
      ? [{ userId: row.userId, cardId: row.cardId, expiryDate: row.expiryDate }]
      : [],
  );
}

/** Which of `userIds` hold a valid paid card at `now` (any tier), in one query. */
export async function findUsersWithPaidMembership(db: Db, userIds: readonly string[], now: Date): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ userId: cards.userId })
    .from(cards)
    .where(
      and(
        inArray(cards.userId, [...userIds]),
        eq(cards.status, 'active'),
        gt(cards.expiryDate, now),
        eq(cards.isFreeTrial, false),
      ),
    );
  return new Set(rows.flatMap((row) => (row.userId ? [row.userId] : [])));
}
