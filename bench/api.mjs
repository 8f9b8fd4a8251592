// API throughput: autocannon against /api/health (the floor: routing, headers, one `select 1`) and the
// catalogue calls a visitor makes — the deals summary, a category page, a tag search and tag
// suggestions — each compared with the health baseline of the same run; the `uncached` rows add a
// unique parameter to every request so the response cache never answers them. With `--offers N` it runs a
// second time on a catalogue grown to N offers (bench/generate-catalogue.ts) and compares each call's
// p99 with its p99 on the seed data. The server-rendered pages are measured in the same run as a browser
// fetches them (`Accept: text/html`, `Accept-Encoding: br`), cached and (a unique query per request)
// rendered for each request, so a cached page reads against the cached summary and /api/health.
// Usage: npm run bench:api [-- --offers 100000]
//   env: BENCH_URL (measure a running server; no --offers), BENCH_DURATION seconds [10],
//   BENCH_CONNECTIONS [50; the `1 conn` row always uses one], BENCH_ACCEPT_ENCODING [what a browser sends; `identity` = no compression],
//   BENCH_DATABASE_URL [unset: embedded PGlite; a postgres:// URL of an empty database to seed and use],
//   BENCH_ONLY [comma-separated call names to measure, e.g. `suggestions`; health is always measured]
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startServer } from './server.mjs';

const repoRoot = path.resolve(import.meta.dirname, '..');
const { values: args } = parseArgs({ options: { offers: { type: 'string' } } });
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
// By default what a browser sends, so the figures include response compression as users get it.
const acceptEncoding = process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br';
const headers = { accept: 'application/json', 'accept-encoding': acceptEncoding };
/** What a browser sends for a page it navigates to (brotli whatever BENCH_ACCEPT_ENCODING says). */
const PAGE_HEADERS = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip, deflate, br' };

const targets = [
  { name: 'health', path: '/api/health' },
  {
    name: 'offers summary',
    path: '/api/partners/v5/offers/summary?current_page=1&page_size=24&sort_by=views&offer_filters=online',
  },
  { name: 'category', path: '/api/partners/v4/offers/category/food?current_page=2&sort_by=highest_discount' },
  { name: 'search', path: '/api/partners/v2/search?current_page=1', method: 'POST', body: '["pizza","coffee"]' },
  { name: 'suggestions', path: '/api/partners/v2/tags/suggestions?q=co' },
  // What one person typing in the search box waits for: the same call, one connection at a time.
  { name: 'suggestions, 1 conn', path: '/api/partners/v2/tags/suggestions?q=co', connections: 1 },
  // A unique query parameter per request defeats the response cache: what a first visitor pays.
  {
    name: 'summary, uncached',
    path: '/api/partners/v5/offers/summary?current_page=2&page_size=24&sort_by=highest_discount',
    unique: true,
  },
  {
    name: 'search, uncached',
    path: '/api/partners/v2/search?current_page=1',
    method: 'POST',
    body: '["pizza","coffee"]',
    unique: true,
  },
  // Pages as a browser asks for them (issue 24): the page cache's hit against the cached summary above,
  // then a page that misses every cache (rendered for each request).
  { name: 'page /, br', path: '/', headers: PAGE_HEADERS },
  { name: 'page /deals, br', path: '/deals', headers: PAGE_HEADERS },
  { name: 'page /deals, uncached', path: '/deals', headers: PAGE_HEADERS, unique: true },
  // The store (issue 5): pricing reads, and a whole guest purchase through the embedded sandbox gateway
  // (order, charge, card, receipt in the outbox), each request with its own Idempotency-Key and browser id.
  { name: 'tax rate', path: '/api/store/v2/taxrate?postal=H2X%201Y4' },
  { name: 'price with promo', path: '/api/promos/v2/product/guest?postal=M5V%202T6&promocode=WELCOME10' },
  {
    name: 'guest checkout',
    path: '/api/store/v2/checkout/guest',
    method: 'POST',
    body: JSON.stringify({
      language: 'en',
      email: 'bench-guest@example.com',
      first_name: 'Bench',
      last_name: 'Guest',
      postal: 'M5V 2T6',
    }),
    perRequestHeaders: (n) => ({
      'idempotency-key': `bench-${process.pid}-${n}`,
      id: `bench-guest-${process.pid}-${n}`,
      'payment-nonce': 'fake-valid-nonce',
    }),
  },
];
const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
const selected = only ? targets.filter((t) => t.name === 'health' || only.includes(t.name)) : targets;

