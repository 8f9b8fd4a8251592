// Categories (with their subcategories), collections, weekly deals and holiday events as the staff
// console lists and edits them. Every write runs in one transaction with its audit row (the `record`
// callback the routes hand over: the staff plugin's recordStaffChange, which also empties every
// instance's caches so the public site shows the edit at once).
import { CATEGORY_SLUGS } from '@spc/domain/category-names';
import type { StaffPageQuery } from '@spc/domain/staff';
import {
  TAXONOMY_ERRORS,
  weekWindow,
  type CategoryInput,
  type CollectionInput,
  type HolidayEventInput,
  type OfferOption,
  type StaffCategory,
  type StaffCollection,
  type StaffHolidayEvent,
  type StaffWeeklyDeal,
  type WeeklyDealInput,
} from '@spc/domain/staff-taxonomy';
import type { Db } from '../../db/client.ts';
import { transaction, type Queryable } from '../../db/queryable.ts';
import { HttpError, notFound } from '../../errors.ts';
import type { StaffChange } from '../../plugins/staff.ts';
import * as repo from './repository.ts';

export interface TaxonomyDeps {
  db: Db;
}

/** Writes the audit row of a change in the write's transaction (and empties the caches). */
export type RecordChange = (change: StaffChange, tx: Queryable) => Promise<void>;

export interface Page<T> {
  rows: T[];
  total: number;
  page: number;
  per_page: number;
}

/**
 * Filters, sorts and pages a whole list. The taxonomy's lists are short (nine categories, tens of
 * collections, a weekly deal a week, a few events a year), so they are read whole, which also gives the
 * offer counts and featured offers in a handful of queries.
 */
export function pageRows<T>(
  rows: T[],
  query: StaffPageQuery,
  columns: Record<string, (row: T) => string | number>,
  searchable: (row: T) => string[],
): Page<T> {
  const needle = query.q?.toLocaleLowerCase('fr-CA');
  const filtered = needle
    ? rows.filter((row) => searchable(row).some((value) => value.toLocaleLowerCase('fr-CA').includes(needle)))
    : rows;
  const key = query.sort?.replace(/^-/, '');
  const read = key ? columns[key] : undefined;
  if (key && !read) {
    throw new HttpError(
      400,
      'VALIDATION_ERROR',
      `Sort by one of ${Object.keys(columns).join(', ')}, with "-" first for descending.`,
      'sort',
    );
  }
  const direction = query.sort?.startsWith('-') ? -1 : 1;
  const sorted = read
    ? filtered.toSorted((a, b) => {
        const x = read(a);
        const y = read(b);
        const order =
          typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'fr-CA');
        return order * direction;
      })
    : filtered;
  const start = (query.page - 1) * query.per_page;
  return {
    rows: sorted.slice(start, start + query.per_page),
    total: filtered.length,
    page: query.page,
    per_page: query.per_page,
  };
}

/** The spec's nine categories: the header, the search and bookmarks link to their url names. */
function isFixedCategory(urlName: string): boolean {
  return (CATEGORY_SLUGS as readonly string[]).includes(urlName);
}

function categoryFixed(): HttpError {
  return new HttpError(409, 'CATEGORY_FIXED', TAXONOMY_ERRORS.CATEGORY_FIXED, 'url_name');
}

function urlNameTaken(): HttpError {
  return new HttpError(409, 'URL_NAME_TAKEN', TAXONOMY_ERRORS.URL_NAME_TAKEN, 'url_name');
}

const plural = (count: number, one: string, other: string) => `${count} ${count === 1 ? one : other}`;

// ---------------------------------------------------------------------------------------------------
// Categories

async function loadCategories(db: Queryable, ids?: number[]): Promise<StaffCategory[]> {
  const { categoryRows, subcategoryRows, offerCounts, subcategoryCounts } = await repo.findCategories(db, ids);
  const offersIn = new Map(offerCounts.map((row) => [row.categoryId, row.count]));
  const tagged = new Map(subcategoryCounts.map((row) => [row.subcategoryId, row.count]));
  return categoryRows.map((category) => ({
    id: category.id,
    url_name: category.urlName,
    name_en: category.nameEn,
    name_fr: category.nameFr,
    sort_order: category.sortOrder,
    offer_count: offersIn.get(category.id) ?? 0,
    subcategories: subcategoryRows
      .filter((sub) => sub.categoryId === category.id)
      .map((sub) => ({
        id: sub.id,
        url_name: sub.urlName,
        name_en: sub.nameEn,
        name_fr: sub.nameFr,
        offer_count: tagged.get(sub.id) ?? 0,
      })),
  }));
}

