// Background jobs of the store (docs/api-store.md "Consistency", "Renewal"): settle orders whose
// commit was lost after the charge, then charge the memberships due for renewal, then send the mail
// outbox's due messages (receipts, retries; each row claimed by one runner). Every server process
// runs them every JOBS_INTERVAL_SECONDS; the unique keys on payments and renewal attempts make two
// processes running them at once harmless.
// The runner knows no module: app.ts, which lists the modules, lists their jobs as `app.jobs`.
import type { FastifyInstance } from 'fastify';
import type { Database } from './db/client.ts';
import { withRequestId } from './request-context.ts';

/** One background job: a module's service call, given the time of the pass. */
export interface Job {
  name: string;
  run(now: Date): Promise<unknown>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The modules' background jobs, in the order a pass runs them (app.ts). */
    jobs: readonly Job[];
    /** Runs work under a cluster-wide lock (db/client.ts `Database.exclusive`). */
    exclusive: Database['exclusive'];
  }
}

/** One pass of every job; a failing job is logged and does not stop the next one. */
export async function runJobs(app: FastifyInstance, now = new Date()): Promise<void> {
  for (const job of app.jobs) {
    // A pass has an id of its own, like a request: its log lines and the e-mails it writes carry it.
    const requestId = `job-${job.name.replaceAll(/[^\w.-]+/g, '-')}-${now.getTime()}`.slice(0, 64);
    try {
      const pass = await withRequestId(requestId, () => app.exclusive(`job:${job.name}`, () => job.run(now)));
      app.metrics.jobRuns.inc({ job: job.name, outcome: pass.ran ? 'ran' : 'skipped' });
    } catch (error) {
      app.metrics.jobRuns.inc({ job: job.name, outcome: 'failed' });
      app.log.error({ err: error, job: job.name, request_id: requestId }, 'background job failed');
    }
  }
}

/**
 * Runs the jobs now and then every `intervalSeconds` (0 = never). Answers the way to stop: it clears the
 * schedule and waits for a pass in progress, so call it before closing the app.
 */
export function scheduleJobs(app: FastifyInstance, intervalSeconds: number): () => Promise<void> {
  if (intervalSeconds <= 0) return async () => {};
  let running: Promise<void> | undefined;
  const tick = () => {
    // A slow pass (a gateway timing out) must not pile up behind itself.
    running ??= runJobs(app).finally(() => {
      running = undefined;
    });
  };
  const timer = setInterval(tick, intervalSeconds * 1000);
  timer.unref();
  const first = setImmediate(tick);
  return async () => {
    clearInterval(timer);
    clearImmediate(first);
    await running;
  };
}
