// API throughput: autocannon against /api/health (the floor: routing, headers, one `select 1`) and the
// catalogue calls a visitor makes — the deals summary, a category page, a tag search and tag
// suggestions — each compared with the health baseline of the same run; the `uncached` rows add a
// unique parameter to every request so the response cache never answers them. With `--offers N` it runs a
// second time on a catalogue grown to N offers (bench/generate-catalogue.ts) and compares each call's
// p99 with its p99 on the seed data. The server-rendered pages are measured in the same run as a browser
// fetches them (`Accept: text/html`, `Accept-Encoding: br`), cached and (a unique query per request)
// rendered for each request, so a cached page reads against the cached summary and /api/health.
// Each row also gives the server's CPU time per request (all its threads, read from /proc around the
// measured run): the steady measure on a loaded machine, where req/s and p99 move with the neighbours;
// and its main thread's alone, which every request passes through (the embedded database has its own
// thread since decision 044, compression runs in libuv's pool, garbage collection in V8's).
// `--compare <checkout>` (repeatable) measures other checkouts' servers in the same run, call by call in
// turn (a baseline worktree with its node_modules and its own `npm run build`), and ends with a table of
// each call across the checkouts and the cached page's ratio to the cached summary (issue 24's target).
//
// The load generator does not decode response bodies: autocannon turns each body chunk into a UTF-8
// string it only keeps for `onResponse` callbacks (none here), and on a brotli page that decoding cost
// it 0.36 ms per /deals response — more than the server's whole answer — so the client, not the server,
// set the page rows' rate (decision 042). BENCH_DECODE_BODIES=1 restores autocannon's own behaviour.
// Usage: npm run bench:api [-- --offers 100000] [-- --compare ../baseline --compare ../main]
//   env: BENCH_URL (measure a running server; no --offers), BENCH_DURATION seconds [10],
//   BENCH_PORT [first port of the servers started; default free ones],
//   BENCH_CONNECTIONS [50; the `1 conn` row always uses one], BENCH_ACCEPT_ENCODING [what a browser sends; `identity` = no compression],
//   BENCH_DATABASE_URL [unset: embedded PGlite; a postgres:// URL of an empty database to seed and use],
//   BENCH_COLD_ROUNDS [20; rounds of the cold-URL rows `cold summary` and `cold page /deals`],
//   BENCH_ONLY [call names to measure, separated by commas, or by `;` when a name has one (`page /deals, br;offers summary`);
//   health is always measured]
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startServer } from './server.mjs';

const repoRoot = path.resolve(import.meta.dirname, '..');
const { values: args } = parseArgs({
  options: { offers: { type: 'string' }, compare: { type: 'string', multiple: true } },
});
if (!process.env.BENCH_DECODE_BODIES) {
  // See the header: the body is counted (bytes) but not decoded into a string nobody reads.
  const autocannonRequire = createRequire(createRequire(import.meta.url).resolve('autocannon'));
  autocannonRequire('./lib/pipelinedRequestsQueue.js').prototype.addBody = () => {};
}
const firstPort = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined;
let nextPort = firstPort;
const port = () => (nextPort === undefined ? undefined : nextPort++);
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
    name: 'category, uncached',
    path: '/api/partners/v4/offers/category/food?current_page=2&sort_by=highest_discount',
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
// Names hold commas (`page /deals, br`): with one, separate them with `;`.
/**
 * Issue 24's cold URL: `connections` requests at once for one URL no cache holds, a fresh URL each round.
 * The rows say how long the last of them waited and how many were computed (x-cache: miss; single
 * flight computes one per round).
 */
const coldTargets = [
  {
    name: 'cold summary',
    path: '/api/partners/v5/offers/summary?current_page=2&page_size=24&sort_by=highest_discount',
    headers,
  },
  { name: 'cold page /deals', path: '/deals', headers: PAGE_HEADERS },
];
const COLD_ROUNDS = Number(process.env.BENCH_COLD_ROUNDS ?? 20);

async function measureCold(server, target) {
  const latencies = [];
  let computed = 0;
  let failed = 0;
  for (let round = 0; round < COLD_ROUNDS; round++) {
    const url = `${server.baseUrl}${target.path}${target.path.includes('?') ? '&' : '?'}cold=${process.pid}-${round}`;
    await Promise.all(
      Array.from({ length: connections }, async () => {
        const started = performance.now();
        const response = await fetch(url, { headers: target.headers });
        await response.arrayBuffer();
        latencies.push(performance.now() - started);
        if (!response.ok) failed++;
        if (response.headers.get('x-cache') === 'miss') computed++;
      }),
    );
  }
  latencies.sort((a, b) => a - b);
  const at = (q) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]);
  return { name: target.name, p50: at(0.5), p99: at(0.99), max: Math.round(latencies.at(-1)), computed, failed };
}

const only = process.env.BENCH_ONLY?.split(process.env.BENCH_ONLY.includes(';') ? ';' : ',').map((name) => name.trim());
const selected = only ? targets.filter((t) => t.name === 'health' || only.includes(t.name)) : targets;