export async function listCategories({ db }: TaxonomyDeps, query: StaffPageQuery): Promise<Page<StaffCategory>> {
  return pageRows(
    await loadCategories(db),
    query,
    {
      id: (row) => row.id,
      url_name: (row) => row.url_name,
      name_en: (row) => row.name_en,
      name_fr: (row) => row.name_fr,
      sort_order: (row) => row.sort_order,
      offer_count: (row) => row.offer_count,
    },
    (row) => [
      row.url_name,
      row.name_en,
      row.name_fr,
      ...row.subcategories.flatMap((sub) => [sub.name_en, sub.name_fr]),
    ],
  );
}

async function categoryOr404(db: Queryable, id: number): Promise<StaffCategory> {
  const [category] = await loadCategories(db, [id]);
  if (!category) throw notFound('Category not found');
  return category;
}

export function getCategory({ db }: TaxonomyDeps, id: number): Promise<StaffCategory> {
  return categoryOr404(db, id);
}

/** Adds, renames and removes the category's subcategories to match `input` (a used one stays: 409). */
async function syncSubcategories(
  tx: Queryable,
  categoryId: number,
  before: StaffCategory | undefined,
  input: CategoryInput,
) {
  const existing = new Map((before?.subcategories ?? []).map((sub) => [sub.id, sub]));
  for (const sub of input.subcategories) {
    if (sub.id !== undefined && !existing.has(sub.id)) {
      throw new HttpError(400, 'UNKNOWN_SUBCATEGORY', TAXONOMY_ERRORS.UNKNOWN_SUBCATEGORY, 'subcategories');
    }
  }
  const kept = new Set(input.subcategories.flatMap((sub) => (sub.id === undefined ? [] : [sub.id])));
  const removed = [...existing.keys()].filter((id) => !kept.has(id));
  const inUse = await repo.countOffersWithSubcategories(tx, removed);
  if (inUse > 0) {
    throw new HttpError(
      409,
      'SUBCATEGORY_IN_USE',
      `${TAXONOMY_ERRORS.SUBCATEGORY_IN_USE} (${plural(inUse, 'offer uses', 'offers use')} them.)`,
      'subcategories',
    );
  }
  await repo.deleteSubcategories(tx, removed);
  const renamed = input.subcategories.filter(
    (sub) => sub.id !== undefined && existing.get(sub.id)?.url_name !== sub.url_name,
  );
  // Two subcategories swapping url names would collide half-way: the renamed ones step aside first.
  for (const sub of renamed) {
    const current = existing.get(sub.id!)!;
    await repo.updateSubcategory(tx, sub.id!, {
      urlName: `~${sub.id}`,
      nameEn: current.name_en,
      nameFr: current.name_fr,
    });
  }
  for (const sub of input.subcategories) {
    if (sub.id !== undefined) {
      await repo.updateSubcategory(tx, sub.id, { urlName: sub.url_name, nameEn: sub.name_en, nameFr: sub.name_fr });
    }
  }
  const added = input.subcategories.filter((sub) => sub.id === undefined);
  if (added.length > 0) {
    const first = await repo.nextIdOf(tx, 'subcategories');
    await repo.insertSubcategories(
      tx,
      added.map((sub, index) => ({
        id: first + index,
        categoryId,
        urlName: sub.url_name,
        nameEn: sub.name_en,
        nameFr: sub.name_fr,
      })),
    );
  }
}

