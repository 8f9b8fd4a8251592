// What a seed run reports: row counts and the ids tests and people need to find the special cases.
import type { SeedDataset } from './dataset.ts';
import { VIP_CODES } from './membership-data.ts';

/** A card's number and security code, as a person types them to activate it. */
export interface SeededCard {
  cardNumber: string;
  csv: string;
}

export interface SeedSummary {
  /** Start of the UTC day the dates were computed from (ISO 8601). */
  seedDay: string;
  counts: {
    categories: number;
    subcategories: number;
    partners: number;
    partnerLocations: number;
    offers: number;
    offerSubcategories: number;
    offerLegal: number;
    offerCodes: number;
    tags: number;
    offerTags: number;
    collections: number;
    collectionOffers: number;
    legalTexts: number;
    contests: number;
    ads: number;
    cards: number;
    spcPlusOffers: number;
    weeklyDeals: number;
    websiteMenuEntries: number;
    promoCodes: number;
    schoolCodes: number;
    activationIncentives: number;
    vipCodes: number;
    bankCards: number;
  };
  bankPartnerUrlName: string;
  /** The partner with exactly one (live) offer, and that offer. */
  singleOfferPartnerUrlName: string;
  singleOfferId: number;
  /** status 'delisted'. */
  delistedOfferIds: number[];
  /** end_date before the seed day, not limited-time. */
  expiredOfferIds: number[];
  /** Limited-time offers whose window contains the seed day (end_date = lto_end_date). */
  runningLtoOfferIds: number[];
  /** Limited-time offers whose window starts after the seed day. */
  upcomingLtoOfferIds: number[];
  /** Limited-time offers whose window (and end_date) is over. */
  endedLtoOfferIds: number[];
  /** An upload_unique offer with only 2 codes in its pool. */
  lowCodePoolOfferId: number;
  /** Inactive retail cards nobody owns, for activation (the special ones below among them). */
  retailCards: SeededCard[];
  /** Retail cards with nothing special: activation straight to the membership. */
  plainRetailCards: SeededCard[];
  /** Retail cards that carry an incentive (/activate/incentive), with its id. */
  incentiveCards: (SeededCard & { incentiveId: number })[];
  /** A retail card that is a golden ticket (never billed). */
  goldenTicketCard: SeededCard;
  /** A retail high-school card. */
  highSchoolCard: SeededCard;
  /** The bank's co-branded cards (cobrand cibc, inactive): registering one is the upgrade to SPC+. */
  bankCards: SeededCard[];
  activationIncentiveIds: number[];
  /** VIP codes: valid, expired, used up. */
  vipCodes: typeof VIP_CODES;
}

const seeded = ({ cardNumber, csv }: SeededCard): SeededCard => ({ cardNumber, csv });

export function summarize(data: SeedDataset): SeedSummary {
  const idsIn = (state: string) =>
    data.builtOffers.filter((offer) => offer.state === state).map((offer) => offer.row.offerId);
  const single = data.builtOffers.find((offer) => offer.partner.isSingleOffer);
  const bank = data.partners.find((partner) => partner.isBank);
  if (!single || !bank) throw new Error('The seed lost its single-offer partner or its bank');
  const retail = data.cards.filter((card) => card.source === 'retail');
  const golden = retail.find((card) => card.isGTicket);
  const highSchool = retail.find((card) => card.isHighSchool);
  if (!golden || !highSchool) throw new Error('The seed lost its golden-ticket or high-school card');
  return {
    seedDay: data.day.toISOString(),
    counts: {
      categories: data.categories.length,
      subcategories: data.subcategories.length,
      partners: data.partners.length,
      partnerLocations: data.partnerLocations.length,
      offers: data.offers.length,
      offerSubcategories: data.offerSubcategories.length,
      offerLegal: data.offerLegal.length,
      offerCodes: data.offerCodes.length,
      tags: data.tags.length,
      offerTags: data.offerTags.length,
      collections: data.collections.length,
      collectionOffers: data.collectionOffers.length,
      legalTexts: data.legalTexts.length,
      contests: data.contests.length,
      ads: data.ads.length,
      cards: data.cards.length,
      spcPlusOffers: data.offers.filter((offer) => offer.isSpcPlus).length,
      weeklyDeals: data.collections.filter((collection) => collection.kind === 'weekly').length,
      websiteMenuEntries: data.websiteMenuEntries.length,
      promoCodes: data.promoCodes.length,
      schoolCodes: data.schoolCodes.length,
      activationIncentives: data.activationIncentives.length,
      vipCodes: data.vipCodes.length,
      bankCards: data.cards.filter((card) => card.source === 'bank').length,
    },
    bankPartnerUrlName: bank.urlName,
    singleOfferPartnerUrlName: single.partner.row.urlName,
    singleOfferId: single.row.offerId,
    delistedOfferIds: idsIn('delisted'),
    expiredOfferIds: idsIn('expired'),
    runningLtoOfferIds: idsIn('running-lto'),
    upcomingLtoOfferIds: idsIn('upcoming-lto'),
    endedLtoOfferIds: idsIn('ended-lto'),
    lowCodePoolOfferId: data.lowCodePoolOfferId,
    retailCards: retail.map(seeded),
    plainRetailCards: retail
      .filter((card) => !card.isGTicket && !card.isHighSchool && card.incentiveId == null)
      .map(seeded),
    incentiveCards: retail.flatMap((card) =>
      card.incentiveId != null ? [{ ...seeded(card), incentiveId: card.incentiveId }] : [],
    ),
    goldenTicketCard: seeded(golden),
    highSchoolCard: seeded(highSchool),
    bankCards: data.cards.filter((card) => card.source === 'bank').map(seeded),
    activationIncentiveIds: data.activationIncentives.map((incentive) => incentive.id),
    vipCodes: VIP_CODES,
  };
}
