// Puts the seed together, without touching the database: every row of every table, computed from
// one seeded generator and the UTC day of `now`, so the same day always gives the same data.
import type { CategorySlug } from '@spc/domain/categories';
import type { categories, offerSubcategories, subcategories } from '../schema/catalogue.ts';
import {
  type AdRow,
  buildAds,
  buildCollections,
  buildContests,
  buildLegalTexts,
  buildRetailCards,
  buildWeeklyDeals,
  type CardRow,
  type CollectionOfferRow,
  type CollectionRow,
  type ContestRow,
  type LegalTextRow,
} from './build-campaigns.ts';
import {
  buildCodePools,
  buildOfferLegal,
  buildOfferTags,
  type OfferCodeRow,
  type OfferLegalRow,
  type OfferTag,
  partnerTag,
} from './build-offer-details.ts';
import { type BuiltOffer, buildOffers, DAY_MS, type OfferRow } from './build-offers.ts';
import { buildPartners, type LocationRow, type PartnerRow } from './build-partners.ts';
import { CATEGORY_SEEDS, type Phrase } from './categories-data.ts';
import { createRandom } from './random.ts';
import { buildMenuEntries, type MenuEntryRow } from './menu-data.ts';
import {
  buildActivationIncentives,
  buildBankCards,
  buildVipCodes,
  type IncentiveRow,
  markRetailCards,
  type VipCodeRow,
} from './membership-data.ts';
import { buildPromoCodes, buildSchoolCodes, type PromoCodeRow, type SchoolCodeRow } from './store-data.ts';
import { TAG_VOCABULARY } from './tags-data.ts';

/** Changing it changes every generated value; keep it fixed. */
const SEED = 0x5bc_1992;
/** Weekly deals draw from their own generator, so adding them left every other seeded row unchanged. */
const WEEKLY_SEED = 0x5bc_2024;
/** The memberships' rows (issue 6) draw from their own generator too, for the same reason. */
const MEMBERSHIP_SEED = 0x5bc_2025;

export type CategoryRow = typeof categories.$inferInsert;
export type SubcategoryRow = typeof subcategories.$inferInsert;
export type OfferSubcategoryRow = typeof offerSubcategories.$inferInsert;

export interface SeedDataset {
  day: Date;
  categories: CategoryRow[];
  subcategories: SubcategoryRow[];
  partners: PartnerRow[];
  partnerLocations: LocationRow[];
  offers: OfferRow[];
  offerSubcategories: OfferSubcategoryRow[];
  offerLegal: OfferLegalRow[];
  offerCodes: OfferCodeRow[];
  tags: readonly string[];
  offerTags: OfferTag[];
  collections: CollectionRow[];
  collectionOffers: CollectionOfferRow[];
  legalTexts: LegalTextRow[];
  contests: ContestRow[];
  ads: AdRow[];
  /** Retail cards first (some with an incentive, a golden ticket, a high-school card), then the bank's. */
  cards: CardRow[];
  activationIncentives: IncentiveRow[];
  vipCodes: VipCodeRow[];
  websiteMenuEntries: MenuEntryRow[];
  promoCodes: PromoCodeRow[];
  schoolCodes: SchoolCodeRow[];
  /** The built offers with their states, for the summary. */
  builtOffers: BuiltOffer[];
  lowCodePoolOfferId: number;
}

export function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

export function buildSeedDataset(now: Date): SeedDataset {
  const day = startOfUtcDay(now);
  const rng = createRandom(SEED);

  const categoryRows: CategoryRow[] = [];
  const subcategoryRows: SubcategoryRow[] = [];
  const categoryIds = new Map<CategorySlug, number>();
  const subcategoryIds = new Map<string, number>();
  const items = new Map<string, readonly Phrase[]>();
  CATEGORY_SEEDS.forEach((category, index) => {
    const id = index + 1;
    categoryIds.set(category.slug, id);
    categoryRows.push({ id, urlName: category.slug, nameEn: category.nameEn, nameFr: category.nameFr, sortOrder: id });
    for (const sub of category.subcategories) {
      const subId = subcategoryRows.length + 1;
      const key = `${category.slug}/${sub.urlName}`;
      subcategoryIds.set(key, subId);
      items.set(key, sub.items);
      subcategoryRows.push({ id: subId, categoryId: id, urlName: sub.urlName, nameEn: sub.nameEn, nameFr: sub.nameFr });
    }
  });

  const builtPartners = buildPartners(rng, day);
  const builtOffers = buildOffers(rng, day, builtPartners, { items, categoryIds });

  // A partner joined when its first offer started.
  for (const partner of builtPartners) {
    const starts = builtOffers
      .filter((offer) => offer.partner === partner)
      .map((offer) => offer.row.startDate.getTime());
    partner.row.createdAt = new Date(Math.min(...starts, day.getTime()));
  }

  const offerSubcategoryRows = builtOffers.flatMap((offer) =>
    offer.subcategoryKeys.map((key) => {
      const subcategoryId = subcategoryIds.get(key);
      if (subcategoryId === undefined) throw new Error(`Unknown subcategory ${key}`);
      return { offerId: offer.row.offerId, subcategoryId };
    }),
  );
  const codePools = buildCodePools(rng, builtOffers);
  const offerTags = buildOfferTags(rng, builtOffers);
  const { collections, collectionOffers } = buildCollections(rng, builtOffers);
  const weekly = buildWeeklyDeals(createRandom(WEEKLY_SEED), builtOffers, day, collections.length + 1);
  const cardsCreatedAt = new Date(day.getTime() - 30 * DAY_MS);
  const retailCards = buildRetailCards(rng, cardsCreatedAt);
  const incentives = buildActivationIncentives(builtOffers);
  const bankCards = buildBankCards(
    createRandom(MEMBERSHIP_SEED),
    cardsCreatedAt,
    new Set(retailCards.map((card) => card.cardNumber)),
  );

  return {
    day,
    categories: categoryRows,
    subcategories: subcategoryRows,
    partners: builtPartners.map((partner) => partner.row),
    partnerLocations: builtPartners.flatMap((partner) => partner.locations),
    offers: builtOffers.map((offer) => offer.row),
    offerSubcategories: offerSubcategoryRows,
    offerLegal: builtOffers.map(buildOfferLegal),
    offerCodes: codePools.rows,
    // The subject vocabulary and every partner's name (buildOfferTags).
    tags: [...new Set([...TAG_VOCABULARY, ...builtOffers.map(partnerTag)])],
    offerTags,
    collections: [...collections, ...weekly.collections],
    collectionOffers: [...collectionOffers, ...weekly.collectionOffers],
    legalTexts: buildLegalTexts(),
    contests: buildContests(day),
    ads: buildAds(),
    cards: [...markRetailCards(retailCards, incentives), ...bankCards],
    activationIncentives: incentives,
    vipCodes: buildVipCodes(day),
    websiteMenuEntries: buildMenuEntries(),
    promoCodes: buildPromoCodes(day),
    schoolCodes: buildSchoolCodes(day),
    builtOffers,
    lowCodePoolOfferId: codePools.lowPoolOfferId,
  };
}
