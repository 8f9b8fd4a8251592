// Card derived states (spec §4 "Derived states") without zod, for the web's first page; cards.ts re-exports them.
// The vocabulary and the card number's format are card-vocabulary.ts's: only its types are read here, so
// the first page does not carry what only other pages use.
import type { CardStatus, Cobrand } from './card-vocabulary.ts';

/** The fields of a card (`Card`, cards.ts) the derived states read; every `Card` has them. */
interface CardLike {
  status: CardStatus;
  expiry_date: string | null;
  cobrand: Cobrand;
  is_g_ticket: boolean;
  is_online_purchased: boolean;
  is_free_trial: boolean;
}

const expiresAfter = (card: CardLike, now: Date) =>
  card.expiry_date !== null && Date.parse(card.expiry_date) > now.getTime();

/** Valid card: at least one card is active and not expired (spec §4 "Derived states"). */
export function hasValidCard(cards: readonly CardLike[], now = new Date()): boolean {
  return cards.some((card) => card.status === 'active' && expiresAfter(card, now));
}

/** Membership is active if any card has an expiry date in the future. */
export function hasActiveMembership(cards: readonly CardLike[], now = new Date()): boolean {
  return cards.some((card) => expiresAfter(card, now));
}

/** The card with the latest future expiry, if any. */
export function latestExpiringCard<T extends CardLike>(cards: readonly T[], now = new Date()): T | undefined {
  let latest: T | undefined;
  for (const card of cards) {
    if (!expiresAfter(card, now)) continue;
    if (!latest || Date.parse(card.expiry_date ?? '') > Date.parse(latest.expiry_date ?? '')) latest = card;
  }
  return latest;
}

/** Gold ticket: the card with the latest future expiry is flagged golden. */
export function isGoldTicket(cards: readonly CardLike[], now = new Date()): boolean {
  return latestExpiringCard(cards, now)?.is_g_ticket ?? false;
}

/** Bank-linked membership: the latest-expiring card has cobrand cibc (SPC+ logo, home → /deals). */
export function isBankLinked(cards: readonly CardLike[], now = new Date()): boolean {
  return latestExpiringCard(cards, now)?.cobrand === 'cibc';
}

/** Purchased online: some active card is flagged online purchased. */
export function isPurchasedOnline(cards: readonly CardLike[]): boolean {
  return cards.some((card) => card.status === 'active' && card.is_online_purchased);
}

/** Free trial: the latest-expiring card is a trial card. */
export function isFreeTrial(cards: readonly CardLike[], now = new Date()): boolean {
  return latestExpiringCard(cards, now)?.is_free_trial ?? false;
}

/** Header "Billing" entry (spec §2 "Header"): not a free trial, a valid card, at least one card, no gold ticket. */
export function canSeeBilling(cards: readonly CardLike[], now = new Date()): boolean {
  return cards.length > 0 && hasValidCard(cards, now) && !isFreeTrial(cards, now) && !isGoldTicket(cards, now);
}
