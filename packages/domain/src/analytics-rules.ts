// First-party analytics (issue 21 item 2, decision 028; spec §3 "Analytics user properties", "Purchase
// analytics fields", §4 "Page view tracking fires after every route except signup"): the event types,
// the limits, which pages count as a page view, how a search is kept, and which fields are personal.
// Zod-free, so the browser's lazily loaded pipeline carries the rules without the schema library; the
// request schema of POST /api/events is in analytics.ts.
import { reportablePath, scrubPersonalData } from './error-report-rules.ts';

/** What the browser sends. `identify` (the §3 user properties) is written by the server alone. */
export const BROWSER_EVENT_TYPES = ['page_view', 'search', 'reveal', 'sign_up', 'purchase'] as const;
export type BrowserEventType = (typeof BROWSER_EVENT_TYPES)[number];
export const EVENT_TYPES = [...BROWSER_EVENT_TYPES, 'identify'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const EVENT_BATCH_MAX = 20;
/** A batch's body: twenty full events fit several times over; more is refused with 413. */
export const EVENT_INTAKE_BODY_LIMIT = 32 * 1024;
/** Batches per client address a minute (EVENT_INTAKE_RATE_LIMIT overrides it). */
export const EVENT_INTAKE_RATE_LIMIT_DEFAULT = 60;
/** The browser sends at most this often, and at once when the page is hidden. */
export const EVENT_FLUSH_INTERVAL_MS = 5000;
/** A page (one load of the app) records at most this many events: a loop cannot flood the table. */
export const PAGE_EVENT_MAX = 500;
/** Events waiting for a consent decision, in the page's memory only. */
export const UNDECIDED_EVENT_MAX = 50;
export const EVENT_PATH_MAX = 300;
export const SEARCH_QUERY_MAX = 100;
export const ORDER_ID_MAX = 40;
/** A browser's clock may be off: an event dated further from the server's time is dated on arrival. */
export const EVENT_CLOCK_SKEW_MS = 24 * 60 * 60_000;

/** Raw events are kept 13 months, then folded into daily counts and deleted (the retention job). */
export const RAW_EVENT_RETENTION_MONTHS = 13;
/** The member's user properties are recorded at most once a day (identify). */
export const IDENTIFY_INTERVAL_MS = 24 * 60 * 60_000;

/** A visit: one browser tab's session (sessionStorage), a random id that names nobody. */
export const VISIT_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
/** sessionStorage key of the visit id; an analytics entry (deleted when analytics is refused). */
export const VISIT_STORAGE_KEY = 'spc.visit';

export const SIGN_UP_METHODS = ['email', 'google', 'facebook', 'apple'] as const;
export type SignUpMethod = (typeof SIGN_UP_METHODS)[number];

/** Spec §3 "Purchase analytics fields", as the server fills them from the order (never the browser). */
export const PURCHASE_ANALYTICS_FIELDS = [
  'province',
  'payment_method',
  'quantity',
  'card_numbers',
  'total',
  'referral_code',
  'order_id',
  'product_id',
  'price',
  'tax',
  'price_after_tax',
  'membership_type',
  'retailer',
  'promo_code',
  'school_code',
  'school_name',
  'auto_renew',
  'guest_purchase',
  'from_extension',
] as const;

/** Spec §3 "Analytics user properties", read from the member's profile by the server. */
export const USER_PROPERTY_FIELDS = [
  'first_name',
  'last_name',
  'email_opt_in',
  'birth_date',
  'gender',
  'postal',
  'school_type',
  'language',
  'international',
  'age',
  'signup_source',
] as const;

/**
 * What stays of an event once its member deleted their account: the fields that describe the product's
 * use and nobody in particular. Everything else (user id, names, card numbers, codes, the order id) is
 * removed; `identify` events are deleted whole.
 */
export const ANONYMOUS_FIELDS: Record<Exclude<EventType, 'identify'>, readonly string[]> = {
  page_view: [],
  search: ['query', 'result_count'],
  reveal: ['offer_id'],
  sign_up: ['method', 'source'],
  purchase: [
    'province',
    'payment_method',
    'quantity',
    'total',
    'product_id',
    'price',
    'tax',
    'price_after_tax',
    'membership_type',
    'auto_renew',
    'guest_purchase',
    'from_extension',
  ],
};

/**
 * Spec §4: a page view is recorded after every route except sign-up (/signup and its steps). The path is
 * the language-free one the router matches (the /fr prefix is stripped before routing).
 */
export function tracksPageView(pathname: string): boolean {
  const path = pathname.replace(/^\/(?:en|fr)(?=\/|$)/, '') || '/';
  return !/^\/signup(?:\/|$)/.test(path);
}

/**
 * A path as stored: no query string or fragment (they may hold an e-mail or a token), scrubbed of what
 * looks personal, at most EVENT_PATH_MAX characters.
 */
export function eventPath(url: string): string {
  return reportablePath(url).slice(0, EVENT_PATH_MAX);
}

/**
 * A search as stored and counted: lower case, spaces collapsed, anything that looks like an e-mail,
 * a card number or a token replaced by a placeholder (people type anything into a search box).
 */
export function normalizeSearchQuery(query: string): string {
  return scrubPersonalData(query.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim()).slice(0, SEARCH_QUERY_MAX);
}

/** The UTC day of a time, `YYYY-MM-DD`: the events table's partition key. */
export function eventDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The first day whose raw events are still kept at `now` (older ones are aggregated, then deleted). */
export function rawRetentionStart(now: Date): string {
  const start = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - RAW_EVENT_RETENTION_MONTHS, now.getUTCDate()),
  );
  return eventDay(start);
}

/** Age in whole years on `now` of a `YYYY-MM-DD` birth date; null when absent or unreadable. */
export function ageOn(birthDate: string | null | undefined, now: Date): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate ?? '');
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  let age = now.getUTCFullYear() - year;
  if (now.getUTCMonth() + 1 < month || (now.getUTCMonth() + 1 === month && now.getUTCDate() < day)) age -= 1;
  return age >= 0 && age < 150 ? age : null;
}
