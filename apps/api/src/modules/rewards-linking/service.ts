// Linking a Tim Hortons rewards account to the SPC membership (docs/api-accounts.md "Rewards linking";
// spec §3 "Partner linking", §4, §7, §8). The programme itself sits behind its adapter
// (adapters/rewards/): it says whether an address is one of its members and accepts or refuses a link;
// we keep who is linked to what (one active link per member and per rewards account).
import {
  LINKING_FAILED_CODE,
  maskEmail,
  REWARDS_LINKING_MESSAGES,
  type RewardsLinkingErrorCode,
  type PartnerVerification,
  type ThActiveOffer,
  type ThPreLinkStatus,
  type TimsLinkingStatus,
} from '@spc/domain/rewards-linking';
import { normaliseEmail } from '@spc/domain/users';
import {
  type RewardsProgramme,
  RewardsLinkRefusedError,
  RewardsUnavailableError,
} from '../../adapters/rewards/programme.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { lockScope } from '../../db/queryable.ts';
import type { Deps } from '../../deps.ts';
import { HttpError } from '../../errors.ts';
import type { Member } from '../../plugins/caller.ts';
import { findValidCards, tierOf } from '../membership-card/service.ts';
import * as repo from './repository.ts';

/** What these calls need (deps.ts), and the programme's adapter. */
export type RewardsLinkingDeps = Pick<Deps, 'db' | 'log'> & { rewards: RewardsProgramme };

const refusal = (status: number, code: RewardsLinkingErrorCode, field?: string) =>
  new HttpError(status, code, REWARDS_LINKING_MESSAGES[code], field);

/** Runs a programme call, turning an unreachable programme into a 503 in our shape. */
async function programme<T>(deps: RewardsLinkingDeps, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof RewardsLinkRefusedError) throw refusal(400, LINKING_FAILED_CODE, 'th_email');
    if (error instanceof RewardsUnavailableError) {
      deps.log.warn({ err: error }, 'rewards programme unavailable');
      throw refusal(503, 'TH_PROGRAMME_UNAVAILABLE');
    }
    throw error;
  }
}

/** GET /api/users/tims-linking */
export async function linkingStatus(deps: RewardsLinkingDeps, member: Member): Promise<TimsLinkingStatus> {
  const link = await repo.findActiveLinkOfMember(deps.db, member.userId);
  if (!link) return { Linked: false };
  return { Linked: true, th_email: maskEmail(link.rewardsEmailLower), linked_at: link.linkedAt.toISOString() };
}

/**
 * POST /api/users/tims-linking. The member needs a valid card (a paid membership or a free trial). A
 * repeat for the address already linked succeeds again; another address while linked is refused (unlink
 * first); an account linked to another member is refused (409). The programme then accepts or refuses
 * (the linking-failed code, 400); the link and the end of any pre-link are written under the member's lock.
 */
export async function link(deps: RewardsLinkingDeps, member: Member, thEmail: string, now = new Date()) {
  const emailLower = normaliseEmail(thEmail);
  if ((await findValidCards(deps.db, member.userId, now)).length === 0) throw refusal(403, 'TH_MEMBERSHIP_REQUIRED');
  const own = await repo.findActiveLinkOfMember(deps.db, member.userId);
  if (own) {
    if (own.rewardsEmailLower === emailLower) return { success: true as const };
    throw refusal(409, 'TH_ALREADY_LINKED');
  }
  if (await repo.findActiveLinkOfAccount(deps.db, emailLower))
    throw refusal(409, 'TH_ACCOUNT_LINKED_ELSEWHERE', 'th_email');

  await programme(deps, () => deps.rewards.link(emailLower, { userId: member.userId, email: member.email }));
  try {
    await deps.db.transaction(async (tx) => {
      await lockScope(tx, member.scope);
      await repo.insertLink(tx, { userId: member.userId, emailLower, now });
      await repo.deletePreLink(tx, member.userId);
    });
  } catch (error) {
    // A racing request linked the member or the account first: the indexes keep one active link each.
    if (!isUniqueViolation(error)) throw error;
    const mine = await repo.findActiveLinkOfMember(deps.db, member.userId);
    if (mine?.rewardsEmailLower === emailLower) return { success: true as const };
    // The programme was told of a link we did not record: take it back (best effort, for this member only).
    await deps.rewards
      .unlink(emailLower, { userId: member.userId, email: member.email })
      .catch((unlinkError: unknown) => {
        deps.log.warn({ err: unlinkError }, 'rewards programme link left after a lost race');
      });
    throw mine ? refusal(409, 'TH_ALREADY_LINKED') : refusal(409, 'TH_ACCOUNT_LINKED_ELSEWHERE', 'th_email');
  }
  return { success: true as const };
}

