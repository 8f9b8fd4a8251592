// API throughput: autocannon against /api/health (the floor: routing, headers, one `select 1`) and the
// deals list /api/partners/v5/offers/summary, then the ratio between them. Starts the production
// server on a fresh embedded database and a free port unless BENCH_URL points at a running one.
// Usage: npm run bench:api   (env: BENCH_URL, BENCH_DURATION seconds [10], BENCH_CONNECTIONS [10],
// BENCH_ACCEPT_ENCODING [what a browser sends; `identity` measures without response compression],
// BENCH_DATABASE_URL [unset: embedded PGlite; a postgres:// URL of an empty database to seed and use])
import autocannon from 'autocannon';
import { startServer } from './server.mjs';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
// By default what a browser sends, so the figures include response compression as users get it.
const acceptEncoding = process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br';
const headers = { accept: 'application/json', 'accept-encoding': acceptEncoding };

const targets = [
  { name: 'health', path: '/api/health' },
  {
    name: 'offers summary',
    path: '/api/partners/v5/offers/summary?current_page=1&page_size=24&sort_by=views&offer_filters=online',
  },
];

async function measure(baseUrl, target) {
  const url = `${baseUrl}${target.path}`;
  const probe = await fetch(url, { headers });
  if (!probe.ok) throw new Error(`${target.path} answered ${probe.status}: ${await probe.text()}`);
  // Warm up (JIT, query plans, caches) before measuring.
  await autocannon({ url, connections, duration: 2, headers });
  const result = await autocannon({ url, connections, duration, headers });
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

async function main() {
  const server = process.env.BENCH_URL
    ? { baseUrl: process.env.BENCH_URL.replace(/\/$/, ''), stop: async () => {} }
    : await startServer({ databaseUrl: process.env.BENCH_DATABASE_URL });
  try {
    console.log(
      `autocannon: ${duration}s per endpoint, ${connections} connections, accept-encoding: ${acceptEncoding}\n`,
    );
    const rows = [];
    for (const target of targets) rows.push(await measure(server.baseUrl, target));
    console.table(
      Object.fromEntries(
        rows.map((r) => [
          r.name,
          {
            'req/s': Math.round(r.rps),
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
    const [health, summary] = rows;
    // Mean rather than p50 for the latency ratio: autocannon's percentiles are whole milliseconds.
    console.log(
      `summary/health: ${(summary.rps / health.rps).toFixed(3)}x the requests/s, ` +
        `${(summary.mean / health.mean).toFixed(1)}x the mean latency`,
    );
    if (rows.some((r) => r.non2xx > 0 || r.errors > 0)) {
      console.warn('warning: some requests failed or were refused (rate limit?); the figures above include them');
      process.exitCode = 1;
    }
  } finally {
    await server.stop();
  }
}

await main();
