// Every in-app link is built here (house rule 7), so a route can move in one place.
import { DEFAULT_OFFER_SORT, OFFER_FILTERS, type OfferFilter, type OfferSort } from '@spc/domain/offer-rules';

/** The /deals query the UI understands (spec §2 "/deals accepts query … category"). */
export interface DealsSearch {
  page?: number;
  sort_by?: OfferSort;
  offer_filters?: readonly OfferFilter[];
  category?: string;
}

function withQuery(pathname: string, query: URLSearchParams): string {
  // Commas are legal in a query and keep `offer_filters=online,new` readable.
  const search = query.toString().replaceAll('%2C', ',');
  return search ? `${pathname}?${search}` : pathname;
}

/**
 * External addresses the app links to, in one place. The product's real accounts and store listings
 * are to be confirmed by the business before launch; these follow the brand's naming.
 */
// Same address as the seeded footer menu's Fundraising entry (apps/api seed menu-data.ts).
export const FUNDRAISING_URL = 'https://fundraising.spccard.example/';
export const APP_STORE_URL = 'https://apps.apple.com/ca/app/spc-student-discounts/id1064297540';
export const PLAY_STORE_URL = 'https://play.google.com/store/apps/details?id=ca.spccard.android';
/** The bank's student pages and its offer tiers' conditions (spec §9 "links per language"), en and fr. */
export const CIBC_URLS = {
  student: { en: 'https://www.cibc.com/en/student.html', fr: 'https://www.cibc.com/fr/student.html' },
  highSchool: {
    en: 'https://www.cibc.com/en/personal-banking/bank-accounts/youth-account.html',
    fr: 'https://www.cibc.com/fr/personal-banking/bank-accounts/youth-account.html',
  },
  international: {
    en: 'https://www.cibc.com/en/personal-banking/new-to-canada/international-students.html',
    fr: 'https://www.cibc.com/fr/personal-banking/new-to-canada/international-students.html',
  },
  tradeContest: {
    en: 'https://www.investorsedge.cibc.com/en/student.html',
    fr: 'https://www.investorsedge.cibc.com/fr/student.html',
  },
  offers: {
    60: { en: 'https://www.cibc.com/en/student/offers/60.html', fr: 'https://www.cibc.com/fr/student/offers/60.html' },
    30: { en: 'https://www.cibc.com/en/student/offers/30.html', fr: 'https://www.cibc.com/fr/student/offers/30.html' },
    25: { en: 'https://www.cibc.com/en/student/offers/25.html', fr: 'https://www.cibc.com/fr/student/offers/25.html' },
  },
} as const;
/** Where app-store subscriptions are cancelled (an SPC+ upgrade cannot cancel them for the member). */
export const APP_STORE_SUBSCRIPTIONS_HELP_URL = {
  en: 'https://support.apple.com/en-ca/118428',
  fr: 'https://support.apple.com/fr-ca/118428',
} as const;
export const PLAY_STORE_SUBSCRIPTIONS_HELP_URL = {
  en: 'https://support.google.com/googleplay/answer/7018481?hl=en',
  fr: 'https://support.google.com/googleplay/answer/7018481?hl=fr',
} as const;
export const SOCIAL_LINKS = {
  facebook: 'https://www.facebook.com/SPCCard',
  instagram: 'https://www.instagram.com/spccard/',
  tiktok: 'https://www.tiktok.com/@spccard',
} as const;

function dealsQuery(params: DealsSearch): URLSearchParams {
  const query = new URLSearchParams();
  if (params.category) query.set('category', params.category);
  // Canonical filter order, so toggling in a different order gives the same URL.
  const filters = OFFER_FILTERS.filter((filter) => params.offer_filters?.includes(filter));
  if (filters.length > 0) query.set('offer_filters', filters.join(','));
  if (params.sort_by && params.sort_by !== DEFAULT_OFFER_SORT) query.set('sort_by', params.sort_by);
  if (params.page !== undefined && params.page > 1) query.set('page', String(params.page));
  return query;
}

