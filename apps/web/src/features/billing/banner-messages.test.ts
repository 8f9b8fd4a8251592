// Which banner message and target each /topBannerStatus answer selects (spec §4 "Membership banner").
import { describe, expect, it } from 'vitest';
import { bannerMessage } from './banner-messages.ts';

describe('bannerMessage', () => {
  it.each([
    ['0', 'payment.failed'],
    ['7', 'payment.week'],
    ['14', 'payment.urgent'],
    ['2', 'payment.urgent'],
    ['60', 'payment.later'],
    ['30', 'payment.later'],
    ['5', 'payment.other'],
  ])('payment, days %s → %s, to /billing', (days, message) => {
    expect(bannerMessage({ success: true, type: 'payment', days })).toMatchObject({
      variant: 'payment',
      message,
      to: '/billing',
    });
  });

  it('auto-renew: the days left, or today; to /billing', () => {
    expect(bannerMessage({ success: true, type: 'auto-renew', days: '30' })).toEqual({
      variant: 'autoRenew',
      message: 'autoRenew.days',
      days: 30,
      to: '/billing',
    });
    expect(bannerMessage({ success: true, type: 'auto-renew', days: '0' })?.message).toBe('autoRenew.today');
  });

  it('subscription goes to /signup', () => {
    expect(bannerMessage({ success: true, type: 'subscription', days: '0' })).toMatchObject({
      message: 'subscription',
      to: '/signup',
    });
  });

  it('shows nothing for an unsuccessful or missing answer', () => {
    expect(bannerMessage({ success: false })).toBeNull();
    expect(bannerMessage({ success: true })).toBeNull();
    expect(bannerMessage(undefined)).toBeNull();
  });
});
