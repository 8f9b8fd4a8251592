// Issue 23 item 9: a membership is named by the years it covers, in both languages.
import { describe, expect, it } from 'vitest';
import { membershipPeriodName, membershipPeriodOf } from './store-rules.ts';

describe('membershipPeriodName', () => {
  it('names a term bought in November 2026 "Membership 2026–2027" / « Abonnement 2026-2027 »', () => {
    const period = membershipPeriodOf({ paidAt: new Date('2026-11-25T22:40:00Z') });
    expect(period.end.toISOString()).toBe('2027-11-25T22:40:00.000Z');
    expect(membershipPeriodName(period, 'en')).toBe('Membership 2026\u20132027');
    expect(membershipPeriodName(period, 'fr')).toBe('Abonnement 2026-2027');
  });

  it("derives the term from the card's expiry when there is one (a renewal)", () => {
    const period = membershipPeriodOf({
      expiresAt: new Date('2028-01-10T00:00:00Z'),
      paidAt: new Date('2027-01-12T00:00:00Z'),
    });
    expect(period.start.toISOString()).toBe('2027-01-10T00:00:00.000Z');
    expect(membershipPeriodName(period, 'en')).toBe('Membership 2027\u20132028');
  });

  it('names one year when the term does not cross one', () => {
    const start = new Date('2026-01-01T00:00:00Z');
    expect(membershipPeriodName({ start, end: new Date('2026-12-31T00:00:00Z') }, 'fr')).toBe('Abonnement 2026');
  });
});