export async function createCategory(
  { db }: TaxonomyDeps,
  input: CategoryInput,
  record: RecordChange,
): Promise<StaffCategory> {
  return transaction(db, async (tx) => {
    if (await repo.urlNameTaken(tx, repo.idColumns.categories[0], input.url_name)) throw urlNameTaken();
    const id = await repo.nextIdOf(tx, 'categories');
    await repo.insertCategory(tx, {
      id,
      urlName: input.url_name,
      nameEn: input.name_en,
      nameFr: input.name_fr,
      sortOrder: input.sort_order,
    });
    await syncSubcategories(tx, id, undefined, input);
    const after = await categoryOr404(tx, id);
    await record(
      {
        action: 'create',
        entity: 'category',
        entityId: id,
        summary: `Created category ${id} (${input.name_en})`,
        after,
      },
      tx,
    );
    return after;
  });
}

export async function updateCategory(
  { db }: TaxonomyDeps,
  id: number,
  input: CategoryInput,
  record: RecordChange,
): Promise<StaffCategory> {
  return transaction(db, async (tx) => {
    const before = await categoryOr404(tx, id);
    if (isFixedCategory(before.url_name) && input.url_name !== before.url_name) throw categoryFixed();
    if (await repo.urlNameTaken(tx, repo.idColumns.categories[0], input.url_name, id)) throw urlNameTaken();
    await repo.updateCategory(tx, id, {
      urlName: input.url_name,
      nameEn: input.name_en,
      nameFr: input.name_fr,
      sortOrder: input.sort_order,
    });
    await syncSubcategories(tx, id, before, input);
    const after = await categoryOr404(tx, id);
    await record(
      {
        action: 'update',
        entity: 'category',
        entityId: id,
        summary: `Edited category ${id} (${input.name_en})`,
        before,
        after,
      },
      tx,
    );
    return after;
  });
}

export async function deleteCategory({ db }: TaxonomyDeps, id: number, record: RecordChange): Promise<void> {
  await transaction(db, async (tx) => {
    const before = await categoryOr404(tx, id);
    if (isFixedCategory(before.url_name)) throw categoryFixed();
    const inUse = await repo.countOffersInCategory(tx, id);
    const tagged = await repo.countOffersWithSubcategories(
      tx,
      before.subcategories.map((sub) => sub.id),
    );
    if (inUse > 0 || tagged > 0) {
      throw new HttpError(
        409,
        'CATEGORY_IN_USE',
        `This category still has ${plural(Math.max(inUse, tagged), 'offer', 'offers')}. Move ${inUse + tagged === 1 ? 'it' : 'them'} to another category before deleting it.`,
      );
    }
    await repo.deleteCategory(tx, id);
    await record(
      {
        action: 'delete',
        entity: 'category',
        entityId: id,
        summary: `Deleted category ${id} (${before.name_en})`,
        before,
      },
      tx,
    );
  });
}

// ---------------------------------------------------------------------------------------------------
// Offers a collection, weekly deal or event features

function offerOption(row: Awaited<ReturnType<typeof repo.findOfferOptions>>[number]): OfferOption {
  return {
    offer_id: row.offerId,
    title_en: row.titleEn,
    title_fr: row.titleFr,
    partner_name: row.partnerName,
    status: row.status,
  };
}

/** The offers of `ids` in that order; a missing one is a 400 naming it. */
async function featuredOffers(db: Queryable, ids: number[]): Promise<OfferOption[]> {
  const byId = new Map((await repo.findOfferOptions(db, ids)).map((row) => [row.offerId, offerOption(row)]));
  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length > 0) {
    throw new HttpError(
      400,
      'UNKNOWN_OFFER',
      `${TAXONOMY_ERRORS.UNKNOWN_OFFER} (${missing.length === 1 ? 'offer' : 'offers'} ${missing.join(', ')})`,
      'offer_ids',
    );
  }
  return ids.map((id) => byId.get(id)!);
}

/** Options for the forms' offer picker. */
export async function searchOfferOptions({ db }: TaxonomyDeps, q: string): Promise<OfferOption[]> {
  return (await repo.searchOfferOptions(db, q, 20)).map(offerOption);
}

async function offersOf(db: Queryable, links: { offerIds: number[] }[]): Promise<Map<number, OfferOption>> {
  const ids = [...new Set(links.flatMap((link) => link.offerIds))];
  return new Map((await repo.findOfferOptions(db, ids)).map((row) => [row.offerId, offerOption(row)]));
}

