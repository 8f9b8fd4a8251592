// Catalogue listings every area shares: an offer row in the spec's shape, the partners of a page, one
// page of offers (counted, located) and offers in a given order.
import { type Offer, type OfferFilter, type Partner } from '@spc/domain/offers';
import {
  type OffersListResponse,
  type OffersPageQuery,
  type OffersPageResponse,
} from '@spc/domain/catalogue-responses';
import type { Cache } from '../../cache.ts';
import type { Db } from '../../db/client.ts';
import type { Geocoder } from '../../adapters/geocoding/geocoder.ts';
import { mediaKeys, resolveImages } from '../media/service.ts';
import * as repo from './repository.ts';
import { type Location } from './location.ts';

export interface PartnersContext {
  db: Db;
  cache: Cache;
  geocoder: Geocoder;
}
/** Reference data (categories, collections, contests, ads, legal) is re-read at most once a minute. */
export const REFERENCE_TTL_MS = 60_000;

export const ms = (date: Date) => date.getTime();
export const msOrNull = (date: Date | null) => (date ? date.getTime() : null);

export function toOffer(row: repo.OfferRow & { distanceKm?: number | null }): Offer {
  const offer: Offer = {
    offer_id: row.offerId,
    partner_id: row.partnerId,
    partner_name: row.partnerName,
    title_en: row.titleEn,
    title_fr: row.titleFr,
    description_en: row.descriptionEn,
    description_fr: row.descriptionFr,
    category: row.categoryId,
    online: row.online,
    in_store: row.inStore,
    is_spc_plus: row.isSpcPlus,
    is_verified_students_only: row.verifiedStudentsOnly,
    is_limited_time: row.isLimitedTime,
    lto_start_date: msOrNull(row.ltoStartDate),
    lto_end_date: msOrNull(row.ltoEndDate),
    is_new_offer: row.isNewOffer,
    is_new_partner: row.isNewPartner,
    subcategory_ids: row.subcategoryIds.map(Number),
    views: row.views,
    discount_rank: row.discountRank,
    start_date: ms(row.startDate),
    end_date: msOrNull(row.endDate),
    code_type: row.codeType,
    display_kind: row.displayKind,
    // Filled by attachPictures (one query for a whole list).
    cover: null,
  };
  if (row.distanceKm !== undefined && row.distanceKm !== null) offer.distance_km = row.distanceKm;
  return offer;
}

export const partnerLogoPath = (partnerId: number) => `/api/partners/v2/partners/${partnerId}/logo.svg`;

const isPartnerList = (partners: Record<string, Partner> | readonly Partner[]): partners is readonly Partner[] =>
  Array.isArray(partners);

/**
 * Fills the pictures of a list (issue 17 item 4): each offer's cover and each partner's logo, from the
 * media table in one lookup; `logo_url` then names the logo picture too (older clients).
 */
export async function attachPictures(
  db: Db,
  offers: readonly Offer[],
  partners: Record<string, Partner> | readonly Partner[],
): Promise<void> {
  const partnerList: readonly Partner[] = isPartnerList(partners) ? partners : Object.values(partners);
  const images = await resolveImages(db, [
    ...offers.map((offer) => mediaKeys.offerCover(offer.offer_id)),
    ...partnerList.map((partner) => mediaKeys.partnerLogo(partner.url_name)),
  ]);
  for (const offer of offers) offer.cover = images.get(mediaKeys.offerCover(offer.offer_id)) ?? null;
  for (const partner of partnerList) {
    const logo = images.get(mediaKeys.partnerLogo(partner.url_name)) ?? null;
    partner.logo = logo;
    if (logo) partner.logo_url = logo.src;
  }
}

/** The partners among `partnerIds`, by id, with their logos. */
export async function partnersById(db: Db, partnerIds: Iterable<number>): Promise<Record<string, Partner>> {
  const rows = await repo.findPartnersByIds(db, [...new Set(partnerIds)]);
  const partners = partnersOf(rows);
  await attachPictures(db, [], partners);
  return partners;
}

/** The covers of offers made by `toOffer` outside a listing (saved lists, memberships). */
export const withCovers = async (db: Db, offers: Offer[]): Promise<Offer[]> => {
  await attachPictures(db, offers, []);
  return offers;
};

