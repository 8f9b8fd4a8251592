// Seeds the database: empties the catalogue, holiday event, people, site, store and membership tables and
// fills them with the deterministic data set of `buildSeedDataset` and `buildHolidayEvents`, in one
// transaction. The server calls it on first start (`isDatabaseEmpty`); `npm run db:seed` re-runs it.
import type { CategorySlug } from '@spc/domain/categories';
import { is, sql } from 'drizzle-orm';
import { type PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client.ts';
import * as catalogue from '../schema/catalogue.ts';
import * as holiday from '../schema/holiday.ts';
import * as membership from '../schema/membership.ts';
import * as people from '../schema/people.ts';
import * as site from '../schema/site.ts';
import * as store from '../schema/store.ts';
import { contentArtworkRequests, seedContent } from './content.ts';
import { buildSeedDataset } from './dataset.ts';
import { buildHolidayEvents } from './holiday-data.ts';
import { seedRewardsAccounts } from './rewards-data.ts';
import { seedFeatureFlags } from './flags-data.ts';
import { seedContestSettings } from './contests-data.ts';
import { marketingMediaRequests, seedMarketing } from './marketing-data.ts';

import { seedStudents } from './students-data.ts';
import { seedCampusAccess } from './campus-access-data.ts';
import { catalogueMediaRequests, seedMedia, type MediaRequest } from './artwork/index.ts';
import type { SeedImage } from './content/types.ts';
import { BANK_PARTNER, PARTNER_SEEDS } from './partners-data.ts';
import { forgetImages } from '../../modules/media/resolve.ts';
import { type SeedSummary, summarize } from './summary.ts';

export type { SeedSummary } from './summary.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Rows per insert statement: well under PostgreSQL's 65,535 bind parameters for the widest table. */
const BATCH_SIZE = 500;

/**
 * Every table of the catalogue, holiday event, people, site, store and membership schemas, so a table
 * added there is reset too. The store's and memberships' tables are listed themselves: the people tables' truncation
 * cascades to orders, but not to the promo, school and VIP codes, which are seeded afresh each time.
 */
const SEEDED_TABLES: PgTable[] = (
  [
    ...Object.values(catalogue),
    ...Object.values(holiday),
    ...Object.values(people),
    ...Object.values(site),
    ...Object.values(store),
    ...Object.values(membership),
  ] as unknown[]
).filter((value): value is PgTable => is(value, PgTable));

async function insertAll<TTable extends PgTable>(
  tx: Tx,
  table: TTable,
  rows: readonly PgInsertValue<TTable>[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    await tx.insert(table).values(rows.slice(start, start + BATCH_SIZE));
  }
}

const partnerCategories = new Map<string, CategorySlug>(PARTNER_SEEDS.map((seed) => [seed.name, seed.category]));

/** True when nothing has been seeded yet (no categories). */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: catalogue.categories.id }).from(catalogue.categories).limit(1);
  return rows.length === 0;
}

export interface SeedOptions {
  now?: Date;
  /** Pictures besides the catalogue's, drawn from their motif; by default the content seed's (`contentArtworkRequests()`). */
  contentImages?: readonly SeedImage[];
}

