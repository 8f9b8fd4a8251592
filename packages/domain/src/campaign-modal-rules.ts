// The campaign modals (spec §2 modals "Ads", "email capture", "promo code redemption", "travel photo",
// "new member promotion"; §3 "Ads modal", "Email opt modal"; §4 "Ads modal display"; §5 e-mail capture;
// §6 SPC+ variants): which page shows which modal, how often (display_count within display_period hours,
// display_cooldown_hours, the history kept in the browser's local storage), and the one-at-a-time rule.
// Pure functions: the clock is an argument, so the tests move time by hand (docs/decisions/027).
// The rules without the ads' schema (campaign-modals.ts adds it): the web's campaign root reads these right
// after hydration, and the offers' schemas behind adSchema cost a long task to evaluate (decision 041).
import { z } from 'zod';
import type { AD_DISPLAY_PAGES, Ad } from './ads.ts';

export const HOUR_MS = 3_600_000;

/** The modals of this family, in the order they win when several could open on the same page. */
export const CAMPAIGN_MODAL_KINDS = [
  'promo-code-redemption',
  'new-member-promotion',
  'travel-photo',
  'ad',
  'email-capture',
] as const;
export type CampaignModalKind = (typeof CAMPAIGN_MODAL_KINDS)[number];

export type { Ad };
export type AdDisplayPage = (typeof AD_DISPLAY_PAGES)[number];

// ---- Pages --------------------------------------------------------------------------------------

/**
 * Pages a modal never covers: checkout (purchase, summary, sign-up purchase), sign-in and sign-up,
 * activation, the e-mail and student confirmation pages, and our own subscription confirmation.
 */
const BLOCKED_PREFIXES = [
  '/login',
  '/logout',
  '/signup',
  '/purchase',
  '/checkout',
  '/activate',
  '/qrlanding',
  '/qr-select-membership',
  '/emailverification',
  '/email-action',
  '/reset-password',
  '/forgot-password',
  '/student-verification',
  '/subscribe',
  '/card/verify',
  '/redirect-to-partner',
] as const;

const normalisePath = (pathname: string) => {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return path === '' ? '/' : path;
};

