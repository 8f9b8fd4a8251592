// Error reporting (issue 21 item 3): POST /api/errors validates each field (400 naming it, never a
// 500), refuses a body over its limit (413), limits each client address (429), counts the same
// fingerprint once in 10 minutes, scrubs personal data and query strings before storing; an unexpected
// error of the API is recorded with its request id, without the request's body or query; with a Sentry
// DSN the reports go through the SDK too.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ERROR_DEDUP_WINDOW_MS, ERROR_INTAKE_BODY_LIMIT } from '@spc/domain/error-reports';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../test/database.ts';
import { createEmbeddedErrorReporter } from '../adapters/error-reporting/embedded.ts';
import type { ErrorReport } from '../adapters/error-reporting/reporter.ts';
import { createSentryErrorReporter, loadSentrySdk, type SentrySdk } from '../adapters/error-reporting/sentry.ts';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { errorReports } from '../db/schema/index.ts';

interface ErrorBody {
  error: string;
  message: string;
}

let app: App;
let database: Database;
let addresses = 0;
/** Each test its own client address, so that the rate limit of one does not refuse another's. */
const nextAddress = () => `10.0.0.${(addresses += 1)}`;

const report = (overrides: Record<string, unknown> = {}) => ({
  kind: 'uncaught',
  message: 'TypeError: x is undefined',
  stack: 'TypeError: x is undefined\n    at render (https://spc.test/assets/index-abc.js:1:200)',
  url: '/deals',
  route_id: '/deals',
  release: '2026.11.26-abc123',
  user_agent: 'firefox',
  fingerprint: `fp${randomBytes(6).toString('hex')}`,
  ...overrides,
});

