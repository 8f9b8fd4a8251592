// The feature flags the product reads (issue 19 item 4), seeded afresh each time: staff switch them in
// the table; a flag missing here reads as its default (packages/domain/src/flags.ts FLAG_DEFAULTS).
import { FLAGS } from '@spc/domain/flags';
import { sql } from 'drizzle-orm';
import type { Tx } from '../queryable.ts';
import { featureFlags } from '../schema/flags.ts';

/** Contests behind a sign-in (issue 19 item 1): not public, a visitor goes to /login and comes back. */
const signInContest = { public: false, auto_login: true };

export const SEEDED_FEATURE_FLAGS: (typeof featureFlags.$inferInsert)[] = [
  {
    name: FLAGS.easterEgg,
    platform: 'web',
    enabled: true,
    subFlags: { comets: 200, duration_ms: 3000 },
    description: 'The easter egg: the Konami code shows 200 comets for 3 s (spec §9).',
  },
  {
    name: FLAGS.adsModal,
    platform: 'all',
    enabled: true,
    subFlags: { spc_plus_variants: true },
    description: 'The ads modal (spec §3 "Ads modal"); SPC+ members get the SPC+ variants.',
  },
  {
    name: FLAGS.emailCapture,
    platform: 'web',
    enabled: true,
    subFlags: { double_opt_in: true },
    description: "The e-mail capture modal and the 'Get on the list' box.",
  },
  {
    name: FLAGS.holidayContest,
    platform: 'all',
    enabled: true,
    subFlags: signInContest,
    description: 'The holiday contest page (/holiday-contest).',
  },
  {
    name: FLAGS.bdayContest,
    platform: 'all',
    enabled: true,
    subFlags: signInContest,
    description: 'The birthday contest page (/bdaycontest).',
  },
  {
    name: FLAGS.frostMatchGame,
    platform: 'all',
    enabled: true,
    subFlags: signInContest,
    description: 'The frost 2025 match game (/frost-2025-matchgame).',
  },
];

/** Empties the flags and seeds them afresh. */
export async function seedFeatureFlags(tx: Tx): Promise<void> {
  await tx.delete(featureFlags).where(sql`true`);
  await tx.insert(featureFlags).values(SEEDED_FEATURE_FLAGS);
}