/** Whether `pathname` is a checkout, sign-in or activation page (or another page no modal covers). */
export function isModalFreePage(pathname: string): boolean {
  const path = normalisePath(pathname);
  return BLOCKED_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * Spec §2 "Page-specific ads modal": 'deals' on the deals page; 'category' on category pages, /spc-plus
 * and /search/inStore; 'search' on other search pages. Any other page shows no ad.
 */
export function adPageOf(pathname: string): AdDisplayPage | null {
  const path = normalisePath(pathname);
  if (path === '/deals') return 'deals';
  if (path.startsWith('/deals/category/') || path === '/spc-plus' || path === '/search/instore') return 'category';
  if (path.startsWith('/search/')) return 'search';
  return null;
}

// ---- Frequency ---------------------------------------------------------------------------------

/** How often one modal may show (the ads' own fields; the other modals' schedules below). */
export interface DisplaySchedule {
  /** At most this many showings… */
  display_count: number;
  /** …within this many hours. */
  display_period: number;
  /** And never again sooner than this many hours after the last showing. */
  display_cooldown_hours: number;
}

/** When each modal was shown (epoch ms), by modal key (`ad:<id>`, `email-capture`, …). */
export type ImpressionHistory = Record<string, number[]>;

/** The local-storage key the history is kept under. */
export const IMPRESSIONS_STORAGE_KEY = 'spc.campaign-modals';

/** Showings older than this are forgotten (longer than any schedule's period or cooldown). */
export const IMPRESSION_MEMORY_MS = 90 * 24 * HOUR_MS;

export const impressionHistorySchema = z.record(z.string().max(64), z.array(z.number().int().nonnegative()).max(100));

/** What local storage held, as a history: anything unreadable is an empty history. */
export function parseImpressionHistory(stored: unknown): ImpressionHistory {
  const parsed = impressionHistorySchema.safeParse(stored);
  return parsed.success ? parsed.data : {};
}

/** Whether a modal on `schedule`, shown at `shownAt`, may show again at `now`. */
export function mayShow(schedule: DisplaySchedule, shownAt: readonly number[], now: number): boolean {
  if (schedule.display_count <= 0) return false;
  const past = shownAt.filter((at) => at <= now);
  const last = past.length ? Math.max(...past) : undefined;
  if (last !== undefined && now - last < schedule.display_cooldown_hours * HOUR_MS) return false;
  const periodStart = now - schedule.display_period * HOUR_MS;
  const inPeriod = past.filter((at) => at > periodStart).length;
  return inPeriod < schedule.display_count;
}

/** The history once `key` was shown at `now` (old showings forgotten). A new object; the old one is kept. */
export function recordImpression(history: ImpressionHistory, key: string, now: number): ImpressionHistory {
  const next: ImpressionHistory = {};
  for (const [name, times] of Object.entries(history)) {
    const kept = times.filter((at) => now - at < IMPRESSION_MEMORY_MS);
    if (kept.length) next[name] = kept;
  }
  next[key] = [...(next[key] ?? []), now].slice(-50);
  return next;
}

export const adKey = (ad: Pick<Ad, 'id'>) => `ad:${ad.id}`;

/** Spec §6: SPC+ members get the SPC+ variants; everyone else the others. */
export const forAudience = <T extends { is_spc_plus: boolean }>(items: readonly T[], isSpcPlus: boolean): T[] =>
  items.filter((item) => item.is_spc_plus === isSpcPlus);

/** The ad to show on `pathname` at `now`, or null: its page, its audience, its schedule. */
export function chooseAd(
  ads: readonly Ad[],
  input: { pathname: string; isSpcPlus: boolean; history: ImpressionHistory; now: number },
): Ad | null {
  const page = adPageOf(input.pathname);
  if (!page || isModalFreePage(input.pathname)) return null;
  return (
    forAudience(ads, input.isSpcPlus).find(
      (ad) => ad.display_page === page && mayShow(ad, input.history[adKey(ad)] ?? [], input.now),
    ) ?? null
  );
}

/** The e-mail capture modal: once a week at most, never again after a subscription (decision 027). */
export const EMAIL_CAPTURE_SCHEDULE: DisplaySchedule = {
  display_count: 1,
  display_period: 24 * 7,
  display_cooldown_hours: 24 * 7,
};

/** The new-member promotion: once, in the member's first NEW_MEMBER_DAYS days. */
export const NEW_MEMBER_DAYS = 14;
export const NEW_MEMBER_PROMOTION_SCHEDULE: DisplaySchedule = {
  display_count: 1,
  display_period: 24 * 365,
  display_cooldown_hours: 24 * 365,
};

/** The travel-photo invitation: twice a month at most, three days apart, while its contest runs. */
export const TRAVEL_PHOTO_SCHEDULE: DisplaySchedule = {
  display_count: 2,
  display_period: 24 * 30,
  display_cooldown_hours: 24 * 3,
};

/** The promo-code redemption modal opens when a link carries a code: every time, as the visitor asked. */
export const PROMO_CODE_SCHEDULE: DisplaySchedule = {
  display_count: 1_000_000,
  display_period: 1,
  display_cooldown_hours: 0,
};

export const SCHEDULES: Record<Exclude<CampaignModalKind, 'ad'>, DisplaySchedule> = {
  'email-capture': EMAIL_CAPTURE_SCHEDULE,
  'new-member-promotion': NEW_MEMBER_PROMOTION_SCHEDULE,
  'travel-photo': TRAVEL_PHOTO_SCHEDULE,
  'promo-code-redemption': PROMO_CODE_SCHEDULE,
};

/**
 * Where the new-member promotion may open: the deals page only (decision 027). Anywhere else it would
 * greet a member over the page they came for — the welcome after a purchase or a trial says it already
 * (issue 23 item 10), and a rewards link or a contest entry is an action under way.
 */
export function offersNewMemberPromotion(pathname: string, startedAt: number | null, now: number): boolean {
  return adPageOf(pathname) === 'deals' && isNewMember(startedAt, now);
}

/** Whether a member whose membership started at `startedAt` is still new at `now`. */
export function isNewMember(startedAt: number | null, now: number): boolean {
  return startedAt !== null && startedAt <= now && now - startedAt < NEW_MEMBER_DAYS * 24 * HOUR_MS;
}

// ---- One at a time -----------------------------------------------------------------------------

/** A modal that could open on this page, with its key in the history. */
export interface ModalCandidate {
  kind: CampaignModalKind;
  key: string;
  schedule: DisplaySchedule;
}

/**
 * The modal host's one decision: nothing while a modal is open (ours or any other dialog) or on a
 * page no modal covers; else the first candidate, in CAMPAIGN_MODAL_KINDS order, whose schedule allows it.
 */
export function nextModal(
  candidates: readonly ModalCandidate[],
  input: { pathname: string; modalOpen: boolean; history: ImpressionHistory; now: number },
): ModalCandidate | null {
  if (input.modalOpen || isModalFreePage(input.pathname)) return null;
  const ordered = [...candidates].sort(
    (a, b) => CAMPAIGN_MODAL_KINDS.indexOf(a.kind) - CAMPAIGN_MODAL_KINDS.indexOf(b.kind),
  );
  return (
    ordered.find((candidate) => mayShow(candidate.schedule, input.history[candidate.key] ?? [], input.now)) ?? null
  );
}

// ---- E-mail opt modal and subscribing ------------------------------------------------------------

// The e-mail opt modal's answer is parsed in campaign-modals.ts, loaded with the answer (decision 043).

// ---- Timing -------------------------------------------------------------------------------------

/**
 * A campaign modal never interrupts an action: it opens once the page has had no click, key press or
 * typing for this long (decision 027; the spec gives no delay for these modals).
 */
export const CAMPAIGN_MODAL_IDLE_MS = 3000;

/** The e-mail capture modal waits for a visitor's second page of the visit (a first look is left alone). */
export const EMAIL_CAPTURE_MIN_PAGES = 2;

/** Whether the e-mail capture modal may be offered: not subscribed here, not opted in, not before page 2. */
export function offersEmailCapture(input: {
  subscribedHere: boolean;
  optedIn: boolean;
  pagesThisVisit: number;
}): boolean {
  return !input.subscribedHere && !input.optedIn && input.pagesThisVisit >= EMAIL_CAPTURE_MIN_PAGES;
}
