// Builds collections (from live offers), contests, ads, site-wide legal texts and retail cards.
import { CARD_NUMBER_LENGTH, CARD_PREFIX, SECURITY_CODE_LENGTH } from '@spc/domain/constants';
import { mediaKeys } from '../../modules/media/resolve.ts';
import type { ads, collectionOffers, collections, contests, legalTexts } from '../schema/catalogue.ts';
import type { cards } from '../schema/people.ts';
import { type BuiltOffer, DAY_MS } from './build-offers.ts';
import { AD_SEEDS, COLLECTION_SEEDS, CONTEST_SEEDS, LEGAL_TEXT_SEEDS, contestRules } from './campaigns-data.ts';
import { RETAIL_CARD_COUNT, RETAILERS } from './cards-data.ts';
import { dateEn, dateFr } from './copy-format.ts';
import type { Random } from './random.ts';

export type CollectionRow = typeof collections.$inferInsert;
export type CollectionOfferRow = typeof collectionOffers.$inferInsert;
export type ContestRow = typeof contests.$inferInsert;
export type AdRow = typeof ads.$inferInsert;
export type LegalTextRow = typeof legalTexts.$inferInsert;
export type CardRow = typeof cards.$inferInsert & { cardNumber: string; csv: string };

export function buildCollections(
  rng: Random,
  offers: readonly BuiltOffer[],
): { collections: CollectionRow[]; collectionOffers: CollectionOfferRow[] } {
  const live = offers.filter((offer) => offer.state === 'live' || offer.state === 'running-lto');
  const collectionRows: CollectionRow[] = [];
  const links: CollectionOfferRow[] = [];
  COLLECTION_SEEDS.forEach((seed, index) => {
    const id = index + 1;
    collectionRows.push({ id, urlName: seed.urlName, nameEn: seed.nameEn, nameFr: seed.nameFr, sortOrder: id });
    const inScope = live.filter((offer) => seed.categories.includes(offer.partner.seed.category));
    const picked = rng.sample(inScope, seed.size);
    if (picked.length < seed.size) throw new Error(`Not enough live offers for the collection ${seed.urlName}`);
    picked.forEach((offer, position) =>
      links.push({ collectionId: id, offerId: offer.row.offerId, position: position + 1 }),
    );
  });
  return { collections: collectionRows, collectionOffers: links };
}

export function buildContests(day: Date): ContestRow[] {
  return CONTEST_SEEDS.map((seed, index) => {
    const startDate = new Date(day.getTime() + seed.startOffsetDays * DAY_MS);
    const endDate = new Date(day.getTime() + (seed.endOffsetDays + 1) * DAY_MS - 1000);
    return {
      id: index + 1,
      urlName: seed.urlName,
      titleEn: seed.titleEn,
      titleFr: seed.titleFr,
      descriptionEn: seed.descriptionEn,
      descriptionFr: seed.descriptionFr,
      ruleEn: contestRules(seed, dateEn(startDate), dateEn(endDate), 'en'),
      ruleFr: contestRules(seed, dateFr(startDate), dateFr(endDate), 'fr'),
      startDate,
      endDate,
      isPublic: seed.isPublic,
      autoLogin: seed.autoLogin,
    };
  });
}

export function buildAds(): AdRow[] {
  return AD_SEEDS.map((seed, index) => {
    const id = index + 1;
    // Media keys (decision 021): the catalogue answers each with its picture's URL.
    const image = (name: 'en' | 'fr' | 'en-mobile' | 'fr-mobile') => mediaKeys.campaign('ad', id, name);
    const link = seed.isClickable && seed.partnerUrlName ? `/deals/${seed.partnerUrlName}` : null;
    return {
      id,
      isClickable: seed.isClickable,
      urlEn: link,
      urlFr: link ? `/fr${link}` : null,
      imageEn: image('en'),
      imageFr: image('fr'),
      imageMobileEn: image('en-mobile'),
      imageMobileFr: image('fr-mobile'),
      displayPage: seed.displayPage,
      displayPeriod: seed.displayPeriod,
      displayCooldownHours: seed.displayCooldownHours,
      displayCount: seed.displayCount,
      isSpcPlus: seed.isSpcPlus,
      active: seed.active,
    };
  });
}

export function buildLegalTexts(): LegalTextRow[] {
  return LEGAL_TEXT_SEEDS.map((seed) => ({ ...seed }));
}

const digits = (rng: Random, count: number): string => Array.from({ length: count }, () => rng.int(0, 9)).join('');

/** Retail cards nobody has activated: inactive, no owner, no expiry. */
export function buildRetailCards(rng: Random, createdAt: Date): CardRow[] {
  const numbers = new Set<string>();
  while (numbers.size < RETAIL_CARD_COUNT)
    numbers.add(CARD_PREFIX + digits(rng, CARD_NUMBER_LENGTH - CARD_PREFIX.length));
  return [...numbers].map((cardNumber, index) => ({
    cardNumber,
    csv: digits(rng, SECURITY_CODE_LENGTH),
    cobrand: 'spc',
    status: 'inactive',
    expiryDate: null,
    userId: null,
    retailer: RETAILERS[index % RETAILERS.length] ?? null,
    createdAt,
  }));
}

export const WEEKLY_DEALS_SIZE = 8;

/** Monday 00:00 UTC of the week holding `day`. */
export function startOfWeek(day: Date): Date {
  const monday = new Date(day);
  monday.setUTCHours(0, 0, 0, 0);
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  return monday;
}

/**
 * Weekly deals (/weekly-deals/{id}): collections of kind `weekly` for this week and last week, each
 * with live offers from several categories. Ids follow the other collections'.
 */
export function buildWeeklyDeals(
  rng: Random,
  offers: readonly BuiltOffer[],
  day: Date,
  firstId: number,
): { collections: CollectionRow[]; collectionOffers: CollectionOfferRow[] } {
  const live = offers.filter((offer) => offer.state === 'live');
  const thisWeek = startOfWeek(day);
  const collectionRows: CollectionRow[] = [];
  const links: CollectionOfferRow[] = [];
  [0, 1].forEach((weeksAgo, index) => {
    const id = firstId + index;
    const startDate = new Date(thisWeek.getTime() - weeksAgo * 7 * DAY_MS);
    const endDate = new Date(startDate.getTime() + 7 * DAY_MS - 1000);
    const iso = startDate.toISOString().slice(0, 10);
    collectionRows.push({
      id,
      urlName: `week-of-${iso}`,
      nameEn: `Deals of the week of ${dateEn(startDate)}`,
      nameFr: `Les aubaines de la semaine du ${dateFr(startDate)}`,
      sortOrder: id,
      kind: 'weekly',
      startDate,
      endDate,
    });
    rng
      .sample(live, WEEKLY_DEALS_SIZE)
      .forEach((offer, position) =>
        links.push({ collectionId: id, offerId: offer.row.offerId, position: position + 1 }),
      );
  });
  return { collections: collectionRows, collectionOffers: links };
}
