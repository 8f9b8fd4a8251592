// The expiring modal's "once" (spec §4, §9): which reminder is remembered, and for how long.
import { afterEach, describe, expect, it } from 'vitest';
import { deleteCookie, readCookie } from '../../lib/cookies.ts';
import {
  EXPIRING_MODAL_COOKIE,
  daysUntilEndOfDay,
  expiringModalCookieDays,
  expiringModalDue,
  rememberExpiringModal,
} from './expiring-modal-cookie.ts';

afterEach(() => deleteCookie(EXPIRING_MODAL_COOKIE));

describe('expiring modal cookie', () => {
  it('is due for subscription and for days 14 and 2 only', () => {
    expect(expiringModalDue({ success: true, type: 'subscription', days: '0' })).toBe(true);
    expect(expiringModalDue({ success: true, type: 'payment', days: '14' })).toBe(true);
    expect(expiringModalDue({ success: true, type: 'auto-renew', days: '2' })).toBe(true);
    expect(expiringModalDue({ success: true, type: 'payment', days: '7' })).toBe(false);
    expect(expiringModalDue({ success: true, type: 'payment', days: '0' })).toBe(false);
    expect(expiringModalDue({ success: false })).toBe(false);
    expect(expiringModalDue(undefined)).toBe(false);
  });

  it('is not due again for the reminder it remembers, but is for another one', () => {
    rememberExpiringModal({ success: true, type: 'payment', days: '14' });
    expect(readCookie(EXPIRING_MODAL_COOKIE)).toBe('payment:14');
    expect(expiringModalDue({ success: true, type: 'payment', days: '14' })).toBe(false);
    expect(expiringModalDue({ success: true, type: 'payment', days: '2' })).toBe(true);
    expect(expiringModalDue({ success: true, type: 'subscription', days: '0' })).toBe(true);
  });

  it('keeps an expired membership’s reminder a year, the others until the end of the day', () => {
    const now = new Date(2025, 5, 1, 18, 0, 0);
    expect(expiringModalCookieDays({ success: true, type: 'subscription', days: '0' }, now)).toBe(365);
    expect(expiringModalCookieDays({ success: true, type: 'auto-renew', days: '14' }, now)).toBeCloseTo(6 / 24);
    expect(expiringModalCookieDays({ success: true, type: 'payment', days: '2' }, now)).toBeCloseTo(6 / 24);
    expect(daysUntilEndOfDay(new Date(2025, 5, 1, 0, 0, 0))).toBeCloseTo(1);
  });
});
