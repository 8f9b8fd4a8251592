// The offer page (spec §7 /v2/offers/{id}): the offer, its partner and stores, its legal text, the
// partner's other offers and related ones.
import {
  type OfferLegal,
  type OfferPageResponse,
  type PartnerDetail,
  type PartnerOffersResponse,
  type Store,
} from '@spc/domain/catalogue-responses';
import { OFFER_ERRORS } from '@spc/domain/errors';
import type { Point } from '@spc/domain/location';
import { notFound, offerUnavailable } from '../../errors.ts';
import * as repo from './repository.ts';
import { attachPictures, listOffers, partnerLogoPath, toOffer, type PartnersContext } from './offer-listing.ts';

const RELATED_OFFERS = 12;
const PARTNER_OFFERS_MAX = 100;
const STORES_ON_OFFER_PAGE = 20;

/** GET /v2/offers/{id}: the offer page, or the spec's offer errors naming the partner. */
export async function getOfferPage(
  context: PartnersContext,
  offerId: number,
  point: Point | undefined,
  now: Date,
  /** The staff console's preview (issue 20): the page's data even while scheduled, expired or delisted. */
  { preview = false }: { preview?: boolean } = {},
): Promise<OfferPageResponse> {
  const row = await repo.findOfferForPage(context.db, offerId);
  if (!row) throw notFound(OFFER_ERRORS.notFound);
  const unavailable = preview ? undefined : offerUnavailable(row, now);
  if (unavailable) throw unavailable;
  const [detail, stores] = await Promise.all([
    repo.findPartnerDetail(context.db, { partnerId: row.partnerId }),
    repo.findPartnerStores(context.db, row.partnerId, point, STORES_ON_OFFER_PAGE),
  ]);
  if (!detail) throw notFound(OFFER_ERRORS.notFound);
  const storeList = stores.map(toStore);
  const nearest = storeList[0]?.distance_km;
  const offer = toOffer({ ...row, distanceKm: row.inStore && nearest !== undefined ? nearest : null });
  const partner = toPartnerDetail(detail);
  await attachPictures(context.db, [offer], [partner]);
  return {
    id: offer.offer_id,
    partner,
    legal: { offer_id: offer.offer_id, legal_en: row.legalEn ?? '', legal_fr: row.legalFr ?? '' },
    offer,
    stores: storeList,
  };
}

function toStore(row: Awaited<ReturnType<typeof repo.findPartnerStores>>[number]): Store {
  const store: Store = {
    id: row.id,
    address: row.address,
    city: row.city,
    province: row.province,
    postal_code: row.postalCode,
    lat: row.lat,
    lon: row.lon,
  };
  if (row.distanceKm !== null) store.distance_km = row.distanceKm;
  return store;
}

function toPartnerDetail(row: repo.PartnerDetailRow): PartnerDetail {
  return {
    partner_id: row.partnerId,
    partner_name: row.partnerName,
    url_name: row.urlName,
    logo_url: partnerLogoPath(row.partnerId),
    website_url: row.websiteUrl,
    description_en: row.descriptionEn,
    description_fr: row.descriptionFr,
    is_bank: row.isBank,
    logo: null,
  };
}

/** GET /offerLegal. */
export async function getOfferLegal({ db }: PartnersContext, offerId: number): Promise<OfferLegal> {
  const row = await repo.findOfferLegal(db, offerId);
  if (!row) throw notFound(OFFER_ERRORS.notFound);
  return { offer_id: row.offerId, legal_en: row.legalEn, legal_fr: row.legalFr };
}

/** GET /v2/offers/partner/{id}: a partner (id or url name) and its listed offers. */
export async function getPartnerOffers(
  context: PartnersContext,
  idOrName: string,
  now: Date,
): Promise<PartnerOffersResponse> {
  const detail = await repo.findPartnerDetail(
    context.db,
    /^\d+$/.test(idOrName) ? { partnerId: Number(idOrName) } : { urlName: idOrName },
  );
  if (!detail) throw notFound('Partner not found');
  const list = await listOffers(context, now, {
    partnerId: detail.partnerId,
    sort: 'views',
    limit: PARTNER_OFFERS_MAX,
  });
  return { partner: toPartnerDetail(detail), ...list };
}

async function offerKey(context: PartnersContext, offerId: number) {
  const key = await repo.findOfferKey(context.db, offerId);
  if (!key) throw notFound(OFFER_ERRORS.notFound);
  return key;
}

/** GET /offer/{id}/partner/offers: the same partner's other listed offers. */
export async function getOtherPartnerOffers(context: PartnersContext, offerId: number, now: Date) {
  const key = await offerKey(context, offerId);
  return listOffers(context, now, {
    partnerId: key.partnerId,
    excludeOfferId: offerId,
    sort: 'views',
    limit: PARTNER_OFFERS_MAX,
  });
}

/** GET /offer/{id}/related/offers: the most viewed listed offers of the same category, not this one. */
export async function getRelatedOffers(context: PartnersContext, offerId: number, now: Date) {
  const key = await offerKey(context, offerId);
  return listOffers(context, now, {
    categoryId: key.categoryId,
    excludeOfferId: offerId,
    sort: 'views',
    limit: RELATED_OFFERS,
  });
}
