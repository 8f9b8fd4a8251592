// The embedded rewards programme (REWARDS_PROVIDER=embedded, the default): its members are the rows of
// `rewards_accounts` (seeded by db/seed/rewards-data.ts); an address it does not hold is refused with the
// linking-failed code, as the real programme refuses an unknown account. Its offer is fixed.
import { eq } from 'drizzle-orm';
import { normaliseEmail } from '@spc/domain/users';
import type { Queryable } from '../../db/queryable.ts';
import { rewardsAccounts } from '../../db/schema/rewards.ts';
import { type RewardsOffer, type RewardsProgramme, RewardsLinkRefusedError } from './programme.ts';

/** The embedded programme's standing offer to SPC members (ours to word: the programme's own in real life). */
export const EMBEDDED_ACTIVE_OFFER: RewardsOffer = {
  id: 'spc-bonus-points',
  titleEn: '50 bonus Tim Hortons rewards points',
  titleFr: '50 points de récompenses Tim Hortons en prime',
  descriptionEn:
    'Link your Tim Hortons rewards account to your SPC membership and get 50 bonus points on your next visit to a participating Tim Hortons in Canada.',
  descriptionFr:
    'Liez votre compte de récompenses Tim Hortons à votre abonnement SPC et obtenez 50 points en prime à votre prochaine visite dans un Tim Hortons participant au Canada.',
  endsAt: null,
};

export function createEmbeddedRewardsProgramme(db: Queryable): RewardsProgramme {
  const find = async (email: string) => {
    const rows = await db
      .select()
      .from(rewardsAccounts)
      .where(eq(rewardsAccounts.emailLower, normaliseEmail(email)))
      .limit(1);
    return rows[0];
  };
  return {
    async lookUpMember(email) {
      const row = await find(email);
      return row ? { email: row.emailLower, firstName: row.firstName } : null;
    },
    async link(email) {
      if (!(await find(email))) throw new RewardsLinkRefusedError(`no rewards account for this address`);
    },
    async unlink() {},
    async activeOffer() {
      return EMBEDDED_ACTIVE_OFFER;
    },
  };
}