async function measure(server, target) {
  const url = `${server.baseUrl}${target.path}`;
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
  const cpuBefore = server.cpuMs?.();
  const mainBefore = server.mainCpuMs?.();
  const result = await autocannon({ ...options, duration });
  const cpuAfter = server.cpuMs?.();
  const mainAfter = server.mainCpuMs?.();
  const answered = result['2xx'] + result.non2xx;
  return {
    name: target.name,
    cpuMsPerRequest:
      cpuBefore === undefined || cpuAfter === undefined || answered === 0
        ? undefined
        : (cpuAfter - cpuBefore) / answered,
    mainCpuMsPerRequest:
      mainBefore === undefined || mainAfter === undefined || answered === 0
        ? undefined
        : (mainAfter - mainBefore) / answered,
    rps: result.requests.average,
    mean: result.latency.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

function printRows(label, rows) {
  const health = rows[0];
  console.log(`\n${label}`);
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
          'cpu ms/req': r.cpuMsPerRequest === undefined ? '—' : Number(r.cpuMsPerRequest.toFixed(3)),
          'main thread ms/req': r.mainCpuMsPerRequest === undefined ? '—' : Number(r.mainCpuMsPerRequest.toFixed(3)),
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
}

/** Every selected call against each server, the servers in turn for each call (the same minute's load). */
async function runAll(servers) {
  try {
    console.log(
      `\nautocannon ${duration}s per call, ${connections} connections, accept-encoding: ${acceptEncoding}` +
        (process.env.BENCH_DECODE_BODIES ? ' (bodies decoded)' : ''),
    );
    const rows = servers.map(() => []);
    for (const target of selected) {
      for (const [i, server] of servers.entries()) rows[i].push(await measure(server, target));
    }
    for (const [i, server] of servers.entries()) printRows(server.label, rows[i]);
    const cold = servers.map(() => []);
    for (const target of coldTargets.filter((t) => !only || only.includes(t.name))) {
      for (const [i, server] of servers.entries()) cold[i].push(await measureCold(server, target));
    }
    if (cold[0].length > 0) {
      console.log(
        `\ncold URL: ${connections} requests at once for a URL no cache holds, ${COLD_ROUNDS} rounds (target p99 ≤ 300 ms)`,
      );
      console.table(
        Object.fromEntries(
          servers.flatMap((server, i) =>
            cold[i].map((r) => [
              `${r.name} (${server.label})`,
              {
                'p50 ms': r.p50,
                'p99 ms': r.p99,
                'max ms': r.max,
                'computed per round': r.computed / COLD_ROUNDS,
                failed: r.failed,
              },
            ]),
          ),
        ),
      );
    }
    return rows;
  } finally {
    for (const server of servers) await server.stop();
  }
}

async function run(label, server) {
  const [rows] = await runAll([{ ...server, label }]);
  return rows;
}

/** Each call across the checkouts, and the cached page's rate against the cached summary's. */
function printComparison(servers, rows) {
  const cell = (r) =>
    `${Math.round(r.rps)} req/s, p99 ${r.p99} ms, ${r.cpuMsPerRequest?.toFixed(2) ?? '—'} ms CPU (main ${r.mainCpuMsPerRequest?.toFixed(2) ?? '—'})`;
  console.log('\nthe same calls across the checkouts (req/s, p99, server CPU per request)');
  console.table(
    Object.fromEntries(
      selected.map((target, t) => [
        target.name,
        Object.fromEntries(servers.map((s, i) => [s.label, cell(rows[i][t])])),
      ]),
    ),
  );
  const summaryIndex = selected.findIndex((target) => target.name === 'offers summary');
  if (summaryIndex < 0) return;
  console.log('cached page ÷ cached summary, req/s (issue 24 target: ≥ 0.5, p99 ≤ 50 ms)');
  console.table(
    Object.fromEntries(
      selected.flatMap((target, t) =>
        target.name.startsWith('page ') && !target.unique
          ? [
              [
                target.name,
                Object.fromEntries(
                  servers.map((s, i) => [s.label, Number((rows[i][t].rps / rows[i][summaryIndex].rps).toFixed(2))]),
                ),
              ],
            ]
          : [],
      ),
    ),
  );
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
  if (args.compare?.length) {
    if (args.offers || databaseUrl) throw new Error('--compare works with the seed data on embedded PGlite only');
    const checkouts = [repoRoot, ...args.compare.map((dir) => path.resolve(dir))];
    const servers = [];
    try {
      for (const checkout of checkouts) {
        const label = checkout === repoRoot ? 'this checkout' : path.basename(checkout);
        servers.push({ ...(await startServer({ checkout, port: port() })), label });
      }
    } catch (error) {
      for (const server of servers) await server.stop();
      throw error;
    }
    printComparison(servers, await runAll(servers));
    return;
  }
  const seed = await run('seed data', await startServer({ databaseUrl, port: port() }));
  if (!args.offers) return;
  if (databaseUrl) throw new Error('--offers works with the embedded database only');
  const dataDir = generateCatalogue(Number(args.offers));
  const large = await run(`${args.offers} offers`, await startServer({ dataDir, port: port() }));
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
