// The membership module's rows: cards looked up and activated, the registration's bookkeeping, the
// SPC+ upgrade's cancellations and record, and activation incentives (the freemium offers are the catalogue's). The only
// file of the module that writes SQL; the service composes these calls inside its transactions.
import { and, desc, eq, gt, inArray, ne } from 'drizzle-orm';
import {
  activationIncentives,
  cards,
  membershipUpgrades,
  paymentMethods,
  registrations,
  subscriptions,
  userProfiles,
} from '../../db/schema/index.ts';
import type { Queryable } from '../../db/queryable.ts';

export type { Queryable } from '../../db/queryable.ts';
export type CardRow = typeof cards.$inferSelect;
export type IncentiveRow = typeof activationIncentives.$inferSelect;
export type MembershipType = 'spc' | 'spc_plus' | 'trial' | 'vip';

// ---- Cards -------------------------------------------------------------------------------------------

export async function findCardByNumber(db: Queryable, cardNumber: string): Promise<CardRow | undefined> {
  const [row] = await db.select().from(cards).where(eq(cards.cardNumber, cardNumber));
  return row;
}

/** Locks a card until the transaction ends: two members activating it at once are served in turn. */
export async function lockCard(db: Queryable, id: number): Promise<CardRow | undefined> {
  const [row] = await db.select().from(cards).where(eq(cards.id, id)).for('update');
  return row;
}

export async function findCardsOfUser(db: Queryable, userId: string): Promise<CardRow[]> {
  return db.select().from(cards).where(eq(cards.userId, userId)).orderBy(desc(cards.expiryDate), desc(cards.id));
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

/** Before a new primary card: the member's running free trial is cancelled, and no card stays primary. */
export async function retireTrialsAndPrimary(db: Queryable, userId: string): Promise<void> {
  await db
    .update(cards)
    .set({ status: 'cancelled', isPrimary: false })
    .where(and(eq(cards.userId, userId), eq(cards.isFreeTrial, true), ne(cards.status, 'cancelled')));
  await db
    .update(cards)
    .set({ isPrimary: false })
    .where(and(eq(cards.userId, userId), eq(cards.isPrimary, true)));
}

export async function cancelCards(db: Queryable, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(cards)
    .set({ status: 'cancelled', isPrimary: false })
    .where(inArray(cards.id, [...ids]));
}

// ---- The member ----------------------------------------------------------------------------------------

export async function findProfile(db: Queryable, userId: string) {
  const [row] = await db.select().from(userProfiles).where(eq(userProfiles.userId, userId));
  return row;
}

/** The registration's bookkeeping after a card: has_card, the membership type, and affiliate data when sent. */
export async function markRegistration(
  db: Queryable,
  userId: string,
  membershipType: MembershipType,
  affiliate?: Record<string, string>,
): Promise<void> {
  await db
    .update(registrations)
    .set({ hasCard: true, membershipType, ...(affiliate && { affiliate }) })
    .where(eq(registrations.userId, userId));
}

export async function findRegistration(db: Queryable, userId: string) {
  const [row] = await db.select().from(registrations).where(eq(registrations.userId, userId));
  return row;
}

// ---- Billing, as the SPC+ upgrade stops it --------------------------------------------------------------

export async function findPaymentMethod(db: Queryable, userId: string) {
  const [row] = await db.select().from(paymentMethods).where(eq(paymentMethods.userId, userId));
  return row;
}

/** Auto-renew off and the subscription cancelled (a row is written so the state is explicit). */
export async function stopBilling(db: Queryable, userId: string, now: Date): Promise<void> {
  await db.update(userProfiles).set({ isAutoRenew: false, updatedAt: now }).where(eq(userProfiles.userId, userId));
  await db
    .insert(subscriptions)
    .values({ userId, status: 'cancelled', updatedAt: now })
    .onConflictDoUpdate({ target: subscriptions.userId, set: { status: 'cancelled', updatedAt: now } });
}

export async function deletePaymentMethodRow(db: Queryable, userId: string): Promise<void> {
  await db.delete(paymentMethods).where(eq(paymentMethods.userId, userId));
}

export async function insertUpgrade(db: Queryable, values: typeof membershipUpgrades.$inferInsert): Promise<void> {
  await db.insert(membershipUpgrades).values(values);
}

// ---- Incentives and freemium offers ------------------------------------------------------------------------

export async function findIncentive(db: Queryable, id: number): Promise<IncentiveRow | undefined> {
  const [row] = await db.select().from(activationIncentives).where(eq(activationIncentives.id, id));
  return row;
}
