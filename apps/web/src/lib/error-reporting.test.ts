// Browser error reporting (issue 21 item 3): reports are batched (one beacon per 5 s, at most 10 a
// batch, at once on page hide), de-duplicated by fingerprint in the page, shaped as the intake's schema
// takes them, without query strings or personal data, sent with fetch keepalive when a beacon is
// refused; reporting never throws; the window listeners and the queue of report-error.ts feed it.
import { errorReportBatchSchema } from '@spc/domain/error-reports';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createErrorReporter, ERROR_INTAKE_URL, releaseOfPage, type ReporterEnvironment } from './error-reporting.ts';

/** jsdom's Blob has no text(). */
const readBlob = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

function setup(overrides: Partial<ReporterEnvironment> = {}) {
  const beacons: { url: string; body: Blob }[] = [];
  const timers: (() => void)[] = [];
  const beacon = vi.fn((url: string, body: Blob) => {
    beacons.push({ url, body });
    return true;
  });
  const reporter = createErrorReporter({
    beacon,
    fetch: vi.fn<typeof fetch>(),
    location: () => 'https://spc.test/deals/food?q=pizza&email=jane%40example.com#top',
    userAgent: FIREFOX,
    release: 'index-AbC123',
    setTimeout: (run, ms) => {
      expect(ms).toBe(5000);
      timers.push(run);
    },
    ...overrides,
  });
  const runTimers = () => timers.splice(0).forEach((run) => run());
  const payloads = async () =>
    Promise.all(
      beacons.map(async ({ body }) => JSON.parse(await readBlob(body)) as { reports: { message: string }[] }),
    );
  return { reporter, beacon, beacons, timers, runTimers, payloads };
}

describe('the error reporter', () => {
  it('batches what happens within 5 s into one beacon to /api/errors, shaped as the intake takes it', async () => {
    const { reporter, beacon, beacons, timers, runTimers, payloads } = setup();
    reporter.report('uncaught', new TypeError('x is undefined'));
    reporter.report('unhandled_rejection', new Error('fetch failed'));
    reporter.report('logged', new Error('500'), { what: 'Website menu failed to load' });
    expect(beacon).not.toHaveBeenCalled();
    expect(timers).toHaveLength(1);
    runTimers();
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(beacons[0]!.url).toBe(ERROR_INTAKE_URL);
    expect(beacons[0]!.body.type).toBe('application/json');
    const [payload] = await payloads();
    expect(errorReportBatchSchema.safeParse(payload).success).toBe(true);
    expect(payload!.reports).toHaveLength(3);
    expect(payload!.reports[0]).toMatchObject({
      kind: 'uncaught',
      message: 'TypeError: x is undefined',
      url: '/deals/food',
      user_agent: 'firefox',
      release: 'index-AbC123',
    });
    expect(payload!.reports[2]).toMatchObject({ kind: 'logged', message: 'Website menu failed to load: Error: 500' });
  });

  it('sends at most 10 reports a batch', async () => {
    const { reporter, runTimers, payloads } = setup();
    for (let i = 0; i < 12; i += 1) reporter.report('uncaught', new Error(`error number ${i}`));
    runTimers();
    expect((await payloads()).map((payload) => payload.reports.length)).toEqual([10, 2]);
  });

  it('sends the same error once per page (by fingerprint)', async () => {
    const { reporter, runTimers, payloads } = setup();
    const error = new Error('same');
    reporter.report('uncaught', error);
    reporter.report('uncaught', error);
    runTimers();
    reporter.report('uncaught', error);
    runTimers();
    expect((await payloads()).flatMap((payload) => payload.reports)).toHaveLength(1);
  });

  it('never sends a query string, a form value or personal data', async () => {
    const { reporter, runTimers, beacons } = setup();
    const error = new Error('Could not save jane.doe@example.com with card 4111 1111 1111 1111');
    error.stack = `${error.message}\n    at submit (https://spc.test/assets/profile.js?token=abc:1:2)`;
    reporter.report('boundary', error);
    runTimers();
    const sent = await readBlob(beacons[0]!.body);
    expect(sent).not.toMatch(/jane|4111|pizza|token=abc|\?q=|#top/);
    expect(sent).toContain('[email]');
    expect(sent).toContain('[card]');
  });

  it('carries the failing call’s request id when the error has one', async () => {
    const { reporter, runTimers, payloads } = setup();
    reporter.report('logged', Object.assign(new Error('Bad gateway'), { requestId: 'req-42' }), { what: 'Carousel' });
    runTimers();
    expect((await payloads())[0]!.reports[0]).toMatchObject({ request_id: 'req-42' });
  });

  it('carries the page’s last API request id when the error has none of its own', async () => {
    const { reporter, runTimers, payloads } = setup({ lastRequestId: () => 'req-last' });
    reporter.report('uncaught', new TypeError('y is null'));
    reporter.report('logged', Object.assign(new Error('Bad gateway'), { requestId: 'req-own' }), { what: 'Menu' });
    runTimers();
    expect((await payloads())[0]!.reports.map((report) => (report as { request_id?: string }).request_id)).toEqual([
      'req-last',
      'req-own',
    ]);
  });

  it('falls back to fetch with keepalive when the beacon is refused or missing', () => {
    const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(new Response(null, { status: 202 })));
    const refused = setup({ beacon: () => false, fetch: fetchMock });
    refused.reporter.report('uncaught', new Error('a'));
    refused.reporter.flush();
    const missing = setup({ beacon: undefined, fetch: fetchMock });
    missing.reporter.report('uncaught', new Error('b'));
    missing.reporter.flush();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(ERROR_INTAKE_URL);
    expect(init).toMatchObject({ method: 'POST', keepalive: true, headers: { 'content-type': 'application/json' } });
  });

  it('never throws: odd values, a throwing beacon, a failing fetch', () => {
    const { reporter } = setup({
      beacon: () => {
        throw new Error('beacon broken');
      },
      fetch: () => Promise.reject(new Error('offline')),
    });
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(() => {
      reporter.report('unhandled_rejection', cyclic);
      reporter.report('unhandled_rejection', undefined);
      reporter.report('uncaught', 'a string');
      reporter.flush();
    }).not.toThrow();
  });

  it('reads the build id from the entry script’s file name', () => {
    const doc = document.implementation.createHTMLDocument();
    doc.head.innerHTML = '<script type="module" src="/assets/index-AbC123.js"></script>';
    expect(releaseOfPage(doc)).toBe('index-AbC123');
  });
});

