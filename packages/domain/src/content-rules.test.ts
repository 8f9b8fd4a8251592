// The content model's rules shared by the API and the web app: which day a legal text takes effect on,
// and when the policy-update notice is due.
import { describe, expect, it } from 'vitest';
import { isPolicyUpdateDue, legalDayOf } from './content.ts';

describe('legalDayOf', () => {
  it('is the calendar day in Eastern time, not UTC', () => {
    // 03:30 UTC on 1 March is still 28 February in Toronto (UTC−5 in winter).
    expect(legalDayOf(new Date('2027-03-01T03:30:00Z'))).toBe('2027-02-28');
    expect(legalDayOf(new Date('2027-03-01T05:30:00Z'))).toBe('2027-03-01');
    // Summer time: UTC−4.
    expect(legalDayOf(new Date('2027-07-01T03:59:00Z'))).toBe('2027-06-30');
  });
});

describe('isPolicyUpdateDue', () => {
  it('is due when the accepted version is older than the current one, or none was accepted', () => {
    expect(isPolicyUpdateDue(1, 2)).toBe(true);
    expect(isPolicyUpdateDue(null, 1)).toBe(true);
  });

  it('is not due for the current version, nor when no policy is published', () => {
    expect(isPolicyUpdateDue(2, 2)).toBe(false);
    expect(isPolicyUpdateDue(null, null)).toBe(false);
    expect(isPolicyUpdateDue(3, null)).toBe(false);
  });
});
