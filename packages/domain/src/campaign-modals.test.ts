// The campaign modals' rules with a controlled clock (spec §2 "Page-specific ads modal", §4 "Ads modal
// display", §6 SPC+ variants; docs/decisions/027): capping, cooldown, page, audience, one at a time.
import { describe, expect, it } from 'vitest';
import {
  adKey,
  adPageOf,
  chooseAd,
  EMAIL_CAPTURE_SCHEDULE,
  HOUR_MS,
  IMPRESSION_MEMORY_MS,
  isModalFreePage,
  isNewMember,
  offersNewMemberPromotion,
  mayShow,
  nextModal,
  parseImpressionHistory,
  recordImpression,
  type ImpressionHistory,
  type ModalCandidate,
} from './campaign-modals.ts';
import type { Ad } from './offers.ts';

const T0 = Date.UTC(2026, 10, 26, 12);
const at = (hours: number) => T0 + hours * HOUR_MS;

const ad = (overrides: Partial<Ad> = {}): Ad => ({
  id: 1,
  is_clickable: true,
  url_en: '/deals/cibc',
  url_fr: '/fr/deals/cibc',
  image_en: '/media/a-640.webp',
  image_fr: '/media/b-640.webp',
  image_mobile_en: '/media/c-640.webp',
  image_mobile_fr: '/media/d-640.webp',
  display_page: 'deals',
  display_period: 72,
  display_cooldown_hours: 24,
  display_count: 3,
  is_spc_plus: false,
  ...overrides,
});

/** Shows `schedule`'s modal whenever allowed, every hour for `hours`, and answers the hours it showed. */
function simulate(schedule: Parameters<typeof mayShow>[0], hours: number): number[] {
  let shown: number[] = [];
  const showings: number[] = [];
  for (let hour = 0; hour < hours; hour++) {
    if (mayShow(schedule, shown, at(hour))) {
      shown = [...shown, at(hour)];
      showings.push(hour);
    }
  }
  return showings;
}

describe('frequency capping (display_count within display_period hours, display_cooldown_hours)', () => {
  it('shows a never-seen modal', () => {
    expect(mayShow(ad(), [], T0)).toBe(true);
  });

  it('waits for the cooldown after each showing, to the millisecond', () => {
    const schedule = ad({ display_cooldown_hours: 24, display_count: 10, display_period: 1000 });
    expect(mayShow(schedule, [T0], at(23.99))).toBe(false);
    expect(mayShow(schedule, [T0], at(24) - 1)).toBe(false);
    expect(mayShow(schedule, [T0], at(24))).toBe(true);
  });

  it('allows at most display_count showings within display_period hours', () => {
    // 3 within 72 h, 24 h apart: hours 0, 24, 48, then the window slides: hour 72 has 2 in (0, 72].
    expect(simulate(ad({ display_count: 3, display_period: 72, display_cooldown_hours: 24 }), 100)).toEqual([
      0, 24, 48, 72, 96,
    ]);
    // 2 within 168 h, 1 h apart: hours 0 and 1, then nothing until hour 0 leaves the window (168).
    expect(simulate(ad({ display_count: 2, display_period: 168, display_cooldown_hours: 1 }), 200)).toEqual([
      0, 1, 168, 169,
    ]);
    // 1 within 24 h and a 72 h cooldown: the cooldown rules.
    expect(simulate(ad({ display_count: 1, display_period: 24, display_cooldown_hours: 72 }), 200)).toEqual([
      0, 72, 144,
    ]);
  });

  it('never shows a modal whose display_count is 0', () => {
    expect(mayShow(ad({ display_count: 0 }), [], T0)).toBe(false);
  });

  it('ignores showings recorded in the future (a clock moved back) for the window, not for safety', () => {
    expect(mayShow(ad({ display_count: 1 }), [at(5)], T0)).toBe(true);
  });

  it('keeps the e-mail capture modal to once a week', () => {
    expect(simulate(EMAIL_CAPTURE_SCHEDULE, 24 * 15)).toEqual([0, 168, 336]);
  });
});

describe('the history kept in local storage', () => {
  it('records a showing without changing the old history, and forgets showings past memory', () => {
    const old: ImpressionHistory = { 'ad:1': [T0 - IMPRESSION_MEMORY_MS - 1], 'ad:2': [T0 - HOUR_MS] };
    const next = recordImpression(old, 'ad:3', T0);
    expect(next).toEqual({ 'ad:2': [T0 - HOUR_MS], 'ad:3': [T0] });
    expect(old['ad:1']).toHaveLength(1);
  });

  it('reads anything unreadable as an empty history', () => {
    expect(parseImpressionHistory(null)).toEqual({});
    expect(parseImpressionHistory('nonsense')).toEqual({});
    expect(parseImpressionHistory({ 'ad:1': ['x'] })).toEqual({});
    expect(parseImpressionHistory({ 'ad:1': [T0] })).toEqual({ 'ad:1': [T0] });
  });
});

