// The digital card's rules: which card a member shows (the latest-expiring valid card, spec §4
// "Derived states"), its tier (SPC+ for the bank's co-branded card), the public verification of a
// QR token against the card's current row, and the card as a wallet pass shows it.
import { hasValidCard, latestExpiringCard } from '@spc/domain/card-rules';
import type { Cobrand } from '@spc/domain/cards';
import {
  MEMBERSHIP_ERRORS,
  type CardVerification,
  type MembershipCard,
  type MembershipErrorCode,
} from '@spc/domain/membership';
import type { Db } from '../../db/client.ts';
import type { Queryable } from '../../db/queryable.ts';
import type { WalletCard, WalletMember } from '../../adapters/wallet/wallet.ts';
import { HttpError } from '../../errors.ts';
import type { Member } from '../../plugins/caller.ts';
import * as repo from './repository.ts';
import { createVerificationToken, readVerificationToken } from './token.ts';

// The cards table is this module's: other modules issue, retire and read cards through these calls.
export type { CardRow, BillableCardDue, CardEnding } from './repository.ts';
export { issueCard, type CardFields } from './card-issuer.ts';

/** A valid card that is not a free trial: such a member has a membership and cannot buy another. */
export const hasPaidMembership = (db: Queryable, userId: string, now: Date) => repo.hasPaidMembership(db, userId, now);

/** A purchased or granted card replaces the member's free trial and becomes their primary card. */
export const retireOtherCards = (db: Queryable, userId: string) => repo.retireOtherCards(db, userId);

export const findCard = (db: Queryable, id: number) => repo.findCard(db, id);

/** The member's cards, latest expiry first. */
export const findCardsByExpiry = (db: Queryable, userId: string) => repo.findCardsByExpiry(db, userId);

/** The card numbers of the cards `ids`, by id (purchase's order history: the card each order issued). */
export const findCardNumbers = (db: Queryable, ids: readonly number[]) => repo.findCardNumbers(db, ids);

/** How many cards the member holds, whatever their state (registration's `has_card`). */
export const countCards = (db: Queryable, userId: string) => repo.countCards(db, userId);

/** The member's cards in the order /v2/cardsForUser lists them: primary first, latest expiry first. */
export const findCardsInListOrder = (db: Queryable, userId: string) => repo.findCardsInListOrder(db, userId);

/** The member's cards, with what the card rules (`@spc/domain/card-rules`) read (redeem's gate). */
export const findCardStates = (db: Queryable, userId: string) => repo.findCardStates(db, userId);

/** A renewal's new expiry, unless the card's expiry changed in the meantime (another renewal won). */
export const extendCard = (db: Queryable, cardId: number, oldExpiry: Date, newExpiry: Date) =>
  repo.extendCard(db, cardId, oldExpiry, newExpiry);

// ---- Billing's renewals (inside billing's transactions when they write) ------------------------------

/** The member's latest-expiring billable card (spc, active, paid, with an expiry): the one a renewal extends. */
export const findLatestBillableCard = (db: Queryable, userId: string) => repo.findLatestBillableCard(db, userId);

/** Each member's latest billable card when it expires in [`from`, `to`], earliest first (one query). */
export const findLatestBillableCardsExpiring = (db: Db, from: Date, to: Date) =>
  repo.findLatestBillableCardsExpiring(db, from, to);

/** Free-trial cards ending in [`from`, `to`] of members who have not bought (billing's trial reminder). */
export const findTrialCardsEnding = (db: Queryable, from: Date, to: Date, now: Date) =>
  repo.findTrialCardsEnding(db, from, to, now);

/** Which of `userIds` hold a valid paid card at `now` (billing's expiry reminder skips them). */
export const findUsersWithPaidMembership = (db: Db, userIds: readonly string[], now: Date) =>
  repo.findUsersWithPaidMembership(db, userIds, now);

/** A card's expiry set back (a renewal the bank refused to settle). */
export const setCardExpiry = (db: Queryable, cardId: number, expiryDate: Date) =>
  repo.setCardExpiry(db, cardId, expiryDate);

// ---- Membership's activation, trial and upgrade (inside membership's transactions) --------------------

export const findCardByNumber = (db: Queryable, cardNumber: string) => repo.findCardByNumber(db, cardNumber);

/** Locks a card until the caller's transaction ends (two members activating it are served in turn). */
export const lockCard = (db: Queryable, id: number) => repo.lockCard(db, id);

/** The member's valid cards (active, expiring after `now`), latest-expiring first. */
export const findValidCards = (db: Queryable, userId: string, now: Date) => repo.findValidCards(db, userId, now);

