// The memberships' seed (issue 6; docs/api-membership.md): activation incentives linked to live
// offers, a VIP code in each state a visitor can meet, the bank's co-branded cards waiting to be
// registered, and the special retail cards (with an incentive, a golden ticket, a high-school card).
// Deterministic: its own generator, and dates relative to the seed day.
import { CARD_NUMBER_LENGTH, CARD_PREFIX, SECURITY_CODE_LENGTH } from '@spc/domain/constants';
import type { activationIncentives, vipCodes } from '../schema/membership.ts';
import type { CardRow } from './build-campaigns.ts';
import { type BuiltOffer, DAY_MS } from './build-offers.ts';
import type { Random } from './random.ts';

export type IncentiveRow = typeof activationIncentives.$inferInsert & { id: number };
export type VipCodeRow = typeof vipCodes.$inferInsert;

/** The bank's co-branded cards (cobrand cibc): registering one is the upgrade to SPC+. */
export const BANK_CARD_COUNT = 10;

/** The seeded VIP codes by state (docs/api-membership.md "VIP"). */
export const VIP_CODES = { valid: 'VIPSTUDENT', expired: 'VIP2023', usedUp: 'VIPFULL' } as const;

interface IncentiveCopy {
  titleEn: (partner: string) => string;
  titleFr: (partner: string) => string;
  descriptionEn: (partner: string) => string;
  descriptionFr: (partner: string) => string;
}

const INCENTIVE_COPY: readonly IncentiveCopy[] = [
  {
    titleEn: (partner) => `A welcome deal at ${partner}`,
    titleFr: (partner) => `Une offre de bienvenue chez ${partner}`,
    descriptionEn: (partner) => `Thanks for activating your card! Start saving right away with ${partner}.`,
    descriptionFr: (partner) =>
      `Merci d’avoir activé votre carte! Commencez à économiser dès maintenant avec ${partner}.`,
  },
  {
    titleEn: (partner) => `Your first order at ${partner}`,
    titleFr: (partner) => `Votre première commande chez ${partner}`,
    descriptionEn: (partner) => `Your new card comes with a deal to use on your first order at ${partner}.`,
    descriptionFr: (partner) =>
      `Votre nouvelle carte vous donne droit à une offre sur votre première commande chez ${partner}.`,
  },
  {
    titleEn: (partner) => `A back-to-class bonus from ${partner}`,
    titleFr: (partner) => `Un bonus de la rentrée de ${partner}`,
    descriptionEn: (partner) => `Because you activated your card in store, ${partner} has a bonus for you.`,
    descriptionFr: (partner) =>
      `Parce que vous avez activé votre carte achetée en magasin, ${partner} vous offre un bonus.`,
  },
];

/**
 * One incentive per copy, each linked to a live online offer that is not SPC+ (every new member can
 * use it), from different partners: the first such offers by id, so the choice is stable.
 */
export function buildActivationIncentives(offers: readonly BuiltOffer[]): IncentiveRow[] {
  const usable = offers
    .filter((offer) => offer.state === 'live' && offer.row.online && !offer.row.isSpcPlus && !offer.partner.isBank)
    .sort((a, b) => a.row.offerId - b.row.offerId);
  const picked: BuiltOffer[] = [];
  for (const offer of usable) {
    if (picked.length === INCENTIVE_COPY.length) break;
    if (!picked.some((other) => other.partner === offer.partner)) picked.push(offer);
  }
  if (picked.length < INCENTIVE_COPY.length) throw new Error('Not enough live online offers for the incentives');
  return INCENTIVE_COPY.map((copy, index) => {
    const offer = picked[index]!;
    const partner = offer.partner.row.partnerName;
    return {
      id: index + 1,
      titleEn: copy.titleEn(partner),
      titleFr: copy.titleFr(partner),
      descriptionEn: copy.descriptionEn(partner),
      descriptionFr: copy.descriptionFr(partner),
      offerId: offer.row.offerId,
    };
  });
}

export function buildVipCodes(day: Date): VipCodeRow[] {
  const at = (days: number) => new Date(day.getTime() + days * DAY_MS);
  return [
    { code: VIP_CODES.valid, validUntil: at(365), maxRedemptions: null, redemptions: 0, createdAt: at(-60) },
    { code: VIP_CODES.expired, validUntil: at(-400), maxRedemptions: null, redemptions: 12, createdAt: at(-800) },
    { code: VIP_CODES.usedUp, validUntil: at(365), maxRedemptions: 3, redemptions: 3, createdAt: at(-60) },
  ];
}

const digits = (rng: Random, count: number): string => Array.from({ length: count }, () => rng.int(0, 9)).join('');

/** The bank's cards: inactive, nobody's, numbers distinct from `taken` (the retail cards'). */
export function buildBankCards(rng: Random, createdAt: Date, taken: ReadonlySet<string>): CardRow[] {
  const numbers = new Set<string>();
  while (numbers.size < BANK_CARD_COUNT) {
    const number = CARD_PREFIX + digits(rng, CARD_NUMBER_LENGTH - CARD_PREFIX.length);
    if (!taken.has(number)) numbers.add(number);
  }
  return [...numbers].map((cardNumber) => ({
    cardNumber,
    csv: digits(rng, SECURITY_CODE_LENGTH),
    cobrand: 'cibc',
    status: 'inactive',
    expiryDate: null,
    userId: null,
    retailer: null,
    source: 'bank',
    createdAt,
  }));
}

/**
 * The retail cards with their source, and the special ones among them: the first carry one incentive
 * each, the next is a golden ticket, the next a high-school card; the rest stay plain.
 */
export function markRetailCards(retail: readonly CardRow[], incentives: readonly IncentiveRow[]): CardRow[] {
  const goldenIndex = incentives.length;
  const highSchoolIndex = incentives.length + 1;
  if (retail.length <= highSchoolIndex) throw new Error('Not enough retail cards for the special cards');
  return retail.map((card, index) => ({
    ...card,
    source: 'retail',
    incentiveId: incentives[index]?.id ?? null,
    isGTicket: index === goldenIndex,
    isHighSchool: index === highSchoolIndex,
  }));
}
