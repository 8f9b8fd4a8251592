// Offer rules without zod (spec §3 "Code types", §4 "Offers" filters and sorts): what the web's first page
// needs, kept apart from the schemas in offers.ts (which re-exports all of this) so zod stays off it.
export const CODE_TYPES = ['static', 'generated', 'upload_unique', 'upload_random'] as const;
export type CodeType = (typeof CODE_TYPES)[number];
export const DISPLAY_KINDS = ['no_code', 'card_number', 'random', 'unique', 'static'] as const;
export type DisplayKind = (typeof DISPLAY_KINDS)[number];
export const OFFER_STATUSES = ['active', 'delisted'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

export const OFFER_FILTERS = ['online', 'instore', 'spc_plus', 'lto', 'new'] as const;
export type OfferFilter = (typeof OFFER_FILTERS)[number];
export const OFFER_SORTS = ['views', 'most_redeemed', 'highest_discount', 'alphabetical', 'new'] as const;
export type OfferSort = (typeof OFFER_SORTS)[number];
export const DEFAULT_OFFER_SORT: OfferSort = 'views';

/**
 * The fields of an offer (`Offer`, offers.ts) these rules read. Written here, not imported, so the rules
 * do not depend on the schemas that re-export them; every `Offer` has them.
 */
export interface OfferFields {
  offer_id: number;
  partner_name: string;
  online: boolean;
  in_store: boolean;
  is_spc_plus: boolean;
  is_limited_time: boolean;
  lto_start_date: number | null;
  lto_end_date: number | null;
  is_new_offer: boolean;
  views: number;
  discount_rank: number;
  start_date: number;
  distance_km?: number | undefined;
}
/** Splits a comma-separated query value ("online,new") into its trimmed, non-empty parts. */
export function splitList(value: string): string[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}
/** The key offers sort on alphabetically: case- and accent-insensitive, compared by code unit. */
export function partnerSortKey(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Whether a limited-time offer's window contains `now` (epoch ms). */
export function isWithinLtoWindow(
  offer: Pick<OfferFields, 'is_limited_time' | 'lto_start_date' | 'lto_end_date'>,
  now: number,
): boolean {
  return (
    offer.is_limited_time &&
    offer.lto_start_date !== null &&
    offer.lto_end_date !== null &&
    offer.lto_start_date <= now &&
    now <= offer.lto_end_date
  );
}

/** Every selected filter must hold (spec §4 "Offers"). */
export function matchesOfferFilters(offer: OfferFields, filters: readonly OfferFilter[], now: number): boolean {
  return filters.every((filter) => {
    switch (filter) {
      case 'online':
        return offer.online;
      case 'instore':
        return offer.in_store;
      case 'spc_plus':
        return offer.is_spc_plus;
      case 'lto':
        return isWithinLtoWindow(offer, now);
      case 'new':
        return offer.is_new_offer;
    }
  });
}

const byNumberDesc = (a: number, b: number) => b - a;
const byStringAsc = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Spec §4 sorts: most_redeemed = views desc; highest_discount = discount rank desc, ties by views;
 * alphabetical = partner name; new = start date desc; default = views. Remaining ties go by offer id
 * so that pages never overlap.
 */
export function compareOffers(sort: OfferSort) {
  return (a: OfferFields, b: OfferFields): number => {
    let result = 0;
    switch (sort) {
      case 'views':
      case 'most_redeemed':
        result = byNumberDesc(a.views, b.views);
        break;
      case 'highest_discount':
        result = byNumberDesc(a.discount_rank, b.discount_rank) || byNumberDesc(a.views, b.views);
        break;
      case 'alphabetical':
        result = byStringAsc(partnerSortKey(a.partner_name), partnerSortKey(b.partner_name));
        break;
      case 'new':
        result = byNumberDesc(a.start_date, b.start_date);
        break;
    }
    return result || a.offer_id - b.offer_id;
  };
}

/**
 * The order of a listing when a location is known and the default sort is asked for
 * (docs/decisions/004-location.md): offers with a store within `radiusKm` first, nearest first;
 * then everything else by the default sort. Ties as `compareOffers`.
 */
export function compareOffersNearFirst(radiusKm: number) {
  const byViews = compareOffers(DEFAULT_OFFER_SORT);
  const isNear = (offer: OfferFields) => offer.distance_km !== undefined && offer.distance_km <= radiusKm;
  return (a: OfferFields, b: OfferFields): number => {
    const nearA = isNear(a);
    const nearB = isNear(b);
    if (nearA !== nearB) return nearA ? -1 : 1;
    if (nearA && nearB && a.distance_km !== b.distance_km) return (a.distance_km ?? 0) - (b.distance_km ?? 0);
    return byViews(a, b);
  };
}

export const OFFER_TYPE_LABELS = ['both', 'online', 'instore'] as const;
export type OfferTypeLabel = (typeof OFFER_TYPE_LABELS)[number];

/** The type label of spec §4: Both, Online or Instore. */
export function offerTypeLabel(offer: Pick<OfferFields, 'online' | 'in_store'>): OfferTypeLabel {
  if (offer.online && offer.in_store) return 'both';
  return offer.online ? 'online' : 'instore';
}
