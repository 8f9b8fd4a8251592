// The catalogue's door (spec §3, §7 partners service; docs/api-partners.md): what the routes and other
// modules call, each area in its own file — listings (offer-listing.ts), brands, categories, collections
// and weekly deals, contests, ads, limited-time offers, the offers summaries, search, the offer page and
// trending.
import * as repo from './repository.ts';

export {
  toOffer,
  partnerLogoPath,
  partnersById,
  withCovers,
  listedInOrder,
  type PartnersContext,
} from './offer-listing.ts';
export { getRunningLimitedTimeOffers, getLimitedTimeOffers } from './limited-time-offers.ts';
export { getBrands, getPartnerLogo } from './brands.ts';
export { getCategories, getCategoryOffers, getCategoryData } from './categories.ts';
export {
  getAllCollections,
  getCollections,
  getCollection,
  getWeeklyDeals,
  getCollectionsWithOffers,
  type CollectionEntry,
} from './collections.ts';
export { getContests, getCurrentContests } from './contests.ts';
export { getAds, getAdsFor } from './ads.ts';
export { getOffersSummary, getOffersSummaryV4, getPlusOffers } from './offers-summary.ts';
export {
  getOfferPage,
  getOfferLegal,
  getPartnerOffers,
  getOtherPartnerOffers,
  getRelatedOffers,
} from './offer-page.ts';
export { getTags, getTagSuggestions, searchByTags } from './search.ts';
export { getTrending } from './trending.ts';

// ---- For other modules ---------------------------------------------------------------------------

/** The listed offers (active, started, not ended) among `ids`, as rows, in no particular order (saved). */
export const findListedOffers = repo.findListedOffers;

/** What a visitor without a membership can use, most viewed first, as rows (membership). */
export const findFreemiumOffers = repo.findFreemiumOffers;

/** What sitemap.xml lists (seo): listed offers by partner and category, categories, offer pages. */
export * as sitemap from './sitemap-repository.ts';

/** Partner analytics (staff-analytics): offers' partners and names, the pickers' partners and offers. */
export * as offerLookup from './offer-lookup-repository.ts';
/** The staff console's ads and contest rows (staff-campaigns, issue 20 item 3). */
export * as campaignsStaff from './campaigns-staff-repository.ts';
