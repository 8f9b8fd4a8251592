// The membership banner and the expiring modal (spec §3 "Expiration banner", §4 "Membership banner",
// "Expiring modal", §9 banner days), without zod: the API computes `/topBannerStatus` with
// `bannerStatus`, the web decides the modal with `shouldShowExpiringModal`.
import type { Card } from './cards.ts';
import { latestExpiringCard } from './card-rules.ts';

export const BANNER_TYPES = ['payment', 'subscription', 'auto-renew'] as const;
export type BannerType = (typeof BANNER_TYPES)[number];

/** Spec §9 "Banner days values: 7, 0, 60, 30, 14, 2", ascending. */
export const BANNER_DAYS = [0, 2, 7, 14, 30, 60] as const;
export type BannerDays = (typeof BANNER_DAYS)[number];
/** Spec §9: the expiring modal shows for these days (and for an expired subscription). */
export const EXPIRING_MODAL_DAYS: readonly BannerDays[] = [2, 14];
/** How long after expiry an expired membership still gets the "subscription" banner. */
export const EXPIRED_BANNER_WINDOW_DAYS = 365;
/**
 * How long after expiry an auto-renewing membership is still retried (the renewal job's window): a
 * failed renewal in that time is a payment to fix on /billing, not a lapsed membership to buy again.
 */
export const RENEWAL_GRACE_DAYS = 30;

export interface BannerStatus {
  success: boolean;
  type?: BannerType;
  /** A string, as the spec's response carries it ("7", "0", …). */
  days?: string;
}

export const NO_BANNER: BannerStatus = { success: false };

const DAY_MS = 86_400_000;

/** The banner bucket for `daysLeft` whole days: the smallest of 0, 2, 7, 14, 30, 60 that is ≥ it; null past 60. */
export function bannerDaysFor(daysLeft: number): BannerDays | null {
  return BANNER_DAYS.find((days) => daysLeft <= days) ?? null;
}

type BannerCard = Pick<
  Card,
  'status' | 'expiry_date' | 'cobrand' | 'is_g_ticket' | 'is_free_trial' | 'is_online_purchased'
>;

export interface BannerInput {
  cards: readonly BannerCard[];
  isAutoRenew: boolean;
  /** The vaulted payment method's expiry (end of its month), or null when none is on file. */
  paymentMethodExpiresAt: Date | null;
  /** The last renewal charge failed and nothing has paid since (subscription past due). */
  renewalFailed: boolean;
  now?: Date;
}

/**
 * Which banner a member sees (spec §4 "Membership banner": auto-renew = expiring soon, payment,
 * subscription = expired). Only memberships we bill — spc cards that are not a free trial and not a
 * gold ticket — get one:
 * - a failed renewal → payment, days "0" (also in the renewal grace after expiry, while it is retried);
 * - auto-renew on, and the card on file expires before the membership renews → payment, by days left;
 * - auto-renew off and the membership ends within 60 days → auto-renew, by days left;
 * - the membership ended within the last year and none is active → subscription, days "0".
 * Only active cards count: a cancelled card (refused settlement, chargeback) is no membership.
 */
export function bannerStatus({
  cards,
  isAutoRenew,
  paymentMethodExpiresAt,
  renewalFailed,
  now = new Date(),
}: BannerInput): BannerStatus {
  const active = cards.filter((card) => card.status === 'active');
  const billable = active.filter((card) => card.cobrand === 'spc' && !card.is_free_trial && !card.is_g_ticket);
  const current = latestExpiringCard(billable, now);
  if (!current) {
    const lastEnd = billable
      .map((card) => (card.expiry_date ? Date.parse(card.expiry_date) : Number.NaN))
      .filter((time) => !Number.isNaN(time) && time <= now.getTime())
      .sort((a, b) => b - a)[0];
    // Another active membership (a trial, the bank card) means nothing has lapsed.
    const stillMember = latestExpiringCard(active, now) !== undefined;
    if (lastEnd === undefined || stillMember) return NO_BANNER;
    const lapsedFor = now.getTime() - lastEnd;
    // The renewal job still retries in the grace period: fixing the card on /billing renews it.
    if (isAutoRenew && renewalFailed && lapsedFor <= RENEWAL_GRACE_DAYS * DAY_MS) {
      return { success: true, type: 'payment', days: '0' };
    }
    if (lapsedFor <= EXPIRED_BANNER_WINDOW_DAYS * DAY_MS) return { success: true, type: 'subscription', days: '0' };
    return NO_BANNER;
  }
  const expiresAt = Date.parse(current.expiry_date ?? '');
  const daysLeft = Math.max(0, Math.ceil((expiresAt - now.getTime()) / DAY_MS));
  const days = bannerDaysFor(daysLeft);
  if (isAutoRenew && renewalFailed) return { success: true, type: 'payment', days: '0' };
  if (days === null) return NO_BANNER;
  if (isAutoRenew) {
    const methodLapses = paymentMethodExpiresAt === null || paymentMethodExpiresAt.getTime() < expiresAt;
    return methodLapses ? { success: true, type: 'payment', days: String(days) } : NO_BANNER;
  }
  return { success: true, type: 'auto-renew', days: String(days) };
}

/** Spec §4 "Expiring modal": once, for a valid member, when the type is subscription or the days are 2 or 14. */
export function shouldShowExpiringModal(status: BannerStatus): boolean {
  if (!status.success || !status.type) return false;
  return status.type === 'subscription' || EXPIRING_MODAL_DAYS.some((days) => String(days) === status.days);
}

/** Spec §4 "Membership banner": payment and auto-renew go to billing, subscription to sign-up. */
export function bannerTarget(type: BannerType): 'billing' | 'signup' {
  return type === 'subscription' ? 'signup' : 'billing';
}
