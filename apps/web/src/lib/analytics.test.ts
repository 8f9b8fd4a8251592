// The browser's analytics pipeline (issue 21 item 2, decision 028): events batched for 5 s (fake
// timers), at most 20 a batch, shaped as POST /api/events takes them, without query strings; fetch
// keepalive when a beacon is refused; nothing kept or sent with analytics refused, events held in memory
// while undecided and sent once accepted (dropped when the page goes away first); page views after every
// route change except /signup, from the history API; the queue door drained on install.
import { eventBatchSchema } from '@spc/domain/analytics';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { track } from './analytics-queue.ts';
import {
  analyticsConsent,
  createAnalyticsPipeline,
  EVENT_INTAKE_URL,
  installAnalytics,
  type AnalyticsConsent,
  type AnalyticsEnvironment,
} from './analytics.ts';

/** jsdom's Blob has no text(). */
const readBlob = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });

function setup(overrides: Partial<AnalyticsEnvironment> = {}) {
  let consent: AnalyticsConsent = 'granted';
  const beacons: Blob[] = [];
  const beacon = vi.fn((_url: string, body: Blob) => {
    beacons.push(body);
    return true;
  });
  const forgetVisit = vi.fn();
  const pipeline = createAnalyticsPipeline({
    beacon,
    fetch: vi.fn<typeof fetch>(),
    consent: () => consent,
    location: () => 'https://spc.test/deals/food?q=pizza&email=jane%40example.com#top',
    language: () => 'fr',
    now: () => Date.now(),
    setTimeout: (run, ms) => setTimeout(run, ms),
    visitId: () => 'visit-abcdefgh',
    forgetVisit,
    ...overrides,
  });
  const batches = async () =>
    Promise.all(beacons.map(async (body) => eventBatchSchema.parse(JSON.parse(await readBlob(body)))));
  return { pipeline, beacon, beacons, batches, forgetVisit, setConsent: (next: AnalyticsConsent) => (consent = next) };
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-26T10:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
  document.cookie = 'spc_consent=; Max-Age=0; Path=/';
});

