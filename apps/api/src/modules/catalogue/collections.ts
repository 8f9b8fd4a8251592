// Collections and weekly deals (spec §7 /v2/collections, /v2/collection/{id}, /v2/weekly-deals).
import { type Collection } from '@spc/domain/offers';
import {
  COLLECTION_PREVIEW_SIZE,
  type CollectionKind,
  type CollectionResponse,
  type CollectionsWithOffersResponse,
  type WeeklyDealsListResponse,
} from '@spc/domain/catalogue-responses';
import { notFound } from '../../errors.ts';
import * as repo from './repository.ts';
import { REFERENCE_TTL_MS, listedInOrder, msOrNull, type PartnersContext } from './offer-listing.ts';

export interface CollectionEntry extends Collection {
  kind: CollectionKind;
  start_date: number | null;
  end_date: number | null;
}

/** Every collection and weekly deal with the ids of its offers in order (reference data, cached). */
export function getAllCollections({ db, cache }: PartnersContext): Promise<CollectionEntry[]> {
  return cache.get('partners:collections', REFERENCE_TTL_MS, async () => {
    const { collectionRows, links } = await repo.findCollections(db);
    return collectionRows.map((collection) => ({
      id: collection.id,
      url_name: collection.urlName,
      name_en: collection.nameEn,
      name_fr: collection.nameFr,
      offer_ids: links.filter((link) => link.collectionId === collection.id).map((link) => link.offerId),
      kind: collection.kind,
      start_date: msOrNull(collection.startDate),
      end_date: msOrNull(collection.endDate),
    }));
  });
}

/** The ordinary (non-weekly) collections, in the wire shape of spec §3. */
export async function getCollections(context: PartnersContext): Promise<Collection[]> {
  return (await getAllCollections(context))
    .filter((entry) => entry.kind === 'collection')
    .map(({ id, url_name, name_en, name_fr, offer_ids }) => ({ id, url_name, name_en, name_fr, offer_ids }));
}

async function findCollectionEntry(context: PartnersContext, idOrName: string, kind: CollectionKind) {
  const entries = (await getAllCollections(context)).filter((entry) => entry.kind === kind);
  const entry = /^\d+$/.test(idOrName)
    ? entries.find((e) => e.id === Number(idOrName))
    : entries.find((e) => e.url_name === idOrName);
  if (!entry) throw notFound(kind === 'weekly' ? 'Weekly deals not found' : 'Collection not found');
  return entry;
}

/** GET /v2/collection/{id} and /v2/weekly-deals/{id}. */
export async function getCollection(
  context: PartnersContext,
  idOrName: string,
  kind: CollectionKind,
  now: Date,
): Promise<CollectionResponse> {
  const entry = await findCollectionEntry(context, idOrName, kind);
  const list = await listedInOrder(context, entry.offer_ids, now);
  return {
    collection: { ...entry, offer_ids: list.offers.map((offer) => offer.offer_id) },
    ...list,
  };
}

/** GET /v2/weekly-deals: weekly collections, the latest week first. */
export async function getWeeklyDeals(context: PartnersContext): Promise<WeeklyDealsListResponse> {
  return { weekly_deals: (await getAllCollections(context)).filter((entry) => entry.kind === 'weekly') };
}

/** GET /v4/collections: each collection with its first listed offers. */
export async function getCollectionsWithOffers(
  context: PartnersContext,
  now: Date,
): Promise<CollectionsWithOffersResponse> {
  const collections = await getCollections(context);
  const list = await listedInOrder(
    context,
    [...new Set(collections.flatMap((collection) => collection.offer_ids))],
    now,
  );
  const byId = new Map(list.offers.map((offer) => [offer.offer_id, offer]));
  return {
    collections: collections.map((collection) => {
      const offers = collection.offer_ids.flatMap((id) => byId.get(id) ?? []).slice(0, COLLECTION_PREVIEW_SIZE);
      return { ...collection, offer_ids: offers.map((offer) => offer.offer_id), offers };
    }),
    partners_by_id: list.partners_by_id,
  };
}
