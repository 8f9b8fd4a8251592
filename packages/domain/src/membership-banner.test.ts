// The membership banner and the expiring modal (spec §4 "Membership banner", "Expiring modal", §9
// banner days): bucket properties with fast-check, and one example per banner a member can see.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Card } from './cards.ts';
import {
  BANNER_DAYS,
  BANNER_TYPES,
  EXPIRED_BANNER_WINDOW_DAYS,
  NO_BANNER,
  RENEWAL_GRACE_DAYS,
  bannerDaysFor,
  bannerStatus,
  bannerTarget,
  shouldShowExpiringModal,
  type BannerInput,
  type BannerStatus,
} from './membership-banner.ts';

const DAY = 86_400_000;
const NOW = new Date('2026-03-10T12:00:00.000Z');
const inDays = (days: number) => new Date(NOW.getTime() + days * DAY);

type BannerCard = BannerInput['cards'][number];

function card(overrides: Partial<Card> & { expiresInDays?: number | null } = {}): BannerCard {
  const { expiresInDays = 200, ...rest } = overrides;
  return {
    status: 'active',
    cobrand: 'spc',
    is_g_ticket: false,
    is_free_trial: false,
    is_online_purchased: true,
    expiry_date: expiresInDays === null ? null : inDays(expiresInDays).toISOString(),
    ...rest,
  };
}

function status(input: Partial<BannerInput>): BannerStatus {
  return bannerStatus({
    cards: [],
    isAutoRenew: false,
    paymentMethodExpiresAt: null,
    renewalFailed: false,
    now: NOW,
    ...input,
  });
}

describe('bannerDaysFor', () => {
  it('puts every day count up to 60 in one of 0, 2, 7, 14, 30, 60, never below the days left', () => {
    fc.assert(
      fc.property(fc.double({ min: -1000, max: 60, noNaN: true }), (daysLeft) => {
        const days = bannerDaysFor(daysLeft);
        expect(days).not.toBeNull();
        expect(BANNER_DAYS).toContain(days);
        expect(days!).toBeGreaterThanOrEqual(daysLeft);
      }),
    );
  });

  it('answers the smallest bucket that holds the days left', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), (daysLeft) => {
        const days = bannerDaysFor(daysLeft)!;
        const smaller = BANNER_DAYS.filter((bucket) => bucket < days);
        expect(smaller.every((bucket) => bucket < daysLeft)).toBe(true);
      }),
    );
  });

  it('answers null past 60 days (no banner yet) and for NaN', () => {
    fc.assert(fc.property(fc.double({ min: 60.000001, max: 1e6, noNaN: true }), (d) => bannerDaysFor(d) === null));
    expect(bannerDaysFor(Number.NaN)).toBeNull();
  });

  it('maps the spec values onto themselves', () => {
    for (const days of BANNER_DAYS) expect(bannerDaysFor(days)).toBe(days);
    expect(bannerDaysFor(1)).toBe(2);
    expect(bannerDaysFor(8)).toBe(14);
    expect(bannerDaysFor(31)).toBe(60);
  });
});