// ---------------------------------------------------------------------------------------------------
// Collections and weekly deals (one table; weekly deals are dated by their week)

async function loadCollections(db: Queryable, kind: 'collection' | 'weekly', id?: number) {
  const { rows, links } = await repo.findCollections(db, kind, id);
  const idsOf = (collectionId: number) =>
    links.filter((link) => link.collectionId === collectionId).map((link) => link.offerId);
  const offers = await offersOf(
    db,
    rows.map((row) => ({ offerIds: idsOf(row.id) })),
  );
  return rows.map((row) => {
    const offerIds = idsOf(row.id);
    const base: StaffCollection = {
      id: row.id,
      url_name: row.urlName,
      name_en: row.nameEn,
      name_fr: row.nameFr,
      sort_order: row.sortOrder,
      offer_ids: offerIds,
      offers: offerIds.flatMap((offerId) => offers.get(offerId) ?? []),
    };
    const start = row.startDate?.getTime() ?? 0;
    const weekly: StaffWeeklyDeal = {
      ...base,
      week_start: new Date(start).toISOString().slice(0, 10),
      start_date: start,
      end_date: row.endDate?.getTime() ?? start,
    };
    return { base, weekly };
  });
}

const collectionColumns = {
  id: (row: StaffCollection) => row.id,
  url_name: (row: StaffCollection) => row.url_name,
  name_en: (row: StaffCollection) => row.name_en,
  name_fr: (row: StaffCollection) => row.name_fr,
  sort_order: (row: StaffCollection) => row.sort_order,
  offer_count: (row: StaffCollection) => row.offer_ids.length,
};
const collectionText = (row: StaffCollection) => [row.url_name, row.name_en, row.name_fr];

export async function listCollections({ db }: TaxonomyDeps, query: StaffPageQuery): Promise<Page<StaffCollection>> {
  const rows = (await loadCollections(db, 'collection')).map((entry) => entry.base);
  return pageRows(rows, query, collectionColumns, collectionText);
}

export async function listWeeklyDeals({ db }: TaxonomyDeps, query: StaffPageQuery): Promise<Page<StaffWeeklyDeal>> {
  const rows = (await loadCollections(db, 'weekly')).map((entry) => entry.weekly);
  // The latest week first unless asked otherwise.
  return pageRows(
    rows,
    { ...query, sort: query.sort ?? '-week_start' },
    { ...collectionColumns, week_start: (row) => row.week_start },
    collectionText,
  );
}

async function collectionOr404(db: Queryable, kind: 'collection' | 'weekly', id: number) {
  const [entry] = await loadCollections(db, kind, id);
  if (!entry) throw notFound(kind === 'weekly' ? 'Weekly deal not found' : 'Collection not found');
  return entry;
}

export async function getCollection({ db }: TaxonomyDeps, id: number): Promise<StaffCollection> {
  return (await collectionOr404(db, 'collection', id)).base;
}

export async function getWeeklyDeal({ db }: TaxonomyDeps, id: number): Promise<StaffWeeklyDeal> {
  return (await collectionOr404(db, 'weekly', id)).weekly;
}

type CollectionWrite = { kind: 'collection'; input: CollectionInput } | { kind: 'weekly'; input: WeeklyDealInput };

function collectionFields(write: CollectionWrite) {
  const { input } = write;
  const window = write.kind === 'weekly' ? weekWindow(write.input.week_start) : undefined;
  return {
    urlName: input.url_name,
    nameEn: input.name_en,
    nameFr: input.name_fr,
    sortOrder: input.sort_order,
    startDate: window ? new Date(window.start) : null,
    endDate: window ? new Date(window.end) : null,
  };
}

const entityOf = (kind: 'collection' | 'weekly') => (kind === 'weekly' ? 'weekly-deal' : 'collection');
const shown = (kind: 'collection' | 'weekly', entry: { base: StaffCollection; weekly: StaffWeeklyDeal }) =>
  kind === 'weekly' ? entry.weekly : entry.base;

