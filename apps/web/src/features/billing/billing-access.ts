// Who may open /billing (spec §2 "/billing"): not on a free trial, and an unexpired active card of
// cobrand spc. A gold-ticket membership is given, not billed: the header hides Billing from it (§2
// "Header", §6 "gold ticket (billing hidden)"), and the page refuses it too, so nobody reaches a page
// the menu never offers by typing its address.
import { isFreeTrial, isGoldTicket } from '@spc/domain/card-rules';
import type { Card } from '@spc/domain/cards';

type AccessCard = Pick<
  Card,
  'status' | 'expiry_date' | 'cobrand' | 'is_g_ticket' | 'is_online_purchased' | 'is_free_trial'
>;

/** The member's current spc card: active, unexpired, the one that runs longest. */
export function billedCard<T extends AccessCard>(cards: readonly T[], now = new Date()): T | undefined {
  return longestActive(cards, 'spc', now);
}

/** The member's SPC+ card (the bank's, cobrand cibc), read once card-rules' `isBankLinked` says they hold one. */
export function plusCard<T extends AccessCard>(cards: readonly T[], now = new Date()): T | undefined {
  return longestActive(cards, 'cibc', now);
}

function longestActive<T extends AccessCard>(cards: readonly T[], cobrand: T['cobrand'], now: Date): T | undefined {
  let latest: T | undefined;
  for (const card of cards) {
    if (card.cobrand !== cobrand || card.status !== 'active' || card.expiry_date === null) continue;
    const expiry = Date.parse(card.expiry_date);
    if (!(expiry > now.getTime())) continue;
    if (!latest || expiry > Date.parse(latest.expiry_date ?? '')) latest = card;
  }
  return latest;
}

export function canOpenBilling(cards: readonly AccessCard[], now = new Date()): boolean {
  return !isFreeTrial(cards, now) && !isGoldTicket(cards, now) && billedCard(cards, now) !== undefined;
}