/** The partners of rows that carry them, by id. */
function partnersOf(
  rows: readonly { partnerId: number; partnerName: string; urlName: string; websiteUrl: string | null }[],
): Record<string, Partner> {
  const result: Record<string, Partner> = {};
  for (const row of rows) {
    result[String(row.partnerId)] = {
      partner_id: row.partnerId,
      partner_name: row.partnerName,
      url_name: row.urlName,
      logo_url: partnerLogoPath(row.partnerId),
      website_url: row.websiteUrl,
      logo: null,
    };
  }
  return result;
}

/** The partners of a listing's rows, read off the rows themselves (the listing query joins them). */
function partnersOfListing(rows: readonly repo.ListedOfferRow[]): Record<string, Partner> {
  return partnersOf(
    rows.map((row) => ({
      partnerId: row.partnerId,
      partnerName: row.partnerName,
      urlName: row.partnerUrlName,
      websiteUrl: row.partnerWebsiteUrl,
    })),
  );
}

/** Totals are counted at most once a minute per selection: counting scans every listed offer. */
const TOTAL_TTL_MS = 60_000;

/**
 * A page of listed offers with the total of its selection. The page is always fresh; the total may
 * be up to a minute old, which paging tolerates and which keeps a large catalogue fast.
 */
async function findOffersPageCounted(context: PartnersContext, query: repo.OfferQuery) {
  const { now, sort: _sort, limit: _limit, offset: _offset, withTotal: _withTotal, ...selection } = query;
  const key = `partners:total:${JSON.stringify(selection)}`;
  const [page, total] = await Promise.all([
    repo.findOffersPage(context.db, { ...query, withTotal: false }),
    context.cache.get(key, TOTAL_TTL_MS, () => repo.countOffers(context.db, { ...selection, now })),
  ]);
  return { rows: page.rows, total };
}

type PageParams = Pick<
  OffersPageQuery,
  'current_page' | 'page_size' | 'sort_by' | 'offer_filters' | 'subcategory_filters'
>;

/** One page of listed offers with their partners and paging, for every paged listing. */
export async function queryOffersPage(
  context: PartnersContext,
  query: PageParams,
  now: Date,
  scope: Pick<repo.OfferQuery, 'categoryId' | 'tagIds' | 'near'> & { extraFilters?: OfferFilter[] },
  location: Location | null,
): Promise<OffersPageResponse> {
  const pageSize = query.page_size;
  const filters = [...new Set([...(query.offer_filters ?? []), ...(scope.extraFilters ?? [])])];
  const page = await findOffersPageCounted(context, {
    now,
    filters,
    subcategoryIds: query.subcategory_filters ?? [],
    ...(scope.categoryId !== undefined && { categoryId: scope.categoryId }),
    ...(scope.tagIds !== undefined && { tagIds: scope.tagIds }),
    ...(location && { near: location.near }),
    sort: query.sort_by,
    limit: pageSize,
    offset: (query.current_page - 1) * pageSize,
  });
  const offers = page.rows.map(toOffer);
  const partners = partnersOfListing(page.rows);
  await attachPictures(context.db, offers, partners);
  return {
    offers,
    partners_by_id: partners,
    current_page: query.current_page,
    page_size: pageSize,
    total_count: page.total,
    total_pages: Math.max(1, Math.ceil(page.total / pageSize)),
    location: location?.resolved ?? null,
  };
}

/** A short list of listed offers (no paging, no total), with their partners. */
export async function listOffers(
  context: PartnersContext,
  now: Date,
  scope: Omit<repo.OfferQuery, 'now' | 'filters' | 'subcategoryIds' | 'offset' | 'withTotal'> & {
    filters?: OfferFilter[];
  },
): Promise<OffersListResponse> {
  const { rows } = await repo.findOffersPage(context.db, {
    now,
    filters: [],
    subcategoryIds: [],
    offset: 0,
    withTotal: false,
    ...scope,
  });
  const offers = rows.map(toOffer);
  const partners = partnersOfListing(rows);
  await attachPictures(context.db, offers, partners);
  return { offers, partners_by_id: partners };
}

/** The listed offers among `ids`, in that order (collections here, holiday events in the careers module). */
export async function listedInOrder(context: PartnersContext, ids: readonly number[], now: Date) {
  if (ids.length === 0) return { offers: [] as Offer[], partners_by_id: {} };
  const list = await listOffers(context, now, { offerIds: ids, sort: 'views', limit: ids.length });
  const byId = new Map(list.offers.map((offer) => [offer.offer_id, offer]));
  return {
    offers: ids.flatMap((id) => byId.get(id) ?? []),
    partners_by_id: list.partners_by_id,
  };
}