const segment = (value: string | number) => encodeURIComponent(String(value));

/** A path with a query string passed through as is ('?a=1' or 'a=1'). */
function withSearch(pathname: string, search = ''): string {
  const query = search.startsWith('?') ? search.slice(1) : search;
  return query ? `${pathname}?${query}` : pathname;
}

/**
 * A category page's query (spec §2 "/deals/category/{name} accepts query filter, source"): the /deals
 * list state, `filter` = the chosen subcategory ids, `source` = where the visitor came from (kept as is).
 */
export interface CategorySearch extends Omit<DealsSearch, 'category'> {
  filter?: readonly number[];
  source?: string;
}

function categoryQuery(params: CategorySearch): URLSearchParams {
  const query = dealsQuery(params);
  const filter = [...new Set(params.filter ?? [])].sort((a, b) => a - b);
  if (filter.length > 0) query.set('filter', filter.join(','));
  if (params.source) query.set('source', params.source);
  return query;
}

/** A card to activate, as the activation pages' query carries it (spec §2 "/activate (query card_num, csv)"). */
export interface ActivationQuery {
  card_num?: string | null;
  csv?: string | null;
  /** Spec §4 "Activation": set when the visitor came from a QR pack with both values. */
  from_qr?: boolean;
}

function activationQuery({ card_num, csv, from_qr }: ActivationQuery): URLSearchParams {
  const query = new URLSearchParams();
  if (from_qr) query.set('from_qr', 'true');
  if (card_num) query.set('card_num', card_num);
  if (csv) query.set('csv', csv);
  return query;
}

/** In-store offers near a postal code (/search/inStore). */
export interface InStoreSearch {
  postal_code?: string;
  distance?: number;
  page?: number;
}