/** Whether the member ever had a free-trial card (the trial is once per member). */
export const hasHadFreeTrial = (db: Queryable, userId: string) => repo.hasHadFreeTrial(db, userId);

/** Gives a card to the member, active for its year, as their primary card. */
export const activateCard = (db: Queryable, id: number, values: { userId: string; expiryDate: Date; now: Date }) =>
  repo.activateCard(db, id, values);

/** Links an already active card to the member (its dates stay), as their primary card. */
export const attachCard = (db: Queryable, id: number, userId: string) => repo.attachCard(db, id, userId);

/** Cancels the cards `ids`; none stays primary unless `keepPrimary`. */
export const cancelCards = (db: Queryable, ids: readonly number[], options?: { keepPrimary?: boolean }) =>
  repo.cancelCards(db, ids, options);

export const cardError = (status: number, code: MembershipErrorCode) =>
  new HttpError(status, code, MEMBERSHIP_ERRORS[code]);

/** The web's public verification page (apps/web lib/paths.ts `cardVerification`). */
export const verificationUrl = (publicUrl: string, token: string) => `${publicUrl}/card/verify/${token}`;

export const tierOf = (cobrand: Cobrand) => (cobrand === 'cibc' ? 'spc_plus' : 'spc');

/**
 * The card the member shows: among their active cards, the one that expires last (a cancelled card
 * with a later date — a VIP card replaced by SPC+, say — is not shown). 404 NO_VALID_CARD without one.
 */
export async function currentCard(db: Queryable, userId: string, now: Date): Promise<repo.CardRow> {
  const active = (await repo.cardsOfMember(db, userId))
    .filter((row) => row.status === 'active')
    .map((row) => ({
      row,
      status: row.status,
      expiry_date: row.expiryDate?.toISOString() ?? null,
      cobrand: row.cobrand,
      is_g_ticket: row.isGTicket,
      is_online_purchased: row.isOnlinePurchased,
      is_free_trial: row.isFreeTrial,
    }));
  const latest = hasValidCard(active, now) ? latestExpiringCard(active, now) : undefined;
  if (!latest) throw cardError(404, 'NO_VALID_CARD');
  return latest.row;
}

export function tokenFor(key: Buffer, card: repo.CardRow): string {
  // currentCard only answers cards with an expiry date.
  return createVerificationToken(key, { cardId: card.id, expiresAtMs: card.expiryDate!.getTime() });
}

export function membershipCardOf(
  member: Member,
  card: repo.CardRow,
  url: string,
  studentVerified: boolean,
): MembershipCard {
  return {
    student_verified: studentVerified,
    first_name: member.profile.firstName ?? '',
    last_name: member.profile.lastName ?? '',
    card_number: card.cardNumber,
    expiry_date: card.expiryDate!.toISOString(),
    tier: tierOf(card.cobrand),
    is_free_trial: card.isFreeTrial,
    verification_url: url,
  };
}

/**
 * What a cashier learns from a QR code: valid or expired, and the tier — read from the card as it is
 * now (renewed, cancelled, its owner gone), never from the token. 404 for a token we did not make.
 */
export async function verify(
  db: Queryable,
  key: Buffer,
  token: string,
  now: Date,
  /** Student's answer (app.isVerifiedStudent): the holder's verified mark, yes or no. */
  isVerifiedStudent: (db: Queryable, userId: string, now: Date) => Promise<boolean>,
): Promise<CardVerification> {
  const claims = readVerificationToken(key, token);
  const card = claims ? await repo.cardState(db, claims.cardId) : undefined;
  if (!card) throw cardError(404, 'VERIFICATION_TOKEN_INVALID');
  const valid =
    card.status === 'active' &&
    card.userId !== null &&
    card.expiryDate !== null &&
    card.expiryDate.getTime() > now.getTime();
  const studentVerified = valid && card.userId !== null ? await isVerifiedStudent(db, card.userId, now) : false;
  return { status: valid ? 'valid' : 'expired', tier: tierOf(card.cobrand), student_verified: studentVerified };
}

export function walletCardOf(card: repo.CardRow, url: string): WalletCard {
  return {
    id: card.id,
    cardNumber: card.cardNumber,
    tier: tierOf(card.cobrand),
    expiresAt: card.expiryDate!,
    isFreeTrial: card.isFreeTrial,
    verificationUrl: url,
  };
}

export function walletMemberOf(member: Member): WalletMember {
  return {
    firstName: member.profile.firstName ?? '',
    lastName: member.profile.lastName ?? '',
    language: member.profile.language,
  };
}