export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<SeedSummary> {
  const data = buildSeedDataset(options.now ?? new Date());
  // Pictures (issue 17 item 4): rows and SVG sources only; the variants are drawn on first request.
  const pictures: (MediaRequest | SeedImage)[] = [
    ...catalogueMediaRequests({
      categories: data.categories.map((row) => ({
        slug: row.urlName as CategorySlug,
        nameEn: row.nameEn,
        nameFr: row.nameFr,
      })),
      partners: data.partners.map((row) => ({
        name: row.partnerName,
        urlName: row.urlName,
        category: row.isBank ? BANK_PARTNER.category : (partnerCategories.get(row.partnerName) ?? 'local'),
        isBank: row.isBank ?? false,
      })),
      offers: data.builtOffers.map((offer) => ({
        offerId: offer.row.offerId,
        partnerName: offer.partner.row.partnerName,
        category: offer.partner.seed.category,
        titleEn: offer.row.titleEn,
        titleFr: offer.row.titleFr,
      })),
    }),
    ...(options.contentImages ?? contentArtworkRequests()),
    // Issue 19 item 3: the ads' and e-mail opt modals' banners.
    ...marketingMediaRequests(),
  ];
  const holidayEvents = buildHolidayEvents(data.day, data.builtOffers);
  await db.transaction(async (tx) => {
    const tables = sql.join(
      SEEDED_TABLES.map((table) => sql`${table}`),
      sql`, `,
    );
    await tx.execute(sql`truncate table ${tables} restart identity cascade`);

    await insertAll(tx, catalogue.categories, data.categories);
    await insertAll(tx, catalogue.subcategories, data.subcategories);
    await insertAll(tx, catalogue.partners, data.partners);
    await insertAll(tx, catalogue.partnerLocations, data.partnerLocations);
    await insertAll(tx, catalogue.offers, data.offers);
    await insertAll(tx, catalogue.offerSubcategories, data.offerSubcategories);
    await insertAll(tx, catalogue.offerLegal, data.offerLegal);
    await insertAll(tx, catalogue.offerCodes, data.offerCodes);

    const tagRows = await tx
      .insert(catalogue.tags)
      .values(data.tags.map((name) => ({ name })))
      .returning({ id: catalogue.tags.id, name: catalogue.tags.name });
    const tagIds = new Map(tagRows.map((tag) => [tag.name, tag.id]));
    await insertAll(
      tx,
      catalogue.offerTags,
      data.offerTags.map(({ offerId, tag }) => {
        const tagId = tagIds.get(tag);
        if (tagId === undefined) throw new Error(`Tag ${tag} was not inserted`);
        return { offerId, tagId };
      }),
    );

    await insertAll(tx, catalogue.collections, data.collections);
    await insertAll(tx, catalogue.collectionOffers, data.collectionOffers);
    await insertAll(tx, catalogue.legalTexts, data.legalTexts);
    await insertAll(tx, catalogue.contests, data.contests);
    await seedContestSettings(tx, data.contests);
    await insertAll(tx, holiday.holidayEvents, holidayEvents.holidayEvents);
    await insertAll(tx, holiday.holidayEventOffers, holidayEvents.holidayEventOffers);
    await insertAll(tx, catalogue.ads, data.ads);
    await insertAll(tx, people.cards, data.cards);
    await insertAll(tx, site.websiteMenuEntries, data.websiteMenuEntries);
    await insertAll(tx, store.promoCodes, data.promoCodes);
    await insertAll(tx, store.schoolCodes, data.schoolCodes);
    await insertAll(tx, membership.activationIncentives, data.activationIncentives);
    // The incentives carry their ids (the retail cards name them): the next one added gets the one after.
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('activation_incentives', 'id'), (select coalesce(max(id), 0) + 1 from activation_incentives), false)`,
    );
    await insertAll(tx, membership.vipCodes, data.vipCodes);
    // Issue 17: pages, FAQ, blog, careers and legal texts (their own tables, reset by seedContent).
    await seedContent(tx, options.now ?? new Date());
    // Issue 19: the embedded rewards programme's members.
    await seedRewardsAccounts(tx);
    await seedFeatureFlags(tx); // Issue 19 item 4: the feature flags.

    await seedStudents(tx); // Issue 18: schools and campuses.
    await seedCampusAccess(tx, options.now ?? new Date()); // Issue 18: code pools, events, market offers.
    await seedMarketing(tx); // Issue 19 item 3: the e-mail opt modals.
    // Issue 17: every picture's source and metadata (variants are drawn on first request: decision 021).
    await seedMedia(tx, pictures);
  });
  forgetImages(db);
  // Fresh statistics for the planner after a bulk load: PGlite has no autovacuum, so without them every
  // table looks like one row and the catalogue queries pick nested loops over seq scans (issue 24:
  // the tag search ran 8× slower). PostgreSQL's autovacuum would get there later; this is at once.
  await db.execute(sql`analyze`);
  return summarize(data);
}
