// The age check after sign-in (spec §4; docs/decisions/025-age-rules.md): whether a signed-in member is
// asked to confirm their student status. Only members with a running membership and a profile of at
// least MIN_AGE; never bank-linked, VIP or campus members (spec §6: they need no student ID); then the
// student status decides (none or expired: verify; in its grace period: renew). The pages where it never
// opens are the web's (AGE_CHECK_SKIPPED_PATHS).
import type { AgeCheckResponse } from '@spc/domain/campus-access';
import { MIN_AGE, isOldEnough, isoDateOf } from '@spc/domain/users';
import type { Deps } from '../../deps.ts';
import type { Member } from '../../plugins/caller.ts';
import { findValidCards } from '../membership-card/service.ts';
import * as student from '../student/service.ts';
import { isCampusMember } from './service.ts';

const NO_PROMPT: AgeCheckResponse = { prompt: false, reason: null };

/** GET /api/users/age-check */
export async function ageCheck(deps: Pick<Deps, 'db'>, member: Member, now: Date): Promise<AgeCheckResponse> {
  const cards = await findValidCards(deps.db, member.userId, now);
  if (cards.length === 0) return NO_PROMPT;
  const birthDate = member.profile.birthDate;
  if (!birthDate || !isOldEnough(birthDate, isoDateOf(now), MIN_AGE)) return NO_PROMPT;
  // The latest-expiring card decides bank-linked (spec §4 "Derived states"); any VIP or campus card exempts.
  if (cards[0]?.cobrand === 'cibc') return NO_PROMPT;
  if (cards.some((card) => card.isVip || card.cobrand === 'campus')) return NO_PROMPT;
  if (await isCampusMember(deps.db, member.userId)) return NO_PROMPT;
  const { status } = await student.getVerificationStatus(deps, member.userId, now);
  if (status === 'none' || status === 'expired') return { prompt: true, reason: 'verify' };
  if (status === 'grace') return { prompt: true, reason: 'renew' };
  return NO_PROMPT;
}