async function createCollectionOf({ db }: TaxonomyDeps, write: CollectionWrite, record: RecordChange) {
  return transaction(db, async (tx) => {
    await featuredOffers(tx, write.input.offer_ids);
    if (await repo.urlNameTaken(tx, repo.idColumns.collections[0], write.input.url_name)) throw urlNameTaken();
    const id = await repo.nextIdOf(tx, 'collections');
    await repo.insertCollection(tx, { id, kind: write.kind, ...collectionFields(write) });
    await repo.replaceCollectionOffers(tx, id, write.input.offer_ids);
    const after = shown(write.kind, await collectionOr404(tx, write.kind, id));
    await record(
      {
        action: 'create',
        entity: entityOf(write.kind),
        entityId: id,
        summary: `Created ${write.kind === 'weekly' ? 'weekly deal' : 'collection'} ${id} (${write.input.name_en})`,
        after,
      },
      tx,
    );
    return after;
  });
}

async function updateCollectionOf({ db }: TaxonomyDeps, id: number, write: CollectionWrite, record: RecordChange) {
  return transaction(db, async (tx) => {
    const before = shown(write.kind, await collectionOr404(tx, write.kind, id));
    await featuredOffers(tx, write.input.offer_ids);
    if (await repo.urlNameTaken(tx, repo.idColumns.collections[0], write.input.url_name, id)) throw urlNameTaken();
    await repo.updateCollection(tx, id, collectionFields(write));
    await repo.replaceCollectionOffers(tx, id, write.input.offer_ids);
    const after = shown(write.kind, await collectionOr404(tx, write.kind, id));
    await record(
      {
        action: 'update',
        entity: entityOf(write.kind),
        entityId: id,
        summary: `Edited ${write.kind === 'weekly' ? 'weekly deal' : 'collection'} ${id} (${write.input.name_en})`,
        before,
        after,
      },
      tx,
    );
    return after;
  });
}

async function deleteCollectionOf(
  { db }: TaxonomyDeps,
  kind: 'collection' | 'weekly',
  id: number,
  record: RecordChange,
) {
  await transaction(db, async (tx) => {
    const before = shown(kind, await collectionOr404(tx, kind, id));
    // Its offers stay; only their place in it goes (cascade).
    await repo.deleteCollection(tx, id);
    await record(
      {
        action: 'delete',
        entity: entityOf(kind),
        entityId: id,
        summary: `Deleted ${kind === 'weekly' ? 'weekly deal' : 'collection'} ${id} (${before.name_en})`,
        before,
      },
      tx,
    );
  });
}

export const createCollection = (deps: TaxonomyDeps, input: CollectionInput, record: RecordChange) =>
  createCollectionOf(deps, { kind: 'collection', input }, record);
export const updateCollection = (deps: TaxonomyDeps, id: number, input: CollectionInput, record: RecordChange) =>
  updateCollectionOf(deps, id, { kind: 'collection', input }, record);
export const deleteCollection = (deps: TaxonomyDeps, id: number, record: RecordChange) =>
  deleteCollectionOf(deps, 'collection', id, record);
export const createWeeklyDeal = (deps: TaxonomyDeps, input: WeeklyDealInput, record: RecordChange) =>
  createCollectionOf(deps, { kind: 'weekly', input }, record) as Promise<StaffWeeklyDeal>;
export const updateWeeklyDeal = (deps: TaxonomyDeps, id: number, input: WeeklyDealInput, record: RecordChange) =>
  updateCollectionOf(deps, id, { kind: 'weekly', input }, record) as Promise<StaffWeeklyDeal>;
export const deleteWeeklyDeal = (deps: TaxonomyDeps, id: number, record: RecordChange) =>
  deleteCollectionOf(deps, 'weekly', id, record);

// ---------------------------------------------------------------------------------------------------
// Holiday events

