// What a seed run reports: row counts and the ids tests and people need to find the special cases.
import type { SeedDataset } from './dataset.ts';

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
  /** Inactive retail cards nobody owns, for activation. */
  retailCards: { cardNumber: string; csv: string }[];
}

export function summarize(data: SeedDataset): SeedSummary {
  const idsIn = (state: string) =>
    data.builtOffers.filter((offer) => offer.state === state).map((offer) => offer.row.offerId);
  const single = data.builtOffers.find((offer) => offer.partner.isSingleOffer);
  const bank = data.partners.find((partner) => partner.isBank);
  if (!single || !bank) throw new Error('The seed lost its single-offer partner or its bank');
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
    retailCards: data.cards.map(({ cardNumber, csv }) => ({ cardNumber, csv })),
  };
}