function post(payload: unknown, remoteAddress = nextAddress()) {
  return app.inject({
    method: 'POST',
    url: '/api/errors',
    remoteAddress,
    headers: { 'content-type': 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
}

const rowsOf = (fingerprint: string) =>
  database.db.select().from(errorReports).where(eq(errorReports.fingerprint, fingerprint));

beforeAll(async () => {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '.tmp/test-data', ERROR_INTAKE_RATE_LIMIT: '5' });
  database = await createTestDatabase();
  app = await buildApp({ config, database, secrets: { authSecret: randomBytes(32).toString('base64url') } });
  // A route that fails unexpectedly, to see the 500 path record it.
  app.post('/api/test-only/boom', async () => {
    throw new Error('database exploded for jane.doe@example.com');
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.close();
});

describe('POST /api/errors', () => {
  it('answers 202 and stores each report of a batch, with its request id', async () => {
    const one = report({ request_id: 'req-123' });
    const two = report({ kind: 'boundary' });
    const response = await post({ reports: [one, two] });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ accepted: 2 });
    const [row] = await rowsOf(one.fingerprint);
    expect(row).toMatchObject({
      source: 'browser',
      kind: 'uncaught',
      message: 'TypeError: x is undefined',
      urlPath: '/deals',
      routeId: '/deals',
      release: '2026.11.26-abc123',
      userAgent: 'firefox',
      requestId: 'req-123',
      count: 1,
    });
    expect(row!.firstSeen).toEqual(row!.lastSeen);
    expect(await rowsOf(two.fingerprint)).toHaveLength(1);
  });

  it.each([
    ['kind', { kind: 'fatal' }, /kind must be one of/],
    ['message', { message: '' }, /message cannot be empty/],
    ['message', { message: 'm'.repeat(1001) }, /message must be at most 1000/],
    ['stack', { stack: 's'.repeat(8001) }, /stack must be at most 8000/],
    ['url', { url: 'javascript:alert(1)' }, /url must be a path/],
    ['route_id', { route_id: 'r'.repeat(201) }, /route_id must be at most 200/],
    ['release', { release: 'v1; drop table' }, /release must be a build id/],
    ['user_agent', { user_agent: 'Mozilla/5.0 (X11; Linux x86_64)' }, /user_agent must be one of/],
    ['fingerprint', { fingerprint: 'short' }, /fingerprint must be at least 8/],
    ['request_id', { request_id: 'has spaces in it' }, /request_id must be/],
    ['email', { email: 'jane@example.com' }, /email|Unrecognized|unknown/i],
  ])('refuses a bad %s with 400 and a clear message', async (_field, overrides, message) => {
    const response = await post({ reports: [report(overrides)] });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().error).toBe('VALIDATION_ERROR');
    expect(response.json<ErrorBody>().message).toMatch(message);
  });

  it('refuses an empty batch, a batch over 10, no body, and a body that is not JSON with 400', async () => {
    expect((await post({ reports: [] })).json<ErrorBody>().message).toMatch(/reports cannot be empty/);
    const eleven = await post({ reports: Array.from({ length: 11 }, () => report()) });
    expect(eleven.statusCode).toBe(400);
    expect(eleven.json<ErrorBody>().message).toMatch(/at most 10 reports/);
    expect((await post({})).statusCode).toBe(400);
    const garbage = await post('{"reports": [');
    expect(garbage.statusCode).toBe(400);
  });

  it(`refuses a body over ${ERROR_INTAKE_BODY_LIMIT} bytes with 413`, async () => {
    const response = await post({ reports: [report({ stack: 'x'.repeat(ERROR_INTAKE_BODY_LIMIT) })] });
    expect(response.statusCode).toBe(413);
    expect(response.json<ErrorBody>().message).toBeTruthy();
  });

  it('limits each client address (ERROR_INTAKE_RATE_LIMIT a minute, then 429 with Retry-After)', async () => {
    const address = nextAddress();
    for (let i = 0; i < 5; i += 1) expect((await post({ reports: [report()] }, address)).statusCode).toBe(202);
    const refused = await post({ reports: [report()] }, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<ErrorBody>().error).toBe('RATE_LIMITED');
    expect(refused.headers['retry-after']).toBeDefined();
    // Another address is not affected.
    expect((await post({ reports: [report()] })).statusCode).toBe(202);
  });

  it('counts the same fingerprint once within 10 minutes: one row, its count and last_seen', async () => {
    const repeated = report();
    await post({ reports: [repeated, repeated] });
    await post({ reports: [{ ...repeated, request_id: 'req-latest' }] });
    const rows = await rowsOf(repeated.fingerprint);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ count: 3, requestId: 'req-latest' });
    expect(rows[0]!.lastSeen.getTime()).toBeGreaterThanOrEqual(rows[0]!.firstSeen.getTime());
  });

  it('starts a new row once the fingerprint has not been seen for 10 minutes', async () => {
    const reporter = createEmbeddedErrorReporter({ db: database.db, log: app.log });
    const base: ErrorReport = {
      source: 'browser',
      kind: 'logged',
      message: 'Website menu failed to load',
      urlPath: '/',
      fingerprint: `fp${randomBytes(6).toString('hex')}`,
    };
    const start = new Date('2026-01-01T12:00:00Z');
    expect(await reporter.capture(base, start)).toBe('new');
    expect(await reporter.capture(base, new Date(start.getTime() + ERROR_DEDUP_WINDOW_MS - 1000))).toBe('counted');
    // 10 minutes after the last sighting (not the first): a new window.
    const later = new Date(start.getTime() + 2 * ERROR_DEDUP_WINDOW_MS);
    expect(await reporter.capture(base, later)).toBe('new');
    const rows = await database.db
      .select()
      .from(errorReports)
      .where(eq(errorReports.fingerprint, base.fingerprint))
      .orderBy(errorReports.id);
    expect(rows.map((row) => row.count)).toEqual([2, 1]);
  });

  it('keeps no query string and no personal data: e-mails, card numbers and tokens become placeholders', async () => {
    const scrubbed = report({
      url: 'https://spc.test/activate/eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl?auto_login=yes&custom_token=abc&email=jane%40x.ca#top',
      message: 'Payment failed for jane.doe@example.com with 4111 1111 1111 1111',
      stack: 'Error at https://spc.test/profile?token=s3cr3t-value:1:2\n    at pay (card_number=5555555555554444)',
      route_id: '/activate/:token',
    });
    expect((await post({ reports: [scrubbed] })).statusCode).toBe(202);
    const [row] = await rowsOf(scrubbed.fingerprint);
    expect(row!.urlPath).toBe('/activate/[token]');
    expect(row!.message).toBe('Payment failed for [email] with [card]');
    expect(row!.stack).not.toMatch(/s3cr3t|5555555555554444/);
    expect(row!.stack).toContain('Error at https://spc.test/profile\n');
    expect(row!.stack).toContain('card_number=[redacted]');
  });
});