async function loadHolidayEvents(db: Queryable, id?: number): Promise<StaffHolidayEvent[]> {
  const { rows, links } = await repo.findHolidayEvents(db, id);
  const idsOf = (eventId: number) => links.filter((link) => link.eventId === eventId).map((link) => link.offerId);
  const offers = await offersOf(
    db,
    rows.map((row) => ({ offerIds: idsOf(row.id) })),
  );
  return rows.map((row) => ({
    id: row.id,
    url_name: row.urlName,
    title_en: row.titleEn,
    title_fr: row.titleFr,
    description_en: row.descriptionEn,
    description_fr: row.descriptionFr,
    start_date: row.startDate.getTime(),
    end_date: row.endDate.getTime(),
    offer_ids: idsOf(row.id),
    offers: idsOf(row.id).flatMap((offerId) => offers.get(offerId) ?? []),
  }));
}

export async function listHolidayEvents({ db }: TaxonomyDeps, query: StaffPageQuery): Promise<Page<StaffHolidayEvent>> {
  return pageRows(
    await loadHolidayEvents(db),
    { ...query, sort: query.sort ?? '-start_date' },
    {
      id: (row) => row.id,
      url_name: (row) => row.url_name,
      title_en: (row) => row.title_en,
      title_fr: (row) => row.title_fr,
      start_date: (row) => row.start_date,
      end_date: (row) => row.end_date,
      offer_count: (row) => row.offer_ids.length,
    },
    (row) => [row.url_name, row.title_en, row.title_fr],
  );
}

async function holidayEventOr404(db: Queryable, id: number): Promise<StaffHolidayEvent> {
  const [event] = await loadHolidayEvents(db, id);
  if (!event) throw notFound('Holiday event not found');
  return event;
}

export function getHolidayEvent({ db }: TaxonomyDeps, id: number): Promise<StaffHolidayEvent> {
  return holidayEventOr404(db, id);
}

function holidayEventFields(input: HolidayEventInput) {
  return {
    urlName: input.url_name,
    titleEn: input.title_en,
    titleFr: input.title_fr,
    descriptionEn: input.description_en,
    descriptionFr: input.description_fr,
    startDate: new Date(input.start_date),
    endDate: new Date(input.end_date),
  };
}

export async function createHolidayEvent(
  { db }: TaxonomyDeps,
  input: HolidayEventInput,
  record: RecordChange,
): Promise<StaffHolidayEvent> {
  return transaction(db, async (tx) => {
    await featuredOffers(tx, input.offer_ids);
    if (await repo.urlNameTaken(tx, repo.idColumns.holidayEvents[0], input.url_name)) throw urlNameTaken();
    const id = await repo.nextIdOf(tx, 'holidayEvents');
    await repo.insertHolidayEvent(tx, { id, ...holidayEventFields(input) });
    await repo.replaceHolidayEventOffers(tx, id, input.offer_ids);
    const after = await holidayEventOr404(tx, id);
    await record(
      {
        action: 'create',
        entity: 'holiday-event',
        entityId: id,
        summary: `Created holiday event ${id} (${input.title_en})`,
        after,
      },
      tx,
    );
    return after;
  });
}

export async function updateHolidayEvent(
  { db }: TaxonomyDeps,
  id: number,
  input: HolidayEventInput,
  record: RecordChange,
): Promise<StaffHolidayEvent> {
  return transaction(db, async (tx) => {
    const before = await holidayEventOr404(tx, id);
    await featuredOffers(tx, input.offer_ids);
    if (await repo.urlNameTaken(tx, repo.idColumns.holidayEvents[0], input.url_name, id)) throw urlNameTaken();
    await repo.updateHolidayEvent(tx, id, holidayEventFields(input));
    await repo.replaceHolidayEventOffers(tx, id, input.offer_ids);
    const after = await holidayEventOr404(tx, id);
    await record(
      {
        action: 'update',
        entity: 'holiday-event',
        entityId: id,
        summary: `Edited holiday event ${id} (${input.title_en})`,
        before,
        after,
      },
      tx,
    );
    return after;
  });
}

export async function deleteHolidayEvent({ db }: TaxonomyDeps, id: number, record: RecordChange): Promise<void> {
  await transaction(db, async (tx) => {
    const before = await holidayEventOr404(tx, id);
    await repo.deleteHolidayEvent(tx, id);
    await record(
      {
        action: 'delete',
        entity: 'holiday-event',
        entityId: id,
        summary: `Deleted holiday event ${id} (${before.title_en})`,
        before,
      },
      tx,
    );
  });
}