describe('display_page per page', () => {
  it.each([
    ['/deals', 'deals'],
    ['/deals/', 'deals'],
    ['/deals/category/food', 'category'],
    ['/spc-plus', 'category'],
    ['/search/inStore', 'category'],
    ['/search/pizza', 'search'],
    ['/', null],
    ['/deals/cibc', null],
    ['/about', null],
  ])('%s shows the %s ads', (path, page) => {
    expect(adPageOf(path)).toBe(page);
  });

  it('chooses an ad of the page only', () => {
    const ads = [ad({ id: 1, display_page: 'search' }), ad({ id: 2, display_page: 'deals' })];
    expect(chooseAd(ads, { pathname: '/deals', isSpcPlus: false, history: {}, now: T0 })?.id).toBe(2);
    expect(chooseAd(ads, { pathname: '/search/shoes', isSpcPlus: false, history: {}, now: T0 })?.id).toBe(1);
    expect(chooseAd(ads, { pathname: '/about', isSpcPlus: false, history: {}, now: T0 })).toBeNull();
  });

  it('moves to the next ad of the page when the first is capped, then to none', () => {
    const ads = [ad({ id: 1 }), ad({ id: 2 })];
    let history: ImpressionHistory = {};
    const first = chooseAd(ads, { pathname: '/deals', isSpcPlus: false, history, now: T0 })!;
    history = recordImpression(history, adKey(first), T0);
    const second = chooseAd(ads, { pathname: '/deals', isSpcPlus: false, history, now: T0 + 1000 })!;
    expect([first.id, second.id]).toEqual([1, 2]);
    history = recordImpression(history, adKey(second), T0 + 1000);
    expect(chooseAd(ads, { pathname: '/deals', isSpcPlus: false, history, now: at(1) })).toBeNull();
    expect(chooseAd(ads, { pathname: '/deals', isSpcPlus: false, history, now: at(24) })?.id).toBe(1);
  });
});

describe('SPC+ variants (spec §6)', () => {
  const ads = [ad({ id: 1, is_spc_plus: false }), ad({ id: 2, is_spc_plus: true })];
  it('gives SPC+ members the SPC+ ads and everyone else the others', () => {
    expect(chooseAd(ads, { pathname: '/deals', isSpcPlus: true, history: {}, now: T0 })?.id).toBe(2);
    expect(chooseAd(ads, { pathname: '/deals', isSpcPlus: false, history: {}, now: T0 })?.id).toBe(1);
  });
});

describe('never on checkout, sign-in or activation; never two at once', () => {
  it.each([
    '/login',
    '/signup',
    '/signup/purchase',
    '/purchase',
    '/purchase/summary',
    '/activate',
    '/activate/account',
    '/signup/activate',
    '/subscribe/confirm',
  ])('%s is free of modals', (path) => {
    expect(isModalFreePage(path)).toBe(true);
    expect(
      nextModal([{ kind: 'email-capture', key: 'email-capture', schedule: EMAIL_CAPTURE_SCHEDULE }], {
        pathname: path,
        modalOpen: false,
        history: {},
        now: T0,
      }),
    ).toBeNull();
  });

  it('lets modals cover the pages people browse', () => {
    for (const path of ['/', '/deals', '/deals/category/food', '/about', '/purchases']) {
      expect(isModalFreePage(path)).toBe(false);
    }
  });

  const candidates: ModalCandidate[] = [
    { kind: 'email-capture', key: 'email-capture', schedule: EMAIL_CAPTURE_SCHEDULE },
    { kind: 'ad', key: 'ad:1', schedule: ad() },
  ];

  it('opens nothing while another modal is open', () => {
    expect(nextModal(candidates, { pathname: '/deals', modalOpen: true, history: {}, now: T0 })).toBeNull();
  });

  it('opens one modal at a time, the ad before the e-mail capture, the next one on a later page', () => {
    const first = nextModal(candidates, { pathname: '/deals', modalOpen: false, history: {}, now: T0 })!;
    expect(first.kind).toBe('ad');
    const history = recordImpression({}, first.key, T0);
    expect(nextModal(candidates, { pathname: '/deals', modalOpen: false, history, now: T0 + 1 })?.kind).toBe(
      'email-capture',
    );
  });
});

describe('new members', () => {
  it('is new for 14 days after the membership starts', () => {
    expect(isNewMember(T0, at(24 * 14) - 1)).toBe(true);
    expect(isNewMember(T0, at(24 * 14))).toBe(false);
    expect(isNewMember(null, T0)).toBe(false);
    expect(isNewMember(at(1), T0)).toBe(false);
    // Only on the deals page, and only while new.
    expect(offersNewMemberPromotion('/deals', T0, at(1))).toBe(true);
    expect(offersNewMemberPromotion('/timhortons', T0, at(1))).toBe(false);
    expect(offersNewMemberPromotion('/12-days-giveaways-2024', T0, at(1))).toBe(false);
    expect(offersNewMemberPromotion('/deals', T0, at(24 * 14))).toBe(false);
  });
});

describe('the e-mail capture offer', () => {
  it('waits for the second page and never asks someone subscribed or opted in', async () => {
    const { offersEmailCapture } = await import('./campaign-modals.ts');
    expect(offersEmailCapture({ subscribedHere: false, optedIn: false, pagesThisVisit: 1 })).toBe(false);
    expect(offersEmailCapture({ subscribedHere: false, optedIn: false, pagesThisVisit: 2 })).toBe(true);
    expect(offersEmailCapture({ subscribedHere: true, optedIn: false, pagesThisVisit: 5 })).toBe(false);
    expect(offersEmailCapture({ subscribedHere: false, optedIn: true, pagesThisVisit: 5 })).toBe(false);
  });
});
