// "Shown once" for the membership-expiring modal (spec §4 "Expiring modal", §3 "Stored cookies",
// §9: the `membership_expiring_modal_shown` cookie lasts 1 year, or until the end of the day when set
// for the day). The cookie holds which reminder was shown (`payment:14`, `subscription:0`…):
// - subscription (the membership has expired): set for 1 year. Nothing changes day by day, so the
//   member is told once and the banner keeps saying it.
// - auto-renew and payment (days 14 or 2 before the end or the renewal): set for the day. These are
//   deadlines the member can still act on, so the reminder may come back on a later day of the window,
//   at most once a day.
// A different reminder than the one remembered (auto-renew:14 after payment:14, or a lapse after an
// earlier reminder) shows, because it says something new.
import { shouldShowExpiringModal, type BannerStatus } from '@spc/domain/membership-banner';
import { readCookie, setCookie } from '../../lib/cookies.ts';

export const EXPIRING_MODAL_COOKIE = 'membership_expiring_modal_shown';
export const EXPIRING_MODAL_YEAR_DAYS = 365;

const DAY_MS = 86_400_000;

export function expiringModalKey(status: BannerStatus): string {
  return `${status.type ?? 'none'}:${status.days ?? ''}`;
}

/** Whether the modal opens now: the status calls for it and this reminder has not been shown yet. */
export function expiringModalDue(status: BannerStatus | undefined): boolean {
  if (!status || !shouldShowExpiringModal(status)) return false;
  return readCookie(EXPIRING_MODAL_COOKIE) !== expiringModalKey(status);
}

/** Milliseconds until the next local midnight (at least a second): "until the end of the day". */
export function msUntilEndOfDay(now: Date): number {
  const midnight = new Date(now);
  midnight.setHours(24, 0, 0, 0);
  return Math.max(midnight.getTime() - now.getTime(), 1000);
}

/** Days until the next local midnight (a fraction): "until the end of the day". */
export function daysUntilEndOfDay(now: Date): number {
  return msUntilEndOfDay(now) / DAY_MS;
}

/** How long the cookie lasts for this reminder: a year for an expired membership, else the rest of the day. */
export function expiringModalCookieDays(status: BannerStatus, now = new Date()): number {
  return status.type === 'subscription' ? EXPIRING_MODAL_YEAR_DAYS : daysUntilEndOfDay(now);
}

export function rememberExpiringModal(status: BannerStatus, now = new Date()): void {
  setCookie(EXPIRING_MODAL_COOKIE, expiringModalKey(status), { days: expiringModalCookieDays(status, now) });
}
