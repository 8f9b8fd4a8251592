// First-party analytics rules (issue 21 item 2, decision 028): which routes count as page views (all
// but sign-up, spec §4), how a search and a path are kept, the batch schema's refusals, the 13-month
// raw retention, the age of the §3 user properties.
import { describe, expect, it } from 'vitest';
import {
  ageOn,
  eventBatchSchema,
  eventPath,
  normalizeSearchQuery,
  rawRetentionStart,
  tracksPageView,
} from './analytics.ts';

const base = { at: Date.UTC(2026, 10, 26), visit_id: 'visit-abcdefgh', path: '/deals', language: 'en' };

describe('page views (spec §4: after every route except sign-up)', () => {
  it.each(['/', '/deals', '/offer/tims/12', '/profile', '/purchase', '/signups-are-fun', '/fr/deals'])(
    'counts %s',
    (path) => {
      expect(tracksPageView(path)).toBe(true);
    },
  );
  it.each(['/signup', '/signup/', '/signup/purchase', '/signup/additional', '/fr/signup', '/en/signup/activate'])(
    'skips %s',
    (path) => {
      expect(tracksPageView(path)).toBe(false);
    },
  );
});

describe('what is kept of a path and a search', () => {
  it('keeps the path only, scrubbed', () => {
    expect(eventPath('https://spc.test/deals?email=a@b.c#x')).toBe('/deals');
    expect(eventPath('/verify/eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.abcdefghijklmnop')).toBe('/verify/[token]');
  });
  it('lower-cases, collapses spaces and hides what looks personal in a search', () => {
    expect(normalizeSearchQuery('  Pizza   NEAR  Me ')).toBe('pizza near me');
    expect(normalizeSearchQuery('jane@example.com')).toBe('[email]');
    expect(normalizeSearchQuery('6018123412341234')).toBe('[card]');
  });
});

describe('eventBatchSchema', () => {
  it('takes the five browser events', () => {
    const parsed = eventBatchSchema.safeParse({
      events: [
        { ...base, type: 'page_view' },
        { ...base, type: 'search', query: 'pizza', result_count: 0 },
        { ...base, type: 'reveal', offer_id: 3 },
        { ...base, type: 'sign_up', method: 'google', source: 'buy_spc' },
        { ...base, type: 'purchase', order_id: 'SPC-123', from_extension: false },
      ],
    });
    expect(parsed.success).toBe(true);
  });
  it.each([
    ['identify (server only)', { ...base, type: 'identify' }],
    ['personal fields', { ...base, type: 'page_view', first_name: 'Ada' }],
    ['a user id', { ...base, type: 'page_view', user_id: 'u1' }],
    ['purchase amounts from the browser', { ...base, type: 'purchase', order_id: 'SPC-1', total: 1 }],
    ['an unknown sign-up source', { ...base, type: 'sign_up', method: 'email', source: 'tv' }],
    ['an order id with spaces', { ...base, type: 'purchase', order_id: 'SPC 1' }],
    ['a language other than en or fr', { ...base, type: 'page_view', language: 'de' }],
    ['a fractional result count', { ...base, type: 'search', query: 'pizza', result_count: 1.5 }],
  ])('refuses %s', (_what, event) => {
    expect(eventBatchSchema.safeParse({ events: [event] }).success).toBe(false);
  });
  it('refuses an empty batch and one of 21', () => {
    expect(eventBatchSchema.safeParse({ events: [] }).success).toBe(false);
    const many = Array.from({ length: 21 }, () => ({ ...base, type: 'page_view' }));
    expect(eventBatchSchema.safeParse({ events: many }).success).toBe(false);
  });
});

describe('retention and age', () => {
  it('keeps raw events 13 months', () => {
    expect(rawRetentionStart(new Date('2026-11-26T10:00:00Z'))).toBe('2025-10-26');
    expect(rawRetentionStart(new Date('2027-01-05T00:00:00Z'))).toBe('2025-12-05');
  });
  it('computes the age on a day', () => {
    expect(ageOn('2008-11-26', new Date('2026-11-26T00:00:00Z'))).toBe(18);
    expect(ageOn('2008-11-27', new Date('2026-11-26T00:00:00Z'))).toBe(17);
    expect(ageOn(null, new Date())).toBeNull();
  });
});