describe('the analytics pipeline', () => {
  it('sends what happens within 5 s as one beacon to /api/events, valid for the intake, path without query', async () => {
    const { pipeline, beacon, batches } = setup();
    pipeline.track({ type: 'page_view' });
    pipeline.track({ type: 'search', query: 'pizza', result_count: 0 });
    pipeline.track({ type: 'reveal', offer_id: 42 });
    vi.advanceTimersByTime(4999);
    expect(beacon).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(beacon.mock.calls[0]![0]).toBe(EVENT_INTAKE_URL);
    const [batch] = await batches();
    expect(batch!.events.map((event) => event.type)).toEqual(['page_view', 'search', 'reveal']);
    expect(batch!.events[0]).toEqual({
      type: 'page_view',
      at: Date.parse('2026-11-26T10:00:00Z'),
      visit_id: 'visit-abcdefgh',
      path: '/deals/food',
      language: 'fr',
    });
  });

  it('splits more than 20 events into batches of 20, and sends at once when flushed (page hidden)', async () => {
    const { pipeline, beacon, batches } = setup();
    for (let i = 0; i < 45; i += 1) pipeline.track({ type: 'reveal', offer_id: i + 1 });
    pipeline.flush();
    expect(beacon).toHaveBeenCalledTimes(3);
    expect((await batches()).map((batch) => batch.events.length)).toEqual([20, 20, 5]);
    vi.advanceTimersByTime(10_000);
    expect(beacon).toHaveBeenCalledTimes(3);
  });

  it('falls back to fetch with keepalive and the session cookie when the beacon is refused', () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(new Response(null, { status: 202 })));
    const { pipeline } = setup({ beacon: () => false, fetch });
    pipeline.track({ type: 'sign_up', method: 'email' });
    pipeline.flush();
    expect(fetch).toHaveBeenCalledWith(
      EVENT_INTAKE_URL,
      expect.objectContaining({ method: 'POST', keepalive: true, credentials: 'same-origin' }),
    );
  });

  it('keeps and sends nothing with analytics refused, and forgets the visit id', () => {
    const { pipeline, beacon, setConsent, forgetVisit } = setup();
    setConsent('refused');
    pipeline.track({ type: 'page_view' });
    expect(pipeline.pending()).toEqual([]);
    vi.advanceTimersByTime(60_000);
    pipeline.flush();
    expect(beacon).not.toHaveBeenCalled();
    expect(forgetVisit).toHaveBeenCalled();
  });

  it('holds events in memory while undecided, sends them once analytics is accepted', async () => {
    const { pipeline, beacon, setConsent, batches } = setup();
    setConsent('undecided');
    pipeline.track({ type: 'page_view' });
    vi.advanceTimersByTime(15_000);
    expect(beacon).not.toHaveBeenCalled();
    expect(pipeline.pending()).toHaveLength(1);
    setConsent('granted');
    vi.advanceTimersByTime(5000);
    expect(beacon).toHaveBeenCalledTimes(1);
    expect((await batches())[0]!.events).toHaveLength(1);
  });

  it('drops what waits for a decision when the person refuses, or when the page goes away first', () => {
    const refused = setup();
    refused.setConsent('undecided');
    refused.pipeline.track({ type: 'page_view' });
    refused.setConsent('refused');
    vi.advanceTimersByTime(5000);
    expect(refused.pipeline.pending()).toEqual([]);
    expect(refused.beacon).not.toHaveBeenCalled();

    const left = setup();
    left.setConsent('undecided');
    left.pipeline.track({ type: 'page_view' });
    left.pipeline.flush(true);
    expect(left.pipeline.pending()).toEqual([]);
    left.setConsent('granted');
    vi.advanceTimersByTime(10_000);
    expect(left.beacon).not.toHaveBeenCalled();
  });

  it('holds at most 50 events while undecided', () => {
    const { pipeline, setConsent } = setup();
    setConsent('undecided');
    for (let i = 0; i < 80; i += 1) pipeline.track({ type: 'page_view' });
    expect(pipeline.pending()).toHaveLength(50);
  });

  it('reads consent from the spc_consent cookie: current version only', () => {
    expect(analyticsConsent()).toBe('undecided');
    document.cookie = 'spc_consent=v1.a1.m0.t1764000000000; Path=/';
    expect(analyticsConsent()).toBe('granted');
    document.cookie = 'spc_consent=v1.a0.m1.t1764000000000; Path=/';
    expect(analyticsConsent()).toBe('refused');
    document.cookie = 'spc_consent=v0.a1.m1.t1764000000000; Path=/';
    expect(analyticsConsent()).toBe('undecided');
  });
});

describe('installAnalytics', () => {
  it('records a page view per route change except sign-up, and drains the queue door', async () => {
    document.cookie = 'spc_consent=v1.a1.m0.t1764000000000; Path=/';
    document.documentElement.lang = 'en';
    const beacon = vi.fn((_url: string, _body: Blob) => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    window.history.replaceState(null, '', '/');
    track({ type: 'search', query: 'coffee', result_count: 2 }); // before install: waits on window.__spcEvents
    installAnalytics();
    window.history.pushState(null, '', '/deals');
    window.history.pushState(null, '', '/deals?page=2'); // the same route: no new view
    window.history.pushState(null, '', '/signup');
    window.history.pushState(null, '', '/signup/additional');
    window.history.pushState(null, '', '/fr/signup/purchase');
    window.history.pushState(null, '', '/offer/tims/12');
    track({ type: 'reveal', offer_id: 12 }); // after install: straight into the pipeline
    vi.advanceTimersByTime(5000);
    expect(beacon).toHaveBeenCalledTimes(1);
    const batch = eventBatchSchema.parse(JSON.parse(await readBlob(beacon.mock.calls[0]![1])));
    expect(batch.events.map((event) => [event.type, event.path])).toEqual([
      ['page_view', '/'],
      ['search', '/'],
      ['page_view', '/deals'],
      ['page_view', '/offer/tims/12'],
      ['reveal', '/offer/tims/12'],
    ]);
    expect(new Set(batch.events.map((event) => event.visit_id)).size).toBe(1);
    expect(window.sessionStorage.getItem('spc.visit')).toBe(batch.events[0]!.visit_id);
  });
});
