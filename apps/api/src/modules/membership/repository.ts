// The membership module's rows: the SPC+ upgrade's record and activation incentives (the freemium offers
// are the catalogue's). The only file of the module that writes SQL. The cards it looks up and activates
// are membership-card's, the registration's bookkeeping and the profile account's, the card on file and
// the subscription billing's: the service asks their services, inside its own transactions.
import { desc, eq } from 'drizzle-orm';
import { activationIncentives, membershipUpgrades } from '../../db/schema/index.ts';
import type { Queryable } from '../../db/queryable.ts';

export type { Queryable } from '../../db/queryable.ts';
export type IncentiveRow = typeof activationIncentives.$inferSelect;

// ---- The SPC+ upgrade's record ------------------------------------------------------------------------------

export async function insertUpgrade(db: Queryable, values: typeof membershipUpgrades.$inferInsert): Promise<void> {
  await db.insert(membershipUpgrades).values(values);
}

// ---- Incentives and freemium offers ------------------------------------------------------------------------

/** The newest incentive (the highest id): the one /product_and_bonus names. */
export async function findLatestIncentive(db: Queryable): Promise<IncentiveRow | undefined> {
  const [row] = await db.select().from(activationIncentives).orderBy(desc(activationIncentives.id)).limit(1);
  return row;
}

export async function findIncentive(db: Queryable, id: number): Promise<IncentiveRow | undefined> {
  const [row] = await db.select().from(activationIncentives).where(eq(activationIncentives.id, id));
  return row;
}
