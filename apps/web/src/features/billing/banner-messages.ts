// What the membership banner and the expiring modal say and where they lead (spec §4 "Membership
// banner": payment days 0, 7, 60/30 and 14/2 each have their message; payment and auto-renew go to
// billing, subscription to sign-up).
import { bannerTarget, type BannerStatus, type BannerType } from '@spc/domain/membership-banner';
import { paths } from '../../lib/paths.ts';

export type BannerMessageKey =
  | 'payment.failed'
  | 'payment.week'
  | 'payment.urgent'
  | 'payment.later'
  | 'payment.other'
  | 'autoRenew.days'
  | 'autoRenew.today'
  | 'subscription';

export type BannerVariant = 'payment' | 'autoRenew' | 'subscription';

export interface BannerMessage {
  variant: BannerVariant;
  /** Under `billing:banner.` */
  message: BannerMessageKey;
  days: number;
  /** Where the banner's link goes. */
  to: string;
}

const PAYMENT_MESSAGES: Record<string, BannerMessageKey> = {
  '0': 'payment.failed',
  '7': 'payment.week',
  '14': 'payment.urgent',
  '2': 'payment.urgent',
  '60': 'payment.later',
  '30': 'payment.later',
};

export function variantOf(type: BannerType): BannerVariant {
  return type === 'auto-renew' ? 'autoRenew' : type;
}

export function targetOf(type: BannerType): string {
  return bannerTarget(type) === 'signup' ? paths.signup() : paths.billing();
}

/** The banner to show for a status, or null when there is none (a failed or unsuccessful answer). */
export function bannerMessage(status: BannerStatus | undefined): BannerMessage | null {
  if (!status?.success || !status.type) return null;
  const days = Number.parseInt(status.days ?? '', 10);
  const base = { variant: variantOf(status.type), days: Number.isNaN(days) ? 0 : days, to: targetOf(status.type) };
  switch (status.type) {
    case 'payment':
      return { ...base, message: PAYMENT_MESSAGES[status.days ?? ''] ?? 'payment.other' };
    case 'auto-renew':
      return { ...base, message: base.days <= 0 ? 'autoRenew.today' : 'autoRenew.days' };
    case 'subscription':
      return { ...base, message: 'subscription' };
  }
}
