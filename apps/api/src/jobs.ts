// Background jobs of the store (docs/api-store.md "Consistency", "Renewal"): settle orders whose
// commit was lost after the charge, then charge the memberships due for renewal. Every server process
// runs them every JOBS_INTERVAL_SECONDS; the unique keys on payments and renewal attempts make two
// processes running them at once harmless.
import type { App } from './app.ts';
import { runRenewals } from './modules/billing/renewals.ts';
import { recoverPendingOrders } from './modules/store/recovery.ts';

/** One pass of every job; a failing job is logged and does not stop the next one. */
export async function runJobs(app: App, now = new Date()): Promise<void> {
  const jobs = [
    ['recover pending orders', () => recoverPendingOrders(app, { now })],
    ['renew memberships', () => runRenewals(app, { now })],
  ] as const;
  for (const [name, job] of jobs) {
    try {
      await job();
    } catch (error) {
      app.log.error({ err: error, job: name }, 'background job failed');
    }
  }
}

/**
 * Runs the jobs now and then every `intervalSeconds` (0 = never). Answers the way to stop: it clears the
 * schedule and waits for a pass in progress, so call it before closing the app.
 */
export function scheduleJobs(app: App, intervalSeconds: number): () => Promise<void> {
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
