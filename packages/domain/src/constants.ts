// Business constants of spec §9, shared by the web app and the API.

export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** Cookie carrying the visitor's chosen language, so the server renders pages in it (the web app sets it). */
export const LANGUAGE_COOKIE = 'spc_language';

export const COUNTRIES = ['ca', 'us'] as const;
export type Country = (typeof COUNTRIES)[number];
export const DEFAULT_COUNTRY: Country = 'ca';

/** Membership price, in integer cents (11.99 CAD a year). */
export const MEMBERSHIP_PRICE_CENTS = 1199;
export const CARD_PREFIX = '6018';
export const CARD_NUMBER_LENGTH = 16;
export const SECURITY_CODE_LENGTH = 3;

export const OFFERS_PAGE_SIZE_DEFAULT = 24;
export const OFFERS_PAGE_SIZE_MAX = 100;
export const TAG_SUGGESTIONS_LIMIT = 10;
export const TAG_FILTER_LIMIT_DEFAULT = 10;
export const SEARCH_TAG_LIST_LIMIT = 5;

/** Spec §3 "UTM record" keys (local storage, 7 days; sent as the utm header). */
export const UTM_KEYS = ['source', 'medium', 'campaign', 'term', 'content', 'code'] as const;
export type UtmKey = (typeof UTM_KEYS)[number];

/** Spec §9: a page opened with a section to show (/careers?section=) scrolls to it after this delay. */
export const SCROLL_TO_SECTION_DELAY_MS = 500;
