// Prometheus metrics at GET /metrics (issue 22 item 3): request rate and latency by route, the
// database pool's use, the background jobs' runs and the mail outbox's depth, the caches' hit ratio.
// Open outside production; in production served only with METRICS_TOKEN (Authorization: Bearer …),
// else 404, so the internet never reads them.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';

export interface Metrics {
  registry: Registry;
  /** A background job's pass: ran here, skipped (another instance holds it) or failed. */
  jobRuns: Counter<'job' | 'outcome'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

export interface MetricsOptions {
  config: Config;
  database: Database;
  /** Rows waiting in the mail outbox (read at each scrape). */
  outboxDepth?: () => Promise<number>;
}

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.startsWith('Bearer ') ? header.slice(7) : '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export const metricsPlugin = fp(async (app: FastifyInstance, { config, database, outboxDepth }: MetricsOptions) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: 'jobs_runs_total',
    help: 'Background job passes by outcome: ran, skipped (another instance held it), failed',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  });
  const cacheLookups = new Counter({
    name: 'cache_lookups_total',
    help: 'Response and page cache lookups by outcome (hit, miss)',
    labelNames: ['cache', 'outcome'] as const,
    // The hit ratio: rate(cache_lookups_total{outcome="hit"}) / rate(cache_lookups_total).
    registers: [registry],
  });
  if (database.poolStats) {
    const stats = database.poolStats;
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool connections by state (in_use, idle, waiting for one, max)',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const { total, idle, waiting, max } = stats();
        this.set({ state: 'in_use' }, total - idle);
        this.set({ state: 'idle' }, idle);
        this.set({ state: 'waiting' }, waiting);
        this.set({ state: 'max' }, max);
      },
    });
  }
  if (outboxDepth) {
    new Gauge({
      name: 'mail_outbox_pending',
      help: 'E-mails queued in the outbox, not yet delivered (the job queue depth)',
      registers: [registry],
      async collect() {
        this.set(await outboxDepth());
      },
    });
  }
  app.decorate('metrics', { registry, jobRuns });

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    requests.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
    // The response cache (API reads) and the page cache (server-rendered pages) say hit or miss.
    const cached = reply.getHeader('x-cache');
    if (cached === 'hit' || cached === 'miss') {
      cacheLookups.inc({ cache: route.startsWith('/api') ? 'api' : 'page', outcome: cached });
    }
  });

  const token = config.metricsToken;
  const open = config.env !== 'production' || token !== undefined;
  if (!open) return;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (token !== undefined && !tokenMatches(request.headers.authorization, token)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .send({ error: 'UNAUTHORIZED', message: 'A metrics token is required.' });
    }
    reply.header('content-type', registry.contentType).header('cache-control', 'no-store');
    return registry.metrics();
  });
});