describe('the API’s unexpected errors', () => {
  it('are recorded with their request id, the route pattern, no body and no personal data', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test-only/boom?email=jane.doe@example.com',
      headers: { 'x-request-id': 'boom-request-1', 'content-type': 'application/json' },
      payload: JSON.stringify({ password: 'hunter2', card: '4111111111111111' }),
    });
    expect(response.statusCode).toBe(500);
    expect(response.json<ErrorBody>().message).not.toMatch(/database exploded/);
    const row = await vi.waitFor(async () => {
      const [found] = await database.db
        .select()
        .from(errorReports)
        .where(eq(errorReports.requestId, 'boom-request-1'))
        .orderBy(desc(errorReports.id));
      if (!found) throw new Error('not recorded yet');
      return found;
    });
    expect(row).toMatchObject({
      source: 'server',
      kind: 'server',
      urlPath: '/api/test-only/boom',
      routeId: 'POST /api/test-only/boom',
      message: 'Error: database exploded for [email]',
    });
    expect(JSON.stringify(row)).not.toMatch(/hunter2|4111111111111111|jane\.doe/);
  });

  it('are not recorded for a refusal (4xx)', async () => {
    await post({ reports: [report({ kind: 'nope' })] });
    const rows = await database.db.select().from(errorReports).where(eq(errorReports.source, 'server'));
    expect(rows.every((row) => row.urlPath !== '/api/errors')).toBe(true);
  });
});

describe('the Sentry adapter', () => {
  it('initialises the SDK without personal data and forwards the first report of a window, not its repeats', async () => {
    const init = vi.fn<SentrySdk['init']>();
    const captureEvent = vi.fn<SentrySdk['captureEvent']>(() => 'event-id');
    const sdk: SentrySdk = { init, captureEvent, flush: vi.fn(async () => true) };
    const local = createEmbeddedErrorReporter({ db: database.db, log: app.log });
    const reporter = createSentryErrorReporter(sdk, { dsn: 'https://k@sentry.example/1', environment: 'test' }, local);
    expect(init).toHaveBeenCalledWith(
      expect.objectContaining({ dsn: 'https://k@sentry.example/1', environment: 'test', sendDefaultPii: false }),
    );
    const base: ErrorReport = {
      source: 'server',
      kind: 'server',
      message: 'Error: boom',
      stack: 'Error: boom\n    at x (file.ts:1:1)',
      urlPath: '/api/x',
      routeId: 'GET /api/x',
      fingerprint: `fp${randomBytes(6).toString('hex')}`,
      requestId: 'req-sentry',
    };
    const now = new Date();
    expect(await reporter.capture(base, now)).toBe('new');
    expect(await reporter.capture(base, now)).toBe('counted');
    expect(captureEvent).toHaveBeenCalledTimes(1);
    const [event] = captureEvent.mock.calls[0]!;
    expect(event).toMatchObject({
      message: 'Error: boom',
      level: 'error',
      fingerprint: [base.fingerprint],
      request: { url: '/api/x' },
    });
    expect(event.tags).toMatchObject({ request_id: 'req-sentry', kind: 'server' });
  });

  it('sends the event through the official SDK (@sentry/node) to the DSN, as an envelope', async () => {
    // A local stand-in for the Sentry server: it keeps the bodies the SDK posts to its envelope endpoint.
    const received: { path: string; body: string }[] = [];
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ path: request.url ?? '', body: Buffer.concat(chunks).toString('utf8') });
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const sdk = await loadSentrySdk();
      const local = createEmbeddedErrorReporter({ db: database.db, log: app.log });
      const reporter = createSentryErrorReporter(
        sdk,
        { dsn: `http://publickey@127.0.0.1:${port}/42`, environment: 'test' },
        local,
      );
      const fingerprint = `fp${randomBytes(6).toString('hex')}`;
      const outcome = await reporter.capture(
        {
          source: 'server',
          kind: 'server',
          message: 'Error: sent through the SDK',
          urlPath: '/api/y',
          routeId: 'GET /api/y',
          fingerprint,
          requestId: 'req-sdk',
        },
        new Date(),
      );
      expect(outcome).toBe('new');
      expect(await sdk.flush(5000)).toBe(true);
      const envelope = received.find((request) => request.path.startsWith('/api/42/envelope/'));
      expect(envelope?.body).toContain('Error: sent through the SDK');
      expect(envelope?.body).toContain('req-sdk');
      expect(envelope?.body).toContain(fingerprint);
    } finally {
      server.close();
    }
  });
});
