// Cluster throughput (issue 22 item 4): requests per second and p99 through HAProxy for one instance
// and for three, on PostgreSQL and Redis (apps/api/cluster/local-cluster.ts), then the failed requests
// while all three restart one after the other under the same load.
// Usage: npm run bench:cluster (builds the SPA first; runs with tsx, the launcher is TypeScript)
//   env: BENCH_DURATION seconds [8], BENCH_CONNECTIONS [50],
//        BENCH_DATABASE_URL [postgres://postgres@127.0.0.1:5432/spc_bench_cluster, recreated],
//        BENCH_REDIS_URL [redis://127.0.0.1:6379]
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { startCluster } from '../apps/api/cluster/local-cluster.ts';

const duration = Number(process.env.BENCH_DURATION ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/spc_bench_cluster';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PAGE_HEADERS = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip, deflate, br' };
const API_HEADERS = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' };
const targets = [
  { name: 'offers summary', path: '/api/partners/v5/offers/summary', headers: API_HEADERS },
  { name: 'page /deals, br', path: '/deals', headers: PAGE_HEADERS },
];

async function recreateDatabase(url) {
  const name = new URL(url).pathname.slice(1);
  const server = new URL(url);
  server.pathname = '/postgres';
  const client = new pg.Client({ connectionString: server.toString() });
  await client.connect();
  await client.query(`drop database if exists "${name}" with (force)`);
  await client.query(`create database "${name}"`);
  await client.end();
}

function measure(url, target) {
  return autocannon({ url: `${url}${target.path}`, headers: target.headers, connections, duration }).then((result) => ({
    name: target.name,
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
    statuses: Object.keys(result.statusCodeStats).join(' '),
  }));
}

async function withCluster(instances, work) {
  const cluster = await startCluster({
    instances,
    port: 18_080,
    databaseUrl,
    redisUrl,
    redisKeyPrefix: 'spc-bench-cluster:',
    dataDir: path.join(os.tmpdir(), 'spc-bench-cluster'),
    env: { JOBS_INTERVAL_SECONDS: '0' },
  });
  try {
    return await work(cluster);
  } finally {
    await cluster.stop();
  }
}

await recreateDatabase(databaseUrl);
const rows = [];
for (const instances of [1, 3]) {
  await withCluster(instances, async (cluster) => {
    for (const target of targets) {
      await autocannon({ url: `${cluster.url}${target.path}`, headers: target.headers, connections, duration: 2 });
      rows.push({ instances, ...(await measure(cluster.url, target)) });
    }
    if (instances === 3) {
      const load = autocannon({
        url: cluster.url,
        connections: 10,
        duration: 600,
        requests: targets.map((target) => ({ path: target.path, headers: target.headers })),
      });
      const done = new Promise((resolve) => load.once('done', resolve));
      const started = Date.now();
      await cluster.rollingRestart();
      load.stop();
      const result = await done;
      rows.push({
        instances: 3,
        name: 'rolling restart, 10 conn',
        rps: Math.round(result.requests.average),
        p99: result.latency.p99,
        failed: result.non2xx + result.errors + result.timeouts,
        seconds: Math.round((Date.now() - started) / 1000),
      });
    }
  });
}
console.log(
  `\nThrough HAProxy, ${connections} connections, ${duration}s per call (${os.availableParallelism()} cores):`,
);
console.table(rows);
