// Membership cards (spec §3 "Card", §4 "Derived states"): the vocabulary and the derived states shared
// by both sides.
import { z } from 'zod';

export const COBRANDS = ['spc', 'cibc', 'campus'] as const;
export type Cobrand = (typeof COBRANDS)[number];
export const CARD_STATUSES = ['active', 'inactive', 'cancelled'] as const;
export type CardStatus = (typeof CARD_STATUSES)[number];

/** A member's card as `/v2/cardsForUser` returns it (spec §3 "Card"). Dates are ISO strings. */
export const cardSchema = z.object({
  card_number: z.string().regex(/^6018\d{12}$/),
  csv: z.string().regex(/^\d{3}$/),
  cobrand: z.enum(COBRANDS),
  status: z.enum(CARD_STATUSES),
  is_expired: z.boolean(),
  expiry_date: z.string().nullable(),
  is_primary: z.boolean(),
  is_g_ticket: z.boolean(),
  is_online_purchased: z.boolean(),
  is_free_trial: z.boolean(),
  campus: z.string().nullable(),
  retailer: z.string().nullable(),
});
export type Card = z.infer<typeof cardSchema>;
export const cardsResponseSchema = z.object({ cards: z.array(cardSchema) });

type CardLike = Pick<
  Card,
  'status' | 'expiry_date' | 'cobrand' | 'is_g_ticket' | 'is_online_purchased' | 'is_free_trial'
>;

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
