// The seed data set on a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL): it is
// deterministic, re-seeding resets instead of duplicating, and it covers every case the product shows.
import { createHash } from 'node:crypto';
import { CATEGORY_SLUGS } from '@spc/domain/categories';
import { provinceCodeOf } from '@spc/domain/location';
import { SEARCH_PLACEHOLDER_WORDS } from '@spc/domain/tags';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import { ofSchoolFr } from './students-data.ts';
import type { Database } from '../client.ts';
import {
  activationIncentives,
  cards,
  categories,
  collectionOffers,
  collections,
  contests,
  holidayEventOffers,
  holidayEvents,
  legalTexts,
  offerCodes,
  offerLegal,
  offers,
  offerSubcategories,
  offerTags,
  partnerLocations,
  partners,
  subcategories,
  tags,
  vipCodes,
  websiteMenuEntries,
} from '../schema/index.ts';
import { CATEGORY_SEEDS } from './categories-data.ts';
import { isDatabaseEmpty, type SeedSummary, seedDatabase } from './index.ts';
import { CATEGORY_TEMPLATES } from './offer-templates.ts';
import { PARTNER_SEEDS } from './partners-data.ts';
import { createRandom } from './random.ts';

const NOW = new Date('2026-03-05T15:30:00Z');
const LATER_SAME_DAY = new Date('2026-03-05T23:59:00Z');

let database: Database;
let emptyBeforeSeeding: boolean;
let summary: SeedSummary;

/** A hash of every seeded row, in key order. */
async function fingerprint(): Promise<string> {
  const { db } = database;
  const tables = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.id)),
    db.select().from(subcategories).orderBy(asc(subcategories.id)),
    db.select().from(partners).orderBy(asc(partners.partnerId)),
    db.select().from(partnerLocations).orderBy(asc(partnerLocations.id)),
    db.select().from(offers).orderBy(asc(offers.offerId)),
    db
      .select()
      .from(offerSubcategories)
      .orderBy(asc(offerSubcategories.offerId), asc(offerSubcategories.subcategoryId)),
    db.select().from(offerLegal).orderBy(asc(offerLegal.offerId)),
    db.select().from(offerCodes).orderBy(asc(offerCodes.id)),
    db.select().from(tags).orderBy(asc(tags.id)),
    db.select().from(offerTags).orderBy(asc(offerTags.offerId), asc(offerTags.tagId)),
    db.select().from(collections).orderBy(asc(collections.id)),
    db.select().from(collectionOffers).orderBy(asc(collectionOffers.collectionId), asc(collectionOffers.offerId)),
    db.select().from(contests).orderBy(asc(contests.id)),
    db.select().from(holidayEvents).orderBy(asc(holidayEvents.id)),
    db.select().from(holidayEventOffers).orderBy(asc(holidayEventOffers.eventId), asc(holidayEventOffers.offerId)),
    db.select().from(cards).orderBy(asc(cards.id)),
    db.select().from(websiteMenuEntries).orderBy(asc(websiteMenuEntries.id)),
    db.select().from(activationIncentives).orderBy(asc(activationIncentives.id)),
    db.select().from(vipCodes).orderBy(asc(vipCodes.code)),
  ]);
  return createHash('sha256').update(JSON.stringify(tables)).digest('hex');
}

beforeAll(async () => {
  database = await createTestDatabase();
  emptyBeforeSeeding = await isDatabaseEmpty(database.db);
  summary = await seedDatabase(database.db, { now: NOW });
});

afterAll(async () => {
  await database.close();
});