describe('the page’s reporter', () => {
  let sendBeacon: ReturnType<typeof vi.fn<(url: string, body: Blob) => boolean>>;
  beforeEach(() => {
    sendBeacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  });
  afterEach(() => {
    delete window.__spcErrors;
  });

  it('reports what report-error.ts queued before it was installed, window errors, and sends on page hide', async () => {
    const { reportLogged } = await import('./report-error.ts');
    reportLogged('Website menu failed to load', new Error('queued before install'));
    const { installErrorReporting } = await import('./error-reporting.ts');
    installErrorReporting();
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('uncaught one'), message: 'uncaught one' }));
    const rejection = new Event('unhandledrejection') as Event & { reason?: unknown };
    rejection.reason = new Error('rejected one');
    window.dispatchEvent(rejection);
    reportLogged(null, new Error('boundary one'));
    window.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const body = JSON.parse(await readBlob(sendBeacon.mock.calls[0]![1])) as {
      reports: { kind: string; message: string }[];
    };
    expect(body.reports.map(({ kind, message }) => [kind, message])).toEqual([
      ['logged', 'Website menu failed to load: Error: queued before install'],
      ['uncaught', 'Error: uncaught one'],
      ['unhandled_rejection', 'Error: rejected one'],
      ['boundary', 'Error: boundary one'],
    ]);
  });

  it('keeps the x-request-id of the API’s answers (the failed one first), not of its own intakes', async () => {
    vi.resetModules();
    // eslint-disable-next-line @typescript-eslint/unbound-method -- put back exactly as it was, never called here
    const original = window.fetch;
    const answers: Record<string, Response> = {};
    window.fetch = vi.fn<typeof fetch>((input) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      return Promise.resolve(answers[url]!);
    });
    try {
      const reporting = await import('./error-reporting.ts');
      reporting.installErrorReporting();
      answers['/api/partners/v5/offers/summary'] = new Response('{}', { headers: { 'x-request-id': 'req-ok-1' } });
      answers['/api/users/profile'] = new Response('{}', { status: 500, headers: { 'x-request-id': 'req-failed' } });
      answers['/api/events'] = new Response(null, { status: 202, headers: { 'x-request-id': 'req-intake' } });
      answers['/api/menu'] = new Response('{}', { headers: { 'x-request-id': 'req-ok-2' } });
      await window.fetch('/api/partners/v5/offers/summary');
      expect(reporting.lastRequestId()).toBe('req-ok-1');
      await window.fetch('/api/users/profile');
      await window.fetch('/api/menu');
      await window.fetch('/api/events');
      expect(reporting.lastRequestId()).toBe('req-failed');
      expect(reporting.lastRequestId()).toBe('req-ok-2');
    } finally {
      window.fetch = original;
    }
  });
});
