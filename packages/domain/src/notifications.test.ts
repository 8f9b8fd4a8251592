// The notification centre's rules (spec §3 "Notification", §4 "Notifications can expire after a set time").
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_NOTIFICATION_TTL_MS,
  expiryAfter,
  nextExpiry,
  splitExpired,
  upsertNotification,
} from './notifications.ts';

describe('notification centre rules (spec §3 Notification, §4 expiry)', () => {
  const T0 = 1_000_000;
  it('replaces a notice with the same id instead of stacking it', () => {
    const one = upsertNotification([], { id: 'policy', content: 'a', expiry: null });
    const two = upsertNotification(one, { id: 'saved', content: 'b', expiry: T0 });
    expect(upsertNotification(two, { id: 'policy', content: 'c', expiry: null }).map((n) => n.content)).toEqual([
      'c',
      'b',
    ]);
  });
  it('splits expired notices at their expiry, never the ones without', () => {
    const list = [
      { id: 'a', content: 1, expiry: expiryAfter(T0, DEFAULT_NOTIFICATION_TTL_MS) },
      { id: 'b', content: 2, expiry: null },
    ];
    expect(splitExpired(list, T0 + DEFAULT_NOTIFICATION_TTL_MS - 1).expired).toEqual([]);
    const { live, expired } = splitExpired(list, T0 + DEFAULT_NOTIFICATION_TTL_MS);
    expect(expired.map((n) => n.id)).toEqual(['a']);
    expect(live.map((n) => n.id)).toEqual(['b']);
    expect(nextExpiry(list)).toBe(T0 + DEFAULT_NOTIFICATION_TTL_MS);
    expect(nextExpiry(live)).toBeNull();
  });
});