describe('bannerStatus: payment (auto-renew on)', () => {
  it.each([
    [0.5, '2'],
    [5, '7'],
    [7, '7'],
    [12, '14'],
    [30, '30'],
    [45, '60'],
    [60, '60'],
  ])('the card on file lapses before a membership ending in %s days → payment, days %s', (left, days) => {
    expect(
      status({ cards: [card({ expiresInDays: left })], isAutoRenew: true, paymentMethodExpiresAt: inDays(left - 1) }),
    ).toEqual({ success: true, type: 'payment', days });
  });

  it('no card on file at all counts as a lapsing card', () => {
    expect(status({ cards: [card({ expiresInDays: 20 })], isAutoRenew: true, paymentMethodExpiresAt: null })).toEqual({
      success: true,
      type: 'payment',
      days: '30',
    });
  });

  it('shows nothing while the card on file outlives the membership, or further than 60 days out', () => {
    expect(
      status({ cards: [card({ expiresInDays: 10 })], isAutoRenew: true, paymentMethodExpiresAt: inDays(400) }),
    ).toEqual(NO_BANNER);
    expect(
      status({ cards: [card({ expiresInDays: 61 })], isAutoRenew: true, paymentMethodExpiresAt: inDays(1) }),
    ).toEqual(NO_BANNER);
  });

  it('a failed renewal is payment, days "0", however far the membership runs', () => {
    for (const left of [1, 14, 200]) {
      expect(
        status({
          cards: [card({ expiresInDays: left })],
          isAutoRenew: true,
          paymentMethodExpiresAt: inDays(800),
          renewalFailed: true,
        }),
      ).toEqual({ success: true, type: 'payment', days: '0' });
    }
  });

  it('a failed renewal after the membership ended stays a payment to fix during the retry grace', () => {
    const lapsed = (days: number) =>
      status({
        cards: [card({ expiresInDays: -days })],
        isAutoRenew: true,
        paymentMethodExpiresAt: inDays(800),
        renewalFailed: true,
      });
    expect(lapsed(1)).toEqual({ success: true, type: 'payment', days: '0' });
    expect(lapsed(RENEWAL_GRACE_DAYS)).toEqual({ success: true, type: 'payment', days: '0' });
    expect(lapsed(RENEWAL_GRACE_DAYS + 1)).toEqual({ success: true, type: 'subscription', days: '0' });
  });
});

describe('bannerStatus: auto-renew (off) and subscription (expired)', () => {
  it('auto-renew off and ending within 60 days → auto-renew by days left', () => {
    expect(status({ cards: [card({ expiresInDays: 13 })] })).toEqual({ success: true, type: 'auto-renew', days: '14' });
    expect(status({ cards: [card({ expiresInDays: 1 })] })).toEqual({ success: true, type: 'auto-renew', days: '2' });
    expect(status({ cards: [card({ expiresInDays: 90 })] })).toEqual(NO_BANNER);
  });

  it('a failed renewal with auto-renew since turned off is an auto-renew banner, not a payment one', () => {
    expect(status({ cards: [card({ expiresInDays: 6 })], renewalFailed: true })).toEqual({
      success: true,
      type: 'auto-renew',
      days: '7',
    });
  });

  it('ended within the last year with nothing current → subscription, days "0"', () => {
    expect(status({ cards: [card({ expiresInDays: -3 })] })).toEqual({
      success: true,
      type: 'subscription',
      days: '0',
    });
    expect(status({ cards: [card({ expiresInDays: -EXPIRED_BANNER_WINDOW_DAYS })] })).toEqual({
      success: true,
      type: 'subscription',
      days: '0',
    });
    expect(status({ cards: [card({ expiresInDays: -EXPIRED_BANNER_WINDOW_DAYS - 1 })] })).toEqual(NO_BANNER);
  });

  it('the latest card decides: a renewed card hides the old one', () => {
    expect(status({ cards: [card({ expiresInDays: -30 }), card({ expiresInDays: 300 })] })).toEqual(NO_BANNER);
  });

  it('another current membership (trial, bank card) means nothing lapsed', () => {
    expect(status({ cards: [card({ expiresInDays: -5 }), card({ is_free_trial: true, expiresInDays: 20 })] })).toEqual(
      NO_BANNER,
    );
    expect(status({ cards: [card({ expiresInDays: -5 }), card({ cobrand: 'cibc', expiresInDays: 100 })] })).toEqual(
      NO_BANNER,
    );
  });
});