describe('seedDatabase', () => {
  it('has two weekly deals, this week and last week, of live offers', async () => {
    const { db } = database;
    const weekly = await db
      .select()
      .from(collections)
      .where(eq(collections.kind, 'weekly'))
      .orderBy(asc(collections.startDate));
    expect(weekly).toHaveLength(2);
    expect(summary.counts.weeklyDeals).toBe(2);
    const [lastWeek, thisWeek] = weekly;
    expect(thisWeek!.startDate!.getTime() - lastWeek!.startDate!.getTime()).toBe(7 * 86_400_000);
    expect(thisWeek!.startDate!.getTime()).toBeLessThanOrEqual(NOW.getTime());
    expect(thisWeek!.endDate!.getTime()).toBeGreaterThan(NOW.getTime());
    expect(thisWeek!.startDate!.getUTCDay()).toBe(1);
    const links = await db.select().from(collectionOffers).where(eq(collectionOffers.collectionId, thisWeek!.id));
    expect(links).toHaveLength(8);
    const offerRows = await db.select().from(offers);
    for (const link of links) {
      const offer = offerRows.find((row) => row.offerId === link.offerId);
      expect(offer?.status).toBe('active');
      const end = offer?.endDate;
      expect(end === null || (end !== undefined && end.getTime() > NOW.getTime())).toBe(true);
    }
  });

  it('has a holiday event running on the seed day and one over, each featuring live offers of different partners', async () => {
    const { db } = database;
    const events = await db.select().from(holidayEvents).orderBy(asc(holidayEvents.startDate));
    const [past, active] = events;
    expect(events).toHaveLength(2);
    expect(active!.urlName).toBe('holiday-deals');
    expect(active!.startDate.getTime()).toBeLessThanOrEqual(NOW.getTime());
    expect(active!.endDate.getTime()).toBeGreaterThan(NOW.getTime());
    expect(past!.endDate.getTime()).toBeLessThan(NOW.getTime());
    const offerRows = await db.select().from(offers);
    for (const event of events) {
      expect(event.titleFr).not.toBe(event.titleEn);
      const links = await db
        .select()
        .from(holidayEventOffers)
        .where(eq(holidayEventOffers.eventId, event.id))
        .orderBy(asc(holidayEventOffers.position));
      expect(links.length).toBeGreaterThanOrEqual(6);
      expect(links.map((link) => link.position)).toEqual(links.map((_, index) => index + 1));
      const featured = links.map((link) => offerRows.find((row) => row.offerId === link.offerId)!);
      expect(new Set(featured.map((offer) => offer.partnerId)).size).toBe(featured.length);
      for (const offer of featured) {
        expect(offer.status).toBe('active');
        expect(offer.startDate.getTime()).toBeLessThanOrEqual(NOW.getTime());
        expect(offer.endDate === null || offer.endDate.getTime() > NOW.getTime()).toBe(true);
      }
    }
  });

  it('seeds the website menu: header links and three footer columns in both languages', async () => {
    const rows = await database.db.select().from(websiteMenuEntries);
    expect(rows.length).toBe(summary.counts.websiteMenuEntries);
    expect(rows.filter((row) => row.area === 'header').length).toBeGreaterThanOrEqual(4);
    expect(new Set(rows.filter((row) => row.area === 'footer').map((row) => row.column))).toEqual(new Set([1, 2, 3]));
    for (const row of rows) expect(row.textFr).not.toBe('');
  });

  it('gives the same rows for the same day, and re-seeding replaces rather than duplicates', async () => {
    const first = await fingerprint();
    const again = await seedDatabase(database.db, { now: LATER_SAME_DAY });
    expect(await fingerprint()).toBe(first);
    expect(again).toEqual(summary);
    expect(await database.db.$count(offers)).toBe(summary.counts.offers);
    expect(await database.db.$count(partners)).toBe(summary.counts.partners);
    expect(await database.db.$count(tags)).toBe(summary.counts.tags);
    expect(await database.db.$count(cards)).toBe(summary.counts.cards);
  });

  it('marks the database as seeded', async () => {
    expect(emptyBeforeSeeding).toBe(true);
    expect(await isDatabaseEmpty(database.db)).toBe(false);
  });

  it('has the volumes the product needs', async () => {
    const { db } = database;
    expect(await db.$count(offers)).toBeGreaterThanOrEqual(500);
    expect(await db.$count(partners)).toBeGreaterThanOrEqual(150);
    expect(await db.$count(tags)).toBeGreaterThanOrEqual(100);
    expect(await db.$count(legalTexts)).toBeGreaterThanOrEqual(2);
    const collectionCount = await db.$count(collections, eq(collections.kind, 'collection'));
    expect(collectionCount).toBeGreaterThanOrEqual(6);
    expect(collectionCount).toBeLessThanOrEqual(10);
    expect(await db.$count(offerLegal)).toBe(await db.$count(offers));
  });

  it('has the nine categories in order, each with 3–6 subcategories and some offers', async () => {
    const { db } = database;
    const rows = await db.select().from(categories).orderBy(asc(categories.id));
    expect(rows.map((row) => row.urlName)).toEqual([...CATEGORY_SLUGS]);
    expect(rows.map((row) => row.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const subs = await db.select().from(subcategories);
    const offerRows = await db.select({ categoryId: offers.categoryId }).from(offers);
    for (const category of rows) {
      expect(category.nameFr).not.toBe('');
      const count = subs.filter((sub) => sub.categoryId === category.id).length;
      expect(count).toBeGreaterThanOrEqual(3);
      expect(count).toBeLessThanOrEqual(6);
      expect(offerRows.some((offer) => offer.categoryId === category.id)).toBe(true);
    }
  });

  it('writes every offer in English and in French', async () => {
    const rows = await database.db.select().from(offers);
    for (const offer of rows) {
      expect(offer.titleEn.trim()).not.toBe('');
      expect(offer.titleFr.trim()).not.toBe('');
      expect(offer.descriptionEn.trim()).not.toBe('');
      expect(offer.descriptionFr.trim()).not.toBe('');
    }
    const translated = rows.filter((offer) => offer.titleFr !== offer.titleEn).length;
    expect(translated / rows.length).toBeGreaterThan(0.9);
    expect(rows.some((offer) => /\d+ % de rabais/.test(offer.titleFr))).toBe(true);
  });

  it('links offers to 1–2 subcategories of their own category', async () => {
    const { db } = database;
    const subs = new Map((await db.select().from(subcategories)).map((sub) => [sub.id, sub.categoryId]));
    const category = new Map((await db.select().from(offers)).map((offer) => [offer.offerId, offer.categoryId]));
    const links = await db.select().from(offerSubcategories);
    const perOffer = new Map<number, number>();
    for (const link of links) {
      expect(subs.get(link.subcategoryId)).toBe(category.get(link.offerId));
      perOffer.set(link.offerId, (perOffer.get(link.offerId) ?? 0) + 1);
    }
    expect(perOffer.size).toBe(category.size);
    for (const count of perOffer.values()) expect(count === 1 || count === 2).toBe(true);
  });

  it("writes each offer on what its partner sells, not on another subcategory's goods", async () => {
    const { db } = database;
    const subcategoryOf = new Map(PARTNER_SEEDS.map((seed) => [seed.name, `${seed.category}/${seed.subcategory}`]));
    const itemsOf = new Map(
      CATEGORY_SEEDS.flatMap((category) =>
        category.subcategories.map((sub) => [`${category.slug}/${sub.urlName}`, sub.items.map((item) => item.en)]),
      ),
    );
    // Templates written for a few subcategories may name another one's goods on purpose ("Free brow
    // shaping with any facial" at a skin clinic): their own words are allowed where they apply.
    const templateWords = new Map<string, string>();
    for (const template of CATEGORY_TEMPLATES) {
      const copy = template.build({ rng: createRandom(1), partner: '', item: { en: '', fr: '' }, basketCents: 1000 });
      for (const key of template.subcategories ?? []) {
        templateWords.set(key, `${templateWords.get(key) ?? ''} ${copy.titleEn}`);
      }
    }
    const rows = await db
      .select({ title: offers.titleEn, partner: partners.partnerName })
      .from(offers)
      .innerJoin(partners, eq(partners.partnerId, offers.partnerId));
    const misfits: string[] = [];
    let checked = 0;
    for (const { title, partner } of rows) {
      const own = subcategoryOf.get(partner);
      if (!own) continue;
      checked++;
      const ownItems = itemsOf.get(own) ?? [];
      const category = own.split('/')[0];
      for (const [key, items] of itemsOf) {
        if (key === own || !key.startsWith(`${category}/`)) continue;
        for (const item of items) {
          const foreign =
            title.includes(item) &&
            !ownItems.some((mine) => mine.includes(item)) &&
            !(templateWords.get(own) ?? '').includes(item);
          if (foreign) misfits.push(`${partner}: ${title}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(400);
    expect(misfits).toEqual([]);
  });

  it('has the bank partner and exactly one partner with a single offer', async () => {
    const { db } = database;
    const partnerRows = await db.select().from(partners);
    const bank = partnerRows.find((partner) => partner.urlName === 'cibc');
    expect(bank).toMatchObject({ partnerName: 'CIBC', isBank: true });
    const offerRows = await db.select().from(offers);
    const bankOffers = offerRows.filter((offer) => offer.partnerId === bank?.partnerId);
    expect(bankOffers.length).toBeGreaterThanOrEqual(2);
    expect(bankOffers.every((offer) => offer.isSpcPlus)).toBe(true);

    const counts = new Map<number, number>();
    for (const offer of offerRows) counts.set(offer.partnerId, (counts.get(offer.partnerId) ?? 0) + 1);
    const singles = partnerRows.filter((partner) => counts.get(partner.partnerId) === 1);
    expect(singles.map((partner) => partner.urlName)).toEqual([summary.singleOfferPartnerUrlName]);
    expect(partnerRows.every((partner) => (counts.get(partner.partnerId) ?? 0) >= 1)).toBe(true);
    const single = offerRows.find((offer) => offer.offerId === summary.singleOfferId);
    expect(single).toMatchObject({ status: 'active', isLimitedTime: false, endDate: null });
  });

  it('gives partners unique url names, sort names and self-contained SVG logos', async () => {
    const partnerRows = await database.db.select().from(partners);
    expect(new Set(partnerRows.map((partner) => partner.urlName)).size).toBe(partnerRows.length);
    expect(partnerRows.some((partner) => partner.sortName !== partner.partnerName.toLowerCase())).toBe(true);
    for (const partner of partnerRows) {
      expect(partner.urlName).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(partner.websiteUrl).toMatch(/^https:\/\//);
      expect(partner.descriptionFr).not.toBe(partner.descriptionEn);
      const svg = partner.logoSvg;
      expect(svg.startsWith('<svg')).toBe(true);
      expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
      expect(svg).toContain('viewBox="0 0 320 320"');
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(svg).not.toMatch(/href\s*=\s*["']?https?:/i);
      // Any '&' is an entity, so the XML parses.
      expect(svg).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
    }
  });

  it('has delisted, expired and limited-time offers (running, upcoming and ended)', async () => {
    const rows = await database.db.select().from(offers);
    const byId = new Map(rows.map((offer) => [offer.offerId, offer]));
    const now = NOW.getTime();
    const pick = (ids: number[]) => ids.map((id) => byId.get(id));

    expect(summary.delistedOfferIds.length).toBeGreaterThan(0);
    expect(pick(summary.delistedOfferIds).every((offer) => offer?.status === 'delisted')).toBe(true);
    expect(rows.filter((offer) => offer.status === 'delisted').length).toBe(summary.delistedOfferIds.length);

    expect(summary.expiredOfferIds.length).toBeGreaterThan(0);
    for (const offer of pick(summary.expiredOfferIds)) {
      expect(offer?.endDate?.getTime()).toBeLessThan(now);
      expect(offer?.isLimitedTime).toBe(false);
    }

    expect(summary.runningLtoOfferIds.length).toBeGreaterThan(0);
    for (const offer of pick(summary.runningLtoOfferIds)) {
      expect(offer?.isLimitedTime).toBe(true);
      expect(offer?.ltoStartDate?.getTime()).toBeLessThanOrEqual(now);
      expect(offer?.ltoEndDate?.getTime()).toBeGreaterThanOrEqual(now);
    }
    expect(summary.upcomingLtoOfferIds.length).toBeGreaterThan(0);
    for (const offer of pick(summary.upcomingLtoOfferIds)) {
      expect(offer?.ltoStartDate?.getTime()).toBeGreaterThan(now);
    }
    expect(summary.endedLtoOfferIds.length).toBeGreaterThan(0);
    for (const offer of pick(summary.endedLtoOfferIds)) {
      expect(offer?.ltoEndDate?.getTime()).toBeLessThan(now);
    }
  });

  it('mixes channels, tiers, novelty, code types, views and discount ranks', async () => {
    const rows = await database.db.select().from(offers);
    expect(rows.some((offer) => offer.online && !offer.inStore)).toBe(true);
    expect(rows.some((offer) => !offer.online && offer.inStore)).toBe(true);
    expect(rows.some((offer) => offer.online && offer.inStore)).toBe(true);
    expect(rows.some((offer) => offer.isSpcPlus)).toBe(true);
    expect(rows.some((offer) => offer.isNewOffer)).toBe(true);
    expect(rows.some((offer) => offer.isNewPartner)).toBe(true);
    expect(new Set(rows.map((offer) => offer.codeType)).size).toBe(4);
    expect(new Set(rows.map((offer) => offer.displayKind)).size).toBe(5);
    for (const offer of rows) {
      if (offer.codeType === 'static') expect(offer.staticCode).toBeTruthy();
      if (offer.displayKind === 'static') expect(offer.codeType).toBe('static');
      expect(offer.discountRank).toBeGreaterThanOrEqual(0);
      expect(offer.discountRank).toBeLessThanOrEqual(100);
    }
    const views = rows.map((offer) => offer.views);
    expect(Math.min(...views)).toBeLessThan(100);
    expect(Math.max(...views)).toBeGreaterThan(30_000);
    const starts = rows.map((offer) => offer.startDate.getTime());
    expect(Math.max(...starts) - Math.min(...starts)).toBeGreaterThan(365 * 86_400_000);
  });

  it('fills code pools for uploaded codes, one of them nearly empty', async () => {
    const { db } = database;
    const rows = await db.select().from(offers);
    const codes = await db.select().from(offerCodes);
    const perOffer = new Map<number, number>();
    for (const code of codes) perOffer.set(code.offerId, (perOffer.get(code.offerId) ?? 0) + 1);
    for (const offer of rows.filter((row) => row.codeType.startsWith('upload_'))) {
      expect(perOffer.get(offer.offerId)).toBe(offer.offerId === summary.lowCodePoolOfferId ? 2 : 20);
    }
    expect(codes.every((code) => code.assignedUserId === null)).toBe(true);
  });

  it("tags every offer 2–5 times and with its partner's name, uses every tag, and includes the search suggestions", async () => {
    const { db } = database;
    const tagRows = await db.select().from(tags);
    const names = new Set(tagRows.map((tag) => tag.name));
    for (const word of SEARCH_PLACEHOLDER_WORDS) expect(names.has(word)).toBe(true);
    expect(tagRows.every((tag) => tag.name === tag.name.toLowerCase())).toBe(true);
    expect(names.has('café') && names.has('chaussures')).toBe(true);

    const links = await db.select().from(offerTags);
    const perOffer = new Map<number, number>();
    for (const link of links) perOffer.set(link.offerId, (perOffer.get(link.offerId) ?? 0) + 1);
    expect(perOffer.size).toBe(await db.$count(offers));
    // 2–5 subject tags, plus the partner's name unless a subject tag already is it.
    for (const count of perOffer.values()) {
      expect(count).toBeGreaterThanOrEqual(2);
      expect(count).toBeLessThanOrEqual(6);
    }
    const tagName = new Map(tagRows.map((tag) => [tag.id, tag.name]));
    const offerPartner = await db
      .select({ offerId: offers.offerId, partnerName: partners.partnerName })
      .from(offers)
      .innerJoin(partners, eq(partners.partnerId, offers.partnerId));
    for (const { offerId, partnerName } of offerPartner) {
      const names = links.filter((link) => link.offerId === offerId).map((link) => tagName.get(link.tagId));
      expect(names).toContain(partnerName.toLowerCase());
    }
    const used = new Set(links.map((link) => link.tagId));
    expect(tagRows.every((tag) => used.has(tag.id))).toBe(true);
  });

  it('places in-store partners in Canadian cities with valid postal codes', async () => {
    const { db } = database;
    const locations = await db.select().from(partnerLocations);
    const offerRows = await db.select().from(offers);
    const withStores = new Set(locations.map((location) => location.partnerId));
    const inStorePartners = new Set(
      offerRows.filter((offer) => offer.inStore && offer.partnerId).map((o) => o.partnerId),
    );
    const bank = (await db.select().from(partners)).find((partner) => partner.isBank);
    for (const partnerId of inStorePartners) {
      if (partnerId !== bank?.partnerId) expect(withStores.has(partnerId)).toBe(true);
    }
    const perPartner = new Map<number, number>();
    for (const location of locations) {
      perPartner.set(location.partnerId, (perPartner.get(location.partnerId) ?? 0) + 1);
      expect(location.postalCode).toMatch(/^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] \d[ABCEGHJ-NPRSTV-Z]\d$/);
      expect(provinceCodeOf(location.postalCode)).toBe(location.province);
      expect(location.lat).toBeGreaterThan(42);
      expect(location.lat).toBeLessThan(54);
      expect(location.lon).toBeGreaterThan(-124);
      expect(location.lon).toBeLessThan(-52);
    }
    for (const count of perPartner.values()) expect(count).toBeLessThanOrEqual(4);
  });

  it('has collections, contests, ads and legal texts', async () => {
    const { db } = database;
    const links = await db.select().from(collectionOffers);
    for (const collection of await db.select().from(collections)) {
      const size = links.filter((link) => link.collectionId === collection.id).length;
      expect(size).toBeGreaterThanOrEqual(6);
      expect(size).toBeLessThanOrEqual(12);
    }
    const contestRows = await db.select().from(contests);
    expect(contestRows.length).toBeGreaterThanOrEqual(3);
    const byUrl = new Map(contestRows.map((contest) => [contest.urlName, contest]));
    for (const url of ['holiday-contest-2024', 'may-scratch', 'frost-2025']) expect(byUrl.has(url)).toBe(true);
    for (const url of ['holiday-contest-2024', 'frost-2025']) {
      expect(byUrl.get(url)).toMatchObject({ isPublic: false, autoLogin: true });
    }
    const legal = new Map((await db.select().from(legalTexts)).map((text) => [text.key, text]));
    for (const key of ['deals', 'terms']) {
      expect(legal.get(key)?.termFrCa).toBeTruthy();
      expect(legal.get(key)?.termEnUs).toBeTruthy();
    }
  });

  it('has inactive retail and bank cards that nobody owns yet', async () => {
    const rows = await database.db.select().from(cards).orderBy(asc(cards.id));
    expect(rows.length).toBe(summary.counts.cards);
    for (const card of rows) {
      expect(card.cardNumber).toMatch(/^6018\d{12}$/);
      expect(card.csv).toMatch(/^\d{3}$/);
      expect(card).toMatchObject({ status: 'inactive', userId: null, expiryDate: null });
    }
    const retail = rows.filter((card) => card.source === 'retail');
    expect(retail.length).toBeGreaterThanOrEqual(3);
    for (const card of retail) expect(card).toMatchObject({ cobrand: 'spc', retailer: expect.any(String) as unknown });
    expect(summary.retailCards).toEqual(retail.map(({ cardNumber, csv }) => ({ cardNumber, csv })));
    const bank = rows.filter((card) => card.source === 'bank');
    expect(bank).toHaveLength(10);
    expect(summary.counts.bankCards).toBe(10);
    for (const card of bank) expect(card).toMatchObject({ cobrand: 'cibc', retailer: null });
    expect(summary.bankCards).toEqual(bank.map(({ cardNumber, csv }) => ({ cardNumber, csv })));
    expect(retail.length + bank.length).toBe(rows.length);
  });

  it('has special retail cards: with an incentive, a golden ticket, a high-school card, and plain ones', async () => {
    const rows = await database.db.select().from(cards);
    const byNumber = new Map(rows.map((card) => [card.cardNumber, card]));
    const incentives = await database.db.select().from(activationIncentives).orderBy(asc(activationIncentives.id));
    expect(incentives).toHaveLength(3);
    expect(summary.activationIncentiveIds).toEqual(incentives.map((incentive) => incentive.id));
    expect(summary.incentiveCards.map((card) => card.incentiveId).sort()).toEqual(summary.activationIncentiveIds);
    for (const card of summary.incentiveCards) {
      expect(byNumber.get(card.cardNumber)).toMatchObject({ csv: card.csv, incentiveId: card.incentiveId });
    }
    expect(byNumber.get(summary.goldenTicketCard.cardNumber)).toMatchObject({ isGTicket: true, isHighSchool: false });
    expect(byNumber.get(summary.highSchoolCard.cardNumber)).toMatchObject({ isHighSchool: true, isGTicket: false });
    expect(summary.plainRetailCards.length).toBeGreaterThanOrEqual(3);
    for (const card of summary.plainRetailCards) {
      expect(byNumber.get(card.cardNumber)).toMatchObject({ isGTicket: false, isHighSchool: false, incentiveId: null });
    }
    expect(rows.filter((card) => card.isGTicket)).toHaveLength(1);
    expect(rows.filter((card) => card.isHighSchool)).toHaveLength(1);
  });

  it('links each activation incentive, in both languages, to a live online offer that is not SPC+', async () => {
    const incentives = await database.db.select().from(activationIncentives);
    const offerRows = await database.db.select().from(offers);
    for (const incentive of incentives) {
      for (const text of [incentive.titleEn, incentive.titleFr, incentive.descriptionEn, incentive.descriptionFr]) {
        expect(text.length).toBeGreaterThan(10);
      }
      expect(incentive.titleFr).not.toBe(incentive.titleEn);
      const offer = offerRows.find((row) => row.offerId === incentive.offerId);
      expect(offer).toMatchObject({ status: 'active', online: true, isSpcPlus: false });
      expect(offer!.startDate.getTime()).toBeLessThanOrEqual(NOW.getTime());
      expect(offer!.endDate === null || offer!.endDate.getTime() > NOW.getTime()).toBe(true);
    }
    // A new incentive gets the id after the seeded ones.
    const [added] = await database.db
      .insert(activationIncentives)
      .values({ titleEn: 'x', titleFr: 'x', descriptionEn: 'x', descriptionFr: 'x' })
      .returning();
    expect(added!.id).toBe(incentives.length + 1);
    await database.db.delete(activationIncentives).where(eq(activationIncentives.id, added!.id));
  });

  it('has a valid, an expired and a used-up VIP code', async () => {
    const codes = new Map((await database.db.select().from(vipCodes)).map((code) => [code.code, code]));
    expect(summary.vipCodes).toEqual({ valid: 'VIPSTUDENT', expired: 'VIP2023', usedUp: 'VIPFULL' });
    expect(summary.counts.vipCodes).toBe(3);
    expect(codes.get('VIPSTUDENT')!.validUntil!.getTime()).toBeGreaterThan(NOW.getTime());
    expect(codes.get('VIPSTUDENT')!.redemptions).toBe(0);
    expect(codes.get('VIP2023')!.validUntil!.getTime()).toBeLessThan(NOW.getTime());
    const full = codes.get('VIPFULL')!;
    expect(full.validUntil!.getTime()).toBeGreaterThan(NOW.getTime());
    expect(full.redemptions).toBe(full.maxRedemptions);
  });
});

describe('school names in French sentences', () => {
  it('takes the article French writes: de l’Université, du Collège, du Cégep, d’ before a vowel, else de', () => {
    expect(ofSchoolFr('Université McGill')).toBe('de l’Université McGill');
    expect(ofSchoolFr('Collège Dawson')).toBe('du Collège Dawson');
    expect(ofSchoolFr('Cégep du Vieux Montréal')).toBe('du Cégep du Vieux Montréal');
    expect(ofSchoolFr('École de technologie supérieure')).toBe('de l’École de technologie supérieure');
    expect(ofSchoolFr('Algonquin')).toBe('d’Algonquin');
    expect(ofSchoolFr('HEC Montréal')).toBe('de HEC Montréal');
  });
});