async function measure(baseUrl, target) {
  const url = `${baseUrl}${target.path}`;
  const baseHeaders = target.headers ?? headers;
  const request = {
    method: target.method ?? 'GET',
    headers: target.body ? { ...baseHeaders, 'content-type': 'application/json' } : baseHeaders,
    body: target.body,
  };
  let counter = 0;
  const extraHeaders = () => target.perRequestHeaders?.(++counter) ?? {};
  const probe = await fetch(url, { ...request, headers: { ...request.headers, ...extraHeaders() } });
  if (!probe.ok) throw new Error(`${target.name} ${target.path} answered ${probe.status}: ${await probe.text()}`);
  const options = {
    url,
    connections: target.connections ?? connections,
    ...request,
    ...(target.unique
      ? {
          requests: [
            {
              setupRequest: (req) => ({
                ...req,
                path: `${target.path}${target.path.includes('?') ? '&' : '?'}nocache=${++counter}`,
              }),
            },
          ],
        }
      : {}),
    ...(target.perRequestHeaders
      ? { requests: [{ setupRequest: (req) => ({ ...req, headers: { ...req.headers, ...extraHeaders() } }) }] }
      : {}),
  };
  // Warm up (JIT, query plans, caches) before measuring.
  await autocannon({ ...options, duration: 2 });
  const result = await autocannon({ ...options, duration });
  return {
    name: target.name,
    rps: result.requests.average,
    mean: result.latency.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function run(label, server) {
  try {
    console.log(
      `\n${label}: autocannon ${duration}s per call, ${connections} connections, accept-encoding: ${acceptEncoding}`,
    );
    const rows = [];
    for (const target of selected) rows.push(await measure(server.baseUrl, target));
    const health = rows[0];
    console.table(
      Object.fromEntries(
        rows.map((r) => [
          r.name,
          {
            'req/s': Math.round(r.rps),
            'x health': Number((r.rps / health.rps).toFixed(3)),
            'mean ms': Number(r.mean.toFixed(2)),
            'p50 ms': r.p50,
            'p99 ms': r.p99,
            '2xx': r.ok,
            'non-2xx': r.non2xx,
            errors: r.errors,
          },
        ]),
      ),
    );
    if (rows.some((r) => r.non2xx > 0 || r.errors > 0)) {
      console.warn('warning: some requests failed or were refused; the figures above include them');
      process.exitCode = 1;
    }
    return rows;
  } finally {
    await server.stop();
  }
}

function generateCatalogue(offers) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'spc-bench-large-'));
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'bench/generate-catalogue.ts', '--data-dir', dataDir, '--offers', String(offers)],
    { cwd: repoRoot, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error('generating the catalogue failed');
  return dataDir;
}

async function main() {
  if (process.env.BENCH_URL) {
    await run(process.env.BENCH_URL, { baseUrl: process.env.BENCH_URL.replace(/\/$/, ''), stop: async () => {} });
    return;
  }
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const seed = await run('seed data', await startServer({ databaseUrl }));
  if (!args.offers) return;
  if (databaseUrl) throw new Error('--offers works with the embedded database only');
  const dataDir = generateCatalogue(Number(args.offers));
  const large = await run(`${args.offers} offers`, await startServer({ dataDir }));
  console.log(`\np99 with ${args.offers} offers against the seed data (target: at most 2x)`);
  console.table(
    Object.fromEntries(
      large.map((r, i) => [
        r.name,
        {
          'seed p99 ms': seed[i].p99,
          'large p99 ms': r.p99,
          ratio: Number((r.p99 / Math.max(1, seed[i].p99)).toFixed(2)),
        },
      ]),
    ),
  );
}

await main();