describe('bannerStatus: memberships we do not bill', () => {
  const cases: [string, Partial<Card>][] = [
    ['a free trial', { is_free_trial: true }],
    ['a gold ticket', { is_g_ticket: true }],
    ['a bank card', { cobrand: 'cibc' }],
    ['a campus card', { cobrand: 'campus' }],
    ['a cancelled card', { status: 'cancelled' }],
  ];
  it.each(cases)('%s never gets a banner, expiring or expired', (_name, overrides) => {
    for (const left of [-10, 1, 13, 45]) {
      for (const isAutoRenew of [true, false]) {
        expect(
          status({
            cards: [card({ ...overrides, expiresInDays: left })],
            isAutoRenew,
            renewalFailed: isAutoRenew,
          }),
        ).toEqual(NO_BANNER);
      }
    }
  });

  it('no cards, or cards never activated → no banner', () => {
    expect(status({})).toEqual(NO_BANNER);
    expect(status({ cards: [card({ status: 'inactive', expiresInDays: null })] })).toEqual(NO_BANNER);
  });

  it('every answer is either no banner or a known type with a bucket of days (property)', () => {
    const arbitraryCard = fc.record({
      status: fc.constantFrom('active', 'inactive', 'cancelled' as const),
      cobrand: fc.constantFrom('spc', 'cibc', 'campus' as const),
      is_g_ticket: fc.boolean(),
      is_free_trial: fc.boolean(),
      is_online_purchased: fc.boolean(),
      expiry_date: fc.option(
        fc.integer({ min: -800, max: 800 }).map((days) => inDays(days).toISOString()),
        { nil: null },
      ),
    });
    fc.assert(
      fc.property(
        fc.array(arbitraryCard, { maxLength: 4 }),
        fc.boolean(),
        fc.boolean(),
        fc.option(fc.integer({ min: -100, max: 800 }), { nil: null }),
        (cards, isAutoRenew, renewalFailed, methodDays) => {
          const answer = status({
            cards,
            isAutoRenew,
            renewalFailed,
            paymentMethodExpiresAt: methodDays === null ? null : inDays(methodDays),
          });
          if (!answer.success) {
            expect(answer).toEqual(NO_BANNER);
            return;
          }
          expect(BANNER_TYPES).toContain(answer.type);
          expect(BANNER_DAYS.map(String)).toContain(answer.days);
          // Only billed, active spc cards produce a banner.
          expect(
            cards.some((c) => c.status === 'active' && c.cobrand === 'spc' && !c.is_free_trial && !c.is_g_ticket),
          ).toBe(true);
          if (answer.type === 'payment') expect(isAutoRenew).toBe(true);
          if (answer.type === 'auto-renew') expect(isAutoRenew).toBe(false);
        },
      ),
    );
  });
});

describe('shouldShowExpiringModal', () => {
  it('shows for an expired subscription and for days 2 or 14 of any type', () => {
    expect(shouldShowExpiringModal({ success: true, type: 'subscription', days: '0' })).toBe(true);
    expect(shouldShowExpiringModal({ success: true, type: 'auto-renew', days: '2' })).toBe(true);
    expect(shouldShowExpiringModal({ success: true, type: 'payment', days: '14' })).toBe(true);
  });

  it('does not show for other days, a failed or empty answer', () => {
    for (const days of ['0', '7', '30', '60']) {
      expect(shouldShowExpiringModal({ success: true, type: 'auto-renew', days })).toBe(false);
      expect(shouldShowExpiringModal({ success: true, type: 'payment', days })).toBe(false);
    }
    expect(shouldShowExpiringModal(NO_BANNER)).toBe(false);
    expect(shouldShowExpiringModal({ success: false, type: 'subscription', days: '0' })).toBe(false);
    expect(shouldShowExpiringModal({ success: true })).toBe(false);
  });

  it('agrees with the spec rule for every possible answer (property)', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.option(fc.constantFrom(...BANNER_TYPES), { nil: undefined }),
        fc.option(fc.constantFrom(...BANNER_DAYS.map(String)), { nil: undefined }),
        (success, type, days) => {
          const answer: BannerStatus = { success, ...(type && { type }), ...(days && { days }) };
          const expected = success && type !== undefined && (type === 'subscription' || days === '2' || days === '14');
          expect(shouldShowExpiringModal(answer)).toBe(expected);
        },
      ),
    );
  });
});

describe('bannerTarget', () => {
  it('sends payment and auto-renew to billing, subscription to sign-up', () => {
    expect(bannerTarget('payment')).toBe('billing');
    expect(bannerTarget('auto-renew')).toBe('billing');
    expect(bannerTarget('subscription')).toBe('signup');
  });
});
