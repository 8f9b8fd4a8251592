// The embedded rewards programme's accounts (REWARDS_PROVIDER=embedded): a few Tims Rewards members to
// link to in development and in the journeys. Any other address is refused with the linking-failed code.
import { sql } from 'drizzle-orm';
import type { Tx } from '../queryable.ts';
import { rewardsAccounts } from '../schema/rewards.ts';

export const SEEDED_REWARDS_ACCOUNTS = [
  { emailLower: 'tims.member@example.com', firstName: 'Sam', points: 420 },
  { emailLower: 'marie.tremblay@example.com', firstName: 'Marie', points: 1250 },
  { emailLower: 'alex.chen@example.com', firstName: 'Alex', points: 80 },
  { emailLower: 'jordan.singh@example.ca', firstName: 'Jordan', points: 0 },
] as const;

/** Empties the embedded accounts and seeds them afresh (links and pre-links are members' data: kept). */
export async function seedRewardsAccounts(tx: Tx): Promise<void> {
  // Every embedded account goes: the seeded ones are the programme's whole membership.
  await tx.delete(rewardsAccounts).where(sql`true`);
  await tx.insert(rewardsAccounts).values(SEEDED_REWARDS_ACCOUNTS.map((account) => ({ ...account })));
}