/** DELETE /api/users/tims-linking: ends the member's link (404 when there is none). */
export async function unlink(deps: RewardsLinkingDeps, member: Member, now = new Date()) {
  const own = await repo.findActiveLinkOfMember(deps.db, member.userId);
  if (!own) throw refusal(404, 'TH_NOT_LINKED');
  await programme(deps, () =>
    deps.rewards.unlink(own.rewardsEmailLower, { userId: member.userId, email: member.email }),
  );
  await repo.endLink(deps.db, member.userId, now);
  return { success: true as const };
}

/** GET /api/users/th-pre-link */
export async function preLinkStatus(deps: RewardsLinkingDeps, member: Member): Promise<ThPreLinkStatus> {
  const row = await repo.findPreLink(deps.db, member.userId);
  return row ? { pre_linked: true, th_email: maskEmail(row.rewardsEmailLower) } : { pre_linked: false };
}

/**
 * POST /api/users/th-pre-link: remembers the rewards address of a member who cannot link yet (no
 * membership), once the programme confirms it is one of its members (else the linking-failed code).
 * Nothing is linked: the member links with POST /tims-linking once they hold a membership, which clears
 * it. Refused while the member is already linked.
 */
export async function preLink(deps: RewardsLinkingDeps, member: Member, thEmail: string, now = new Date()) {
  const emailLower = normaliseEmail(thEmail);
  if (await repo.findActiveLinkOfMember(deps.db, member.userId)) throw refusal(409, 'TH_ALREADY_LINKED');
  const found = await programme(deps, () => deps.rewards.lookUpMember(emailLower));
  if (!found) throw refusal(400, LINKING_FAILED_CODE, 'th_email');
  await repo.upsertPreLink(deps.db, { userId: member.userId, emailLower, now });
  return { success: true as const };
}

/** GET /api/users/th-active-offer (no auth). */
export async function activeOffer(deps: RewardsLinkingDeps, now = new Date()): Promise<ThActiveOffer> {
  const offer = await programme(deps, () => deps.rewards.activeOffer(now));
  if (!offer) return { offer: null };
  return {
    offer: {
      id: offer.id,
      title_en: offer.titleEn,
      title_fr: offer.titleFr,
      description_en: offer.descriptionEn,
      description_fr: offer.descriptionFr,
      ends_at: offer.endsAt?.toISOString() ?? null,
    },
  };
}

/**
 * GET /api/partners/verify-user/hbc: tells the partner's page whether the signed-in member holds a valid
 * membership (paid, bank-linked or a free trial), of which tier and until when. Our own answer, from the
 * member's cards: no partner programme is called.
 */
export async function verifyForPartner(
  deps: Pick<RewardsLinkingDeps, 'db'>,
  member: Member,
  now = new Date(),
): Promise<PartnerVerification> {
  const [card] = await findValidCards(deps.db, member.userId, now);
  if (!card?.expiryDate) return { verified: false, membership_type: null, valid_until: null };
  return { verified: true, membership_type: tierOf(card.cobrand), valid_until: card.expiryDate.toISOString() };
}