export const paths = {
  home: () => '/',
  /** Defaults (page 1, the default sort, no filter) are left out so each list has one canonical URL. */
  deals: (params: DealsSearch = {}) => withQuery('/deals', dealsQuery(params)),
  /** A category page (spec §2 /deals/category/{name}); the list state rides along in the query. */
  category: (urlName: string, params: CategorySearch = {}) =>
    withQuery(`/deals/category/${segment(urlName)}`, categoryQuery(params)),
  /** The partner page, which resolves to its offer, /cibc or a search (spec §2). */
  partner: (partnerUrlName: string) => `/deals/${segment(partnerUrlName)}`,
  /** An offer page; `source` (spec §2, kept by the /deals/offer/{id} redirect) rides along when given. */
  offer: (partnerUrlName: string, offerId: number | string, { source }: { source?: string | null } = {}) =>
    withQuery(
      `/deals/${segment(partnerUrlName)}/offer/${segment(offerId)}`,
      new URLSearchParams(source ? { source } : {}),
    ),
  /** /deals/offer/{id}: looks the offer up, then redirects to its page. */
  offerById: (offerId: string | number) => `/deals/offer/${segment(offerId)}`,
  /** Tag search results; the list state (filters, sort, page) rides along in the query. */
  search: (query: string, params: Omit<DealsSearch, 'category'> = {}) =>
    withQuery(`/search/${segment(query)}`, dealsQuery(params)),
  /** In-store offers near a postal code. */
  searchInStore: ({ postal_code, distance, page }: InStoreSearch = {}) => {
    const query = new URLSearchParams();
    if (postal_code) query.set('postal_code', postal_code);
    if (distance !== undefined) query.set('distance', String(distance));
    if (page !== undefined && page > 1) query.set('page', String(page));
    return withQuery('/search/inStore', query);
  },
  weeklyDeals: (id: string | number) => `/weekly-deals/${segment(id)}`,
  plusOffers: (params: Omit<DealsSearch, 'category'> = {}) => withQuery('/plus-offers', dealsQuery(params)),
  /** Trending offers, all categories or one (its url name). */
  trending: (category?: string) => withQuery('/trending', new URLSearchParams(category ? { category } : {})),
  /** The brands A–Z, all of them or those of one category (its url name). */
  brands: (category?: string) => withQuery('/brands', new URLSearchParams(category ? { category } : {})),
  login: () => '/login',
  logout: () => '/logout',
  /** Sign-up, with a query passed through (a registration link's, a promo code). */
  signup: (search?: string) => withSearch('/signup', search),
  /** Spec §2: /signup/account-creation redirects to /signup; the guards name it. */
  signupAccountCreation: () => '/signup/account-creation',
  signupAdditional: () => '/signup/additional',
  /** The membership step of sign-up: buy, or register a card. */
  signupPurchase: (search?: string) => withSearch('/signup/purchase', search),
  emailVerification: () => '/emailverification',
  profile: () => '/profile',
  profileEdit: () => '/profile/edit',
  exploreMemberships: () => '/explore-memberships',
  favourites: () => '/favourites',
  /** One saved list (spec §2 /favourites/list/{id}); `source` says where its back link leads. */
  savedList: (id: number | string, source?: string) =>
    withQuery(`/favourites/list/${segment(id)}`, new URLSearchParams(source ? { source } : {})),
  membershipScreen: () => '/membership-screen',
  /** The public page a cashier opens from the digital card's QR code (the API builds the same URL). */
  cardVerification: (token: string) => `/card/verify/${segment(token)}`,
  redirectToPartner: () => '/redirect-to-partner',
  /** Buy a membership; the purchase guard decides where it lands (spec §4). */
  purchase: (search?: string) => withSearch('/purchase', search),
  purchaseSummary: () => '/purchase/summary',
  purchaseCompletion: () => '/purchase/completion',
  purchaseInStore: () => '/purchase/instore',
  /** Buy a card without an account: a gift, or before signing up (issue 23 item 14). */
  purchaseGuest: () => '/purchase/guest',
  /** Register an existing card (issue 6); a QR pack's card_num and csv prefill it (spec §2). */
  activate: (card: ActivationQuery = {}) => withQuery('/activate', activationQuery(card)),
  /** The activation's steps (spec §2): reached through navigation state, else /deals. */
  activateAccount: () => '/activate/account',
  activateInfo: () => '/activate/info',
  activateSubscription: () => '/activate/subscription',
  activateCompletion: () => '/activate/completion',
  activateIncentive: () => '/activate/incentive',
  /** The activation inside sign-up, for someone who came to sign up with a card. */
  signupActivate: (card: ActivationQuery = {}) => withQuery('/signup/activate', activationQuery(card)),
  signupActivationComplete: () => '/signup/activation/complete',
  /** The QR pack landing (spec §2 /qrlanding), with the pack's card. */
  qrLanding: (card: ActivationQuery = {}) => withQuery('/qrlanding', activationQuery(card)),
  /** Where the free trial starts: the membership step of sign-up (issue 6). */
  freeTrial: () => '/signup/purchase',
  /** Spec §4 "Purchase guard": members arriving from a QR landing. */
  qrSelectMembership: () => '/qr-select-membership',
  /** Billing and auto-renew. */
  billing: () => '/billing',
  spcPlus: () => '/spc-plus',
  cibc: () => '/cibc',
  /** The bank tier's pages (issue 6; spec §2 "/cibc/offers, /highschool, /international, /cibc_trade_contest"). */
  cibcOffers: () => '/cibc/offers',
  cibcHighSchool: () => '/cibc/highschool',
  cibcInternational: () => '/cibc/international',
  cibcTradeContest: () => '/cibc_trade_contest',
  timHortons: () => '/timhortons',
  blogs: () => '/blogs',
  about: () => '/about',
  whySpc: () => '/why-spc',
  faq: () => '/faq-help',
  contact: () => '/contact',
  terms: () => '/terms',
  privacy: () => '/privacy',
  careers: () => '/careers',
  fundraising: () => '/fundraising',
} as const;
